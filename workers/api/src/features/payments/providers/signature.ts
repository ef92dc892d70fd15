import { hmacHex } from "../../../kit/crypto";
import { timingSafeEqual } from "../../../kit/encoding";
import { AppError } from "../../../kit/errors";

/*
 * Callback signatures, the Stripe scheme (docs/decisions/0501): `Ngoma-Signature: t=<unix seconds>,v1=<hex>`
 * where v1 = HMAC-SHA-256(secret, `${t}.${rawBody}`). The timestamp is inside the signed text, so an old
 * callback cannot be re-dated, and one outside the tolerance is refused: a captured callback is useless
 * after 5 minutes, and within them the event id makes a replay a no-op.
 */

/** The header a signed callback carries. */
export const SIGNATURE_HEADER = "Ngoma-Signature";

/** How far a callback's timestamp may be from our clock, either way. */
export const SIGNATURE_TOLERANCE_MS = 5 * 60 * 1000;

const badSignature = (msg: string) => new AppError(401, "INVALID_SIGNATURE", msg);

/**
 * The header value for `rawBody` signed at `now`.
 *
 * @example headers.set(SIGNATURE_HEADER, await signPayload(secret, body))
 */
export async function signPayload(secret: string, rawBody: string, now = Date.now()): Promise<string> {
  const t = Math.floor(now / 1000);
  return `t=${t},v1=${await hmacHex(secret, `${t}.${rawBody}`)}`;
}

/**
 * Checks a signature header against the raw body: 400 when the header is missing or malformed, 401 when
 * the signature does not match or the timestamp is more than 5 minutes old or ahead. Several `v1` values
 * are accepted (one per secret while a secret is rotated).
 */
export async function verifySignature(
  secret: string,
  header: string | null,
  rawBody: string,
  now = Date.now(),
): Promise<void> {
  if (!header) throw new AppError(400, "BAD_REQUEST", `Missing ${SIGNATURE_HEADER} header.`);
  let timestamp: string | null = null;
  const signatures: string[] = [];
  for (const part of header.split(",")) {
    const [key, value] = part.trim().split("=", 2);
    if (key === "t" && value) timestamp = value;
    else if (key === "v1" && value) signatures.push(value.toLowerCase());
  }
  if (!timestamp || !/^\d{1,12}$/.test(timestamp) || signatures.length === 0) {
    throw new AppError(400, "BAD_REQUEST", `Malformed ${SIGNATURE_HEADER} header.`);
  }
  const expected = await hmacHex(secret, `${timestamp}.${rawBody}`);
  // Every candidate is compared in full, so the time taken says nothing about which one was close.
  let matched = false;
  for (const signature of signatures) matched = timingSafeEqual(expected, signature) || matched;
  if (!matched) throw badSignature("The callback's signature does not match.");
  if (Math.abs(now - Number(timestamp) * 1000) > SIGNATURE_TOLERANCE_MS) {
    throw badSignature("The callback is too old or dated in the future.");
  }
}
