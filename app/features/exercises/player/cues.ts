/**
 * The session's cues (issue 16): short WebAudio tones for a set's start, its last three seconds and its end,
 * and spoken cues from the browser's speech synthesis, each at the cue volume. The music ducks while a cue
 * sounds (`onDuck`). A browser without audio, or one that refuses it, only logs: a cue never breaks a session.
 */
export type Tone = "start" | "count" | "end";

const tones: Record<Tone, { frequency: number; seconds: number }> = {
  start: { frequency: 880, seconds: 0.35 },
  count: { frequency: 660, seconds: 0.12 },
  end: { frequency: 440, seconds: 0.5 },
};

/** How long the music stays lowered after a tone, and its level meanwhile. */
const DUCK_MS = 700;

export class Cues {
  private context: AudioContext | null = null;
  private duckTimer: ReturnType<typeof setTimeout> | null = null;

  private readonly onDuck: (ducked: boolean) => void;

  constructor(onDuck: (ducked: boolean) => void) {
    this.onDuck = onDuck;
  }

  /** Called from a click (play): browsers let an AudioContext start only after a gesture. */
  unlock(): void {
    try {
      if (typeof AudioContext === "undefined") return;
      this.context ??= new AudioContext();
      if (this.context.state === "suspended") void this.context.resume().catch((error: unknown) => console.warn("cue audio resume failed", error));
    } catch (error) {
      console.warn("cue audio unavailable", error);
    }
  }

  /** volume: 0-100. */
  tone(kind: Tone, volume: number): void {
    if (!this.context || volume <= 0) return;
    try {
      const { frequency, seconds } = tones[kind];
      const at = this.context.currentTime;
      const oscillator = this.context.createOscillator();
      const gain = this.context.createGain();
      oscillator.frequency.value = frequency;
      // A short fade in and out: a click-free beep.
      gain.gain.setValueAtTime(0, at);
      gain.gain.linearRampToValueAtTime(volume / 100, at + 0.01);
      gain.gain.linearRampToValueAtTime(0, at + seconds);
      oscillator.connect(gain).connect(this.context.destination);
      oscillator.start(at);
      oscillator.stop(at + seconds);
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
      if (typeof speechSynthesis !== "undefined") speechSynthesis.cancel();
    } catch (error) {
      console.warn("cue silence failed", error);
    }
    this.duck(0);
  }

  close(): void {
    this.silence();
    void this.context?.close().catch(() => undefined);
    this.context = null;
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
