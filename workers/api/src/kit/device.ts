export type Device = "Mobile" | "Tablet" | "Desktop" | "Unknown";

/**
 * Classifies a User-Agent the way spec §3 names devices. Tablets are checked first because iPad and
 * Android tablet agents also contain "Mobile"-like tokens.
 *
 * @example classifyDevice("Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)") // "Tablet"
 */
export function classifyDevice(userAgent: string | null | undefined): Device {
  if (!userAgent) return "Unknown";
  const ua = userAgent.toLowerCase();
  if (/ipad|tablet|kindle|silk|playbook|(android(?!.*mobile))/.test(ua)) return "Tablet";
  if (/mobi|iphone|ipod|android|blackberry|opera mini|iemobile|windows phone/.test(ua)) return "Mobile";
  if (/windows nt|macintosh|x11|linux|cros/.test(ua)) return "Desktop";
  return "Unknown";
}
