import { describe, expect, it } from "vitest";
import { type ClickTrack, clickTrack, seeded, silence } from "../../../test-support/signals";
import { planTrack, renderTrack, SAMPLE_RATE } from "../../media/demo";
import { OnsetDetector } from "./onsets";
import { estimateTempo, NO_TEMPO } from "./tempo";

function tempoOf(rate: number, samples: Float32Array) {
  const detector = new OnsetDetector(rate, 2);
  for (let at = 0; at < samples.length; at += 4096) {
    const window = samples.subarray(at, at + 4096);
    detector.push([window, window], window.length);
  }
  return estimateTempo(detector.envelope());
}

/** The tempo reading of a click track, and where its beats really are. */
function read(spec: ClickTrack) {
  const { samples, beats } = clickTrack(spec);
  return { reading: tempoOf(spec.rate, samples), beats };
}

const ms = (seconds: number) => seconds * 1000;

// Decoding and measuring whole tracks: seconds on a machine shared with other work.
describe("estimateTempo on click tracks", { timeout: 30_000 }, () => {
  // Clicks for 50 s of 60, the second beat accented as each bar's downbeat, so the downbeat is not the
  // first beat and the mix-out falls on the last 8-bar boundary before the clicks stop.
  const cases = [
    { bpm: 120, rate: 44_100, firstBeat: 0.3 },
    { bpm: 128, rate: 48_000, firstBeat: 0.55 },
    { bpm: 174, rate: 44_100, firstBeat: 1.02 },
  ];
  for (const noiseDb of [undefined, -30]) {
    for (const { bpm, rate, firstBeat } of cases) {
      const noise = noiseDb === undefined ? "" : ` under noise at ${noiseDb} dBFS`;
      it(`reads ${bpm} BPM ± 0.05, its first beat, downbeat and mix points ± 10 ms${noise}`, () => {
        const { reading, beats } = read({
          rate,
          bpm,
          firstBeat,
          seconds: 60,
          clicksUntil: 50,
          downbeatIndex: 1,
          noiseDb,
        });
        expect(Math.abs(reading.bpm! - bpm)).toBeLessThanOrEqual(0.05);
        expect(Math.abs(reading.firstBeatMs! - ms(beats[0]!))).toBeLessThanOrEqual(10);
        expect(Math.abs(reading.firstDownbeatMs! - ms(beats[1]!))).toBeLessThanOrEqual(10);
        expect(reading.gridStable).toBe(true);
        expect(reading.confidence).toBeGreaterThanOrEqual(0.9);
        expect(reading.mixInMs).toBe(reading.firstDownbeatMs);
        const phrases = Math.floor((beats.length - 1 - 1) / 32);
        expect(Math.abs(reading.mixOutMs! - ms(beats[1 + phrases * 32]!))).toBeLessThanOrEqual(10);
      });
    }
  }

  it("reads 174 BPM as 174, not 87, and 87 BPM as 87, not 174", () => {
    const fast = read({ rate: 44_100, bpm: 174, firstBeat: 0.2, seconds: 30 }).reading;
    const slow = read({ rate: 44_100, bpm: 87, firstBeat: 0.2, seconds: 30 }).reading;
    expect(Math.abs(fast.bpm! - 174)).toBeLessThanOrEqual(0.05);
    expect(Math.abs(slow.bpm! - 87)).toBeLessThanOrEqual(0.05);
  });

  it("reads a tempo ramp (120 → 132 BPM) as an unstable grid with no mix points", () => {
    const { reading } = read({ rate: 44_100, bpm: 120, endBpm: 132, firstBeat: 0.3, seconds: 60 });
    expect(reading.gridStable).toBe(false);
    expect(reading.mixInMs).toBeNull();
    expect(reading.mixOutMs).toBeNull();
  });

  it("reads no tempo in silence, and none in steady noise", () => {
    expect(tempoOf(44_100, silence(44_100, 20))).toEqual(NO_TEMPO);
    const random = seeded(11);
    const noise = Float32Array.from({ length: 44_100 * 20 }, () => (random() * 2 - 1) * 0.1);
    const reading = tempoOf(44_100, noise);
    expect(reading.gridStable === true && reading.confidence! > 0.5).toBe(false);
  });
});

// Decoding and measuring whole tracks: seconds on a machine shared with other work.
describe("estimateTempo on the demo catalogue's synthesised music", { timeout: 30_000 }, () => {
  // Drums, bass and chords at a planned tempo (features/media/demo/synth.ts). Four-on-the-floor reads its
  // tempo; a backbeat or half-time groove whose 8th or 16th hats are as strong as its beats may read
  // double, which the player's beat-aligned mix accepts (tempos in a 2:1 ratio), never anything else.
  for (const seed of [7919, 15_838, 79_190, 102_947]) {
    const plan = planTrack(seed);
    it(`reads seed ${seed} (${plan.bpm} BPM, ${plan.drums}) at its tempo${plan.drums === "four-on-floor" ? "" : " or its double"}`, () => {
      const reading = tempoOf(SAMPLE_RATE, renderTrack(plan));
      const ratio = reading.bpm! / plan.bpm;
      const octave = plan.drums === "four-on-floor" ? 1 : Math.round(ratio);
      expect([1, 2]).toContain(octave);
      expect(Math.abs(reading.bpm! - octave * plan.bpm)).toBeLessThanOrEqual(0.05);
      expect(reading.gridStable).toBe(true);
    });
  }
});
