import { COLOURS, drawFigure, FLOOR_Y, skeleton, type Joint, type Point, type Pose, type Skeleton, type View } from "./figure.ts";

/** Equipment drawn around the figure. Props that hold on to the body name a joint and follow it. */
export type Prop =
  | { kind: "mat"; x: number; w: number }
  | { kind: "table"; x: number; w: number; h: number }
  | { kind: "wall"; x: number }
  | { kind: "box"; x: number; w: number; h: number }
  | { kind: "chair"; x: number; h: number }
  | { kind: "pad"; x: number; w: number }
  | { kind: "line"; x: number }
  | { kind: "cone"; x: number }
  | { kind: "hurdle"; x: number }
  | { kind: "roll"; under: Joint; r: number }
  | { kind: "band"; from: Joint; to: Point | Joint }
  | { kind: "strap"; from: Joint; to: Joint }
  | { kind: "dumbbell"; at: Joint }
  | { kind: "kettlebell"; at: Joint }
  | { kind: "ball"; at: Joint | Point; r: number }
  | { kind: "electrodes" }
  | { kind: "legPress"; seat: Point; plate: Point; angle: number }
  | { kind: "bike"; seat: Point; crank: Point; r: number }
  | { kind: "pulse" };

export const WIDTH = 640;
/** The top of an exercise mat: lying poses rest on it (`ground: MAT_TOP`). */
export const MAT_TOP = FLOOR_Y - 8;
export const HEIGHT = 480;

const rect = (x: number, y: number, w: number, h: number, fill: string, r = 6) =>
  `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" rx="${r}" fill="${fill}"/>`;
const line = (a: Point, b: Point, width: number, colour: string) =>
  `<line x1="${a[0].toFixed(1)}" y1="${a[1].toFixed(1)}" x2="${b[0].toFixed(1)}" y2="${b[1].toFixed(1)}" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"/>`;
const at = (s: Skeleton, p: Joint | Point): Point => (typeof p === "string" ? s[p] : p);

/** Props behind the figure (furniture) and in front of it (what the hands and feet hold). */
function drawProp(prop: Prop, s: Skeleton, phase: number): { back?: string; front?: string } {
  switch (prop.kind) {
    case "mat":
      return { back: rect(prop.x, MAT_TOP, prop.w, FLOOR_Y - MAT_TOP + 4, "#8fb6c4", 5) };
    case "table":
      return {
        back:
          rect(prop.x + 12, FLOOR_Y - prop.h, 12, prop.h, COLOURS.propDark, 3) +
          rect(prop.x + prop.w - 24, FLOOR_Y - prop.h, 12, prop.h, COLOURS.propDark, 3) +
          rect(prop.x, FLOOR_Y - prop.h - 4, prop.w, 18, COLOURS.prop, 6),
      };
    case "wall":
      return { back: rect(prop.x, 40, 26, FLOOR_Y - 40, "#d4e2ec", 0) + line([prop.x, 40], [prop.x, FLOOR_Y], 3, COLOURS.prop) };
    case "box":
      return { back: rect(prop.x, FLOOR_Y - prop.h, prop.w, prop.h + 4, COLOURS.prop, 6) };
    case "chair":
      return {
        back:
          rect(prop.x - 50, FLOOR_Y - prop.h - 4, 70, 14, COLOURS.propDark, 5) +
          rect(prop.x - 50, FLOOR_Y - prop.h - 4, 10, prop.h + 4, COLOURS.propDark, 3) +
          rect(prop.x + 10, FLOOR_Y - prop.h - 4, 10, prop.h + 4, COLOURS.propDark, 3) +
          rect(prop.x - 56, FLOOR_Y - prop.h - 90, 12, 96, COLOURS.propDark, 5),
      };
    case "pad":
      return { back: rect(prop.x, FLOOR_Y - 16, prop.w, 22, "#f0b35a", 8) };
    case "line":
      // A tape line on the floor, running away from the viewer.
      return {
        back: `<path d="M${prop.x - 5} ${FLOOR_Y} L${prop.x + 5} ${FLOOR_Y} L${prop.x + 9} ${HEIGHT} L${prop.x - 9} ${HEIGHT} Z" fill="${COLOURS.band}"/>`,
      };
    case "cone":
      return {
        back: `<path d="M${prop.x - 16} ${FLOOR_Y + 4} L${prop.x} ${FLOOR_Y - 34} L${prop.x + 16} ${FLOOR_Y + 4} Z" fill="#f08a3c" stroke="#f08a3c" stroke-width="4" stroke-linejoin="round"/>`,
      };
    case "hurdle":
      return {
        back:
          line([prop.x - 4, FLOOR_Y], [prop.x - 4, FLOOR_Y - 40], 6, COLOURS.propDark) +
          line([prop.x + 4, FLOOR_Y], [prop.x + 4, FLOOR_Y - 40], 6, COLOURS.propDark) +
          line([prop.x - 14, FLOOR_Y - 40], [prop.x + 14, FLOOR_Y - 40], 8, "#f08a3c"),
      };
    case "roll": {
      const [x, y] = s[prop.under];
      const cy = y + 11 + prop.r;
      return {
        back: `<circle cx="${x.toFixed(1)}" cy="${cy.toFixed(1)}" r="${prop.r}" fill="#f0b35a"/><circle cx="${x.toFixed(1)}" cy="${cy.toFixed(1)}" r="${(prop.r * 0.45).toFixed(1)}" fill="none" stroke="#d9963d" stroke-width="3"/>`,
      };
    }
    case "band":
      return { front: line(s[prop.from], at(s, prop.to), 6, COLOURS.band) };
    case "strap":
      return { front: line(s[prop.from], s[prop.to], 5, "#f0b35a") };
    case "dumbbell": {
      const [x, y] = s[prop.at];
      return {
        front:
          rect(x - 16, y - 4, 32, 8, COLOURS.propDark, 3) +
          rect(x - 20, y - 11, 10, 22, "#4b5d70", 3) +
          rect(x + 10, y - 11, 10, 22, "#4b5d70", 3),
      };
    }
    case "kettlebell": {
      const [x, y] = s[prop.at];
      return {
        front: `<circle cx="${x.toFixed(1)}" cy="${(y + 18).toFixed(1)}" r="16" fill="#4b5d70"/><path d="M${(x - 9).toFixed(1)} ${(y + 6).toFixed(1)} Q${x.toFixed(1)} ${(y - 12).toFixed(1)} ${(x + 9).toFixed(1)} ${(y + 6).toFixed(1)}" fill="none" stroke="#4b5d70" stroke-width="5"/>`,
      };
    }
    case "ball": {
      const [x, y] = at(s, prop.at);
      return {
        front: `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${prop.r}" fill="#f08a3c"/><path d="M${(x - prop.r).toFixed(1)} ${y.toFixed(1)} Q${x.toFixed(1)} ${(y - prop.r * 0.5).toFixed(1)} ${(x + prop.r).toFixed(1)} ${y.toFixed(1)}" fill="none" stroke="#d06a20" stroke-width="3"/>`,
      };
    }
    case "electrodes": {
      // Two pads on the front of the working thigh, as a physio places them for stimulation.
      const pad = (k: number) => {
        const x = s.hipN[0] + (s.kneeN[0] - s.hipN[0]) * k,
          y = s.hipN[1] + (s.kneeN[1] - s.hipN[1]) * k;
        return rect(x - 9, y - 17, 18, 12, "#f7f7f7", 3) + line([x, y - 17], [x + 10, y - 40], 2, "#4b5d70");
      };
      return { front: pad(0.3) + pad(0.72) };
    }
    case "pulse": {
      // The working thigh muscle's effort, a ring that swells with the contraction.
      const x = (s.hipN[0] + s.kneeN[0]) / 2,
        y = (s.hipN[1] + s.kneeN[1]) / 2 - 8;
      const r = 14 + 10 * Math.sin(Math.PI * phase);
      return {
        front: `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="none" stroke="${COLOURS.band}" stroke-width="3" stroke-opacity="${(0.25 + 0.6 * Math.sin(Math.PI * phase)).toFixed(2)}"/>`,
      };
    }
    case "legPress": {
      // Backrest and seat, a rail at the sled's angle under the feet, and the plate square to the rail.
      const [sx, sy] = prop.seat;
      const [px, py] = prop.plate;
      const rad = (prop.angle * Math.PI) / 180;
      const ux = Math.cos(rad),
        uy = -Math.sin(rad);
      const railStart: Point = [sx + 10, sy + 46];
      return {
        back:
          line([sx - 78, sy - 62], [sx - 8, sy + 8], 20, COLOURS.prop) +
          line([sx - 16, sy + 16], [sx + 44, sy + 16], 20, COLOURS.prop) +
          line([sx, sy + 26], [sx, FLOOR_Y], 10, COLOURS.propDark) +
          line([sx - 60, FLOOR_Y], [sx + 40, FLOOR_Y], 10, COLOURS.propDark) +
          line(railStart, [railStart[0] + ux * 330, railStart[1] + uy * 330], 10, COLOURS.propDark) +
          line([railStart[0] + ux * 300, railStart[1] + uy * 300], [railStart[0] + ux * 300, FLOOR_Y], 10, COLOURS.propDark),
        front: line([px - uy * 50, py + ux * 50], [px + uy * 50, py - ux * 50], 14, "#4b5d70"),
      };
    }
    case "bike": {
      const [sx, sy] = prop.seat;
      const [cx, cy] = prop.crank;
      const a = 2 * Math.PI * phase;
      const p1: Point = [cx + prop.r * Math.cos(a), cy + prop.r * Math.sin(a)];
      const p2: Point = [cx - prop.r * Math.cos(a), cy - prop.r * Math.sin(a)];
      return {
        back:
          line([sx - 20, FLOOR_Y], [sx + 190, FLOOR_Y], 12, COLOURS.propDark) +
          line([sx - 5, sy + 14], [cx, cy], 12, COLOURS.propDark) +
          line([cx, cy], [sx + 150, FLOOR_Y], 12, COLOURS.propDark) +
          line([sx + 120, sy - 40], [sx + 150, FLOOR_Y], 12, COLOURS.propDark) +
          line([sx + 100, sy - 46], [sx + 140, sy - 40], 12, COLOURS.propDark) +
          line([sx - 20, FLOOR_Y], [sx + 10, sy + 20], 12, COLOURS.propDark) +
          `<circle cx="${sx + 150}" cy="${FLOOR_Y - 30}" r="32" fill="${COLOURS.prop}"/>` +
          line([sx - 22, sy + 8], [sx + 18, sy + 8], 12, "#4b5d70") +
          line(p2, [cx, cy], 6, COLOURS.far) +
          line([p2[0] - 9, p2[1]], [p2[0] + 9, p2[1]], 6, COLOURS.far),
        front:
          line(p1, [cx, cy], 6, "#4b5d70") +
          line([p1[0] - 9, p1[1]], [p1[0] + 9, p1[1]], 6, "#4b5d70") +
          `<circle cx="${cx}" cy="${cy}" r="7" fill="#4b5d70"/>`,
      };
    }
  }
}

/** One drawing of an exercise: backdrop, furniture, an optional pale start position, the figure, held props. */
export function drawScene(view: View, props: readonly Prop[], pose: Pose, phase: number, ghosts: readonly Pose[] = []): string {
  const s = skeleton(pose, view);
  const drawn = props.map((p) => drawProp(p, s, phase));
  const ghostFigure = ghosts.map((g) => drawFigure(skeleton(g, view), view, true)).join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#eef5f9"/>` +
    `<rect y="${FLOOR_Y}" width="${WIDTH}" height="${HEIGHT - FLOOR_Y}" fill="${COLOURS.floor}"/>` +
    drawn.map((d) => d.back ?? "").join("") +
    ghostFigure +
    drawFigure(s, view) +
    drawn.map((d) => d.front ?? "").join("") +
    `</svg>`
  );
}
