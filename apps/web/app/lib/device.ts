// Spec §3: client data carries a device class of Mobile, Tablet, Desktop or Unknown.

export type DeviceClass = "Mobile" | "Tablet" | "Desktop" | "Unknown";

export interface DeviceHints {
  userAgent: string;
  /** navigator.maxTouchPoints: iPadOS 13+ reports a desktop Mac user agent but has touch. */
  maxTouchPoints?: number;
  /** navigator.userAgentData.mobile where the browser offers it. */
  uaMobile?: boolean;
}

/**
 * Tablets are checked before phones because Android tablets say "Android" without "Mobile", and iPads
 * masquerade as Macs (touch points give them away).
 */
export function classifyDevice({ userAgent, maxTouchPoints = 0, uaMobile }: DeviceHints): DeviceClass {
  const ua = userAgent.toLowerCase();
  if (!ua.trim()) return "Unknown";
  if (/ipad|tablet|playbook|silk|kindle|(android(?!.*mobile))/.test(ua)) return "Tablet";
  if (ua.includes("macintosh") && maxTouchPoints > 1) return "Tablet";
  if (uaMobile === true || /iphone|ipod|mobile|blackberry|iemobile|opera mini|windows phone/.test(ua))
    return "Mobile";
  if (/windows nt|macintosh|x11|linux|cros/.test(ua)) return "Desktop";
  return "Unknown";
}
