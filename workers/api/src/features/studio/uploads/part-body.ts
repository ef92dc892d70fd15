import { AppError } from "../../../kit/errors";
import { wrongPartSize } from "./tus.rules";

/**
 * Reads a PATCH body that must hold exactly `expected` bytes, into memory (8 MiB at most: the part is
 * checked whole and sniffed before R2 sees any of it). It never reads past `expected + 1` bytes, so a
 * body that lies about its length cannot make the Worker buffer more than one part. A body that ends
 * early or breaks off (the connection dropped) is an error, and nothing has been stored by then: the
 * upload's offset still says where the client resumes.
 *
 * @example const bytes = await readPart(c.req.raw.body, expectedPartSize(offset, length), current);
 */
export async function readPart(
  body: ReadableStream<Uint8Array> | null,
  expected: number,
  currentOffset: number,
): Promise<Uint8Array> {
  const out = new Uint8Array(expected);
  let filled = 0;
  if (body) {
    const reader = body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        if (filled + value.byteLength > expected) {
          await reader.cancel().catch(() => undefined);
          throw wrongPartSize(filled + value.byteLength, expected);
        }
        out.set(value, filled);
        filled += value.byteLength;
      }
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw interrupted(currentOffset);
    } finally {
      reader.releaseLock();
    }
  }
  if (filled !== expected) throw wrongPartSize(filled, expected);
  return out;
}

/** A body that broke off before its end: nothing was stored, resume at the offset the upload is at. */
function interrupted(currentOffset: number): AppError {
  return new AppError(
    400,
    "PART_INTERRUPTED",
    `The part broke off before all its bytes arrived, so nothing was stored. Resume from byte ${currentOffset}.`,
    undefined,
    { "Upload-Offset": String(currentOffset) },
  );
}
