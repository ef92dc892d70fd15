/**
 * How the web worker reaches the api worker: a JS RPC call to the api's `serve` entry on the `API`
 * service binding, not an HTTP `fetch` over it. Same Request in, same Response out (streamed bodies
 * included), without an HTTP subrequest in between; under `wrangler dev` every such subrequest of the
 * primary worker also became four devtools events relayed through the wrangler process, which made each
 * API call through the web worker ~3× slower locally. See docs/decisions/0308.
 */
interface ApiEntrypoint {
  serve(request: Request): Promise<Response>;
}

/**
 * `fetch`, but to the api worker.
 *
 * @example const response = await fetchApi(context.env, `${API_ORIGIN}/api/v1/auth/user/authuser`, { method: "POST" });
 */
export function fetchApi(
  env: { API: unknown },
  input: string | Request,
  init?: RequestInit,
): Promise<Response> {
  const request = typeof input === "string" || init ? new Request(input, init) : input;
  return (env.API as ApiEntrypoint).serve(request);
}
