import { readFileSync } from "node:fs";
import { create, type Font } from "fontkit";

export type Weight = "regular" | "bold";

/**
 * The fonts a PDF of ours draws with (docs/decisions/0041). DejaVu Sans is the primary face: Latin, Greek,
 * Cyrillic, and the spaces and punctuation of any text; each Noto face is preferred for its own script.
 * DejaVu is in the repository (server/pdf/fonts); the Noto faces come from npm packages in the repository's
 * node_modules (direct dependencies, so npm installs them at its top level), SIL Open Font Licence 1.1.
 */
const faceFiles = {
  latin: { regular: repository("DejaVuSans.ttf"), bold: repository("DejaVuSans-Bold.ttf") },
  thai: googleFonts("noto-sans-thai", "NotoSansThai"),
  devanagari: googleFonts("noto-sans-devanagari", "NotoSansDevanagari"),
  arabic: googleFonts("noto-sans-arabic", "NotoSansArabic"),
  hebrew: googleFonts("noto-sans-hebrew", "NotoSansHebrew"),
  simplifiedChinese: notoCjk("sc", "NotoSansHans"),
  traditionalChinese: notoCjk("tc", "NotoSansHant"),
  japanese: notoCjk("jp", "NotoSansJP"),
  korean: notoCjk("kr", "NotoSansKR"),
  emoji: googleFonts("noto-emoji", "NotoEmoji"),
} as const satisfies Record<string, Record<Weight, URL>>;

export type FaceName = keyof typeof faceFiles;
export const faceNames = Object.keys(faceFiles) as FaceName[];

export interface Face {
  name: FaceName;
  weight: Weight;
  /** The name the face is given in a PDF document (pdfkit's font cache key). */
  key: string;
  font: Font;
}

function repository(file: string): URL {
  return new URL(`./fonts/${file}`, import.meta.url);
}

/** Google Fonts' static instances, packaged by Expo (@expo-google-fonts/*): TrueType outlines. */
function googleFonts(pkg: string, family: string): Record<Weight, URL> {
  const file = (instance: string) =>
    new URL(`../../node_modules/@expo-google-fonts/${pkg}/${instance}/${family}_${instance}.ttf`, import.meta.url);
  return { regular: file("400Regular"), bold: file("700Bold") };
}

/** Noto Sans CJK's region subsets, packaged by EmbedPDF (@embedpdf/fonts-*): OpenType (CFF) outlines. */
function notoCjk(region: string, family: string): Record<Weight, URL> {
  const file = (style: string) => new URL(`../../node_modules/@embedpdf/fonts-${region}/fonts/${family}-${style}.otf`, import.meta.url);
  return { regular: file("Regular"), bold: file("Bold") };
}

/**
 * Each face is read and parsed once per process, the first time a document needs it: a receipt in Latin
 * letters never reads the 8 MB Chinese font. Documents share the parsed font; each embeds its own subset.
 */
const opened = new Map<string, Face>();

export function face(name: FaceName, weight: Weight): Face {
  const key = `${name}-${weight}`;
  let found = opened.get(key);
  if (!found) {
    const font = create(readFileSync(faceFiles[name][weight]));
    if (!("layout" in font)) throw new Error(`${key}: a font collection, not a font`);
    found = { name, weight, key, font };
    opened.set(key, found);
  }
  return found;
}
