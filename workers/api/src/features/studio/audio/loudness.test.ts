import { describe, expect, it } from "vitest";
import { concat, seeded, silence, sine } from "../../../test-support/signals";
import { kWeighting } from "./k-weighting";
import { LoudnessMeter } from "./loudness";
import { TruePeakMeter } from "./true-peak";

/** Integrated loudness and range of a signal played identically on `channels` channels, in windows of 4096. */
function measure(rate: number, samples: Float32Array, channels = 2) {
  const meter = new LoudnessMeter(rate, channels);
  for (let at = 0; at < samples.length; at += 4096) {
    const window = samples.subarray(at, Math.min(samples.length, at + 4096));
    meter.push(
      Array.from({ length: channels }, () => window),
      window.length,
    );
  }
  return meter.result();
}

describe("K-weighting", () => {
  it("derives BS.1770-4's 48 kHz coefficients (table 1 and 2) from the analogue prototypes", () => {
    const [shelf, highpass] = kWeighting(48_000);
    expect(shelf.b0).toBeCloseTo(1.53512485958697, 12);
    expect(shelf.b1).toBeCloseTo(-2.69169618940638, 12);
    expect(shelf.b2).toBeCloseTo(1.19839281085285, 12);
    expect(shelf.a1).toBeCloseTo(-1.69065929318241, 12);
    expect(shelf.a2).toBeCloseTo(0.73248077421585, 12);
    expect(highpass.a1).toBeCloseTo(-1.99004745483398, 12);
    expect(highpass.a2).toBeCloseTo(0.99007225036621, 12);
  });

  it("gives other rates their own coefficients rather than the 48 kHz table", () => {
    expect(kWeighting(44_100)[0].a1).not.toBeCloseTo(kWeighting(48_000)[0].a1, 3);
  });
});

describe("integrated loudness (BS.1770-4, EBU Tech 3341)", () => {
  // Levels in dBFS are each channel's sine peak (−20 dBFS = amplitude 0.1). BS.1770 sums the channels'
  // K-weighted power, so one channel of such a sine alone is −23.0 LUFS and two identical channels read
  // −20.0 LUFS: Tech 3341 test 1 is "stereo 1 kHz at −23 dBFS reads −23.0 LUFS" on the same scale.
  for (const rate of [44_100, 48_000]) {
    it(`reads a stereo 1 kHz sine at −20 dBFS per channel as −20.0 ± 0.1 LUFS at ${rate} Hz`, () => {
      expect(measure(rate, sine(rate, 1000, -20, 20)).integratedLufs).toBeCloseTo(-20, 1);
    });
  }

  it("reads a mono file as it plays, on both speakers: like the same sine on two channels", () => {
    expect(measure(48_000, sine(48_000, 1000, -20, 20), 1).integratedLufs).toBeCloseTo(-20, 1);
  });

  it("reads Tech 3341 tests 1 and 2: stereo 1 kHz at −23 and −33 dBFS", () => {
    expect(measure(48_000, sine(48_000, 1000, -23, 20)).integratedLufs).toBeCloseTo(-23, 1);
    expect(measure(48_000, sine(48_000, 1000, -33, 20)).integratedLufs).toBeCloseTo(-33, 1);
  });

  it("gates Tech 3341 test 3 (−36/−23/−36 dBFS for 10/60/10 s) to −23.0 ± 0.1", () => {
    const r = 48_000;
    const signal = concat(sine(r, 1000, -36, 10), sine(r, 1000, -23, 60), sine(r, 1000, -36, 10));
    const { integratedLufs } = measure(r, signal);
    expect(Math.abs(integratedLufs! + 23)).toBeLessThanOrEqual(0.1);
  });

  it("gates Tech 3341 test 4 (−72/−36/−23/−36/−72 dBFS) to −23.0 ± 0.1", () => {
    const r = 48_000;
    const signal = concat(
      sine(r, 1000, -72, 10),
      sine(r, 1000, -36, 10),
      sine(r, 1000, -23, 60),
      sine(r, 1000, -36, 10),
      sine(r, 1000, -72, 10),
    );
    expect(Math.abs(measure(r, signal).integratedLufs! + 23)).toBeLessThanOrEqual(0.1);
  });

  it("reads silence, and a signal below the −70 LUFS gate, as null", () => {
    expect(measure(44_100, silence(44_100, 10)).integratedLufs).toBeNull();
    expect(measure(44_100, sine(44_100, 1000, -80, 10)).integratedLufs).toBeNull();
    expect(measure(44_100, silence(44_100, 10)).rangeLu).toBeNull();
  });

  it("gives the same answer whatever the window size", () => {
    const r = 44_100;
    const random = seeded(3);
    const noise = Float32Array.from({ length: r * 5 }, () => (random() * 2 - 1) * 0.3);
    const whole = new LoudnessMeter(r, 1);
    whole.push([noise], noise.length);
    expect(measure(r, noise, 1).integratedLufs).toBe(whole.result().integratedLufs);
  });
});

describe("loudness range (EBU Tech 3342)", () => {
  const r = 48_000;
  const cases: [string, number[], number][] = [
    ["test 1: −20 then −30 dBFS", [-20, -30], 10],
    ["test 2: −20 then −15 dBFS", [-20, -15], 5],
    ["test 3: −40 then −20 dBFS", [-40, -20], 20],
    ["test 4: −50/−35/−20/−35/−50 dBFS", [-50, -35, -20, -35, -50], 15],
  ];
  for (const [name, levels, expected] of cases) {
    it(`reads ${name} (20 s each) as ${expected} ± 1 LU`, () => {
      const signal = concat(...levels.map((db) => sine(r, 1000, db, 20)));
      expect(Math.abs(measure(r, signal).rangeLu! - expected)).toBeLessThanOrEqual(1);
    });
  }
});

describe("true peak (BS.1770-4 annex 2)", () => {
  it("reads a full-scale 12 kHz sine at 48 kHz sampled 45° off its crests as 0.0 dBTP (+0.2/−0.4)", () => {
    const r = 48_000;
    const signal = sine(r, 12_000, 0, 2, Math.PI / 4);
    const samplePeak = signal.reduce((m, v) => Math.max(m, Math.abs(v)), 0);
    expect(20 * Math.log10(samplePeak)).toBeCloseTo(-3.01, 2);
    const meter = new TruePeakMeter(1);
    for (let at = 0; at < signal.length; at += 1000) {
      const window = signal.subarray(at, at + 1000);
      meter.push([window], window.length);
    }
    const dbtp = meter.dbtp()!;
    expect(dbtp).toBeGreaterThanOrEqual(-0.4);
    expect(dbtp).toBeLessThanOrEqual(0.2);
  });

  it("reads a sine sampled on its crests at its sample peak, and silence as null", () => {
    const meter = new TruePeakMeter(2);
    const s = sine(44_100, 1000, -6, 1);
    meter.push([s, s], s.length);
    expect(meter.dbtp()).toBeCloseTo(-6, 1);
    const quiet = new TruePeakMeter(1);
    quiet.push([silence(44_100, 1)], 44_100);
    expect(quiet.dbtp()).toBeNull();
  });
});
