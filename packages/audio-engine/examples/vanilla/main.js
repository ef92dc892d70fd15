import { createAudioEngine, EQUALIZER_PRESETS } from "/dist/index.js";
import { bindKeyboardShortcuts } from "/dist/keyboard.js";

const $ = (id) => document.getElementById(id);
const engine = createAudioEngine({ storage: localStorage, mixDuration: 4 });
bindKeyboardShortcuts(engine, { onToggleEqualizer: () => ($("eq").hidden = !$("eq").hidden) });

// Local files become tracks through object URLs (same origin, so the equalizer acts on them).
$("files").addEventListener("change", (e) => {
  const files = [...e.target.files];
  engine.load(files.map((f, i) => ({ id: `${f.name}-${i}`, title: f.name, url: URL.createObjectURL(f) })));
  engine.play();
});

// Demo tones: 16-bit mono WAVs made in the page, 12 s each.
const tone = (hz, seconds = 12, rate = 22050) => {
  const n = seconds * rate;
  const view = new DataView(new ArrayBuffer(44 + n * 2));
  const text = (at, s) => {
    for (let i = 0; i < s.length; i++) view.setUint8(at + i, s.charCodeAt(i));
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
  for (let i = 0; i < n; i++) view.setInt16(44 + i * 2, Math.sin((2 * Math.PI * hz * i) / rate) * 8000, true);
  return URL.createObjectURL(new Blob([view], { type: "audio/wav" }));
};
$("tones").addEventListener("click", () => {
  engine.load(
    [220, 330, 440, 550].map((hz) => ({
      id: hz,
      title: `${hz} Hz tone`,
      artist: "Generator",
      url: tone(hz),
    })),
  );
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
engine.on("mixstart", ({ to }) => ($("status").textContent = `Mixing into ${to.title}…`));
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
