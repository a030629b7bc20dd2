import type { Pose } from "./figure.ts";

/** A movement: the pose at phase t of one loop, t in [0, 1). */
export type Motion = (t: number) => Pose;

const numericKeys = [
  "trunk",
  "head",
  "hipN",
  "kneeN",
  "ankleN",
  "hipF",
  "kneeF",
  "ankleF",
  "shN",
  "elN",
  "shF",
  "elF",
  "crouch",
  "x",
  "y",
  "lift",
] as const;

/** The pose a fraction `k` of the way from `a` to `b` (ground, contacts and the placing joint are a's). */
export function blend(a: Pose, b: Pose, k: number): Pose {
  const out: Pose = { ...a };
  for (const key of numericKeys) {
    const from = a[key],
      to = b[key];
    if (from === undefined && to === undefined) continue;
    out[key] = (from ?? 0) + ((to ?? 0) - (from ?? 0)) * k;
  }
  for (const key of ["reachN", "reachF"] as const) {
    const from = a[key],
      to = b[key];
    if (from && to) out[key] = [from[0] + (to[0] - from[0]) * k, from[1] + (to[1] - from[1]) * k];
  }
  return out;
}

const ease = (k: number) => (1 - Math.cos(Math.PI * k)) / 2;

/** There and back: `a` at t = 0, `b` at t = 0.5, eased at both ends so the loop has no seam. */
export const swing =
  (a: Pose, b: Pose): Motion =>
  (t) =>
    blend(a, b, (1 - Math.cos(2 * Math.PI * t)) / 2);

/** Through the key poses in turn and back to the first, each leg of the journey eased. */
export const cycle =
  (...keys: Pose[]): Motion =>
  (t) => {
    const at = (((t % 1) + 1) % 1) * keys.length;
    const i = Math.floor(at);
    return blend(keys[i]!, keys[(i + 1) % keys.length]!, ease(at - i));
  };

/** A held position: the pose does not change. */
export const hold =
  (a: Pose): Motion =>
  () =>
    a;
