import { createAudioEngine, EQUALIZER_PRESETS, normalizationGain } from "/dist/index.js";
import { bindKeyboardShortcuts } from "/dist/keyboard.js";

const $ = (id) => document.getElementById(id);
const engine = createAudioEngine({ storage: localStorage, mixDuration: 4 });
bindKeyboardShortcuts(engine, { onToggleEqualizer: () => ($("eq").hidden = !$("eq").hidden) });

// A rough loudness for local files, so normalisation has something to act on: the RMS level of the decoded
// audio (not BS.1770's K-weighted, gated loudness, which a server should measure) and its sample peak.
const roughAnalysis = async (file) => {
  try {
    const audio = await new OfflineAudioContext(1, 1, 44100).decodeAudioData(await file.arrayBuffer());
    let sum = 0;
    let peak = 0;
    for (let c = 0; c < audio.numberOfChannels; c++) {
      for (const v of audio.getChannelData(c)) {
        sum += v * v;
        peak = Math.max(peak, Math.abs(v));
      }
    }
    const rms = Math.sqrt(sum / (audio.length * audio.numberOfChannels));
    return { loudnessLufs: 20 * Math.log10(rms) + 3, truePeakDbtp: 20 * Math.log10(peak) };
  } catch {
    return null; // not decodable here: played at unity gain
  }
};

// Local files become tracks through object URLs (same origin, so the equalizer acts on them).
$("files").addEventListener("change", async (e) => {
  const files = [...e.target.files];
  $("status").textContent = "Measuring loudness…";
  const analyses = await Promise.all(files.map(roughAnalysis));
  $("status").textContent = "";
  engine.load(
    files.map((f, i) => ({
      id: `${f.name}-${i}`,
      title: f.name,
      url: URL.createObjectURL(f),
      analysis: analyses[i],
    })),
  );
  engine.play();
});

// Demo audio: 16-bit mono WAVs made in the page.
const wav = (seconds, rate, at) => {
  const n = seconds * rate;
  const view = new DataView(new ArrayBuffer(44 + n * 2));
  const text = (offset, s) => {
    for (let i = 0; i < s.length; i++) view.setUint8(offset + i, s.charCodeAt(i));
  };
  text(0, "RIFF");
  view.setUint32(4, 36 + n * 2, true);
  text(8, "WAVEfmt ");
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, "data");
  view.setUint32(40, n * 2, true);
  for (let i = 0; i < n; i++) view.setInt16(44 + i * 2, at(i / rate) * 32767, true);
  return URL.createObjectURL(new Blob([view], { type: "audio/wav" }));
};
// Tones at two levels 12 dB apart, with their loudness (a mono sine's RMS level) as the analysis.
const tone = (hz, peak) => wav(12, 22050, (t) => Math.sin(2 * Math.PI * hz * t) * peak);
const toneAnalysis = (peak) => ({
  loudnessLufs: 20 * Math.log10(peak / Math.SQRT2),
  truePeakDbtp: 20 * Math.log10(peak),
});
$("tones").addEventListener("click", () => {
  engine.load(
    [
      [220, 0.5],
      [330, 0.125],
      [440, 0.5],
      [550, 0.125],
    ].map(([hz, peak]) => ({
      id: hz,
      title: `${hz} Hz tone, peak ${(20 * Math.log10(peak)).toFixed(0)} dBFS`,
      artist: "Generator",
      url: tone(hz, peak),
      analysis: toneAnalysis(peak),
    })),
  );
  engine.play();
});
// Click tracks: a beat every 60/bpm s from `first`, 24 s long; with a stable grid and a mix-in on a downbeat.
const beats = (bpm, hz, first) =>
  wav(24, 22050, (t) => {
    const since = t < first ? -1 : (t - first) % (60 / bpm);
    return since >= 0 && since < 0.03
      ? Math.sin(2 * Math.PI * hz * since) * 0.4 * Math.exp(-since / 0.01)
      : 0;
  });
$("beats").addEventListener("click", () => {
  engine.load(
    [
      [120, 880, 0.5],
      [123, 1320, 2 - 240 / 123],
      [120, 660, 2 - 240 / 120],
    ].map(([bpm, hz, first], i) => ({
      id: `beat-${i}`,
      title: `${bpm} BPM clicks at ${hz} Hz`,
      artist: "Generator",
      url: beats(bpm, hz, first),
      analysis: {
        bpm,
        gridStable: true,
        firstDownbeatMs: first * 1000,
        mixInMs: 2000,
        loudnessLufs: -14,
        truePeakDbtp: -8,
      },
    })),
  );
  engine.setDjMode(true);
  engine.play();
});

$("toggle").addEventListener("click", () => engine.toggle());
$("prev").addEventListener("click", () => engine.previous());
$("next").addEventListener("click", () => engine.next());
$("seek").addEventListener("input", (e) => engine.seekToFraction(e.target.value / 100));
$("volume").addEventListener("input", (e) => engine.setVolume(e.target.value / 100));
$("mute").addEventListener("click", () => engine.toggleMute());
$("repeat").addEventListener("click", () => engine.cycleRepeat());
$("shuffle").addEventListener("click", () => engine.toggleShuffle());
$("dj").addEventListener("click", () => engine.setDjMode(!engine.getState().djMode));
$("beatmatch").addEventListener("click", () => engine.setBeatMatch(!engine.getState().beatMatch));
$("norm").addEventListener("change", (e) => {
  const v = e.target.value;
  engine.setNormalize(
    v === "off" ? { mode: "off" } : { mode: "auto", target: Number(v), limiter: v === "-11" },
  );
});
$("reset").addEventListener("click", () => engine.equalizer.reset());
$("preset").append(
  ...Object.keys(EQUALIZER_PRESETS).map((name) => new Option(name, name)),
  new Option("Custom", "Custom"),
);
$("preset").addEventListener("change", (e) => engine.equalizer.applyPreset(e.target.value));
for (const input of document.querySelectorAll("[data-band]")) {
  input.addEventListener("input", () => engine.equalizer.setBand(input.dataset.band, Number(input.value)));
}
$("queue").addEventListener("click", (e) => {
  const li = e.target.closest("li");
  if (!li) return;
  const index = [...li.parentNode.children].indexOf(li);
  if (e.target.matches("button")) engine.remove(index);
  else engine.jumpTo(index);
});
engine.on(
  "error",
  ({ track }) => ($("status").textContent = `Could not play ${track?.title ?? "track"}; skipping…`),
);
engine.on(
  "mixstart",
  ({ to }) =>
    ($("status").textContent =
      `Mixing into ${to.title}${engine.getState().mixAligned ? " on the beat" : ""}…`),
);
engine.on("mixend", () => ($("status").textContent = ""));

const clock = (s) => `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, "0")}`;
let shownQueue;
const render = () => {
  const s = engine.getState();
  $("title").textContent = s.current
    ? `${s.current.title}${s.isLoading ? " (loading…)" : ""}`
    : "Nothing loaded";
  $("toggle").textContent = s.isPlaying ? "Pause" : "Play";
  $("toggle").disabled = s.isLoading && s.isPlaying;
  $("time").textContent = `${clock(s.currentTime)} / ${clock(s.duration)}`;
  if (document.activeElement !== $("seek")) $("seek").value = s.progress;
  $("volume").value = Math.round(s.volume * 100);
  $("mute").textContent = s.muted ? "Unmute" : "Mute";
  $("repeat").textContent = `Repeat: ${s.repeat === "single" ? "1" : s.repeat}`;
  $("shuffle").setAttribute("aria-pressed", s.shuffle);
  $("dj").setAttribute("aria-pressed", s.djMode);
  $("beatmatch").setAttribute("aria-pressed", s.beatMatch);
  $("norm").value = s.normalize.mode === "off" ? "off" : String(s.normalize.target);
  const gain = s.current
    ? normalizationGain(s.current, s.normalize, [s.queue[s.currentIndex - 1], s.queue[s.currentIndex + 1]])
    : 0;
  $("gain").textContent = s.current?.analysis ? `gain ${gain > 0 ? "+" : ""}${gain.toFixed(1)} dB` : "";
  $("preset").value = s.equalizer.preset;
  for (const input of document.querySelectorAll("[data-band]")) {
    input.value = s.equalizer[input.dataset.band];
    input.nextElementSibling.textContent = `${s.equalizer[input.dataset.band]} dB`;
  }
  $("eqmode").textContent = s.equalizer.message ?? (s.equalizer.mode === "audio" ? "active" : "");
  if (shownQueue !== s.queue || $("queue").dataset.index !== String(s.currentIndex)) {
    shownQueue = s.queue;
    $("queue").dataset.index = s.currentIndex;
    $("queue").replaceChildren(
      ...s.queue.map((t, i) => {
        const li = document.createElement("li");
        li.className = i === s.currentIndex ? "current" : "";
        li.append(
          `${t.title ?? t.id} `,
          Object.assign(document.createElement("button"), { textContent: "✕" }),
        );
        return li;
      }),
    );
  }
};
engine.subscribe(render);
render();
