import type { Context } from "hono";
import { type ClientData, ClientDataSchema } from "./client-context.contract";
import { classifyDevice, type Device } from "./device";
import { validationError } from "./errors";

export { type ClientData, ClientDataSchema } from "./client-context.contract";

const MAX_CLIENT_DATA_CHARS = 4096;

/**
 * What the server believes about the caller. Network facts come from Cloudflare (`CF-Connecting-IP`,
 * `request.cf`), never from the client's own claims, which are kept separately in `claimed`.
 */
export interface ClientContext {
  ip: string | null;
  country: string | null;
  city: string | null;
  region: string | null;
  timezone: string | null;
  userAgent: string | null;
  device: Device;
  claimed: ClientData | null;
}

/** Parses the `clientData` string. Absent → null; present but invalid → 422 keyed `clientData`. */
export function parseClientData(raw: unknown): ClientData | null {
  if (raw === undefined || raw === null || raw === "") return null;
  if (typeof raw !== "string" || raw.length > MAX_CLIENT_DATA_CHARS) {
    throw validationError({ clientData: ["clientData must be a JSON string of at most 4096 characters."] });
  }
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw validationError({ clientData: ["clientData is not valid JSON."] });
  }
  const parsed = ClientDataSchema.safeParse(value);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw validationError({ clientData: [`${first?.path.join(".") || "clientData"}: ${first?.message}`] });
  }
  return parsed.data;
}

/**
 * Builds the request's client context from Cloudflare's view of the connection plus the client's claims.
 * The network facts are read on first use: most requests (catalogue reads) never look at them, and
 * reading `request.cf` and classifying the user agent was a visible share of such a request's CPU.
 */
export function buildClientContext(c: Context, claimed: ClientData | null): ClientContext {
  return new LazyClientContext(c.req.raw, claimed);
}

type NetworkFacts = Omit<ClientContext, "claimed">;

/** Getters on the prototype: nothing is built per request until a fact is asked for. */
class LazyClientContext implements ClientContext {
  readonly #request: Request;
  #facts: NetworkFacts | undefined;

  constructor(
    request: Request,
    readonly claimed: ClientData | null,
  ) {
    this.#request = request;
  }

  get #network(): NetworkFacts {
    this.#facts ??= networkFacts(this.#request);
    return this.#facts;
  }
  get ip() {
    return this.#network.ip;
  }
  get country() {
    return this.#network.country;
  }
  get city() {
    return this.#network.city;
  }
  get region() {
    return this.#network.region;
  }
  get timezone() {
    return this.#network.timezone;
  }
  get userAgent() {
    return this.#network.userAgent;
  }
  get device() {
    return this.#network.device;
  }
}

function networkFacts(request: Request): NetworkFacts {
  const cf = (request as { cf?: Record<string, unknown> }).cf ?? {};
  const str = (v: unknown) => (typeof v === "string" && v ? v : null);
  const userAgent = request.headers.get("user-agent");
  return {
    ip: request.headers.get("cf-connecting-ip"),
    country: str(cf.country),
    city: str(cf.city),
    region: str(cf.region),
    timezone: str(cf.timezone),
    userAgent,
    device: classifyDevice(userAgent),
  };
}
