// Bench only (bench/catalogue-cost.mjs): the api worker exactly as workers/api/src/index.ts builds it,
// with its D1 binding metered (d1-meter.ts) while a metering window is open. Deployed under the api's
// own name, so the web worker's `API` service binding reaches it unchanged. Outside a window every
// request gets the untouched bindings, so CPU profiles of this worker are profiles of the api.
//   GET /__meter/start?on=1   open a window (on=0: a window that meters nothing)
//   GET /__meter/report       { api: { d1, calls } } of the window so far
// (over RPC, meterStart/meterReport, when the web meter is in front).
import { AsyncLocalStorage } from "node:async_hooks";
import type { Bindings } from "../../workers/api/src/env";
import ApiWorker from "../../workers/api/src/index";
import { type D1Tally, meteredD1, newTally } from "./d1-meter";

export { RateLimiter } from "../../workers/api/src/index";

/** One request the api served inside the window, and its own D1 traffic. */
interface CallRecord {
  method: string;
  path: string;
  status: number;
  d1: D1Tally;
}

/** The open window: the whole isolate's D1 traffic, and each request's. */
let meter = { on: false, d1: newTally(), calls: [] as CallRecord[] };
const currentCall = new AsyncLocalStorage<CallRecord>();
const metered = new WeakMap<D1Database, D1Database>();

function meteredDb(db: D1Database): D1Database {
  let wrapped = metered.get(db);
  if (!wrapped) {
    wrapped = meteredD1(db, () => {
      if (!meter.on) return [];
      const call = currentCall.getStore();
      return call ? [meter.d1, call.d1] : [meter.d1];
    });
    metered.set(db, wrapped);
  }
  return wrapped;
}

/** The api worker with a metering window, opened and read over RPC by the bench's web meter. */
export default class MeteredApiWorker extends ApiWorker {
  constructor(ctx: ExecutionContext, env: Bindings) {
    super(ctx, meter.on ? { ...env, DB: meteredDb(env.DB) } : env);
  }

  override async fetch(request: Request): Promise<Response> {
    // When this worker is the stack's first one, the bench reads the window over HTTP.
    const url = new URL(request.url);
    if (url.pathname === "/__meter/start") {
      this.meterStart(url.searchParams.get("on") !== "0");
      return Response.json({ on: meter.on });
    }
    if (url.pathname === "/__meter/report") return Response.json({ api: this.meterReport() });
    return this.tracked(request);
  }

  override serve(request: Request): Promise<Response> {
    return this.tracked(request);
  }

  /** Starts a new window (metering when `on`), dropping the last one. */
  meterStart(on: boolean): void {
    meter = { on, d1: newTally(), calls: [] };
  }

  /** The window so far. */
  meterReport() {
    return { d1: meter.d1, calls: meter.calls };
  }

  private async tracked(request: Request): Promise<Response> {
    if (!meter.on) return super.fetch(request);
    const url = new URL(request.url);
    const call: CallRecord = {
      method: request.method,
      path: url.pathname + url.search,
      status: 0,
      d1: newTally(),
    };
    meter.calls.push(call);
    const response = await currentCall.run(call, () => super.fetch(request));
    call.status = response.status;
    return response;
  }
}
