import type { Mix } from "./synth.ts";

/**
 * The five workout tracks, written as patterns: a four-chord loop, drum steps (16 per bar, "x" a hit),
 * bass steps, keys and an arpeggio. Every track plays intro → groove → arpeggio → groove → outro, and the
 * outro leads back into the intro, so a track repeats without a seam.
 */
export interface TrackScore {
  slug: string;
  bpm: number;
  bars: number;
  /** Four chords, one a bar: the bass root and the voicing. */
  chords: readonly { root: number; notes: readonly number[] }[];
  kick: string;
  snare: string;
  hat: string;
  openHat?: string;
  clap?: string;
  bass: string;
  /** Steps where the keys play the chord. */
  keys: string;
  /** Arpeggio: indices into the chord (an index past its size goes up an octave), one per step of `arpStep`. */
  arp: readonly number[];
  arpStep: 1 | 2;
  /** Delay of every other sixteenth, a fraction of a sixteenth (a lazy groove). */
  swing: number;
  echoBeats: number;
}

const chord = (root: number, ...notes: number[]) => ({ root, notes });

export const TRACKS: readonly TrackScore[] = [
  {
    slug: "morning-mobility",
    bpm: 70,
    bars: 28,
    chords: [chord(38, 62, 66, 69, 73), chord(35, 59, 62, 66, 69), chord(31, 55, 59, 62, 66), chord(33, 57, 61, 64, 66)],
    kick: "x.........x.....",
    snare: "....x.......x...",
    hat: "x.x.x.x.x.x.x.x.",
    bass: "x.........x.....",
    keys: "x.....x...x.....",
    arp: [0, 2, 1, 3, 2, 4, 3, 1],
    arpStep: 2,
    swing: 0.18,
    echoBeats: 0.75,
  },
  {
    slug: "steady-steps",
    bpm: 90,
    bars: 36,
    chords: [chord(41, 65, 69, 72, 76), chord(36, 64, 67, 72, 74), chord(38, 62, 65, 69, 72), chord(34, 62, 65, 69, 70)],
    kick: "x......x..x.....",
    snare: "....x.......x...",
    hat: "xxxxxxxxxxxxxxxx",
    bass: "x......x..x.....",
    keys: "x...x.....x.....",
    arp: [0, 1, 2, 3, 4, 3, 2, 1],
    arpStep: 2,
    swing: 0.1,
    echoBeats: 0.75,
  },
  {
    slug: "warm-current",
    bpm: 110,
    bars: 44,
    chords: [chord(33, 64, 67, 69, 72), chord(29, 65, 69, 72, 76), chord(36, 64, 67, 72, 74), chord(31, 62, 67, 71, 74)],
    kick: "x.....x.x.......",
    snare: "................",
    clap: "....x.......x...",
    hat: "x.xxx.xxx.xxx.xx",
    bass: "x.x...xx..x.x...",
    keys: "..x..x....x..x..",
    arp: [0, 2, 4, 2, 1, 3, 5, 3],
    arpStep: 1,
    swing: 0.05,
    echoBeats: 0.5,
  },
  {
    slug: "drive-phase",
    bpm: 128,
    bars: 48,
    chords: [chord(40, 64, 67, 71, 74), chord(36, 64, 67, 72, 76), chord(38, 62, 66, 69, 74), chord(35, 62, 66, 71, 74)],
    kick: "x...x...x...x...",
    snare: "................",
    clap: "....x.......x...",
    hat: "x.x.x.x.x.x.x.x.",
    openHat: "..x...x...x...x.",
    bass: "..x...x...x...x.",
    keys: "...x..x....x..x.",
    arp: [0, 1, 2, 4, 2, 1, 3, 5],
    arpStep: 1,
    swing: 0,
    echoBeats: 0.75,
  },
  {
    slug: "sprint-intervals",
    bpm: 150,
    bars: 60,
    chords: [chord(43, 67, 71, 74, 78), chord(36, 64, 67, 72, 76), chord(40, 64, 67, 71, 74), chord(38, 62, 66, 69, 74)],
    kick: "x.........x.....",
    snare: "....x.......x...",
    hat: "x.xxx.x.x.xxx.x.",
    openHat: "..............x.",
    bass: "x.......x.x.....",
    keys: "x.......x.......",
    arp: [0, 1, 2, 3, 4, 3, 2, 1, 0, 2, 4, 5, 4, 2, 1, 2],
    arpStep: 1,
    swing: 0,
    echoBeats: 0.375,
  },
];

export const trackSeconds = (score: TrackScore) => (score.bars * 4 * 60) / score.bpm;

/** Writes one pass of the track into `mix`, starting at `offset` seconds. */
export function perform(score: TrackScore, mix: Mix, offset: number): void {
  const step = 60 / score.bpm / 4;
  const hits = (pattern: string | undefined, s: number) => pattern?.[s] === "x";
  const stepTime = (bar: number, s: number) => offset + (bar * 16 + s) * step + (s % 2 === 1 ? score.swing * step : 0);
  const intro = 4,
    outro = 4;
  const arpFrom = intro + Math.floor((score.bars - intro - outro) / 3);
  const arpTo = intro + Math.floor((2 * (score.bars - intro - outro)) / 3);

  for (let bar = 0; bar < score.bars; bar++) {
    const { root, notes } = score.chords[bar % score.chords.length]!;
    const inIntro = bar < intro,
      inOutro = bar >= score.bars - outro;
    const full = !inIntro && !inOutro;
    // The last bar of each eight drops the kick for a breath before the next phrase.
    const fill = full && bar % 8 === 7;
    mix.pad(offset + bar * 16 * step, notes, 16 * step, inIntro || inOutro ? 1.2 : 1);
    for (let s = 0; s < 16; s++) {
      const t = stepTime(bar, s);
      const accent = s % 4 === 0 ? 1 : 0.6;
      if (full && !fill && hits(score.kick, s)) mix.kick(t);
      if ((full || (inOutro && bar < score.bars - 2)) && hits(score.snare, s)) mix.snare(t, 0.8);
      if (full && hits(score.clap, s)) mix.clap(t);
      if (!inIntro && hits(score.hat, s)) mix.hat(t, false, accent);
      if (full && hits(score.openHat, s)) mix.hat(t, true, 0.7);
      if (inIntro && s % 4 === 2) mix.shaker(t, 0.6);
      if (!inIntro && hits(score.bass, s)) mix.bass(t, root + (s >= 8 && score.bpm >= 110 && s % 4 === 2 ? 12 : 0), step * 3);
      if (hits(score.keys, s)) for (const n of notes.slice(0, 3)) mix.keys(t + 0.004 * (n % 3), n, step * 3, full ? 0.8 : 1);
      if (bar >= arpFrom && bar < arpTo && s % score.arpStep === 0) {
        const i = score.arp[(s / score.arpStep) % score.arp.length]!;
        mix.pluck(t, notes[i % notes.length]! + 12 * (Math.floor(i / notes.length) + (notes[0]! < 64 ? 1 : 0)), 0.9);
      }
    }
  }
}
