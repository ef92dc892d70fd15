import { fromBase64Url, timingSafeEqual, toBase64Url } from "../../kit/encoding";

/**
 * PBKDF2-SHA-256 through WebCrypto. Production Workers refuse PBKDF2 above 100,000 iterations, so that
 * is the ceiling (docs/decisions/0002-password-hashing.md). The parameters travel with every hash
 * (`pbkdf2-sha256$<iterations>$<salt>$<hash>`), so they can be raised later and old hashes rehashed on login.
 */
export interface PasswordHashParams {
  algorithm: "pbkdf2-sha256";
  iterations: number;
  saltBytes: number;
  keyBits: number;
}

export const PASSWORD_HASH_PARAMS: Readonly<PasswordHashParams> = {
  algorithm: "pbkdf2-sha256",
  iterations: 100_000,
  saltBytes: 16,
  keyBits: 256,
};

const encoder = new TextEncoder();

async function derive(
  password: string,
  salt: Uint8Array,
  iterations: number,
  bits: number,
): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    "raw",
    encoder.encode(password.normalize("NFKC")),
    "PBKDF2",
    false,
    ["deriveBits"],
  );
  const derived = await crypto.subtle.deriveBits(
    { name: "PBKDF2", hash: "SHA-256", salt, iterations },
    key,
    bits,
  );
  return new Uint8Array(derived);
}

/** Hashes a password with the current parameters and a fresh random salt. */
export async function hashPassword(
  password: string,
  params: Readonly<PasswordHashParams> = PASSWORD_HASH_PARAMS,
): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(params.saltBytes));
  const hash = await derive(password, salt, params.iterations, params.keyBits);
  return `${params.algorithm}$${params.iterations}$${toBase64Url(salt)}$${toBase64Url(hash)}`;
}

/** Checks a password against a stored hash; unknown formats never verify. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, iterationsText, saltText, hashText] = stored.split("$");
  const iterations = Number(iterationsText);
  if (algorithm !== PASSWORD_HASH_PARAMS.algorithm || !saltText || !hashText) return false;
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > PASSWORD_HASH_PARAMS.iterations)
    return false;
  const expected = fromBase64Url(hashText);
  const actual = await derive(password, fromBase64Url(saltText), iterations, expected.length * 8);
  return timingSafeEqual(toBase64Url(actual), hashText);
}

/** True when a stored hash uses weaker parameters than today's and should be replaced after a good login. */
export function needsRehash(stored: string): boolean {
  const [algorithm, iterations] = stored.split("$");
  return algorithm !== PASSWORD_HASH_PARAMS.algorithm || Number(iterations) < PASSWORD_HASH_PARAMS.iterations;
}
