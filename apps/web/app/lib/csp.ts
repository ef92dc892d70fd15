// Strict, enforced Content-Security-Policy with a per-request nonce. Scripts and style elements apply only
// if they carry the nonce or come from this origin; the Google/Apple hosts are added only when those sign-ins are configured.

export interface CspOptions {
  nonce: string;
  google: boolean;
  apple: boolean;
  /** vite dev server: allows its HMR websocket. Never set for the worker build. */
  dev?: boolean;
}

export function contentSecurityPolicy({ nonce, google, apple, dev }: CspOptions): string {
  const script = ["'self'", `'nonce-${nonce}'`];
  // The nonce admits the page's one inlined <style> (lib/critical-css.ts); style attributes stay refused.
  const style = ["'self'", `'nonce-${nonce}'`];
  const connect = ["'self'"];
  const frame: string[] = [];
  if (google) {
    script.push("https://accounts.google.com/gsi/client");
    style.push("https://accounts.google.com/gsi/style");
    connect.push("https://accounts.google.com/gsi/");
    frame.push("https://accounts.google.com/gsi/");
  }
  if (apple) {
    script.push("https://appleid.cdn-apple.com");
    connect.push("https://appleid.apple.com");
    frame.push("https://appleid.apple.com");
  }
  if (dev) connect.push("ws:", "wss:");
  const directives = [
    "default-src 'self'",
    `script-src ${script.join(" ")}`,
    `style-src ${style.join(" ")}`,
    // Avatars are user-supplied https URLs; data: covers inline SVG placeholders.
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src ${connect.join(" ")}`,
    // data: lets the embedded fallback notification sound play when the bundled file is missing.
    "media-src 'self' data:",
    `frame-src ${frame.length ? frame.join(" ") : "'none'"}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ];
  return directives.join("; ");
}

/** HSTS only in production over https: on localhost it would pin the browser to https for months. */
export function securityHeaders(production: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
  };
  if (production) headers["Strict-Transport-Security"] = "max-age=63072000; includeSubDomains; preload";
  return headers;
}
