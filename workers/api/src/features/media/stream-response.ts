import { contentRange, decideRange, type RangeDecision } from "./byte-range";
import { contentTypeFor, etagMatches } from "./http-cache";

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
 * missing. Every byte comes straight from R2, nothing is kept in the isolate: a GET with at most `Range`
 * and `If-None-Match` is ONE ranged R2 read, the range decided from the recorded size and
 * `If-None-Match` evaluated by R2 itself. Repeat reads are the browser's and the CDN's to save, through
 * `ETag` and `Cache-Control` (docs/decisions/0308).
 * If the stored object turns out to differ in size (a stale row), or the request is HEAD / `If-Range` /
 * an unsatisfiable range (rare), the object's real metadata is read first and decides.
 */
export async function streamFromR2(bucket: R2Bucket, o: StreamOptions): Promise<Response | null> {
  const range = o.headers.get("range");
  const fast = o.method === "GET" && !o.headers.has("if-range");
  const guess = decideRange(range, o.expectedSize);
  if (fast && guess.kind !== "unsatisfiable") {
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

/** What a response needs to know about the object, as R2 reported it. */
interface ObjectFacts {
  httpEtag: string;
  size: number;
  contentType: string | undefined;
}

function factsOf(object: R2Object): ObjectFacts {
  return {
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

function answer(object: ObjectFacts, decision: RangeDecision, body: ReadableStream | null, o: StreamOptions) {
  const headers = baseHeaders(object, o);
  headers.set("Content-Length", String(decision.kind === "partial" ? decision.length : object.size));
  const range = contentRange(decision, object.size);
  if (range) headers.set("Content-Range", range);
  return new Response(body, { status: decision.kind === "partial" ? 206 : 200, headers });
}
