import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { signStreamUrl, waveformUrlOf } from "../../kit/media-urls";
import { registerUser } from "../../test-support/client";
import { fetchMedia, insertTrack, patternBytes } from "../../test-support/media-fixtures";

const secret = () => env.MEDIA_SIGNING_KEY ?? "";
const signedWaveform = async (trackId: string, now = Date.now()) =>
  waveformUrlOf(await signStreamUrl(secret(), trackId, now)).replace("/api/v1", "");

async function storeWaveform(trackId: string, peaks: Uint8Array) {
  const base64 = btoa(String.fromCharCode(...peaks));
  await env.DB.prepare("insert into track_waveforms (track_id, points, peaks) values (?, ?, ?)")
    .bind(trackId, peaks.length, base64)
    .run();
}

describe("GET /media/waveforms/{trackId}", () => {
  it("answers the stored peaks of a listed track under its stream signature", async () => {
    const { trackId } = await insertTrack(patternBytes(100));
    const peaks = Uint8Array.from({ length: 1000 }, (_, i) => i % 256);
    await storeWaveform(trackId, peaks);
    const res = await fetchMedia(await signedWaveform(trackId));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toMatch(/^private, max-age=\d+$/);
    const { data } = await res.json<{ data: { track_id: string; points: number; peaks: string } }>();
    expect(data.track_id).toBe(trackId);
    expect(data.points).toBe(1000);
    expect(Uint8Array.from(atob(data.peaks), (c) => c.charCodeAt(0))).toEqual(peaks);
  });

  it("refuses a bad or expired signature, and a track without a waveform is a 404", async () => {
    const { trackId } = await insertTrack(patternBytes(100));
    const bad = await fetchMedia(`/media/waveforms/${trackId}?exp=9999999999&sig=00`);
    expect(bad.status).toBe(403);
    const expired = await fetchMedia(await signedWaveform(trackId, Date.now() - 7 * 3600_000));
    expect(expired.status).toBe(403);
    const none = await fetchMedia(await signedWaveform(trackId));
    expect(none.status).toBe(404);
  });

  it("hides an unlisted track's waveform from everyone but whoever may play it", async () => {
    const owner = await registerUser();
    const stranger = await registerUser();
    const { trackId } = await insertTrack(patternBytes(100), {
      publication: "draft",
      ownerUserId: owner.user.id,
    });
    await storeWaveform(trackId, new Uint8Array(10).fill(7));
    const url = await signedWaveform(trackId);
    expect((await fetchMedia(url)).status).toBe(404);
    expect((await fetchMedia(url, { headers: { authorization: `Bearer ${stranger.token}` } })).status).toBe(
      404,
    );
    expect((await fetchMedia(url, { headers: { authorization: `Bearer ${owner.token}` } })).status).toBe(200);
  });
});
