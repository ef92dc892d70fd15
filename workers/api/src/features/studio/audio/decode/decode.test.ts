import { describe, expect, it } from "vitest";
import { flacFixture, wavFixture } from "../../../../test-support/audio-fixtures";
import { sineOpus } from "../../../../test-support/audio-fixtures/sine-opus";
import { mp3Bytes } from "../../../../test-support/mp3-encode";
import { sine, wavBytes } from "../../../../test-support/signals";
import { bufferSource } from "../bytes";
import { measureSignal } from "../signal";
import { flacPcm } from "./flac";
import { mp3Pcm } from "./mp3";
import { opusPcm } from "./opus";
import { wavPcm } from "./wav";

// Decoding and measuring whole tracks: seconds on a machine shared with other work.
describe("decoders", { timeout: 30_000 }, () => {
  it("reads the same −20 dBFS stereo sine as MP3 within ± 0.3 LU of the WAV", async () => {
    const rate = 44_100;
    const tone = sine(rate, 1000, -20, 10);
    const wav = await measureSignal(await wavPcm(bufferSource(wavBytes(rate, [tone, tone]))), rate * 10, 100);
    // 320 kbit/s: lamejs (the test's encoder) quantises a lone pure tone 0.3–0.5 dB low at 128–192 kbit/s
    // (measured), which would be the encoder's error, not the decoder's or the meter's.
    const mp3 = await measureSignal(
      mp3Pcm(bufferSource(mp3Bytes(rate, [tone, tone], 320)), rate, 2),
      rate * 10,
      100,
    );
    expect(wav.loudnessLufs).toBeCloseTo(-20, 1);
    expect(Math.abs(mp3.loudnessLufs! - wav.loudnessLufs!)).toBeLessThanOrEqual(0.3);
    expect(Math.abs(mp3.truePeakDbtp! - wav.truePeakDbtp!)).toBeLessThanOrEqual(0.3);
    // The decoder's windows add up to the track, give or take the encoder's delay and padding.
    expect(Math.abs(mp3.frames - rate * 10)).toBeLessThan(3000);
  });

  it("reads a mono MP3 as mono", async () => {
    const rate = 44_100;
    const tone = sine(rate, 1000, -20, 5);
    const mp3 = await measureSignal(mp3Pcm(bufferSource(mp3Bytes(rate, [tone], 320)), rate, 1), rate * 5, 10);
    const wav = await measureSignal(await wavPcm(bufferSource(wavBytes(rate, [tone]))), rate * 5, 10);
    expect(Math.abs(mp3.loudnessLufs! - wav.loudnessLufs!)).toBeLessThanOrEqual(0.3);
  });

  it("decodes FLAC to exactly the WAV's samples: same loudness, peak and waveform", async () => {
    const options = { seconds: 3, sampleRate: 44_100, channels: 2, silenceSeconds: 1 };
    const flac = await measureSignal(flacPcm(bufferSource(flacFixture(options)), 44_100, 2), 3 * 44_100, 50);
    const wav = await measureSignal(await wavPcm(bufferSource(wavFixture(options))), 3 * 44_100, 50);
    expect(flac.frames).toBe(wav.frames);
    expect(flac.loudnessLufs).not.toBeNull();
    expect(flac.loudnessLufs).toBe(wav.loudnessLufs);
    expect(flac.truePeakDbtp).toBe(wav.truePeakDbtp);
    expect([...flac.peaks]).toEqual([...wav.peaks]);
    expect(flac.peaks[0]).toBe(0); // the first second is silent
  });

  it("reads the same −20 dBFS stereo sine as Ogg Opus (libopus, 128 kbit/s) within ± 0.3 LU of the WAV", async () => {
    const opus = await measureSignal(opusPcm(bufferSource(sineOpus()), 2), 48_000 * 5, 50);
    const tone = sine(48_000, 1000, -20, 5);
    const wav = await measureSignal(
      await wavPcm(bufferSource(wavBytes(48_000, [tone, tone]))),
      48_000 * 5,
      50,
    );
    expect(Math.abs(opus.loudnessLufs! - wav.loudnessLufs!)).toBeLessThanOrEqual(0.3);
    expect(Math.abs(opus.truePeakDbtp! - wav.truePeakDbtp!)).toBeLessThanOrEqual(0.5);
    // Pre-skip dropped: the decoded length is the signal's, to within the last packet.
    expect(Math.abs(opus.frames - 48_000 * 5)).toBeLessThan(960);
  });
});
