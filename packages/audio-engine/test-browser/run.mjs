#!/usr/bin/env node
// Real-Chromium test of the built ESM bundle. Generates tone WAVs, serves them with the page from
// 127.0.0.1, and checks: time advances, next/previous, the EQ chain (connected, audible, kept through a
// DJ mix), a DJ crossfade with both decks sounding, and the gap at a normal advance (printed).
import { browserTest } from "./harness.mjs";
import { toneWav } from "./wav.mjs";

// A: 1 kHz (the mid band's centre, so the EQ check is exact), B: 660 Hz, C: 440 Hz; 4 s each.
const audio = {
  "a.wav": toneWav(1000, 4),
  "b.wav": toneWav(660, 4),
  "c.wav": toneWav(440, 4),
};

await browserTest({ name: "engine", audio }, async ({ page, url, check }) => {
  await page.goto(`${url}/test/page.html`);
  await page.waitForFunction(() => window.ready);
  const state = () => page.evaluate(() => window.t.engine.getState());
  const waitFor = (fn, arg, timeout = 8000) => page.waitForFunction(fn, arg, { timeout, polling: 20 });

  // 1. Play: time advances and sound comes out of the graph.
  await page.evaluate(() => {
    const tracks = ["a", "b", "c"].map((n) => ({ id: n, title: n.toUpperCase(), url: `/audio/${n}.wav` }));
    window.t.engine.load(tracks);
    window.t.engine.play();
  });
  await waitFor(() => window.t.engine.getState().currentTime > 0.4);
  await page.evaluate(() => window.t.probe());
  let s = await state();
  check(
    "time advances",
    s.isPlaying && s.currentTime > 0.4 && s.duration > 3.9,
    `t=${s.currentTime.toFixed(2)}s of ${s.duration.toFixed(2)}s`,
  );
  check(
    "audio context running, EQ in audio mode",
    (await page.evaluate(() => window.t.ctxState())) === "running" && s.equalizer.mode === "audio",
  );

  // 2. EQ chain: connected as trim gain → fade gain → 3 filters → master → destination, shared, and audible.
  const paths = await page.evaluate(() => window.t.paths());
  const expected =
    "MediaElementAudioSource>Gain>Gain>lowshelf@200>peaking@1000>highshelf@3200>Gain>destination";
  check(
    "both decks routed through the EQ chain",
    paths.length === 2 && paths.every((p) => p.join(">") === expected),
    paths.map((p) => p.join(">")).join(" | "),
  );
  check("one EQ shared by both decks", await page.evaluate(() => window.t.sharedFilters()));
  const flat = await page.evaluate(() => window.t.masterLevel());
  await page.evaluate(() => window.t.engine.equalizer.setBand("mid", -12));
  await page.waitForTimeout(150);
  const cut = await page.evaluate(() => window.t.masterLevel());
  await page.evaluate(() => window.t.engine.equalizer.reset());
  check(
    "EQ acts on the sound (mid −12 dB on a 1 kHz tone)",
    flat > 0.05 && cut / flat < 0.4 && cut / flat > 0.1,
    `RMS ${flat.toFixed(3)} → ${cut.toFixed(3)} (×${(cut / flat).toFixed(2)}, expect ≈0.25)`,
  );

  // 3. next / previous.
  await page.evaluate(() => window.t.engine.next());
  await waitFor(
    () => window.t.engine.getState().current?.id === "b" && window.t.engine.getState().currentTime > 0.2,
  );
  s = await state();
  check(
    "next plays the next track",
    s.currentIndex === 1 && s.isPlaying,
    `now ${s.current.id} at ${s.currentTime.toFixed(2)}s`,
  );
  await page.evaluate(() => window.t.engine.previous());
  await waitFor(
    () => window.t.engine.getState().current?.id === "a" && window.t.engine.getState().currentTime > 0.2,
  );
  s = await state();
  check("previous goes back (under 3 s in)", s.currentIndex === 0 && s.isPlaying, `now ${s.current.id}`);

  // 4. Gap at a normal advance A → B: output blocks of 256 samples, longest silent run between the tones.
  await page.evaluate(() => {
    window.t.elementLog.length = 0;
    window.t.engine.seek(3.2);
    window.t.startRecording();
  });
  await waitFor(
    () => window.t.engine.getState().current?.id === "b" && window.t.engine.getState().currentTime > 0.3,
  );
  const { blocks, blockSeconds } = await page.evaluate(() => window.t.stopRecording());
  const firstLoud = blocks.findIndex((r) => r > 0.05);
  let longest = 0;
  let run = 0;
  for (const r of blocks.slice(firstLoud)) {
    run = r < 0.01 ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  const lastLoud = blocks.length - 1 - [...blocks].reverse().findIndex((r) => r > 0.05);
  const elementLog = await page.evaluate(() => window.t.elementLog);
  // Element events carry no source: the engine's own listener runs first and reuses the ended deck.
  const ended = elementLog.find((e) => e.type === "ended");
  const playing = elementLog.find((e) => e.type === "playing" && e.t >= (ended?.t ?? Infinity));
  const gapMs = longest * blockSeconds * 1000;
  const eventMs = ended && playing ? playing.t - ended.t : Number.NaN;
  console.log(
    `  gap at a normal advance: ≤ ${gapMs.toFixed(1)} ms of silence in the output (${longest} silent block(s) of ${(blockSeconds * 1000).toFixed(1)} ms); ` +
      `'ended' (A) → 'playing' (B): ${eventMs.toFixed(1)} ms`,
  );
  check(
    "normal advance A → B with the tone resuming",
    firstLoud >= 0 && lastLoud > firstLoud && gapMs < 400,
    `gap ${gapMs.toFixed(1)} ms`,
  );

  // 5. DJ crossfade B → C: starts at 50 % (2 s), lasts 1.5 s; both decks sound mid-mix.
  const filtersBefore = await page.evaluate(() => window.t.filterGains());
  await page.evaluate(() => {
    window.t.engine.equalizer.applyPreset("Rock");
    window.t.engine.setDjMode(true);
  });
  await waitFor(() => window.t.engine.getState().isMixing, undefined, 5000);
  s = await state();
  check("DJ mix starts at fadeOutAt with the next track current", s.isMixing && s.current.id === "c");
  await page.waitForTimeout(650);
  const mid = await page.evaluate(() => window.t.levels());
  const sounding = mid.decks.filter((d) => !d.paused && d.rms > 0.02 && d.gain > 0.1 && d.gain < 0.95);
  check(
    "both decks sounding during the mix",
    sounding.length === 2 && mid.master > 0.05,
    mid.decks.map((d) => `${d.src} gain ${d.gain.toFixed(2)} rms ${d.rms.toFixed(3)}`).join(", "),
  );
  const powers = mid.decks.reduce((sum, d) => sum + d.gain ** 2, 0);
  check(
    "equal-power gains mid-mix (sum of squares ≈ 1)",
    Math.abs(powers - 1) < 0.1,
    `Σg² = ${powers.toFixed(3)}`,
  );
  await waitFor(() => !window.t.engine.getState().isMixing, undefined, 4000);
  const after = await page.evaluate(() => window.t.levels());
  const pathsAfter = await page.evaluate(() => window.t.paths());
  s = await state();
  check(
    "mix ends: outgoing deck stopped, incoming at full gain",
    after.decks.filter((d) => !d.paused).length === 1 && after.decks.some((d) => !d.paused && d.gain > 0.99),
    after.decks
      .map((d) => `${d.src} ${d.paused ? "paused" : "playing"} gain ${d.gain.toFixed(2)}`)
      .join(", "),
  );
  check(
    "EQ chain survives the mix",
    pathsAfter.every((p) => p.join(">") === expected) &&
      (await page.evaluate(() => window.t.sharedFilters())),
    `filters ${JSON.stringify(filtersBefore)} → ${JSON.stringify(await page.evaluate(() => window.t.filterGains()))}`,
  );
  check(
    "EQ values kept through the mix",
    JSON.stringify(await page.evaluate(() => window.t.filterGains())) === "[3,0,3]" &&
      s.equalizer.preset === "Rock",
  );
  check("sound continues after the mix", (await page.evaluate(() => window.t.masterLevel(150))) > 0.05);
  const log = await page.evaluate(() => window.t.log.map((e) => `${e.type}:${e.id}`).join(" "));
  check("no playback errors", !log.includes("error"), log);
});
