import { secureHeaders } from "hono/secure-headers";

/**
 * API responses are data, never documents: nothing may frame, script or embed them. The docs page
 * (`/api/docs`) is plain server-rendered HTML, so the same strict policy fits it too.
 */
export const apiSecurityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'none'"],
    styleSrc: ["'unsafe-inline'"],
    frameAncestors: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'none'"],
  },
  crossOriginResourcePolicy: "same-origin",
  referrerPolicy: "no-referrer",
  strictTransportSecurity: "max-age=63072000; includeSubDomains; preload",
  xFrameOptions: "DENY",
  // The web worker's own set (apps/web/app/lib/csp.ts) is then already complete on every API response,
  // so its proxy can pass them through without re-wrapping each one.
  permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
});
