import { sha256Hex } from "../../kit/crypto";

/** A strong ETag of the JSON body: the table changes rarely, so most reads end in a 304. */
export async function etagOf(body: string): Promise<string> {
  return `"${(await sha256Hex(body)).slice(0, 32)}"`;
}

/**
 * RFC 9110 If-None-Match (weak comparison): `*`, or a comma-separated list of tags, any `W/` prefix
 * ignored.
 *
 * @example matchesIfNoneMatch('W/"abc", "def"', '"def"') // true
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, "");
  return header
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === "*" || tag === bare);
}
