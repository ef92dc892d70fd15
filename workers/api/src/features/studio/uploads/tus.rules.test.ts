import { describe, expect, it } from "vitest";
import { peaksToBase64, processedMessage, retryDelaySeconds } from "./processing.rules";
import {
  expectedPartSize,
  formatBytes,
  httpDate,
  MAX_UPLOAD_BYTES,
  PART_SIZE,
  parseUploadLength,
  parseUploadMetadata,
  parseUploadOffset,
  partNumberAt,
  quotaExceeded,
  titleFromFilename,
  uploadExpiry,
  uploadFilename,
  wrongPartSize,
} from "./tus.rules";

const b64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));
const statusOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as { status?: number }).status;
  }
  return "no error";
};

describe("Upload-Length", () => {
  it("accepts 1 byte .. 200 MB", () => {
    expect(parseUploadLength("1", undefined)).toBe(1);
    expect(parseUploadLength(` ${MAX_UPLOAD_BYTES} `, undefined)).toBe(MAX_UPLOAD_BYTES);
  });

  it("refuses a missing, malformed, empty or deferred length with 400, and one over the cap with 413", () => {
    expect(statusOf(() => parseUploadLength(undefined, undefined))).toBe(400);
    expect(statusOf(() => parseUploadLength("12.5", undefined))).toBe(400);
    expect(statusOf(() => parseUploadLength("-3", undefined))).toBe(400);
    expect(statusOf(() => parseUploadLength("0", undefined))).toBe(400);
    expect(statusOf(() => parseUploadLength(undefined, "1"))).toBe(400);
    expect(statusOf(() => parseUploadLength(String(MAX_UPLOAD_BYTES + 1), undefined))).toBe(413);
  });
});

describe("Upload-Metadata", () => {
  it("decodes base64 UTF-8 values and bare keys", () => {
    expect(
      parseUploadMetadata(`filename ${b64("Ngoma — live.wav")},filetype ${b64("audio/wav")},flag`),
    ).toEqual({
      filename: "Ngoma — live.wav",
      filetype: "audio/wav",
      flag: "",
    });
    expect(parseUploadMetadata(undefined)).toEqual({});
  });

  it("refuses malformed pairs, bad base64 and repeated keys with 400", () => {
    expect(statusOf(() => parseUploadMetadata("filename a b"))).toBe(400);
    expect(statusOf(() => parseUploadMetadata("filename !!!"))).toBe(400);
    expect(statusOf(() => parseUploadMetadata(`a ${b64("x")},a ${b64("y")}`))).toBe(400);
    expect(statusOf(() => parseUploadMetadata(`filename ${btoa("\xff\xfe")}`))).toBe(400);
  });

  it("needs a filename (422 on `filename`) and keeps only its last path segment", () => {
    expect(uploadFilename({ filename: "C:\\music\\Song.wav" })).toBe("Song.wav");
    expect(uploadFilename({ filename: "a/b/c.mp3" })).toBe("c.mp3");
    expect(statusOf(() => uploadFilename({ filetype: "audio/wav" }))).toBe(422);
    expect(statusOf(() => uploadFilename({ filename: "dir/" }))).toBe(422);
  });
});

describe("titles", () => {
  it("is the file name without its last extension, cleaned", () => {
    expect(titleFromFilename("My Song.final.mp3")).toBe("My Song.final");
    expect(titleFromFilename("  Tab\tand\u0007bell .wav")).toBe("Tab andbell");
    expect(titleFromFilename(".wav")).toBe(".wav");
    expect(titleFromFilename("noext")).toBe("noext");
    expect(titleFromFilename("   .")).toBe("Untitled");
    expect(titleFromFilename(`${"x".repeat(300)}.wav`)).toHaveLength(200);
  });
});

describe("parts", () => {
  it("are 8 MiB except the last, numbered from 1 by offset", () => {
    const length = PART_SIZE * 2 + 1000;
    expect(expectedPartSize(0, length)).toBe(PART_SIZE);
    expect(expectedPartSize(PART_SIZE, length)).toBe(PART_SIZE);
    expect(expectedPartSize(PART_SIZE * 2, length)).toBe(1000);
    expect(expectedPartSize(0, 10)).toBe(10);
    expect([0, PART_SIZE, PART_SIZE * 2].map(partNumberAt)).toEqual([1, 2, 3]);
  });

  it("name the size a wrong part must have; over 8 MiB is a 413", () => {
    const middle = wrongPartSize(100, PART_SIZE);
    expect(middle.status).toBe(400);
    expect(middle.code).toBe("INVALID_PART_SIZE");
    expect(middle.message).toContain("exactly 8,388,608 bytes");
    const last = wrongPartSize(100, 1000);
    expect(last.message).toContain("remaining 1,000 bytes");
    expect(wrongPartSize(PART_SIZE + 1, PART_SIZE).status).toBe(413);
  });

  it("reads Upload-Offset as a non-negative integer", () => {
    expect(parseUploadOffset("8388608")).toBe(PART_SIZE);
    expect(statusOf(() => parseUploadOffset(undefined))).toBe(400);
    expect(statusOf(() => parseUploadOffset("-1"))).toBe(400);
    expect(statusOf(() => parseUploadOffset("1e3"))).toBe(400);
  });
});

describe("quota, expiry and sizes", () => {
  it("says how much room is left", () => {
    const error = quotaExceeded(9 * 1024 * 1024, 1024 * 1024 * 1024, 1024 * 1024 * 1024 + 5 * 1024 * 1024);
    expect(error.status).toBe(413);
    expect(error.code).toBe("STORAGE_QUOTA_EXCEEDED");
    expect(error.message).toContain("5.0 MB of 1.0 GB left");
    expect(quotaExceeded(10, 20, 15).message).toContain("0 bytes of 15 bytes left");
  });

  it("expires 24 h after creation, written as an HTTP date", () => {
    const now = new Date("2026-05-01T10:00:00Z");
    expect(uploadExpiry(now).toISOString()).toBe("2026-05-02T10:00:00.000Z");
    expect(httpDate(uploadExpiry(now))).toBe("Sat, 02 May 2026 10:00:00 GMT");
  });

  it("formats sizes in the binary units the limits use", () => {
    expect(formatBytes(MAX_UPLOAD_BYTES)).toBe("200.0 MB");
    expect(formatBytes(5 * 1024 ** 3)).toBe("5.0 GB");
    expect(formatBytes(1536)).toBe("1.5 KB");
    expect(formatBytes(12)).toBe("12 bytes");
  });
});

describe("processing rules", () => {
  it("stores peaks as one base64 byte per point", () => {
    expect(peaksToBase64(new Uint8Array([0, 255]))).toBe("AP8=");
    expect(atob(peaksToBase64(new Uint8Array(1000).fill(7)))).toHaveLength(1000);
  });

  it("waits longer after each failed attempt, within five minutes", () => {
    expect([1, 2, 3, 20].map(retryDelaySeconds)).toEqual([30, 60, 90, 300]);
  });

  it("tells the owner what became of the track", () => {
    expect(processedMessage("Song", "ready", null)).toBe("“Song” is ready.");
    expect(processedMessage("Song", "failed", "The WAV header is cut short.")).toBe(
      "“Song” could not be processed: The WAV header is cut short.",
    );
  });
});
