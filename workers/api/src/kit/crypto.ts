import { toBase64Url, toHex } from "./encoding";
import { oncePerSetting } from "./once-per";

const encoder = new TextEncoder();

/** A random opaque token of `bytes` bytes (default 32 = 256 bits), base64url. */
export function randomToken(bytes = 32): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** SHA-256 hex digest: how session tokens and nonces are stored. */
export async function sha256Hex(value: string): Promise<string> {
  return toHex(await crypto.subtle.digest("SHA-256", encoder.encode(value)));
}

// The HMAC key is imported once per secret per isolate (set-up, not a cache of answers): stream URLs
// are signed ~20 to a list page and verified on every ranged read.
const hmacKeyOf = oncePerSetting((secret: string) =>
  crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]),
);

/**
 * HMAC-SHA-256 hex digest under a server secret: how short codes are stored (a bare hash of 6 digits is
 * trivially reversible) and how stream URLs are signed.
 */
export async function hmacHex(secret: string, value: string): Promise<string> {
  return toHex(await crypto.subtle.sign("HMAC", await hmacKeyOf(secret), encoder.encode(value)));
}

/** A uniformly random numeric code of `digits` digits (rejection sampling avoids modulo bias). */
export function randomDigits(digits = 6): string {
  const max = 10 ** digits;
  const limit = Math.floor(0xffffffff / max) * max;
  const buf = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(buf);
    const n = buf[0]!;
    if (n < limit) return String(n % max).padStart(digits, "0");
  }
}
