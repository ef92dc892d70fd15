const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";

/**
 * Time-ordered, URL-safe ids (`usr_01j…`): 10 chars of milliseconds then 16 random chars (80 bits).
 * Sorting by id sorts by creation, which keyset pagination relies on.
 *
 * @example newId("usr") // "usr_01jd2x9k3m7q8r4t5v6w7x8y9z"
 */
export function newId(prefix: string, now = Date.now()): string {
  let time = "";
  let t = now;
  for (let i = 0; i < 10; i++) {
    time = ALPHABET[t % 32] + time;
    t = Math.floor(t / 32);
  }
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let rand = "";
  for (const b of bytes) rand += ALPHABET[b % 32];
  return `${prefix}_${time}${rand}`;
}
