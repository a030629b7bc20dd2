import { cueToneUrl, CUE_TONES, type Tone } from "./cue-tones.ts";

export type { Tone };

/** How long the music stays lowered after a tone: the longest tone and a little after it. */
const DUCK_MS = 700;

/**
 * The session's cues: short tones for a set's start, its last three seconds and its end, and
 * spoken cues from the browser's speech synthesis, each at the cue volume. The music ducks while a cue
 * sounds (`onDuck`). A browser without audio, or one that refuses it, only logs: a cue never breaks a session.
 *
 * The tones are small pre-rendered files (scripts/render-cues.ts) played by media elements, not WebAudio:
 * creating an AudioContext asks the audio service for its output device synchronously, which held the main
 * thread 300–1000 ms on the first Play (docs/decisions/0025); a media element opens its output off the main
 * thread.
 */
export class Cues {
  private readonly elements = new Map<Tone, HTMLAudioElement>();
  private duckTimer: ReturnType<typeof setTimeout> | null = null;

  private readonly onDuck: (ducked: boolean) => void;

  constructor(onDuck: (ducked: boolean) => void) {
    this.onDuck = onDuck;
  }

  /**
   * Called from a click (play). Loads the three tones (a few kilobytes), one element each so a count
   * never waits for the previous one; iOS lets a media element play later without a gesture only once it
   * has played inside one, so each is started muted here and stopped at once.
   */
  unlock(): void {
    if (this.elements.size > 0 || typeof Audio === "undefined") return;
    try {
      const extension = new Audio().canPlayType('audio/webm; codecs="opus"') === "" ? "mp3" : "webm";
      for (const kind of Object.keys(CUE_TONES) as Tone[]) {
        const element = new Audio(cueToneUrl(kind, extension));
        element.preload = "auto";
        element.muted = true;
        element.play().then(
          () => {
            // Unless a cue has played it since (tone() unmutes): then it is sounding, leave it be.
            if (!element.muted) return;
            element.pause();
            element.currentTime = 0;
            element.muted = false;
          },
          () => {
            element.muted = false;
          },
        );
        this.elements.set(kind, element);
      }
    } catch (error) {
      console.warn("cue audio unavailable", error);
    }
  }

  /** volume: 0-100. */
  tone(kind: Tone, volume: number): void {
    const element = this.elements.get(kind);
    if (!element || volume <= 0) return;
    try {
      element.muted = false;
      element.volume = volume / 100;
      element.currentTime = 0;
      element.play().catch((error: unknown) => console.warn("cue tone failed", error));
      this.duck(DUCK_MS);
    } catch (error) {
      console.warn("cue tone failed", error);
    }
  }

  /** volume: 0-100. The music ducks until the utterance ends. */
  speak(text: string, volume: number): void {
    if (volume <= 0 || typeof speechSynthesis === "undefined") return;
    try {
      speechSynthesis.cancel();
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.volume = volume / 100;
      utterance.onend = () => this.duck(0);
      utterance.onerror = (event) => {
        // 'interrupted'/'canceled' is our own cancel (pause, the next cue); anything else is worth a line.
        if (event.error !== "interrupted" && event.error !== "canceled") console.warn("spoken cue failed", event.error);
        this.duck(0);
      };
      this.duck(null);
      speechSynthesis.speak(utterance);
    } catch (error) {
      console.warn("spoken cue failed", error);
    }
  }

  /** Pause: silence what is under way. */
  silence(): void {
    try {
      for (const element of this.elements.values()) if (!element.paused) element.pause();
      if (typeof speechSynthesis !== "undefined") speechSynthesis.cancel();
    } catch (error) {
      console.warn("cue silence failed", error);
    }
    this.duck(0);
  }

  close(): void {
    this.silence();
    if (this.duckTimer) clearTimeout(this.duckTimer);
    for (const element of this.elements.values()) element.removeAttribute("src");
    this.elements.clear();
  }

  /** Lower the music now and raise it after `ms` (0: now; null: until told). */
  private duck(ms: number | null): void {
    if (this.duckTimer) clearTimeout(this.duckTimer);
    this.duckTimer = null;
    if (ms === 0) {
      this.onDuck(false);
      return;
    }
    this.onDuck(true);
    if (ms !== null) this.duckTimer = setTimeout(() => this.onDuck(false), ms);
  }
}
