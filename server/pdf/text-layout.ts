import bidiFactory from "bidi-js";
import type { Glyph } from "fontkit";
import LineBreaker from "linebreak";
import { faceChoice, type FaceChoice } from "./font-choice.ts";
import { face, type Face, type Weight } from "./font-faces.ts";
import { printableText } from "./printable-text.ts";

const bidi = bidiFactory();
const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });
/** The bidi algorithm's own marks and embeddings: they decide the order and are not drawn. */
const bidiControls = /^[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]+$/u;
const whitespace = /^\s+$/u;
/**
 * What a cluster no face has is drawn as: a white square of the primary face (pdfkit gives the font's own
 * empty-box glyph, .notdef, the wrong width in a font not of 1000 units to the em, as DejaVu Sans is).
 */
const missingGlyph = "\u25A1";

/**
 * fontkit mirrors brackets in a right-to-left run only when the font has the 'rtlm' feature (Noto Sans
 * Arabic has, Noto Sans Hebrew has not): the layout mirrors them itself from Unicode's list, for every
 * font, and turns 'rtlm' off so that none is mirrored twice. fontkit takes { tag: on }.
 */
export const shapingFeatures: Record<string, boolean> = { rtlm: false };

export interface TextStyle {
  weight: Weight;
  size: number;
  characterSpacing?: number;
}

/** A piece of one line in one face and one direction, ready to draw. */
export interface TextRun {
  face: Face;
  /** What pdfkit is given: ordered so that fontkit's layout of it comes out in the run's visual order. */
  drawn: string;
  /** The run's characters in reading order: what a reader of the PDF's text must get back. */
  logical: string;
  width: number;
  /** fontkit's layout of `drawn` (what pdfkit draws), in drawing order. */
  glyphs: readonly Glyph[];
  /** The glyphs' own characters, read in reading order, are `logical`: no ActualText needed for this run. */
  faithful: boolean;
}

export interface TextLine {
  /** In visual order, left to right. */
  runs: TextRun[];
  width: number;
  /** The line's advance: the tallest face in it, never less than the primary face's. */
  height: number;
}

export interface TextBlock {
  lines: TextLine[];
  /** The paragraph reads right to left (its first strong letter is Hebrew, Arabic…): its lines align right. */
  rightToLeft: boolean;
  /** The primary face's ascent: every line's baseline is this far below the line's top. */
  ascent: number;
}

interface Cluster {
  text: string;
  start: number;
  level: number;
  face: Face;
  /** No face has the cluster: it is drawn as a white square, its text kept in an ActualText. */
  uncovered: boolean;
}

/** Clusters [from, to) that may not be broken, and where their trailing spaces start (they hang at a line's end). */
interface Unit {
  from: number;
  to: number;
  hangFrom: number;
}

interface Shaped {
  width: number;
  glyphs: Glyph[];
  rightToLeft: boolean;
}

/**
 * Lays a value out in lines of at most `width` points: grapheme clusters given a face each (font-choice.ts),
 * lines broken where Unicode's line breaking algorithm allows and, in a word longer than the line (a long
 * e-mail address), between any two clusters; each line put in visual order by the Unicode bidi algorithm.
 */
export function layoutText(value: string, style: TextStyle, width: number): TextBlock {
  const text = printableText(value);
  const primary = face("latin", style.weight);
  const shapes = new Map<string, Shaped>();
  const shape = (runFace: Face, drawn: string): Shaped => {
    const key = `${runFace.key}\u0000${drawn}`;
    let shaped = shapes.get(key);
    if (!shaped) {
      const run = runFace.font.layout(drawn, shapingFeatures);
      const advance = (run.advanceWidth * style.size) / runFace.font.unitsPerEm;
      shaped = {
        width: advance + (style.characterSpacing ?? 0) * run.glyphs.length,
        glyphs: run.glyphs,
        rightToLeft: run.direction === "rtl",
      };
      shapes.set(key, shaped);
    }
    return shaped;
  };
  const embedding = bidi.getEmbeddingLevels(text, "auto");
  const clusters = clustersOf(text, embedding.levels, faceChoice(text, style.weight), primary);

  const runsOf = (from: number, to: number): TextRun[] => groupRuns(clusters.slice(from, to)).map((group) => prepareRun(group, shape));
  const widthOf = (runs: readonly TextRun[]) => runs.reduce((sum, run) => sum + run.width, 0);
  const lineOf = (from: number, to: number): TextLine => {
    const groups = groupRuns(clusters.slice(from, to));
    const runs = visualOrder(groups).map((group) => prepareRun(group, shape));
    const height = Math.max(lineHeight(primary, style.size), ...runs.map((run) => lineHeight(run.face, style.size)));
    return { runs, width: widthOf(runs), height };
  };

  const units = breakUnits(text, clusters)
    .flatMap((unit) => (widthOf(runsOf(unit.from, unit.hangFrom)) > width ? clusterUnits(clusters, unit) : [unit]))
    .map((unit) => ({ ...unit, fit: widthOf(runsOf(unit.from, unit.hangFrom)), full: widthOf(runsOf(unit.from, unit.to)) }));
  const lines: TextLine[] = [];
  for (let first = 0; first < units.length;) {
    let end = first + 1;
    let used = units[first]!.full;
    while (end < units.length && used + units[end]!.fit <= width) used += units[end++]!.full;
    // The pieces were measured apart; laid out together (kerning, Arabic joining) a line may come out wider.
    let line = lineOf(units[first]!.from, units[end - 1]!.hangFrom);
    while (end - first > 1 && line.width > width) {
      end--;
      line = lineOf(units[first]!.from, units[end - 1]!.hangFrom);
    }
    lines.push(line);
    first = end;
  }
  if (lines.length === 0) lines.push({ runs: [], width: 0, height: lineHeight(primary, style.size) });
  return {
    lines,
    rightToLeft: (embedding.paragraphs[0]?.level ?? 0) % 2 === 1,
    ascent: (primary.font.ascent * style.size) / primary.font.unitsPerEm,
  };
}

/** A face's line height (ascent to descent, as pdfkit's for one line) at a size. */
export function lineHeight(lineFace: Face, size: number): number {
  return ((lineFace.font.ascent - lineFace.font.descent) * size) / lineFace.font.unitsPerEm;
}

function clustersOf(text: string, levels: Uint8Array, choose: FaceChoice, primary: Face): Cluster[] {
  const clusters: Cluster[] = [];
  let previous: Face | null = null;
  for (const { segment, index } of graphemes.segment(text)) {
    if (bidiControls.test(segment)) continue;
    const chosen = choose(segment, previous);
    clusters.push({ text: segment, start: index, level: levels[index] ?? 0, face: chosen ?? primary, uncovered: chosen === null });
    previous = chosen ?? previous;
  }
  return clusters;
}

/** The unbreakable pieces of the text: clusters between two of UAX #14's break opportunities. */
function breakUnits(text: string, clusters: readonly Cluster[]): Unit[] {
  const breaks: number[] = [];
  const breaker = new LineBreaker(text);
  for (let found = breaker.nextBreak(); found; found = breaker.nextBreak()) breaks.push(found.position);
  const units: Unit[] = [];
  let from = 0;
  let next = 0;
  for (let index = 1; index <= clusters.length; index++) {
    const start = clusters[index]?.start ?? text.length;
    while (next < breaks.length && breaks[next]! <= clusters[index - 1]!.start) next++;
    if (index === clusters.length || (next < breaks.length && breaks[next]! <= start)) {
      let hangFrom = index;
      while (hangFrom > from && whitespace.test(clusters[hangFrom - 1]!.text)) hangFrom--;
      units.push({ from, to: index, hangFrom });
      from = index;
    }
  }
  return units;
}

/** A word wider than the line: every cluster becomes a place to break. */
function clusterUnits(clusters: readonly Cluster[], unit: Unit): Unit[] {
  const units: Unit[] = [];
  for (let index = unit.from; index < unit.to; index++) {
    units.push({ from: index, to: index + 1, hangFrom: whitespace.test(clusters[index]!.text) ? index : index + 1 });
  }
  return units;
}

/**
 * Neighbouring clusters of one face and one bidi level, in reading order. A mirrored bracket is a run of its
 * own: its text (the unmirrored bracket) goes in an ActualText, which pdftotext reads right to left when the
 * span holds right-to-left letters, so the letters around it stay out of the span.
 */
function groupRuns(clusters: readonly Cluster[]): Cluster[][] {
  const groups: Cluster[][] = [];
  let previous: Cluster | undefined;
  for (const cluster of clusters) {
    const joins =
      previous &&
      previous.face === cluster.face &&
      previous.level === cluster.level &&
      previous.uncovered === cluster.uncovered &&
      !isMirrored(previous) &&
      !isMirrored(cluster);
    if (joins) groups.at(-1)!.push(cluster);
    else groups.push([cluster]);
    previous = cluster;
  }
  return groups;
}

function isMirrored(cluster: Cluster): boolean {
  return cluster.level % 2 === 1 && mirrored(cluster.text) !== cluster.text;
}

/** Unicode's rule L2: from the highest level down to the lowest odd one, reverse each stretch at that level or above. */
function visualOrder(groups: readonly Cluster[][]): Cluster[][] {
  const order = [...groups];
  const levels = order.map((group) => group[0]!.level);
  if (levels.length === 0) return order;
  const lowest = Math.min(...levels);
  for (let level = Math.max(...levels); level >= (lowest % 2 === 1 ? lowest : lowest + 1); level--) {
    for (let start = 0; start < order.length;) {
      if (order[start]![0]!.level < level) {
        start++;
        continue;
      }
      let end = start;
      while (end < order.length && order[end]![0]!.level >= level) end++;
      order.splice(start, end - start, ...order.slice(start, end).reverse());
      start = end;
    }
  }
  return order;
}

/**
 * A right-to-left run has its brackets mirrored and is handed over in reading order when fontkit reverses it
 * itself (it does for a run in a right-to-left script, after shaping it: Arabic joins as it should); a run it
 * would not reverse (a bracket alone, or letters under an explicit override) is reversed cluster by cluster here.
 */
function prepareRun(group: readonly Cluster[], shape: (runFace: Face, drawn: string) => Shaped): TextRun {
  const first = group[0]!;
  const rightToLeft = first.level % 2 === 1;
  const pieces = group.map((cluster) => (cluster.uncovered ? missingGlyph : rightToLeft ? mirrored(cluster.text) : cluster.text));
  let drawn = pieces.join("");
  let shaped = shape(first.face, drawn);
  if (shaped.rightToLeft !== rightToLeft) {
    drawn = pieces.reverse().join("");
    shaped = shape(first.face, drawn);
  }
  const logical = group.map((cluster) => cluster.text).join("");
  const readBack = (shaped.rightToLeft ? shaped.glyphs.toReversed() : shaped.glyphs).flatMap((glyph) => glyph.codePoints);
  const written = Array.from(logical, (character) => character.codePointAt(0)!);
  const faithful =
    !first.uncovered &&
    drawn === logical &&
    readBack.length === written.length &&
    readBack.every((codePoint, index) => codePoint === written[index]);
  return { face: first.face, drawn, logical, width: shaped.width, glyphs: shaped.glyphs, faithful };
}

function mirrored(cluster: string): string {
  return Array.from(cluster, (character) => bidi.getMirroredCharacter(character) ?? character).join("");
}
