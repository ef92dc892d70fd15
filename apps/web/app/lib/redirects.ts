// Where to send someone after sign-in. Only same-origin paths are accepted, so `redirectTo` cannot be
// turned into an open redirect (`//evil.example`, `https://…`, `/\evil`).

export function safeRedirect(target: unknown, fallback = "/"): string {
  if (typeof target !== "string" || !target.startsWith("/") || target.startsWith("//")) return fallback;
  if (target.includes("\\") || [...target].some((c) => c.charCodeAt(0) < 0x20)) return fallback;
  if (target.startsWith("/auth/")) return fallback;
  return target;
}

/** /auth/login?redirectTo=<where the user was going>. */
export function loginUrl(requestUrl: string): string {
  const url = new URL(requestUrl);
  const back = `${url.pathname}${url.search}`;
  return back === "/" ? "/auth/login" : `/auth/login?redirectTo=${encodeURIComponent(back)}`;
}
