/**
 * One parametric figure for every exercise picture: a capsule person drawn from a pose (segment angles) by
 * forward kinematics, so 40 drawings and their animations share one style. Angles are in degrees on the
 * screen: 0 points down, +90 points right (the way a side-view figure faces), 180 points up.
 */
export type View = "side" | "front";
export type Point = readonly [number, number];

export interface Pose {
  /** Trunk lean from upright, + towards +x (side view: forward; front view: a side bend). -90 lies on the back. */
  trunk: number;
  /** Head tilt relative to the trunk. */
  head?: number;
  /** Thigh angle (absolute), knee flexion (shin = thigh - knee), ankle plantar flexion: near (working) and far leg. */
  hipN: number;
  kneeN: number;
  ankleN?: number;
  hipF: number;
  kneeF: number;
  ankleF?: number;
  /** Upper-arm angle (absolute) and elbow flexion (forearm = upper arm + elbow). */
  shN: number;
  elN: number;
  shF: number;
  elF: number;
  /** Front view only: how far the thighs point at the viewer (0 standing, 1 deep squat); shortens them. */
  crouch?: number;
  /** Where the pelvis (or the joint `xOf`, such as a planted foot) is across the picture. */
  x: number;
  xOf?: Joint;
  /**
   * Where it is up and down: given, or (the usual) found by resting the figure on the ground: the lowest of
   * its `contacts` (default: every part) touches `ground` (default: the floor), `lift` above it for a jump.
   */
  y?: number;
  lift?: number;
  ground?: number;
  contacts?: readonly Joint[];
  /** Two-bone reach (needs `y`): put this ankle on a target and solve the knee (bike pedals, leg press plate). */
  reachN?: Point;
  reachF?: Point;
}

export type Joint =
  | "pelvis"
  | "neck"
  | "head"
  | "shoulder"
  | "kneeN"
  | "ankleN"
  | "heelN"
  | "toeN"
  | "kneeF"
  | "ankleF"
  | "heelF"
  | "toeF"
  | "elbowN"
  | "handN"
  | "elbowF"
  | "handF";

export type Skeleton = Record<Joint, Point> & { hipN: Point; hipF: Point; shoulderN: Point; shoulderF: Point };

export const FLOOR_Y = 410;
const L = { trunk: 100, neck: 10, head: 21, upper: 56, fore: 52, thigh: 84, shin: 80, sole: 9, heel: 7, toe: 24 };

const rad = (deg: number) => (deg * Math.PI) / 180;
const dir = (deg: number): Point => [Math.sin(rad(deg)), Math.cos(rad(deg))];
const add = (p: Point, d: Point, k: number): Point => [p[0] + d[0] * k, p[1] + d[1] * k];
const dist = (a: Point, b: Point) => Math.hypot(b[0] - a[0], b[1] - a[1]);

/** Knee of a leg whose ankle must reach `target`: of the two solutions, the higher (a knee bends up, not down). */
function solveKnee(hip: Point, target: Point, thigh: number, shin: number): Point {
  const d = Math.min(dist(hip, target), thigh + shin - 0.01);
  const a = (thigh * thigh - shin * shin + d * d) / (2 * d);
  const h = Math.sqrt(Math.max(thigh * thigh - a * a, 0));
  const ux = (target[0] - hip[0]) / dist(hip, target),
    uy = (target[1] - hip[1]) / dist(hip, target);
  const base: Point = [hip[0] + ux * a, hip[1] + uy * a];
  const cand1: Point = [base[0] - uy * h, base[1] + ux * h];
  const cand2: Point = [base[0] + uy * h, base[1] - ux * h];
  return cand1[1] < cand2[1] ? cand1 : cand2;
}

const angleOf = (from: Point, to: Point) => (Math.atan2(to[0] - from[0], to[1] - from[1]) * 180) / Math.PI;

/** Joint positions of a pose, before anchoring (pelvis at the origin). */
function kinematics(pose: Pose, view: View, pelvis: Point): Skeleton {
  const trunkAngle = 180 - pose.trunk;
  const trunkDir = dir(trunkAngle);
  const side = dir(trunkAngle - 90); // side view: the way the figure faces; front view: the figure's near side
  const shoulder = add(pelvis, trunkDir, L.trunk);
  const neck = add(shoulder, trunkDir, L.neck);
  const head = add(neck, dir(trunkAngle + (pose.head ?? 0)), L.head);
  const halfHips = view === "front" ? 17 : 0;
  const halfShoulders = view === "front" ? 30 : 0;
  const crouch = view === "front" ? 1 - 0.5 * (pose.crouch ?? 0) : 1;

  const leg = (hip: Point, outward: 1 | -1, thighAngle: number, knee: number, ankle: number, reach: Point | undefined) => {
    const kneeP = reach ? solveKnee(hip, reach, L.thigh, L.shin) : add(hip, dir(thighAngle), L.thigh * crouch);
    const shinAngle = reach ? angleOf(kneeP, reach) : thighAngle - knee;
    const ankleP = reach ?? add(kneeP, dir(shinAngle), L.shin * (view === "front" ? 1 - 0.08 * (pose.crouch ?? 0) : 1));
    const footAngle = view === "front" ? shinAngle + 90 * outward : shinAngle + 90 - ankle;
    const sole = add(ankleP, dir(shinAngle), L.sole);
    const footLen = view === "front" ? 0.55 : 1;
    return {
      knee: kneeP,
      ankle: ankleP,
      heel: add(sole, dir(footAngle), -L.heel * footLen),
      toe: add(sole, dir(footAngle), L.toe * footLen),
    };
  };
  const hipN = add(pelvis, side, halfHips);
  const hipF = add(pelvis, side, -halfHips);
  const n = leg(hipN, 1, pose.hipN, pose.kneeN, pose.ankleN ?? 0, pose.reachN);
  const f = leg(hipF, -1, pose.hipF, pose.kneeF, pose.ankleF ?? 0, pose.reachF);
  const shoulderN = add(shoulder, side, halfShoulders);
  const shoulderF = add(shoulder, side, -halfShoulders);
  const elbowN = add(shoulderN, dir(pose.shN), L.upper);
  const elbowF = add(shoulderF, dir(pose.shF), L.upper);
  return {
    pelvis,
    neck,
    head,
    shoulder,
    hipN,
    hipF,
    shoulderN,
    shoulderF,
    kneeN: n.knee,
    ankleN: n.ankle,
    heelN: n.heel,
    toeN: n.toe,
    kneeF: f.knee,
    ankleF: f.ankle,
    heelF: f.heel,
    toeF: f.toe,
    elbowN,
    handN: add(elbowN, dir(pose.shN + pose.elN), L.fore),
    elbowF,
    handF: add(elbowF, dir(pose.shF + pose.elF), L.fore),
  };
}

/** How far below each joint the figure's outline reaches (half its stroke), for resting it on the ground. */
const THICKNESS: Partial<Record<Joint, number>> = {
  pelvis: 17,
  shoulder: 17,
  head: 21,
  kneeN: 11,
  kneeF: 11,
  heelN: 5,
  toeN: 5,
  heelF: 5,
  toeF: 5,
  handN: 6,
  handF: 6,
  elbowN: 7,
  elbowF: 7,
};

/** The pose's joints, placed: at its `y`, or resting on the ground. */
export function skeleton(pose: Pose, view: View): Skeleton {
  if (pose.y !== undefined) return kinematics(pose, view, [pose.x, pose.y]);
  if (pose.reachN || pose.reachF) throw new Error("a pose with reach targets gives its pelvis y");
  const origin = kinematics(pose, view, [0, 0]);
  const free = kinematics(pose, view, [pose.x - (pose.xOf ? origin[pose.xOf][0] : 0), 0]);
  const contacts = pose.contacts ?? (Object.keys(THICKNESS) as Joint[]);
  const lowest = Math.max(...contacts.map((j) => free[j][1] + (THICKNESS[j] ?? 0)));
  return kinematics(pose, view, [free.pelvis[0], (pose.ground ?? FLOOR_Y) - (pose.lift ?? 0) - lowest]);
}

export const COLOURS = {
  body: "#1d2f5e",
  working: "#1a8c9c",
  far: "#8193b4",
  skin: "#f2d4bf",
  hair: "#1d2f5e",
  prop: "#a9bccd",
  propDark: "#6f879e",
  band: "#e0684b",
  floor: "#c9d9e6",
};

const seg = (a: Point, b: Point, width: number, colour: string, opacity = 1) =>
  `<line x1="${a[0].toFixed(1)}" y1="${a[1].toFixed(1)}" x2="${b[0].toFixed(1)}" y2="${b[1].toFixed(1)}" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"${opacity < 1 ? ` stroke-opacity="${opacity}"` : ""}/>`;

/** SVG of the figure in one pose. `ghost` draws it pale, for the start position behind the finished one. */
export function drawFigure(s: Skeleton, view: View, ghost = false): string {
  const o = ghost ? 0.22 : 1;
  const c = (colour: string) => (ghost ? COLOURS.far : colour);
  const legN = [
    seg(s.hipN, s.kneeN, 22, c(COLOURS.working), o),
    seg(s.kneeN, s.ankleN, 17, c(COLOURS.working), o),
    seg(s.heelN, s.toeN, 10, c(COLOURS.working), o),
  ];
  const farColour = view === "side" ? COLOURS.far : COLOURS.body;
  const legF = [
    seg(s.hipF, s.kneeF, 22, c(farColour), o),
    seg(s.kneeF, s.ankleF, 17, c(farColour), o),
    seg(s.heelF, s.toeF, 10, c(farColour), o),
  ];
  const armN = [seg(s.shoulderN, s.elbowN, 14, c(COLOURS.body), o), seg(s.elbowN, s.handN, 12, c(COLOURS.body), o)];
  const armF = [
    seg(s.shoulderF, s.elbowF, 14, c(view === "side" ? COLOURS.far : COLOURS.body), o),
    seg(s.elbowF, s.handF, 12, c(view === "side" ? COLOURS.far : COLOURS.body), o),
  ];
  const trunk =
    view === "side"
      ? seg(s.pelvis, s.shoulder, 34, c(COLOURS.body), o)
      : `<path d="M${pt(s.hipF)} L${pt(s.hipN)} L${pt(s.shoulderN)} L${pt(s.shoulderF)} Z" fill="${c(COLOURS.body)}" stroke="${c(COLOURS.body)}" stroke-width="16" stroke-linejoin="round" fill-opacity="${o}" stroke-opacity="${o}"/>`;
  const neck = seg(s.shoulder, s.neck, 12, c(COLOURS.body), o);
  const head = drawHead(s, view, ghost);
  const parts =
    view === "side" ? [...armF, ...legF, trunk, neck, head, ...legN, ...armN] : [...legF, ...legN, trunk, neck, ...armF, ...armN, head];
  return parts.join("");
}

const pt = (p: Point) => `${p[0].toFixed(1)} ${p[1].toFixed(1)}`;

/** A round head with hair on the back of it, so which way the figure faces reads at a glance. */
function drawHead(s: Skeleton, view: View, ghost: boolean): string {
  const [x, y] = s.head;
  const r = 21;
  if (ghost) return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r}" fill="${COLOURS.far}" fill-opacity="0.22"/>`;
  const up = Math.atan2(s.head[1] - s.neck[1], s.head[0] - s.neck[0]);
  if (view === "front") {
    // Hair on the crown, facing the viewer.
    const a1 = up - 1.35,
      a2 = up + 1.35;
    return (
      `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r}" fill="${COLOURS.skin}"/>` +
      `<path d="M${(x + r * Math.cos(a1)).toFixed(1)} ${(y + r * Math.sin(a1)).toFixed(1)} A${r} ${r} 0 0 1 ${(x + r * Math.cos(a2)).toFixed(1)} ${(y + r * Math.sin(a2)).toFixed(1)} Z" fill="${COLOURS.hair}"/>`
    );
  }
  // Side view: hair covers the back of the head, from the nape over the crown.
  const back = up - Math.PI / 2;
  const a1 = back - 1.2,
    a2 = back + 2.2;
  return (
    `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r}" fill="${COLOURS.skin}"/>` +
    `<path d="M${(x + r * Math.cos(a1)).toFixed(1)} ${(y + r * Math.sin(a1)).toFixed(1)} A${r} ${r} 0 1 1 ${(x + r * Math.cos(a2)).toFixed(1)} ${(y + r * Math.sin(a2)).toFixed(1)} Z" fill="${COLOURS.hair}"/>`
  );
}
