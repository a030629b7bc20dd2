/**
 * A small Tailwind class merger: when two classes set the same thing under the same variants, the later one
 * wins (`cn("px-4 bg-card", "px-2 bg-white")` → `"px-2 bg-white"`). It replaces tailwind-merge, whose
 * ~9 KB gzip alone would break the JavaScript budget of every page (docs/decisions/0038). A utility
 * is `<prefix>-<value>`; classes with the same prefix conflict, except where one prefix sets several
 * properties (text size or colour, border width or colour...), which `groupOf` tells apart. When in doubt a
 * class is kept: the worst case is the plain concatenation of clsx, never a lost class.
 */

const KEYWORDS: Record<string, string> = {};
for (const line of [
  "display block inline-block inline flex inline-flex grid inline-grid hidden contents table flow-root list-item",
  "position static fixed absolute relative sticky",
  "visibility visible invisible collapse",
  "case uppercase lowercase capitalize normal-case",
  "style italic not-italic",
  "line underline overline line-through no-underline",
  "sr sr-only not-sr-only",
  "fit object-contain object-cover object-fill object-none object-scale-down",
]) {
  const [group = "", ...names] = line.split(" ");
  for (const name of names) KEYWORDS[name] = group;
}

/** A broader utility also settles the narrower ones written before it (`p-4` after `px-2`). */
const SIDES = ["x", "y", "t", "r", "b", "l", "s", "e"];
const COVERS: Record<string, string[]> = {
  size: ["w", "h"],
  inset: ["inset-x", "inset-y", "top", "right", "bottom", "left", "start", "end"],
  gap: ["gap-x", "gap-y"],
  overflow: ["overflow-x", "overflow-y"],
  rounded: [..."trblse", "tl", "tr", "bl", "br"].map((side) => `rounded-${side}`),
};
for (const [group, join] of [
  ["p", ""],
  ["m", ""],
  ["border-w", "-"],
  ["border-color", "-"],
] as const) {
  const [head, tail = ""] = group.split("-");
  COVERS[group] = SIDES.map((side) => `${head}${join}${side}${tail && `-${tail}`}`);
}

const SIZE = /^(xs|sm|base|lg|\d?xl)(\/.+)?$|^\[\d/;
const LENGTH = /^(\d+(\.\d+)?|px|\[\d.*\]|\(length:.+\))$/;
const MULTI = /^(bg|text|font|shadow|ring-offset|ring|outline-offset|outline|stroke|decoration|flex|border(-[xytrblse])?)(-|$)/;

/** Names the property a utility sets: its prefix, or for shared prefixes the property its value picks. */
function groupOf(base: string): string {
  const keyword = KEYWORDS[base];
  if (keyword) return keyword;
  const multi = MULTI.exec(base);
  if (!multi) {
    const arbitrary = base.search(/-[[(]/);
    const dash = arbitrary > 0 ? arbitrary : base.lastIndexOf("-");
    return dash > 0 ? base.slice(0, dash) : base;
  }
  const prefix = multi[1] ?? "";
  const value = base.slice(prefix.length + 1);
  const is = (pattern: RegExp) => pattern.test(value);
  switch (prefix) {
    case "text":
      if (is(SIZE)) return "text-size";
      if (is(/^(left|center|right|justify|start|end)$/)) return "text-align";
      return is(/^(ellipsis|clip|wrap|nowrap|balance|pretty)$/) ? `=${base}` : "text-color";
    case "bg":
      if (is(/^(none|gradient|linear|radial|conic|\[url)/)) return "bg-image";
      return is(/^(auto|cover|contain|fixed|local|scroll|top|bottom|left|right|center|repeat|no-repeat|clip|origin|blend)/)
        ? `=${base}`
        : "bg-color";
    case "font":
      return is(/^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\d+)$/) ? "font-weight" : "font-family";
    case "shadow":
      return is(/^(|2xs|xs|sm|md|lg|xl|2xl|none|inner)$/) ? "shadow" : "shadow-color";
    case "flex":
      if (is(/^(row|col)(-reverse)?$/)) return "flex-direction";
      return is(/^(wrap|nowrap|wrap-reverse)$/) ? "flex-wrap" : "flex";
    case "decoration":
      if (is(/^(solid|double|dotted|dashed|wavy)$/)) return "decoration-style";
      return is(LENGTH) || is(/^(auto|from-font)$/) ? "decoration-w" : "decoration-color";
  }
  if (value === "" || is(LENGTH)) return `${prefix}-w`;
  if (is(/^(none|hidden|solid|dashed|dotted|double|inset)$/)) return `${prefix}-style`;
  if (is(/^(collapse|separate|spacing)/)) return `=${base}`;
  return `${prefix}-color`;
}

/** Keeps, for every variant scope (`md:hover:`, with `!` for important) and property, the last class. */
export function mergeClasses(classList: string): string {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const name of classList.trim().split(/\s+/).reverse()) {
    if (!name) continue;
    // The base starts after the last colon outside brackets: `[&_svg]:size-4`, `data-[state=open]:flex`.
    let depth = 0;
    let start = 0;
    for (let i = 0; i < name.length; i++) {
      const char = name[i];
      if (char === "[" || char === "(") depth++;
      else if (char === "]" || char === ")") depth--;
      else if (char === ":" && !depth) start = i + 1;
    }
    let base = name.slice(start);
    const important = /^!|!$/.test(base) ? "!" : "";
    base = base.replace(/^!|!$/g, "").replace(/^-/, "");
    const scope = name.slice(0, start) + important;
    const group = groupOf(base);
    if (seen.has(scope + group)) continue;
    seen.add(scope + group);
    for (const narrower of COVERS[group] ?? []) seen.add(scope + narrower);
    kept.push(name);
  }
  return kept.reverse().join(" ");
}
