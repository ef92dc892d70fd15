/**
 * HTTP byte ranges (RFC 9110 §14) for the stream endpoint, as a pure function so every edge case is
 * unit-tested without R2. Only what `<audio>` elements and download tools send is honoured: ONE range,
 * `bytes=a-b`, `bytes=a-` or `bytes=-suffix`. Anything else is answered with the whole body, which the
 * RFC allows ("a server MAY ignore the Range header"): a malformed header must not break playback, and
 * multi-range (multipart/byteranges) answers are not worth their complexity for audio.
 */
export type RangeDecision =
  /** No usable Range: answer 200 with the whole body. */
  | { kind: "full" }
  /** Answer 206 with bytes `start..end` (inclusive), `length = end - start + 1`. */
  | { kind: "partial"; start: number; end: number; length: number }
  /** Answer 416 with `Content-Range: bytes *\/size`. */
  | { kind: "unsatisfiable" };

const SINGLE = /^bytes=(\d*)-(\d*)$/;

/**
 * Decides how to answer a `Range` header for a body of `size` bytes.
 *
 * @example decideRange("bytes=0-99", 1000) // { kind: "partial", start: 0, end: 99, length: 100 }
 * @example decideRange("bytes=-100", 1000) // { kind: "partial", start: 900, end: 999, length: 100 }
 * @example decideRange("bytes=2000-", 1000) // { kind: "unsatisfiable" }
 */
export function decideRange(header: string | null | undefined, size: number): RangeDecision {
  if (!header) return { kind: "full" };
  const match = SINGLE.exec(header.replace(/\s+/g, ""));
  if (!match) return { kind: "full" }; // malformed, another unit, or several ranges
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return { kind: "full" };
  if (first === "") {
    // Suffix: the last N bytes. `-0` asks for nothing, which no body can satisfy.
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: "unsatisfiable" };
    const start = Math.max(0, size - suffix);
    return partial(start, size - 1);
  }
  const start = Number(first);
  if (last !== "" && Number(last) < start) return { kind: "full" }; // syntactically invalid (RFC: ignore)
  if (start >= size) return { kind: "unsatisfiable" };
  const end = last === "" ? size - 1 : Number(last);
  return partial(start, Math.min(end, size - 1));
}

function partial(start: number, end: number): RangeDecision {
  return { kind: "partial", start, end, length: end - start + 1 };
}

/** `Content-Range` value for a decision (206: `bytes a-b/size`; 416: `bytes *\/size`). */
export function contentRange(decision: RangeDecision, size: number): string | null {
  if (decision.kind === "partial") return `bytes ${decision.start}-${decision.end}/${size}`;
  if (decision.kind === "unsatisfiable") return `bytes */${size}`;
  return null;
}
