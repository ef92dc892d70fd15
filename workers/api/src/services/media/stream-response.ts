import { AudioChunkCache, alignedSpan, type ObjectFacts } from "./audio-chunks";
import { contentRange, decideRange, type RangeDecision } from "./byte-range";
import { contentTypeFor, etagMatches } from "./http-cache";

/**
 * Hot audio, per isolate (docs/decisions/0305): 24 MiB of 256 KiB chunks, R2's word on an object's
 * version trusted for 30 s. Requests spanning more than 4 MiB stream straight from R2, and so does any
 * request that would take this isolate past 16 MiB of R2 bodies being buffered at once.
 */
const HOT_AUDIO = new AudioChunkCache({
  chunkBytes: 256 * 1024,
  capacityBytes: 24 * 1024 * 1024,
  factsTtlMs: 30_000,
});
const MAX_HOT_SPAN = 4 * 1024 * 1024;
const MAX_BUFFERING = 16 * 1024 * 1024;
let buffering = 0;

export interface StreamOptions {
  key: string;
  /** The size recorded with the track row: lets the common case read R2 once instead of head + get. */
  expectedSize: number;
  fallbackType: string;
  cacheControl: string;
  method: string;
  headers: Headers;
}

const RANGE_ERROR = JSON.stringify({
  msg: "The requested range is not satisfiable.",
  code: "RANGE_NOT_SATISFIABLE",
});

/**
 * Answers a (possibly ranged, possibly conditional) audio request from R2, or null when the object is
 * missing. A plain GET of up to 4 MiB is answered from this isolate's hot chunks, or reads the whole
 * chunks it touches from R2 once and keeps them. Other GETs with at most `Range` and `If-None-Match` are
 * ONE R2 read: the range is decided from the recorded size and R2 evaluates `If-None-Match` itself.
 * If the stored object turns out to differ in size (a stale row), or the request is HEAD / `If-Range` /
 * an unsatisfiable range (rare), the object's real metadata is read first and decides.
 */
export async function streamFromR2(
  bucket: R2Bucket,
  o: StreamOptions,
  nowMs = Date.now(),
): Promise<Response | null> {
  const range = o.headers.get("range");
  const fast = o.method === "GET" && !o.headers.has("if-range");
  const guess = decideRange(range, o.expectedSize);
  let stale = false;
  if (fast && guess.kind !== "unsatisfiable" && !o.headers.has("if-none-match")) {
    const hot = await fromHotChunks(bucket, o, guess, nowMs);
    if (hot === STALE_ROW) stale = true;
    else if (hot !== undefined) return hot;
  }
  if (fast && !stale && guess.kind !== "unsatisfiable") {
    // A range past the real end (stale row) makes R2 throw: then the slow path decides (416).
    const object = await bucket
      .get(o.key, {
        ...(guess.kind === "partial" ? { range: { offset: guess.start, length: guess.length } } : {}),
        ...(o.headers.has("if-none-match") ? { onlyIf: o.headers } : {}),
      })
      .catch(() => undefined);
    if (object === null) return null;
    if (object && !("body" in object)) {
      return new Response(null, { status: 304, headers: baseHeaders(factsOf(object), o, false) });
    }
    if (object && object.size === o.expectedSize) return answer(factsOf(object), guess, object.body, o);
    await object?.body.cancel(); // stale row: fall through and decide on the real size
  }
  const head = await bucket.head(o.key);
  if (!head) return null;
  if (etagMatches(o.headers.get("if-none-match"), head.httpEtag)) {
    return new Response(null, { status: 304, headers: baseHeaders(factsOf(head), o, false) });
  }
  // If-Range: a range only applies to the representation the client already holds part of.
  const ifRange = o.headers.get("if-range");
  const decision = decideRange(ifRange && ifRange !== head.httpEtag ? null : range, head.size);
  if (decision.kind === "unsatisfiable") {
    return new Response(RANGE_ERROR, {
      status: 416,
      headers: {
        "Content-Type": "application/json",
        "Content-Range": contentRange(decision, head.size) ?? "",
        "Accept-Ranges": "bytes",
      },
    });
  }
  if (o.method === "HEAD") return answer(factsOf(head), decision, null, o);
  const object = await bucket.get(
    o.key,
    decision.kind === "partial" ? { range: { offset: decision.start, length: decision.length } } : {},
  );
  return object ? answer(factsOf(object), decision, object.body, o) : null;
}

/** R2's object is not the size the track row recorded: only its real metadata can decide. */
const STALE_ROW = Symbol("stale row");

/**
 * A plain GET through the hot chunks: the answer, null when the object is missing, STALE_ROW when R2
 * disagrees with the recorded size, or undefined when this path does not apply (too wide, too much
 * already buffering) and the caller reads R2 directly.
 */
async function fromHotChunks(
  bucket: R2Bucket,
  o: StreamOptions,
  decision: RangeDecision,
  nowMs: number,
): Promise<Response | null | typeof STALE_ROW | undefined> {
  const span = decision.kind === "partial" ? decision : { start: 0, length: o.expectedSize };
  if (span.length === 0 || span.length > MAX_HOT_SPAN) return undefined;
  const hit = HOT_AUDIO.read(o.key, span.start, span.length, nowMs);
  if (hit) return hit.facts.size === o.expectedSize ? answer(hit.facts, decision, hit.bytes, o) : STALE_ROW;

  const wide = alignedSpan(span.start, span.length, o.expectedSize, HOT_AUDIO.options.chunkBytes);
  if (buffering + wide.length > MAX_BUFFERING) return undefined;
  buffering += wide.length;
  try {
    // A span past the real end makes R2 throw: the row's size is stale.
    const object = await bucket
      .get(o.key, { range: { offset: wide.start, length: wide.length } })
      .catch(() => undefined);
    if (object === null) return null;
    if (!object) return STALE_ROW;
    if (object.size !== o.expectedSize) {
      await object.body.cancel();
      return STALE_ROW;
    }
    const bytes = new Uint8Array(await object.arrayBuffer());
    const facts = factsOf(object);
    HOT_AUDIO.store(o.key, facts, wide.start, bytes, nowMs);
    const from = span.start - wide.start;
    return answer(facts, decision, bytes.subarray(from, from + span.length), o);
  } finally {
    buffering -= wide.length;
  }
}

function factsOf(object: R2Object): ObjectFacts {
  return {
    etag: object.etag,
    httpEtag: object.httpEtag,
    size: object.size,
    contentType: object.httpMetadata?.contentType,
  };
}

function baseHeaders(object: ObjectFacts, o: StreamOptions, withType = true): Headers {
  const headers = new Headers({
    "Accept-Ranges": "bytes",
    ETag: object.httpEtag,
    "Cache-Control": o.cacheControl,
  });
  if (withType) headers.set("Content-Type", contentTypeFor(o.key, object.contentType, o.fallbackType));
  return headers;
}

function answer(
  object: ObjectFacts,
  decision: RangeDecision,
  body: ReadableStream | Uint8Array | null,
  o: StreamOptions,
) {
  const headers = baseHeaders(object, o);
  headers.set("Content-Length", String(decision.kind === "partial" ? decision.length : object.size));
  const range = contentRange(decision, object.size);
  if (range) headers.set("Content-Range", range);
  return new Response(body, { status: decision.kind === "partial" ? 206 : 200, headers });
}
