import { afterEach, describe, expect, it } from "vitest";
import {
  forgetFreshUrls,
  needsFreshUrl,
  rememberFreshUrl,
  STREAM_URL_MARGIN_MS,
  sourceOf,
  streamUrlExpiry,
} from "./stream-urls";

afterEach(forgetFreshUrls);

const signed = (exp: number) => `/api/v1/media/stream/trk_1?exp=${exp}&sig=abc`;

describe("stream URLs", () => {
  it("reads the expiry of a signed URL", () => {
    expect(streamUrlExpiry(signed(1_700_000_000))).toBe(1_700_000_000);
    expect(streamUrlExpiry("/api/v1/media/stream/trk_1?sig=abc&exp=42")).toBe(42);
    expect(streamUrlExpiry("/audio/local.mp3")).toBeNull();
    expect(streamUrlExpiry(null)).toBeNull();
  });
  it("needs a fresh URL when it expires within the margin, never for unsigned ones", () => {
    const now = 1_700_000_000_000;
    expect(needsFreshUrl(signed(now / 1000 + 6 * 3600), now)).toBe(false);
    expect(needsFreshUrl(signed((now + STREAM_URL_MARGIN_MS - 1000) / 1000), now)).toBe(true);
    expect(needsFreshUrl(signed(now / 1000 - 10), now)).toBe(true);
    expect(needsFreshUrl("/audio/local.mp3", now)).toBe(false);
  });
  it("plays audio_file.audio_url, then stream_url, never the page url; a refreshed URL wins", () => {
    expect(
      sourceOf({ id: "1", audio_file: { audio_url: "/a" }, stream_url: "/s", url: "/music/details/1" }),
    ).toBe("/a");
    expect(sourceOf({ id: "1", audio_file: null, stream_url: "/s", url: "/music/details/1" })).toBe("/s");
    expect(sourceOf({ id: "1", url: "/music/details/1" })).toBeUndefined();
    rememberFreshUrl("1", "/fresh");
    expect(sourceOf({ id: "1", stream_url: "/s" })).toBe("/fresh");
  });
});
