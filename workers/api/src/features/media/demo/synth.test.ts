import { describe, expect, it } from "vitest";
import { hashSeed } from "./prng";
import { planTrack, renderTrack, SAMPLE_RATE } from "./synth";
import { encodeWav } from "./wav";

const seeds = Array.from({ length: 40 }, (_, i) => hashSeed(`trk_demo_${String(i + 1).padStart(2, "0")}`));

describe("planTrack", () => {
  it("keeps every track between 35 and 70 seconds and 70–140 BPM", () => {
    for (const seed of seeds) {
      const plan = planTrack(seed);
      expect(plan.durationMs, String(seed)).toBeGreaterThanOrEqual(35_000);
      expect(plan.durationMs).toBeLessThanOrEqual(70_000);
      expect(plan.bpm).toBeGreaterThanOrEqual(70);
      expect(plan.bpm).toBeLessThanOrEqual(140);
      expect(plan.musicalKey).toMatch(/^[A-G]#? (major|minor)$/);
    }
  });

  it("varies tempo, key and drums across a catalogue", () => {
    const plans = seeds.map(planTrack);
    expect(new Set(plans.map((p) => p.bpm)).size).toBeGreaterThan(20);
    expect(new Set(plans.map((p) => p.musicalKey)).size).toBeGreaterThan(10);
    expect(new Set(plans.map((p) => p.drums)).size).toBe(3);
  });
});

describe("renderTrack", () => {
  it("is deterministic: the same seed gives identical bytes, another seed different ones", () => {
    const [a, b] = seeds;
    const first = encodeWav(renderTrack(planTrack(a ?? 1), 3), SAMPLE_RATE);
    const again = encodeWav(renderTrack(planTrack(a ?? 1), 3), SAMPLE_RATE);
    const other = encodeWav(renderTrack(planTrack(b ?? 2), 3), SAMPLE_RATE);
    expect(again).toEqual(first);
    expect(other).not.toEqual(first);
  });

  it("renders audible, unclipped sound for the planned length", () => {
    const plan = planTrack(seeds[3] ?? 4);
    const samples = renderTrack(plan, 6);
    expect(samples.length).toBe(6 * SAMPLE_RATE);
    let peak = 0;
    let energy = 0;
    for (const v of samples) {
      peak = Math.max(peak, Math.abs(v));
      energy += v * v;
    }
    expect(peak).toBeLessThanOrEqual(0.9);
    expect(peak).toBeGreaterThan(0.5);
    expect(Math.sqrt(energy / samples.length)).toBeGreaterThan(0.03);
  });
});
