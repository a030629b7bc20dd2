import { FLOOR_Y, type Pose, type View } from "./figure.ts";
import { cycle, hold, swing, type Motion } from "./motion.ts";
import { MAT_TOP, type Prop } from "./scene.ts";

/**
 * The drawing of every exercise in the catalogue: the figure's movement, the view, the equipment, and which
 * moments of the movement the still picture shows (the solid figure, and pale ones for where it starts).
 */
export interface ExerciseArt {
  view: View;
  props: readonly Prop[];
  motion: Motion;
  /** Phases of `motion` for the still picture: the figure drawn solid, and pale earlier positions. */
  still: number;
  ghosts: readonly number[];
  /** Length of one loop of the video, seconds (2–4). */
  seconds: number;
}

const STAND: Pose = { trunk: 0, hipN: 0, kneeN: 0, hipF: 0, kneeF: 0, shN: 6, elN: 12, shF: -6, elF: 12, x: 320 };
/** On the back on a mat, head to the left, arms by the sides. */
const SUPINE: Pose = { trunk: -90, hipN: 90, kneeN: 0, hipF: 90, kneeF: 0, shN: 84, elN: 0, shF: 86, elF: 0, x: 330, ground: MAT_TOP };
/** Knees bent, feet flat (bridges, the resting leg in a straight-leg raise). */
const HOOK = { hipN: 135, kneeN: 100, hipF: 135, kneeF: 100 };
/** Front view, facing the viewer. */
const FRONT: Pose = { trunk: 0, hipN: 3, kneeN: 0, hipF: -3, kneeF: 0, shN: 10, elN: 6, shF: -10, elF: -6, x: 320 };
const MAT: Prop = { kind: "mat", x: 110, w: 440 };

const art = (
  view: View,
  props: readonly Prop[],
  motion: Motion,
  seconds = 3,
  still = 0.5,
  ghosts: readonly number[] = [0],
): ExerciseArt => ({ view, props, motion, still, ghosts, seconds });
const held = (view: View, props: readonly Prop[], pose: Pose): ExerciseArt => art(view, props, hold(pose), 3, 0, []);

/** Pedalling: the feet follow the pedals round, the pelvis stays on the saddle. */
function pedalling(t: number): Pose {
  const crank = [372, 338] as const,
    r = 30;
  const a = 2 * Math.PI * t;
  return {
    trunk: 28,
    hipN: 0,
    kneeN: 0,
    hipF: 0,
    kneeF: 0,
    shN: 40,
    elN: 45,
    shF: 40,
    elF: 45,
    x: 300,
    y: 232,
    reachN: [crank[0] + r * Math.cos(a), crank[1] + r * Math.sin(a) - 6],
    reachF: [crank[0] - r * Math.cos(a), crank[1] - r * Math.sin(a) - 6],
  };
}

/** The leg press: the sled's plate moves along its rail, the feet with it. */
function pressing(t: number): Pose {
  const k = (1 - Math.cos(2 * Math.PI * t)) / 2;
  const d = 20 + 70 * k;
  const foot: [number, number] = [300 + d * Math.cos(Math.PI / 6), 262 - d * Math.sin(Math.PI / 6)];
  return {
    trunk: -48,
    hipN: 0,
    kneeN: 0,
    hipF: 0,
    kneeF: 0,
    shN: 60,
    elN: 40,
    shF: 60,
    elF: 40,
    x: 210,
    y: 318,
    reachN: foot,
    reachF: [foot[0] - 4, foot[1] + 2],
  };
}
const legPressPlate = (t: number): Prop => {
  const pose = pressing(t);
  const [x, y] = pose.reachN!;
  return { kind: "legPress", seat: [210, 326], plate: [x + 14, y + 4], angle: 30 };
};

export const EXERCISE_ART: Record<string, ExerciseArt> = {
  // Stage 1: early recovery and range of motion.
  "heel-slide": art("side", [MAT], swing({ ...SUPINE }, { ...SUPINE, hipN: 135, kneeN: 100 })),
  "prone-hang": held("side", [{ kind: "table", x: 385, w: 240, h: 150 }], {
    trunk: 90,
    head: 10,
    hipN: -90,
    kneeN: 0,
    hipF: -90,
    kneeF: 0,
    shN: -88,
    elN: 0,
    shF: -88,
    elF: 0,
    x: 470,
    ground: FLOOR_Y - 154,
    contacts: ["pelvis", "shoulder"],
  }),
  "heel-prop": held("side", [MAT, { kind: "roll", under: "heelN", r: 13 }], {
    ...SUPINE,
    hipN: 97,
    kneeN: 0,
    hipF: 135,
    kneeF: 100,
    contacts: ["pelvis", "shoulder", "head"],
  }),
  "patellar-mobilisation": art(
    "side",
    [MAT],
    swing(
      { trunk: 30, head: 25, hipN: 90, kneeN: 0, hipF: 90, kneeF: 0, shN: 45, elN: 20, shF: 50, elF: 15, x: 260, ground: MAT_TOP },
      { trunk: 30, head: 25, hipN: 90, kneeN: 0, hipF: 90, kneeF: 0, shN: 52, elN: 20, shF: 57, elF: 15, x: 260, ground: MAT_TOP },
    ),
    2,
  ),
  "ankle-pumps": art("side", [MAT], swing({ ...SUPINE, ankleN: -25, ankleF: -25 }, { ...SUPINE, ankleN: 40, ankleF: 40 }), 2),
  "wall-slide": art(
    "side",
    [
      { kind: "wall", x: 500 },
      { kind: "mat", x: 180, w: 320 },
    ],
    swing(
      { ...SUPINE, x: 420, y: MAT_TOP - 17, hipN: 0, hipF: 0, ankleN: 90, ankleF: 90, reachN: [486, 242], reachF: [486, 240] },
      { ...SUPINE, x: 420, y: MAT_TOP - 17, hipN: 0, hipF: 0, ankleN: 90, ankleF: 90, reachN: [486, 318], reachF: [486, 240] },
    ),
  ),
  "stationary-bike": art("side", [{ kind: "bike", seat: [300, 240], crank: [372, 338], r: 30 }], pedalling, 2, 0.12, []),

  // Stage 2: quadriceps activation.
  "quad-set": art(
    "side",
    [MAT, { kind: "roll", under: "kneeN", r: 9 }, { kind: "pulse" }],
    swing(
      { ...SUPINE, hipN: 100, kneeN: 18, contacts: ["pelvis", "shoulder", "head"] },
      { ...SUPINE, hipN: 97, kneeN: 0, ankleN: -20, contacts: ["pelvis", "shoulder", "head"] },
    ),
  ),
  "straight-leg-raise": art(
    "side",
    [MAT],
    swing(
      { ...SUPINE, hipN: 92, hipF: 135, kneeF: 100, ankleN: -15, contacts: ["pelvis", "shoulder", "head"] },
      { ...SUPINE, hipN: 132, hipF: 135, kneeF: 100, ankleN: -15, contacts: ["pelvis", "shoulder", "head"] },
    ),
  ),
  "short-arc-quad": art(
    "side",
    [MAT, { kind: "roll", under: "kneeN", r: 20 }],
    swing(
      { ...SUPINE, hipN: 112, kneeN: 45, contacts: ["pelvis", "shoulder", "head"] },
      { ...SUPINE, hipN: 112, kneeN: 0, ankleN: -15, contacts: ["pelvis", "shoulder", "head"] },
    ),
  ),
  "terminal-knee-extension": art(
    "side",
    [{ kind: "band", from: "kneeN", to: [610, 316] }],
    swing(
      { ...STAND, hipN: 12, kneeN: 28, hipF: -8, kneeF: 4, x: 300, xOf: "ankleN" },
      { ...STAND, hipN: 0, kneeN: 0, hipF: -8, kneeF: 4, x: 300, xOf: "ankleN" },
    ),
  ),
  "side-lying-hip-abduction": art(
    "front",
    [MAT],
    swing(
      { trunk: -90, hipN: 88, kneeN: 0, hipF: 90, kneeF: 0, shN: 40, elN: 20, shF: 250, elF: 40, x: 300, ground: MAT_TOP, lift: 8 },
      { trunk: -90, hipN: 122, kneeN: 0, hipF: 90, kneeF: 0, shN: 40, elN: 20, shF: 250, elF: 40, x: 300, ground: MAT_TOP, lift: 8 },
    ),
  ),
  "standing-hamstring-curl": art(
    "side",
    [{ kind: "chair", x: 455, h: 100 }],
    swing({ ...STAND, shN: 40, elN: 15, shF: 40, elF: 15, x: 320 }, { ...STAND, shN: 40, elN: 15, shF: 40, elF: 15, kneeN: 95, x: 320 }),
  ),
  "glute-bridge": art(
    "side",
    [MAT],
    swing(
      { ...SUPINE, ...HOOK, contacts: ["shoulder", "head", "heelN", "toeN"] },
      {
        ...SUPINE,
        trunk: -112,
        hipN: 112,
        kneeN: 108,
        hipF: 112,
        kneeF: 108,
        shN: 80,
        shF: 82,
        contacts: ["shoulder", "head", "heelN", "toeN"],
      },
    ),
  ),
  "seated-knee-extension": art(
    "side",
    [{ kind: "chair", x: 320, h: 96 }],
    swing(
      { trunk: -4, hipN: 90, kneeN: 90, hipF: 90, kneeF: 90, shN: 10, elN: 30, shF: 10, elF: 30, x: 300, contacts: ["heelF", "toeF"] },
      {
        trunk: -4,
        hipN: 92,
        kneeN: 45,
        ankleN: -10,
        hipF: 90,
        kneeF: 90,
        shN: 10,
        elN: 30,
        shF: 10,
        elF: 30,
        x: 300,
        contacts: ["heelF", "toeF"],
      },
    ),
  ),
  "calf-raise": art(
    "side",
    [{ kind: "wall", x: 520 }],
    swing(
      { ...STAND, shN: 75, elN: 10, shF: 75, elF: 10, x: 380, xOf: "toeN", contacts: ["toeN", "toeF"] },
      { ...STAND, shN: 75, elN: 10, shF: 75, elF: 10, ankleN: 40, ankleF: 40, x: 380, xOf: "toeN", contacts: ["toeN", "toeF"] },
    ),
    2,
  ),

  // Stage 3: strength.
  "mini-squat": art(
    "side",
    [],
    swing(
      { ...STAND, x: 300, xOf: "ankleN" },
      { ...STAND, trunk: 28, hipN: 40, kneeN: 62, hipF: 40, kneeF: 62, shN: 70, elN: 0, shF: 70, elF: 0, x: 300, xOf: "ankleN" },
    ),
  ),
  "wall-sit": held("side", [{ kind: "wall", x: 170 }], {
    trunk: 0,
    hipN: 78,
    kneeN: 78,
    hipF: 78,
    kneeF: 78,
    shN: 10,
    elN: 60,
    shF: 10,
    elF: 60,
    x: 213,
    contacts: ["heelN", "toeN"],
  }),
  "step-up": art(
    "side",
    [{ kind: "box", x: 330, w: 150, h: 40 }],
    swing(
      {
        ...STAND,
        trunk: 16,
        hipN: 62,
        kneeN: 78,
        hipF: -18,
        kneeF: 4,
        ankleF: 10,
        shN: -20,
        elN: 20,
        shF: 35,
        elF: 20,
        x: 390,
        xOf: "ankleN",
        ground: FLOOR_Y - 40,
        contacts: ["heelN", "toeN"],
      },
      {
        ...STAND,
        hipF: 45,
        kneeF: 85,
        shN: 25,
        elN: 20,
        shF: -20,
        elF: 20,
        x: 390,
        xOf: "ankleN",
        ground: FLOOR_Y - 40,
        contacts: ["heelN", "toeN"],
      },
    ),
  ),
  "step-down": art(
    "side",
    [{ kind: "box", x: 180, w: 150, h: 60 }],
    swing(
      { ...STAND, hipF: 14, kneeF: 8, shN: 20, shF: 20, x: 280, xOf: "ankleN", ground: FLOOR_Y - 60, contacts: ["heelN", "toeN"] },
      {
        ...STAND,
        trunk: 22,
        hipN: 42,
        kneeN: 70,
        hipF: 40,
        kneeF: 8,
        ankleF: -10,
        shN: 60,
        elN: 0,
        shF: 60,
        elF: 0,
        x: 280,
        xOf: "ankleN",
        ground: FLOOR_Y - 60,
        contacts: ["heelN", "toeN"],
      },
    ),
  ),
  "leg-press": { ...art("side", [], pressing), props: [legPressPlate(0.5)] },
  "split-squat": art(
    "side",
    [],
    swing(
      {
        ...STAND,
        hipN: 24,
        kneeN: 18,
        hipF: -24,
        kneeF: 6,
        ankleF: 45,
        shN: 0,
        shF: 0,
        x: 380,
        xOf: "ankleN",
        contacts: ["heelN", "toeN", "toeF"],
      },
      {
        ...STAND,
        hipN: 78,
        kneeN: 84,
        hipF: -6,
        kneeF: 84,
        ankleF: 40,
        shN: 0,
        shF: 0,
        x: 380,
        xOf: "ankleN",
        contacts: ["heelN", "toeN", "toeF"],
      },
    ),
  ),
  "goblet-squat": art(
    "side",
    [{ kind: "kettlebell", at: "handN" }],
    swing(
      { ...STAND, shN: 18, elN: 140, shF: 18, elF: 140, x: 300, xOf: "ankleN" },
      { ...STAND, trunk: 30, hipN: 78, kneeN: 105, hipF: 78, kneeF: 105, shN: 30, elN: 125, shF: 30, elF: 125, x: 300, xOf: "ankleN" },
    ),
  ),
  "romanian-deadlift": art(
    "side",
    [{ kind: "dumbbell", at: "handN" }],
    swing(
      { ...STAND, kneeN: 8, kneeF: 8, hipN: 4, hipF: 4, shN: 2, elN: 0, shF: 2, elF: 0, x: 300, xOf: "ankleN" },
      { ...STAND, trunk: 68, hipN: -6, kneeN: 12, hipF: -6, kneeF: 12, shN: 0, elN: 0, shF: 0, elF: 0, x: 300, xOf: "ankleN" },
    ),
  ),
  "single-leg-bridge": art(
    "side",
    [MAT],
    swing(
      { ...SUPINE, hipN: 135, kneeN: 100, hipF: 150, kneeF: 10, contacts: ["shoulder", "head", "heelN", "toeN"] },
      {
        ...SUPINE,
        trunk: -112,
        hipN: 112,
        kneeN: 108,
        hipF: 112,
        kneeF: 0,
        shN: 80,
        shF: 82,
        contacts: ["shoulder", "head", "heelN", "toeN"],
      },
    ),
  ),
  "nordic-hamstring-curl": art(
    "side",
    [
      { kind: "pad", x: 250, w: 110 },
      { kind: "band", from: "ankleN", to: [208, FLOOR_Y] },
    ],
    swing(
      {
        trunk: 0,
        hipN: 0,
        kneeN: 90,
        hipF: 0,
        kneeF: 90,
        ankleN: 40,
        ankleF: 40,
        shN: 50,
        elN: 40,
        shF: 50,
        elF: 40,
        x: 300,
        xOf: "kneeN",
        ground: FLOOR_Y - 16,
        contacts: ["kneeN", "kneeF"],
      },
      {
        trunk: 50,
        hipN: -50,
        kneeN: 40,
        hipF: -50,
        kneeF: 40,
        ankleN: 40,
        ankleF: 40,
        shN: 110,
        elN: 30,
        shF: 110,
        elF: 30,
        x: 300,
        xOf: "kneeN",
        ground: FLOOR_Y - 16,
        contacts: ["kneeN", "kneeF"],
      },
    ),
    4,
  ),
  "single-leg-calf-raise": art(
    "side",
    [{ kind: "box", x: 250, w: 150, h: 40 }],
    swing(
      {
        ...STAND,
        hipF: 20,
        kneeF: 70,
        shN: 40,
        elN: 20,
        shF: 60,
        elF: 10,
        ankleN: -15,
        x: 330,
        xOf: "toeN",
        ground: FLOOR_Y - 40,
        contacts: ["toeN"],
      },
      {
        ...STAND,
        hipF: 20,
        kneeF: 70,
        shN: 40,
        elN: 20,
        shF: 60,
        elF: 10,
        ankleN: 40,
        x: 330,
        xOf: "toeN",
        ground: FLOOR_Y - 40,
        contacts: ["toeN"],
      },
    ),
  ),

  // Stage 4: balance and control.
  "single-leg-balance": art(
    "side",
    [],
    swing(
      { ...STAND, trunk: -2, hipN: 2, kneeN: 6, hipF: 35, kneeF: 80, shN: 28, elN: 20, shF: -18, elF: 20, x: 320, xOf: "ankleN" },
      { ...STAND, trunk: 3, hipN: 4, kneeN: 8, hipF: 40, kneeF: 85, shN: 12, elN: 25, shF: -4, elF: 25, x: 320, xOf: "ankleN" },
    ),
    3,
    0.25,
    [],
  ),
  "single-leg-balance-foam": held("side", [{ kind: "pad", x: 270, w: 110 }], {
    ...STAND,
    hipN: 4,
    kneeN: 10,
    hipF: 40,
    kneeF: 85,
    shN: 30,
    elN: 20,
    shF: -20,
    elF: 20,
    x: 320,
    xOf: "ankleN",
    ground: FLOOR_Y - 16,
    contacts: ["heelN", "toeN"],
  }),
  "single-leg-romanian-deadlift": art(
    "side",
    [],
    swing(
      { ...STAND, hipN: 2, kneeN: 10, hipF: 0, kneeF: 12, x: 330, xOf: "ankleN" },
      { ...STAND, trunk: 78, hipN: -6, kneeN: 16, hipF: -82, kneeF: 0, ankleF: 20, shN: 0, elN: 0, shF: 0, elF: 0, x: 330, xOf: "ankleN" },
    ),
  ),
  "single-leg-reach": art(
    "side",
    [],
    swing(
      { ...STAND, hipN: 4, kneeN: 8, hipF: 20, kneeF: 30, x: 260, xOf: "ankleN", contacts: ["heelN", "toeN"] },
      {
        ...STAND,
        trunk: 18,
        hipN: 44,
        kneeN: 72,
        hipF: 72,
        kneeF: 0,
        ankleF: 10,
        shN: 70,
        elN: 0,
        shF: 70,
        elF: 0,
        x: 260,
        xOf: "ankleN",
        contacts: ["heelN", "toeN"],
      },
    ),
  ),
  "lateral-band-walk": art(
    "front",
    [{ kind: "band", from: "ankleN", to: "ankleF" }],
    swing(
      { ...FRONT, crouch: 0.35, trunk: 0, hipN: 6, kneeN: 0, hipF: -6, kneeF: 0, shN: 20, elN: -40, shF: -20, elF: 40, x: 300 },
      { ...FRONT, crouch: 0.35, trunk: 0, hipN: 20, kneeN: 0, hipF: -6, kneeF: 0, shN: 20, elN: -40, shF: -20, elF: 40, x: 320 },
    ),
    2,
  ),
  "side-plank": art(
    "front",
    [MAT],
    swing(
      { trunk: -82, hipN: 82, kneeN: 0, hipF: 82, kneeF: 0, shN: 60, elN: 20, shF: 0, elF: 90, x: 330, ground: MAT_TOP },
      {
        trunk: -70,
        hipN: 70,
        kneeN: 0,
        hipF: 70,
        kneeF: 0,
        shN: 170,
        elN: 0,
        shF: 0,
        elF: 90,
        x: 330,
        ground: MAT_TOP,
        contacts: ["handF", "elbowF", "heelN", "toeN", "heelF", "toeF"],
      },
    ),
  ),
  "single-leg-ball-toss": art(
    "side",
    [{ kind: "ball", at: "handN", r: 16 }],
    swing(
      { ...STAND, hipN: 6, kneeN: 16, hipF: 30, kneeF: 70, shN: 30, elN: 110, shF: 30, elF: 110, x: 280, xOf: "ankleN" },
      { ...STAND, hipN: 6, kneeN: 16, hipF: 30, kneeF: 70, shN: 100, elN: 0, shF: 100, elF: 0, x: 280, xOf: "ankleN" },
    ),
  ),

  // Stage 5: running and landing.
  "jump-landing": art(
    "side",
    [],
    cycle(
      { ...STAND, trunk: 30, hipN: 55, kneeN: 85, hipF: 55, kneeF: 85, shN: -30, elN: 10, shF: -30, elF: 10, x: 320 },
      {
        ...STAND,
        trunk: 4,
        hipN: 0,
        kneeN: 4,
        ankleN: 30,
        hipF: 0,
        kneeF: 4,
        ankleF: 30,
        shN: 170,
        elN: 0,
        shF: 170,
        elF: 0,
        x: 320,
        lift: 70,
      },
    ),
    2,
    0,
    [0.5],
  ),
  "pogo-hops": art(
    "side",
    [],
    cycle(
      { ...STAND, kneeN: 8, kneeF: 8, ankleN: 10, ankleF: 10, shN: 20, elN: 60, shF: 20, elF: 60, x: 320 },
      { ...STAND, kneeN: 2, kneeF: 2, ankleN: 35, ankleF: 35, shN: 20, elN: 60, shF: 20, elF: 60, x: 320, lift: 26 },
    ),
    2,
    0.5,
    [0],
  ),
  "hop-and-stick": art(
    "side",
    [],
    cycle(
      { ...STAND, trunk: 30, hipN: 50, kneeN: 70, hipF: 20, kneeF: 80, shN: -40, elN: 10, shF: -40, elF: 10, x: 190 },
      { ...STAND, trunk: 15, hipN: 20, kneeN: 30, ankleN: 20, hipF: 10, kneeF: 70, shN: 120, elN: 10, shF: 120, elF: 10, x: 320, lift: 60 },
      { ...STAND, trunk: 30, hipN: 50, kneeN: 70, hipF: 20, kneeF: 80, shN: 60, elN: 10, shF: 60, elF: 10, x: 450 },
    ),
    3,
    2 / 3,
    [0, 1 / 3],
  ),
  "lateral-hops": art(
    "front",
    [{ kind: "line", x: 320 }],
    cycle(
      { ...FRONT, crouch: 0.4, hipN: 2, hipF: -16, kneeF: 10, shN: 30, elN: 20, shF: -30, elF: -20, x: 240 },
      { ...FRONT, crouch: 0.1, trunk: 6, hipN: 0, hipF: -16, kneeF: 10, shN: 40, elN: 20, shF: -40, elF: -20, x: 320, lift: 40 },
      { ...FRONT, crouch: 0.4, hipN: 2, hipF: -16, kneeF: 10, shN: 30, elN: 20, shF: -30, elF: -20, x: 400 },
    ),
    3,
    2 / 3,
    [0],
  ),
  "walk-jog-intervals": art(
    "side",
    [],
    cycle(
      { ...STAND, trunk: 10, hipN: 40, kneeN: 70, hipF: -30, kneeF: 20, ankleF: 20, shN: -40, elN: 90, shF: 40, elF: 90, x: 320, lift: 6 },
      { ...STAND, trunk: 10, hipN: -30, kneeN: 20, ankleN: 20, hipF: 40, kneeF: 70, shN: 40, elN: 90, shF: -40, elF: 90, x: 320, lift: 6 },
    ),
    1,
    0,
    [],
  ),
  "a-skip": art(
    "side",
    [],
    cycle(
      {
        ...STAND,
        trunk: 4,
        hipN: 90,
        kneeN: 95,
        ankleN: -10,
        hipF: 0,
        kneeF: 4,
        ankleF: 30,
        shN: -45,
        elN: 90,
        shF: 45,
        elF: 90,
        x: 320,
        lift: 8,
      },
      {
        ...STAND,
        trunk: 4,
        hipN: 0,
        kneeN: 4,
        ankleN: 30,
        hipF: 90,
        kneeF: 95,
        ankleF: -10,
        shN: 45,
        elN: 90,
        shF: -45,
        elF: 90,
        x: 320,
        lift: 8,
      },
    ),
    2,
    0,
    [],
  ),
  "drop-landing": art(
    "side",
    [{ kind: "box", x: 110, w: 150, h: 70 }],
    cycle(
      { ...STAND, shN: 10, shF: 10, x: 220, ground: FLOOR_Y - 70 },
      { ...STAND, trunk: 30, hipN: 55, kneeN: 85, hipF: 55, kneeF: 85, shN: 60, elN: 10, shF: 60, elF: 10, x: 360 },
    ),
    3,
    0.5,
    [0],
  ),
  "skater-hops": art(
    "front",
    [],
    cycle(
      { ...FRONT, crouch: 0.45, trunk: -8, hipN: -22, kneeN: 22, hipF: 4, kneeF: 0, shN: 50, elN: 20, shF: 20, elF: 20, x: 210 },
      { ...FRONT, crouch: 0.45, trunk: 8, hipN: -4, kneeN: 0, hipF: 22, kneeF: -22, shN: -20, elN: -20, shF: -50, elF: -20, x: 430 },
    ),
    2,
    0.5,
    [0],
  ),

  // Stage 6: return to sport.
  "single-leg-hop-for-distance": art(
    "side",
    [{ kind: "line", x: 150 }],
    cycle(
      { ...STAND, trunk: 35, hipN: 60, kneeN: 80, hipF: 10, kneeF: 60, shN: -60, elN: 10, shF: -60, elF: 10, x: 160 },
      { ...STAND, trunk: 15, hipN: 40, kneeN: 20, ankleN: 10, hipF: 0, kneeF: 70, shN: 140, elN: 10, shF: 140, elF: 10, x: 320, lift: 70 },
      { ...STAND, trunk: 35, hipN: 60, kneeN: 80, hipF: 10, kneeF: 60, shN: 70, elN: 10, shF: 70, elF: 10, x: 480 },
    ),
    3,
    2 / 3,
    [0, 1 / 3],
  ),
  "triple-hop-for-distance": art(
    "side",
    [{ kind: "line", x: 70 }],
    cycle(
      { ...STAND, trunk: 25, hipN: 45, kneeN: 60, hipF: 10, kneeF: 60, shN: -40, elN: 10, shF: -40, elF: 10, x: 90 },
      { ...STAND, trunk: 25, hipN: 45, kneeN: 60, hipF: 10, kneeF: 60, shN: 40, elN: 10, shF: 40, elF: 10, x: 220 },
      { ...STAND, trunk: 25, hipN: 45, kneeN: 60, hipF: 10, kneeF: 60, shN: -40, elN: 10, shF: -40, elF: 10, x: 350 },
      { ...STAND, trunk: 35, hipN: 60, kneeN: 85, hipF: 10, kneeF: 60, shN: 60, elN: 10, shF: 60, elF: 10, x: 480 },
    ),
    4,
    3 / 4,
    [0, 1 / 4, 2 / 4],
  ),
  "tuck-jump": art(
    "side",
    [],
    cycle(
      { ...STAND, trunk: 28, hipN: 50, kneeN: 80, hipF: 50, kneeF: 80, shN: -30, elN: 10, shF: -30, elF: 10, x: 320 },
      { ...STAND, trunk: 6, hipN: 100, kneeN: 120, hipF: 100, kneeF: 120, shN: 80, elN: 40, shF: 80, elF: 40, x: 320, lift: 120 },
    ),
    2,
    0.5,
    [0],
  ),
  "side-step-cutting": art(
    "front",
    [
      { kind: "cone", x: 200 },
      { kind: "cone", x: 470 },
    ],
    cycle(
      { ...FRONT, crouch: 0.3, trunk: 8, hipN: 4, hipF: -4, kneeF: 10, shN: 40, elN: 30, shF: -20, elF: -30, x: 240 },
      { ...FRONT, crouch: 0.5, trunk: -14, hipN: 34, kneeN: -10, hipF: 4, kneeF: 6, shN: 30, elN: 30, shF: -50, elF: -30, x: 330 },
    ),
    2,
    0.5,
    [0],
  ),
  "deceleration-stop": art(
    "side",
    [{ kind: "cone", x: 560 }],
    cycle(
      { ...STAND, trunk: 14, hipN: 45, kneeN: 70, hipF: -35, kneeF: 30, ankleF: 20, shN: -40, elN: 90, shF: 40, elF: 90, x: 210, lift: 10 },
      {
        ...STAND,
        trunk: 22,
        hipN: 60,
        kneeN: 75,
        hipF: 10,
        kneeF: 80,
        ankleF: 30,
        shN: 40,
        elN: 60,
        shF: 20,
        elF: 60,
        x: 420,
        contacts: ["heelN", "toeN", "toeF"],
      },
    ),
    3,
    0.5,
    [0],
  ),
  "lateral-shuffle": art(
    "front",
    [
      { kind: "cone", x: 130 },
      { kind: "cone", x: 510 },
    ],
    cycle(
      { ...FRONT, crouch: 0.45, hipN: 14, hipF: -14, shN: 25, elN: -50, shF: -25, elF: 50, x: 280 },
      { ...FRONT, crouch: 0.4, hipN: 6, hipF: -6, shN: 25, elN: -50, shF: -25, elF: 50, x: 340, lift: 8 },
    ),
    2,
    0.5,
    [0],
  ),
};
