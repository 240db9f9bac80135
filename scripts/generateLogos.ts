// Draws the logo wall's logos: one SVG per company of content/data/companies.json, in one house style of
// our own (a monogram tile in a colour derived from the name, then the name as a wordmark). No company's
// real logo is copied. Writes public/img/logos/<slug>.svg and sets each company's `image` to it.
//
//   node --import tsx scripts/generateLogos.ts
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const DATA = path.join(ROOT, "content", "data", "companies.json");
const OUT = path.join(ROOT, "public", "img", "logos");

/** Tile colours: dark enough for white initials (contrast above 4.5:1). */
const PALETTE = ["#b4233c", "#8a3ffc", "#0f62fe", "#007d79", "#198038", "#a2191f", "#6929c4", "#005d5d", "#9f1853", "#1c5fb8", "#8e4b00", "#3d5a1e"];

interface Company {
  name: string;
  url: string;
  image?: string;
}

/** A file name for a company: lowercase letters, digits and dashes. */
export function logoSlug(name: string): string {
  return name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** Up to two initials: the first letters of the first two words (split on spaces, dots and dashes). */
export function initialsOf(name: string): string {
  const words = name
    .replace(/\.(com|net|io|market)$/i, "")
    .split(/[\s.-]+/)
    .filter((w) => /[a-z0-9]/i.test(w));
  const letters = words.length > 1 ? words[0]![0]! + words[1]![0]! : (words[0] ?? name).slice(0, 2);
  return letters.toUpperCase();
}

function colourOf(name: string): string {
  let hash = 0;
  for (const c of name) hash = (hash * 31 + c.codePointAt(0)!) >>> 0;
  return PALETTE[hash % PALETTE.length]!;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot" }[c]};`);
}

/**
 * Approximate advance widths (in em) of a bold sans-serif. The name is drawn with this exact length
 * (`textLength`), so whatever font a reader's system picks, the name fits its box and never clips.
 */
function textWidthOf(text: string, fontSize: number): number {
  let em = 0;
  for (const c of text) {
    if ("iljI.!|:;',".includes(c)) em += 0.34;
    else if ("tfr".includes(c)) em += 0.45;
    else if (c === " " || c === "-") em += 0.36;
    else if ("mwMW".includes(c)) em += 0.96;
    else if (/[A-Z]/.test(c)) em += 0.74;
    else em += 0.63;
  }
  return Math.ceil(em * fontSize);
}

/** The SVG of one company's logo: 36 px tile with initials, then the name. */
export function logoSvg(name: string): string {
  const textWidth = textWidthOf(name, 17);
  const width = 52 + textWidth;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="40" viewBox="0 0 ${width} 40" role="img" aria-label="${escapeXml(name)}">
  <rect x="0" y="2" width="36" height="36" rx="9" fill="${colourOf(name)}"/>
  <text x="18" y="25.5" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="15" ` +
    `font-weight="700" fill="#ffffff">${escapeXml(initialsOf(name))}</text>
  <text x="46" y="26" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="17" font-weight="650" ` +
    `letter-spacing="-0.2" fill="#2d3440" textLength="${textWidth}" lengthAdjust="spacingAndGlyphs">${escapeXml(name)}</text>
</svg>
`
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const companies = JSON.parse(readFileSync(DATA, "utf8")) as Company[];
  mkdirSync(OUT, { recursive: true });
  const updated = companies.map((c) => {
    const file = `${logoSlug(c.name)}.svg`;
    writeFileSync(path.join(OUT, file), logoSvg(c.name));
    return { name: c.name, url: c.url, image: `/img/logos/${file}` };
  });
  writeFileSync(DATA, `[\n${updated.map((c) => `  ${JSON.stringify(c).replace(/":/g, '": ').replace(/,"/g, ', "')}`).join(",\n")}\n]\n`);
  console.log(`${updated.length} logos written to ${path.relative(ROOT, OUT)}`);
}
