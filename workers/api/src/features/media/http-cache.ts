/**
 * `If-None-Match` against a strong R2 etag (RFC 9110 §13.1.2: weak comparison, so `W/"x"` matches
 * `"x"`; `*` matches any existing representation).
 *
 * @example etagMatches('"abc", W/"def"', '"def"') // true
 */
export function etagMatches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
}

/** Content types by file extension, for objects stored without `httpMetadata.contentType`. */
const TYPES: Record<string, string> = {
  wav: "audio/wav",
  mp3: "audio/mpeg",
  m4a: "audio/mp4",
  aac: "audio/aac",
  ogg: "audio/ogg",
  opus: "audio/ogg",
  flac: "audio/flac",
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  avif: "image/avif",
  gif: "image/gif",
};

/** The content type of a stored object: its own metadata first, else its key's extension. */
export function contentTypeFor(key: string, stored: string | undefined, fallback: string): string {
  if (stored) return stored;
  const ext = key.slice(key.lastIndexOf(".") + 1).toLowerCase();
  return TYPES[ext] ?? fallback;
}
