import { describe, expect, it } from "vitest";
import {
  isFinal,
  itemActions,
  itemPercent,
  itemStatusText,
  newUploadItem,
  type UploadEvent,
  type UploadItem,
  uploadReducer,
} from "./upload-item";

const file = { name: "song.wav", size: 1000 };
const run = (item: UploadItem, ...events: UploadEvent[]) => events.reduce(uploadReducer, item);
const fresh = () => newUploadItem("k1", file);

describe("upload item state machine", () => {
  it("starts uploading from 0 at 10 %", () => {
    const item = fresh();
    expect(item.phase).toBe("uploading");
    expect(itemPercent(item)).toBe(10);
    expect(itemStatusText(item)).toBe("Starting upload");
  });

  it("a refused file never uploads and shows no bar", () => {
    const item = newUploadItem("k", file, "Not an audio file");
    expect(item.phase).toBe("refused");
    expect(itemPercent(item)).toBeNull();
    expect(run(item, { type: "resume" }, { type: "progress", sent: 5 })).toBe(item);
    expect(itemActions(item).dismiss).toBe(true);
  });

  it("records the draft track and progress, capped at 95 until the server is done", () => {
    const item = run(fresh(), { type: "created", trackId: "trk_1" }, { type: "progress", sent: 500 });
    expect(item.trackId).toBe("trk_1");
    expect(itemPercent(item)).toBe(52);
    const sent = run(item, { type: "uploaded" });
    expect(sent.phase).toBe("processing");
    expect(itemPercent(sent)).toBe(95);
    expect(run(sent, { type: "server", processing: "ready" }).phase).toBe("ready");
    expect(itemPercent(run(sent, { type: "server", processing: "ready" }))).toBe(100);
  });

  it("progress never goes backwards and never past the size", () => {
    const item = run(fresh(), { type: "progress", sent: 600 }, { type: "progress", sent: 200 });
    expect(item.sent).toBe(600);
    expect(run(item, { type: "progress", sent: 5000 }).sent).toBe(1000);
  });

  it("pauses and resumes; progress while paused is ignored", () => {
    const paused = run(fresh(), { type: "progress", sent: 100 }, { type: "pause" });
    expect(paused.phase).toBe("paused");
    expect(itemActions(paused)).toMatchObject({ pause: false, resume: true, cancel: true });
    expect(run(paused, { type: "progress", sent: 900 }).sent).toBe(100);
    expect(run(paused, { type: "resume" }).phase).toBe("uploading");
  });

  it("an error is retryable and keeps the bytes already sent", () => {
    const failed = run(fresh(), { type: "progress", sent: 300 }, { type: "error", message: "Network error" });
    expect(failed.phase).toBe("error");
    expect(itemActions(failed).retry).toBe(true);
    expect(itemStatusText(failed)).toContain("Network error");
    const again = run(failed, { type: "resume" });
    expect(again).toMatchObject({ phase: "uploading", sent: 300, message: null });
  });

  it("processing failure is final, with the server's reason", () => {
    const done = run(
      fresh(),
      { type: "uploaded" },
      { type: "server", processing: "failed", error: "Corrupt FLAC" },
    );
    expect(done).toMatchObject({ phase: "failed", message: "Corrupt FLAC" });
    expect(isFinal(done)).toBe(true);
    expect(itemPercent(done)).toBe(100);
    expect(itemStatusText(done)).toBe("Failed: Corrupt FLAC");
    expect(run(done, { type: "resume" })).toBe(done);
  });

  it("ignores a 'ready' that arrives before this tab sent every byte", () => {
    const item = run(fresh(), { type: "progress", sent: 10 }, { type: "server", processing: "ready" });
    expect(item.phase).toBe("uploading");
  });

  it("cancels an unfinished upload but not one already on the server", () => {
    expect(run(fresh(), { type: "cancel" }).phase).toBe("cancelled");
    const processing = run(fresh(), { type: "uploaded" });
    expect(itemActions(processing).cancel).toBe(false);
    expect(run(processing, { type: "cancel" }).phase).toBe("processing");
    const cancelled = run(fresh(), { type: "created", trackId: "t" }, { type: "cancel" });
    expect(itemActions(cancelled).edit).toBe(false);
    expect(run(cancelled, { type: "server", processing: "ready" })).toBe(cancelled);
  });

  it("allows editing details as soon as the track exists", () => {
    expect(itemActions(fresh()).edit).toBe(false);
    expect(itemActions(run(fresh(), { type: "created", trackId: "t" })).edit).toBe(true);
  });
});
