/**
 * The rate-limit key of a client address. An IPv4 address is its own key. An IPv6 address keys on its
 * /64: one subscriber usually holds a whole /64 and can pick any of its 2^64 addresses, so a per-address
 * key would give them an endless supply of fresh limits. IPv4-mapped IPv6 (`::ffff:a.b.c.d`) keys as the
 * IPv4 address. Anything unparsable keys as itself, lower-cased.
 *
 * @example ipRateKey("2001:db8:1:2:aaaa::1") // "2001:db8:1:2::/64"
 * @example ipRateKey("203.0.113.9") // "203.0.113.9"
 */
export function ipRateKey(ip: string | null | undefined): string {
  const raw = (ip ?? "").trim().toLowerCase();
  if (!raw) return "unknown";
  if (!raw.includes(":")) return raw;
  const groups = ipv6Groups(raw);
  if (!groups) return raw;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of an IPv6 address (zone id dropped, `::` and a dotted IPv4 tail expanded). */
function ipv6Groups(address: string): number[] | null {
  let text = address.replace(/^\[|\]$/g, "").split("%")[0] ?? "";
  const dotted = text.match(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/);
  if (dotted) {
    const bytes = dotted.slice(1).map(Number);
    if (bytes.some((b) => b > 255)) return null;
    const [a = 0, b = 0, c = 0, d = 0] = bytes;
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const parse = (part: string | undefined) => (part ? part.split(":") : []);
  const head = parse(halves[0]);
  const tail = parse(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const parts = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  if (!parts.every((p) => /^[0-9a-f]{1,4}$/.test(p))) return null;
  return parts.map((p) => Number.parseInt(p, 16));
}
