#!/usr/bin/env node
// Real-Chromium test of normalisation and the beat-aligned DJ mix, measured at the master:
// 1. two 1 kHz tones whose analysis says −8 and −20 LUFS (their true levels, 12 dB apart) come out of the
//    master within 0.5 dB of each other;
// 2. two click tracks (120 BPM at 1 kHz, 123 BPM at 3 kHz) mixed with beat alignment: every click of the
//    incoming track lands within 20 ms of the outgoing one's while both are heard (see section 2 for the
//    pitch-preserving run).
import { browserTest } from "./harness.mjs";
import { clickWav, toneWav } from "./wav.mjs";

// Outgoing: 120 BPM from 0.5 s (phrases of 16 beats at 0.5, 8.5, 16.5 s). Incoming: 123 BPM, a downbeat at 2 s.
const IN_BEAT = 60 / 123;
const audio = {
  // Tones 12 dB apart: peak 0.5 (−6 dBFS) and 0.125 (−18 dBFS).
  "loud.wav": toneWav(1000, 6, 44100, 0.5),
  "quiet.wav": toneWav(1000, 6, 44100, 0.5 * 10 ** (-12 / 20)),
  "out.wav": clickWav({ hz: 1000, bpm: 120, first: 0.5, seconds: 20 }),
  "in.wav": clickWav({ hz: 3000, bpm: 123, first: 2 - 4 * IN_BEAT, seconds: 20 }),
};

await browserTest(
  { name: "analysis", audio, args: ["--autoplay-policy=no-user-gesture-required"] },
  async ({ page, url, check }) => {
    await page.goto(`${url}/test/analysis.html`);
    await page.waitForFunction(() => window.ready);
    const waitFor = (fn, arg, timeout = 15000) => page.waitForFunction(fn, arg, { timeout, polling: 20 });

    // 1. Loudness: −8 LUFS is cut by 6 dB, −20 LUFS (true peak −18 dBTP) boosted by 6 dB.
    await page.evaluate(() => {
      window.t.engine.load([
        { id: "loud", url: "/audio/loud.wav", analysis: { loudnessLufs: -8, truePeakDbtp: -6 } },
        { id: "quiet", url: "/audio/quiet.wav", analysis: { loudnessLufs: -20, truePeakDbtp: -18 } },
      ]);
      window.t.engine.play();
    });
    await waitFor(() => window.t.engine.getState().currentTime > 0.5);
    await page.evaluate(() => window.t.attach());
    const loud = await page.evaluate(() => window.t.masterRms());
    await page.evaluate(() => window.t.engine.next());
    await waitFor(
      () =>
        window.t.engine.getState().current?.id === "quiet" && window.t.engine.getState().currentTime > 0.5,
    );
    const quiet = await page.evaluate(() => window.t.masterRms());
    const apart = 20 * Math.log10(loud / quiet);
    check(
      "tones at −8 and −20 LUFS leave the master within 0.5 dB of each other",
      loud > 0.05 && Math.abs(apart) <= 0.5,
      `master RMS ${loud.toFixed(4)} and ${quiet.toFixed(4)}: ${apart.toFixed(2)} dB apart (12 dB at the source)`,
    );
    await page.evaluate(() => window.t.engine.setNormalize({ mode: "off" }));
    await page.waitForTimeout(100);
    const raw = await page.evaluate(() => window.t.masterRms());
    check(
      "normalisation off: the quiet tone plays at its own level",
      Math.abs(20 * Math.log10(quiet / raw) - 6) < 0.5,
      `${(20 * Math.log10(quiet / raw)).toFixed(2)} dB below the normalised level`,
    );
    await page.evaluate(() => window.t.engine.setNormalize({ mode: "auto" }));

    // 2. Beat-aligned mix of the click tracks, with the browser's default pitch-preserving time stretch, and
    // with decks that resample (pitch follows the rate). Chromium's stretch (WSOLA, ~20 ms windows) moves
    // transients by up to a window while it inserts or drops audio, so that run is held to 35 ms and the
    // alignment itself (the phase lock) to 20 ms in the resampling run.
    const mix = async (url) => {
      await page.goto(url);
      await page.waitForFunction(() => window.ready);
      await page.evaluate(
        ([inBeat]) => {
          const grid = { gridStable: true };
          window.t.engine.setDjMode(true);
          window.t.engine.load([
            { id: "out", url: "/audio/out.wav", analysis: { ...grid, bpm: 120, firstDownbeatMs: 500 } },
            {
              id: "in",
              url: "/audio/in.wav",
              analysis: { ...grid, bpm: 123, firstDownbeatMs: (2 - 4 * inBeat) * 1000, mixInMs: 2000 },
            },
          ]);
          window.t.engine.play();
        },
        [IN_BEAT],
      );
      await waitFor(() => window.t.engine.getState().currentTime > 0.3);
      await page.evaluate(() => {
        window.t.attach();
        window.t.engine.seek(5.5);
      });
      await waitFor(() => window.t.engine.getState().currentTime > 5.6);
      await page.evaluate(() => window.t.record());
      await waitFor(() => window.t.engine.getState().isMixing);
      const s = await page.evaluate(() => window.t.engine.getState());
      await waitFor(() => !window.t.engine.getState().isMixing);
      await page.waitForTimeout(300);
      const { a, b } = await page.evaluate(() => window.t.stop());
      if (process.env.DEBUG) console.log(JSON.stringify({ a: a.times, b: b.times }));
      // Beats where both tracks are heard: an incoming click within 250 ms of an outgoing one.
      const flams = b.times
        .map((tb) => Math.min(...a.times.map((ta) => Math.abs(ta - tb))))
        .filter((d) => d < 0.25)
        .map((d) => d * 1000);
      return { aligned: s.mixAligned && s.current.id === "in", flams, worst: Math.max(...flams) };
    };
    const stretched = await mix(`${url}/test/analysis.html`);
    const resampled = await mix(`${url}/test/analysis.html?pitch=free`);
    check("the mix is beat-aligned", stretched.aligned && resampled.aligned);
    const show = (r) =>
      `${r.flams.length} shared beats, flam ${r.flams.map((d) => d.toFixed(1)).join(", ")} ms`;
    check(
      "resampling decks: clicks of the two tracks flam by ≤ 20 ms during the mix",
      resampled.flams.length >= 3 && resampled.worst <= 20,
      show(resampled),
    );
    check(
      "pitch-preserving decks (browser default): flam ≤ 35 ms (the time stretch's window)",
      stretched.flams.length >= 3 && stretched.worst <= 35,
      show(stretched),
    );
  },
);
