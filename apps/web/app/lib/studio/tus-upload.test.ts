// @vitest-environment jsdom
// The tus wiring with tus-js-client replaced by a recorder: the options the server depends on (endpoint,
// exactly 8 MiB parts, filename + filetype metadata), the draft track read from the creation answer, and
// the resume of a remembered upload of the same file.
import { beforeEach, describe, expect, it, vi } from "vitest";

// biome-ignore lint/suspicious/noExplicitAny: the recorder stands in for tus-js-client's option types.
type Any = any;
const made: { options: Record<string, Any>; resumed: unknown; started: number; url: string | null }[] = [];
let previous: unknown[] = [];

vi.mock("tus-js-client", () => {
  class Upload {
    options: Record<string, Any>;
    url: string | null = null;
    record: (typeof made)[number];
    constructor(_file: unknown, options: Record<string, Any>) {
      this.options = options;
      this.record = { options, resumed: null, started: 0, url: null };
      made.push(this.record);
    }
    findPreviousUploads() {
      return Promise.resolve(previous);
    }
    resumeFromPreviousUpload(p: { uploadUrl: string }) {
      this.record.resumed = p;
      this.url = p.uploadUrl;
    }
    start() {
      this.record.started += 1;
    }
    abort() {
      return Promise.resolve();
    }
    static terminate() {
      return Promise.resolve();
    }
  }
  return { Upload, defaultOptions: { urlStorage: { findAllUploads: async () => previous } } };
});

const { createTusUpload, rememberedUploads, TUS_CHUNK_SIZE, tusErrorMessage } = await import("./tus-upload");

const handlers = () => ({ onTrack: vi.fn(), onProgress: vi.fn(), onSuccess: vi.fn(), onError: vi.fn() });
const file = new File(["abc"], "song.wav", { type: "audio/wav" });

beforeEach(() => {
  made.length = 0;
  previous = [];
  localStorage.clear();
});

describe("createTusUpload", () => {
  it("uploads to the api's endpoint in exactly 8 MiB parts with filename and filetype", async () => {
    const handle = await createTusUpload(file, handlers());
    const options = made[0]?.options ?? {};
    expect(TUS_CHUNK_SIZE).toBe(8_388_608);
    expect(options.endpoint).toBe("/api/v1/creator/music-tracks/upload");
    expect(options.chunkSize).toBe(8_388_608);
    expect(options.metadata).toEqual({ filename: "song.wav", filetype: "audio/wav" });
    expect(options.removeFingerprintOnSuccess).toBe(true);
    expect(handle.resumed).toBe(false);
    handle.start();
    expect(made[0]?.started).toBe(1);
  });

  it("says a song's demo is one in its metadata, with a fingerprint of its own", async () => {
    await createTusUpload(file, handlers(), "song");
    const options = made[0]?.options ?? {};
    expect(options.metadata).toEqual({ filename: "song.wav", filetype: "audio/wav", purpose: "song" });
    expect(typeof options.fingerprint).toBe("function");
  });

  it("reads the draft track from the Ngoma-Track-Id header", async () => {
    const h = handlers();
    await createTusUpload(file, h);
    made[0]?.options.onAfterResponse(
      {},
      { getHeader: (name: string) => (name === "Ngoma-Track-Id" ? "trk_9" : undefined) },
    );
    expect(h.onTrack).toHaveBeenCalledWith("trk_9");
  });

  it("resumes the newest remembered upload of the same file, with its track", async () => {
    const url = "http://localhost/api/v1/creator/music-tracks/upload/up_2";
    previous = [
      {
        uploadUrl: "http://localhost/api/v1/creator/music-tracks/upload/up_1",
        creationTime: "2026-01-01",
        urlStorageKey: "a",
        metadata: {},
        size: 3,
      },
      { uploadUrl: url, creationTime: "2026-02-01", urlStorageKey: "b", metadata: {}, size: 3 },
    ];
    localStorage.setItem("ngoma.studio.upload-tracks", JSON.stringify({ [url]: "trk_2" }));
    const h = handlers();
    const handle = await createTusUpload(file, h);
    expect(handle.resumed).toBe(true);
    expect(made[0]?.resumed).toMatchObject({ uploadUrl: url });
    expect(h.onTrack).toHaveBeenCalledWith("trk_2");
  });
});

describe("rememberedUploads and errors", () => {
  it("lists only this endpoint's unfinished uploads, newest first", async () => {
    previous = [
      {
        uploadUrl: "http://x/other/upload/1",
        creationTime: "2026-03-01",
        urlStorageKey: "o",
        metadata: {},
        size: 1,
      },
      {
        uploadUrl: "http://x/api/v1/creator/music-tracks/upload/1",
        creationTime: "2026-01-01",
        urlStorageKey: "k1",
        metadata: { filename: "a.wav" },
        size: 10,
      },
      {
        uploadUrl: "http://x/api/v1/creator/music-tracks/upload/2",
        creationTime: "2026-02-01",
        urlStorageKey: "k2",
        metadata: { filename: "b.wav" },
        size: 20,
      },
    ];
    expect((await rememberedUploads()).map((u) => u.fileName)).toEqual(["b.wav", "a.wav"]);
  });

  it("says the api's msg, else the status, else a network error", () => {
    const withBody = (status: number, body: string) =>
      Object.assign(new Error("x"), { originalResponse: { getStatus: () => status, getBody: () => body } });
    expect(tusErrorMessage(withBody(413, JSON.stringify({ msg: "Storage quota exceeded" })))).toBe(
      "Storage quota exceeded",
    );
    expect(tusErrorMessage(withBody(502, "<html>"))).toBe("The server refused the upload (502).");
    expect(tusErrorMessage(new Error("offline"))).toContain("Network error");
  });
});
