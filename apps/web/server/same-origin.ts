// The web app's own actions (Remix actions: sign-in, settings, logout, provider linking) read the session
// cookie and call the api with its token, so a forged cross-site form would act as the user. SameSite=Lax
// keeps the cookie off most cross-site writes; this refuses the rest, and same-site neighbours (another
// subdomain or port), before any action runs (docs/decisions/0011).

const SAFE_METHODS = new Set(["GET", "HEAD"]);

/**
 * True for a request that may change something (any method but GET and HEAD) sent from another origin:
 * its `Origin` is not this request's own origin, or, when a browser sent no `Origin`, its
 * `Sec-Fetch-Site` is not `same-origin` (or `none`, a user-typed navigation). A request with neither
 * header is not a browser's, so it carries no victim's cookie and passes.
 *
 * @example isCrossSiteWrite(new Request("https://a.example/x", { method: "POST", headers: { origin: "https://b.example" } })) // true
 */
export function isCrossSiteWrite(request: Request): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const origin = request.headers.get("origin");
  if (origin !== null) return origin !== new URL(request.url).origin;
  const site = request.headers.get("sec-fetch-site");
  if (site !== null) return site !== "same-origin" && site !== "none";
  return false;
}

/** The 403 for a cross-site write, in the api's error envelope. */
export function crossSiteRefusal(): Response {
  return Response.json({ msg: "Cross-site request refused.", code: "FORBIDDEN" }, { status: 403 });
}
