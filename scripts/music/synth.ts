/**
 * A small synthesiser for the exercise music: drums, bass, pads, keys and plucks written as sample loops
 * into Float32 buffers (mono), a delay, and a soft limiter. No samples or downloads: every sound is maths.
 */
export const SAMPLE_RATE = 44_100;

/** A deterministic noise source, so a re-render gives the same file. */
function noise(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) / 4294967296) * 2 - 1;
  };
}

export const midiToHz = (note: number) => 440 * 2 ** ((note - 69) / 12);

export class Mix {
  readonly dry: Float32Array;
  /** Sent through the echo as well as heard dry. */
  readonly wet: Float32Array;
  private readonly rand = noise(7);

  constructor(seconds: number) {
    this.dry = new Float32Array(Math.ceil(seconds * SAMPLE_RATE));
    this.wet = new Float32Array(this.dry.length);
  }

  /** Adds `length` seconds of `voice(t)` (t: seconds since the note began) from `start`. */
  private add(start: number, length: number, voice: (t: number) => number, send = 0): void {
    const from = Math.round(start * SAMPLE_RATE);
    const count = Math.min(Math.round(length * SAMPLE_RATE), this.dry.length - from);
    for (let i = Math.max(0, -from); i < count; i++) {
      const v = voice(i / SAMPLE_RATE);
      this.dry[from + i]! += v;
      if (send) this.wet[from + i]! += v * send;
    }
  }

  kick(start: number, gain = 1): void {
    let phase = 0;
    this.add(start, 0.45, (t) => {
      phase += (2 * Math.PI * (48 + 110 * Math.exp(-t * 28))) / SAMPLE_RATE;
      return gain * 0.9 * Math.sin(phase) * Math.exp(-t * 7.5);
    });
  }

  snare(start: number, gain = 1): void {
    const r = this.rand;
    let last = 0;
    this.add(
      start,
      0.3,
      (t) => {
        const n = r();
        const bright = n - last; // a first difference: the noise's high end
        last = n;
        return gain * (0.45 * bright * Math.exp(-t * 16) + 0.35 * Math.sin(2 * Math.PI * 185 * t) * Math.exp(-t * 30));
      },
      0.15,
    );
  }

  clap(start: number, gain = 1): void {
    const r = this.rand;
    let last = 0;
    this.add(
      start,
      0.25,
      (t) => {
        const n = r();
        const bright = n - last;
        last = n;
        const bursts = t < 0.03 ? Math.exp(-((t * 1000) % 10) / 3) : Math.exp(-(t - 0.03) * 18);
        return gain * 0.4 * bright * bursts;
      },
      0.2,
    );
  }

  hat(start: number, open = false, gain = 1): void {
    const r = this.rand;
    let last = 0;
    this.add(start, open ? 0.25 : 0.06, (t) => {
      const n = r();
      const bright = n - last;
      last = n;
      return gain * 0.1 * bright * Math.exp(-t * (open ? 14 : 70));
    });
  }

  shaker(start: number, gain = 1): void {
    const r = this.rand;
    this.add(start, 0.09, (t) => gain * 0.05 * r() * Math.sin((Math.PI * t) / 0.09));
  }

  /** A round bass: sine plus a little of its octave, plucked. */
  bass(start: number, note: number, length: number, gain = 1): void {
    const f = midiToHz(note);
    this.add(start, length + 0.05, (t) => {
      const env = Math.min(1, t * 200) * Math.exp(-t * 1.6) * (t > length ? Math.exp(-(t - length) * 60) : 1);
      return (
        gain * 0.42 * env * (Math.sin(2 * Math.PI * f * t) + 0.25 * Math.sin(4 * Math.PI * f * t) + 0.08 * Math.sin(6 * Math.PI * f * t))
      );
    });
  }

  /** Soft electric-piano keys: two-operator FM whose brightness fades as the note rings. */
  keys(start: number, note: number, length: number, gain = 1): void {
    const f = midiToHz(note);
    this.add(
      start,
      length + 0.6,
      (t) => {
        const env = Math.min(1, t * 300) * Math.exp(-t * 2.2) * (t > length ? Math.exp(-(t - length) * 8) : 1);
        const index = 1.6 * Math.exp(-t * 5);
        return gain * 0.16 * env * Math.sin(2 * Math.PI * f * t + index * Math.sin(2 * Math.PI * f * t));
      },
      0.35,
    );
  }

  /** A warm pad: three detuned triangles per note, slow to rise and fall. */
  pad(start: number, notes: readonly number[], length: number, gain = 1): void {
    const attack = Math.min(0.8, length / 3);
    for (const note of notes) {
      const f = midiToHz(note);
      this.add(
        start,
        length + 0.8,
        (t) => {
          const env = Math.min(1, t / attack) * (t > length ? Math.max(0, 1 - (t - length) / 0.8) : 1);
          let v = 0;
          for (const detune of [-0.004, 0, 0.005]) {
            const p = (f * (1 + detune) * t) % 1;
            v += 1 - 4 * Math.abs(p - 0.5);
          }
          return gain * 0.03 * env * v;
        },
        0.25,
      );
    }
  }

  /** A short bright pluck for arpeggios. */
  pluck(start: number, note: number, gain = 1): void {
    const f = midiToHz(note);
    this.add(
      start,
      0.5,
      (t) => {
        const env = Math.min(1, t * 500) * Math.exp(-t * 9);
        const p = (f * t) % 1;
        const tri = 1 - 4 * Math.abs(p - 0.5);
        return gain * 0.1 * env * (0.7 * tri + 0.3 * Math.sin(4 * Math.PI * f * t));
      },
      0.4,
    );
  }

  /**
   * A cue tone for the player (docs/decisions/0025): a sine with a little of its octave and twelfth, so a
   * phone's small speaker still sounds it, with a 10 ms rise and a fall over its last 40%: no click.
   */
  beep(start: number, frequency: number, length: number, gain = 1): void {
    this.add(start, length, (t) => {
      const env = Math.min(1, t / 0.01) * Math.min(1, (length - t) / (length * 0.4));
      return (
        gain *
        0.5 *
        env *
        (Math.sin(2 * Math.PI * frequency * t) + 0.3 * Math.sin(4 * Math.PI * frequency * t) + 0.12 * Math.sin(6 * Math.PI * frequency * t))
      );
    });
  }

  /**
   * The finished signal: the wet bus through a feedback echo (`echo` seconds), mixed, softly limited and
   * scaled to a -3 dBFS peak (leaving room for the encoders' overshoot).
   */
  master(echo: number): Float32Array {
    const delay = Math.round(echo * SAMPLE_RATE);
    const out = new Float32Array(this.dry.length);
    const line = new Float32Array(this.dry.length);
    for (let i = 0; i < out.length; i++) {
      const back = i >= delay ? line[i - delay]! : 0;
      line[i] = this.wet[i]! + back * 0.38;
      out[i] = this.dry[i]! + back * 0.5;
    }
    let peak = 0;
    for (let i = 0; i < out.length; i++) {
      out[i] = Math.tanh(out[i]! * 1.2);
      peak = Math.max(peak, Math.abs(out[i]!));
    }
    const scale = 0.7 / (peak || 1);
    for (let i = 0; i < out.length; i++) out[i]! *= scale;
    return out;
  }
}
