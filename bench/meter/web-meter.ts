// Bench only (bench/catalogue-cost.mjs): the built web worker with its `API` service binding counted
// while a metering window is open: every call the page's loaders make, and the sequential hops they form
// (calls open at the same time are one hop). Also serves the window over HTTP for the bench:
//   GET /__meter/start?on=1   open a window here and in the api meter (on=0: a window that meters nothing)
//   GET /__meter/report       { web: { calls, hops }, api: { d1, calls } } of the window so far
// Outside a window requests get the untouched bindings.

interface MeterApi {
  meterStart(on: boolean): Promise<void>;
  meterReport(): Promise<unknown>;
}

interface ApiCall {
  method: string;
  path: string;
  hop: number;
  status: number;
}

let meter = { on: false, hops: 0, inFlight: 0, calls: [] as ApiCall[] };

function describe(args: unknown[]): { method: string; path: string } {
  const [input, init] = args as [string | Request | URL | undefined, RequestInit | undefined];
  if (input instanceof Request) {
    const url = new URL(input.url);
    return { method: input.method, path: url.pathname + url.search };
  }
  const url = new URL(String(input ?? "/"), "http://api.local");
  return { method: init?.method ?? "GET", path: url.pathname + url.search };
}

/** The binding, with each method call (serve, fetch or any RPC) counted as one API call. */
function countedApi(api: object): object {
  return new Proxy(api, {
    get(target, property) {
      const value = Reflect.get(target, property);
      if (typeof value !== "function") return value;
      return async (...args: unknown[]) => {
        const call: ApiCall = { ...describe(args), hop: 0, status: 0 };
        if (meter.inFlight === 0) meter.hops += 1;
        call.hop = meter.hops;
        meter.inFlight += 1;
        meter.calls.push(call);
        try {
          // Reflect.apply: `value.apply` would be a property lookup on an RPC stub.
          const result = await Reflect.apply(value, target, args);
          if (result instanceof Response) call.status = result.status;
          return result;
        } finally {
          meter.inFlight -= 1;
        }
      };
    },
  });
}

/**
 * The web worker's handler with the meter in front.
 *
 * @example export default meterWeb(web);
 */
export function meterWeb<E extends { API: unknown }>(web: ExportedHandler<E>): ExportedHandler<E> {
  return {
    async fetch(request, env, ctx) {
      const url = new URL(request.url);
      const api = env.API as unknown as MeterApi;
      if (url.pathname === "/__meter/start") {
        const on = url.searchParams.get("on") !== "0";
        meter = { on, hops: 0, inFlight: 0, calls: [] };
        await api.meterStart(on);
        return Response.json({ on });
      }
      if (url.pathname === "/__meter/report") {
        return Response.json({
          web: { calls: meter.calls, hops: meter.hops },
          api: await api.meterReport(),
        });
      }
      const bindings = meter.on ? { ...env, API: countedApi(env.API as object) } : env;
      if (!web.fetch) throw new Error("the web worker has no fetch handler");
      return web.fetch(request as Parameters<NonNullable<typeof web.fetch>>[0], bindings, ctx);
    },
  };
}
