import { planMix } from "./mix-plan";
import { createMixer, type Deck, type Mixer, MSG_NO_ELEMENT } from "./mixer";
import { normalizationGain } from "./normalize";
import { freshTracks, nextIndex, pushHistory, sameTrack } from "./queue";
import type { createStore, Patch } from "./store";
import type { EngineOptions, EngineState, MixPlan, Track } from "./types";

export type Settings = Required<
  Pick<
    EngineOptions,
    | "mixDuration"
    | "fadeOutAt"
    | "relatedThreshold"
    | "restartThreshold"
    | "errorSkipDelay"
    | "historySize"
    | "resolveSrc"
  >
> &
  EngineOptions;

export const known = (d: number): boolean => d > 0 && Number.isFinite(d);

/**
 * The playback core: owns the two decks (through the mixer) and applies the rules that run on their
 * events — track end, errors, DJ mix start, related-track fetch, gapless preloading. The queue commands
 * in engine.ts call into it. `append` adds related tracks (the engine keeps the unshuffled order).
 */
export const createPlayer = (
  o: Settings,
  store: ReturnType<typeof createStore>,
  append: (tracks: readonly Track[]) => void,
) => {
  const S = store.get;
  const set = (patch: Patch) => store.set(patch);
  const resolveSrc = o.resolveSrc;
  let mixer: Mixer | undefined;
  let noElement = false;
  let active: Deck | undefined;
  let mixingFrom: Deck | undefined;
  let mixTimer: ReturnType<typeof setTimeout> | undefined;
  // Phase lock of an aligned mix, then the glide of the rate back to 1.
  let tick: ReturnType<typeof setInterval> | undefined;
  let skipTimer: ReturnType<typeof setTimeout> | undefined;
  let destroyed = false;
  const relatedAsked = new Set<Track["id"]>();

  const idle = (m: Mixer): Deck => (m.decks[0] === active ? m.decks[1] : m.decks[0]);

  const getMixer = (): Mixer | undefined => {
    if (!mixer && !noElement && !destroyed) {
      try {
        mixer = createMixer(o.createMediaElement || (() => new Audio()), o.createAudioContext, onDeckEvent);
        active = mixer.decks[0];
        mixer.setLevel(S().volume);
        retrim();
        const { bass, mid, treble } = S().equalizer;
        mixer.setBands([bass, mid, treble]);
      } catch {
        noElement = true;
        setEq({ mode: "visual", message: MSG_NO_ELEMENT });
      }
    }
    return mixer;
  };

  const setEq = (patch: Partial<EngineState["equalizer"]>) =>
    set({ equalizer: { ...S().equalizer, ...patch } });
  const syncEq = () => {
    if (!mixer || !active) return;
    const [mode, message] = mixer.eqStatus(active);
    const eq = S().equalizer;
    if (eq.mode !== mode || eq.message !== message) setEq({ mode, message });
  };

  const setQueue = (queue: readonly Track[], currentIndex: number) => {
    set({ queue: Object.freeze([...queue]), currentIndex });
    store.emit("queuechange", S().queue);
    preloadNext();
    retrim();
  };

  // Each deck's trim is its track's normalisation gain (neighbours decide album gain in auto mode).
  const retrim = () => {
    const { queue, normalize } = S();
    if (!mixer) return;
    for (const deck of mixer.decks) {
      const i = queue.indexOf(deck.track!);
      if (deck.track)
        mixer.setTrim(
          deck,
          10 ** (normalizationGain(deck.track, normalize, [queue[i - 1], queue[i + 1]]) / 20),
        );
    }
    mixer.setLimiter(normalize.limiter && normalize.mode !== "off" ? normalize.ceiling : null);
  };

  const setPlaying = (playing: boolean) => {
    const s = S();
    if (!s.current) return;
    // History records every track that starts playing, also when one follows another without a pause.
    if (playing && !sameTrack(s.history[0], s.current)) {
      set({ history: pushHistory(s.history, s.current, o.historySize) });
    }
    if (s.isPlaying === playing) return;
    set({ isPlaying: playing, isLoading: playing && s.isLoading });
    store.emit(playing ? "play" : "pause", s.current);
  };

  // Gapless: the track that would follow is loaded on the idle deck while the current one plays.
  const preloadNext = () => {
    const s = S();
    // Skipped mid-operation (queue and current briefly disagree) and during a mix (the idle deck is busy).
    if (!mixer || mixingFrom || !s.current || s.queue[s.currentIndex] !== s.current) return;
    const next = s.queue[nextIndex(s.currentIndex, s.queue.length, s.repeat)];
    const src = next && resolveSrc(next);
    const deck = idle(mixer);
    if (src && deck.src !== src) mixer.setSrc(deck, src);
  };

  const finishMix = () => {
    const from = mixingFrom;
    if (!from || !mixer || !active) return;
    clearTimeout(mixTimer);
    mixingFrom = undefined;
    from.el.pause();
    mixer.fade(from, 0, 0);
    mixer.fade(active, 1, 0);
    set({ isMixing: false });
    store.emit("mixend", S().current!);
    preloadNext();
  };

  /** Makes queue[index] current on the idle deck; with a `mix` plan it crossfades into it. */
  const startTrack = (index: number, autoplay: boolean, mix?: MixPlan) => {
    const track = S().queue[index];
    if (!track) return;
    clearTimeout(skipTimer);
    if (!mix) finishMix();
    clearInterval(tick);
    const m = getMixer();
    const d = track.duration ?? 0;
    set({
      current: track,
      currentIndex: index,
      currentTime: 0,
      duration: known(d) ? d : 0,
      isLoading: autoplay,
    });
    store.emit("trackchange", track);
    if (!m || !active) return;
    const from = active;
    const to = idle(m);
    const src = resolveSrc(track);
    if (!src) return fail(new Error("No source for track"), autoplay);
    // Reuse the preloaded element unless it failed; a reused one may sit at an old position.
    if (to.src !== src || to.el.error) m.setSrc(to, src);
    else if (to.el.currentTime) to.el.currentTime = 0;
    to.track = track;
    retrim();
    active = to;
    to.el.playbackRate = 1;
    if (known(to.el.duration)) set({ duration: to.el.duration });
    if (mix) {
      mixingFrom = from;
      const out = from.el;
      // Wall-clock seconds until the mix point of the outgoing track.
      const delay = Math.max(0, (mix.at - out.currentTime) / out.playbackRate);
      const seconds = Math.max(0.01, mix.duration);
      m.fade(from, 0, seconds, delay);
      m.fade(to, 1, seconds, delay);
      mixTimer = setTimeout(finishMix, (delay + seconds) * 1000);
      if (mix.aligned) {
        const el = to.el;
        el.currentTime = Math.max(0, mix.offset - delay * mix.rate);
        el.playbackRate = mix.rate;
        // Phase lock during the mix: where the incoming track should be for the outgoing one's position.
        // Element clocks advance in steps of their audio buffers, so the error is smoothed (≈ 160 ms);
        // the rate corrects it, by up to half while the incoming track is silent (the lead), then by 2 %.
        // After the mix the incoming track eases back to its own tempo (time constant 2 s).
        let error = 0;
        tick = setInterval(() => {
          const rate = mix.rate * out.playbackRate;
          const limit = out.currentTime < mix.at ? 0.5 : 0.02;
          const r = el.playbackRate;
          error += (el.currentTime - mix.offset - (out.currentTime - mix.at) * rate - error) / 8;
          if (mixingFrom === from)
            el.playbackRate = rate * (1 - Math.max(-limit, Math.min(limit, error * 5)));
          else if (Math.abs(r - 1) > 0.002) el.playbackRate = r + (1 - r) / 100;
          else {
            el.playbackRate = 1;
            clearInterval(tick);
          }
        }, 20);
      }
    } else {
      from.el.pause();
      m.fade(from, 0, 0);
      m.fade(to, 1, 0);
    }
    syncEq();
    if (autoplay) playActive();
    else setPlaying(false);
    preloadNext();
  };

  const playActive = () => {
    const s = S();
    const m = getMixer();
    const deck = active;
    if (!m || !deck || !s.current) return;
    const src = resolveSrc(s.current);
    if (!src || deck.src !== src) return startTrack(s.currentIndex, true);
    if (deck.el.error) m.setSrc(deck, src);
    m.ensureGraph();
    syncEq();
    setPlaying(true);
    deck.el.play()?.catch((error: unknown) => {
      // Autoplay refused: show paused. Media errors arrive as the element's `error` event instead.
      if ((error as Error)?.name === "NotAllowedError" && deck === active) setPlaying(false);
    });
  };

  const fail = (error: unknown, wasPlaying: boolean) => {
    finishMix();
    active?.el.pause();
    setPlaying(false);
    set({ isLoading: false });
    store.emit("error", { track: S().current, error });
    if (!wasPlaying) return;
    skipTimer = setTimeout(() => {
      const s = S();
      const i = nextIndex(s.currentIndex, s.queue.length, s.repeat);
      if (i >= 0 && i !== s.currentIndex) startTrack(i, true);
    }, o.errorSkipDelay);
  };

  /**
   * Plans the mix into the next track from `now` and starts it when its time has come; true when it did.
   * The other arguments default to the outgoing track's: a mix after its end passes a plain mix from 0.
   */
  const startMix = (
    now: number,
    length = S().duration,
    tolerance = S().beatMatch ? 0.06 : -1,
    fadeOutAt = o.fadeOutAt,
  ) => {
    const s = S();
    const i = nextIndex(s.currentIndex, s.queue.length, s.repeat);
    const to = s.queue[i];
    if (!to || !s.current) return false;
    const plan = planMix(s.current, to, now, { ...o, length, tolerance, fadeOutAt });
    if (now < plan.at - plan.lead) return false;
    set({ isMixing: true, mixAligned: plan.aligned });
    store.emit("mixstart", { from: s.current, to });
    startTrack(i, true, plan);
    return true;
  };

  const onTime = (el: HTMLMediaElement) => {
    const d = known(el.duration) ? el.duration : S().duration;
    set({ currentTime: el.currentTime, duration: d });
    const s = S();
    const left = d - s.currentTime;
    const last = s.current && s.currentIndex === s.queue.length - 1;
    if (
      o.fetchRelated &&
      last &&
      known(d) &&
      left <= o.relatedThreshold &&
      !relatedAsked.has(s.current!.id)
    ) {
      const track = s.current!;
      relatedAsked.add(track.id);
      o.fetchRelated(track).then(
        (found) => {
          const fresh = destroyed || !Array.isArray(found) ? [] : freshTracks(found, S().queue);
          if (fresh.length) append(fresh);
        },
        () => {},
      );
    }
    if (s.djMode && s.isPlaying && !mixingFrom && s.repeat !== "single" && known(d)) {
      startMix(s.currentTime);
    }
  };

  const onEnded = () => {
    const s = S();
    store.emit("ended", s.current!);
    if (s.repeat === "single") {
      active!.el.currentTime = 0;
      return playActive();
    }
    if (s.djMode && !mixingFrom && startMix(0, o.mixDuration, -1, 0)) return;
    const i = nextIndex(s.currentIndex, s.queue.length, s.repeat);
    if (i >= 0) startTrack(i, true);
    else setPlaying(false);
  };

  function onDeckEvent(deck: Deck, type: string) {
    // Events of the idle deck (preloading) and of the outgoing deck of a mix are not the listener's business.
    if (deck !== active || destroyed) return;
    const el = deck.el;
    if (type === "timeupdate") onTime(el);
    else if (type === "durationchange" || type === "loadedmetadata")
      known(el.duration) && set({ duration: el.duration });
    else if (type === "playing" || type === "canplay") set({ isLoading: false });
    else if (type === "waiting") set({ isLoading: S().isPlaying });
    else if (type === "play") setPlaying(true);
    else if (type === "pause") !el.ended && setPlaying(false);
    else if (type === "ended") onEnded();
    else if (type === "error") {
      if (mixer?.retryWithoutCors(deck)) {
        syncEq();
        if (S().isPlaying) deck.el.play()?.catch(() => {});
      } else fail(el.error, S().isPlaying);
    }
  }

  const stop = (queue: readonly Track[]) => {
    finishMix();
    clearTimeout(skipTimer);
    active?.el.pause();
    setPlaying(false);
    set({ current: null, currentTime: 0, duration: 0, isLoading: false });
    setQueue(queue, -1);
    store.emit("trackchange", null);
  };

  return {
    startTrack,
    playActive,
    setQueue,
    stop,
    preloadNext,
    pause(): void {
      finishMix();
      active?.el.pause();
      setPlaying(false);
    },
    /** Moves the playhead of the current track (callers validate). */
    seekTo(t: number): void {
      if (active && S().current) active.el.currentTime = t;
      set({ currentTime: t });
    },
    hasDeck: () => !!active,
    setLevel: (level: number) => mixer?.setLevel(level),
    setBands: (values: number[]) => mixer?.setBands(values),
    retrim,
    destroy(): void {
      destroyed = true;
      clearTimeout(mixTimer);
      clearInterval(tick);
      clearTimeout(skipTimer);
      mixer?.destroy();
      mixer = active = mixingFrom = undefined;
    },
  };
};
