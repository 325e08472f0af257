/**
 * `node tools/build-font.mjs`: writes libs/ui/src/fonts/inter-jolda.woff2, the one font file every page loads.
 *
 * Inter's npm subsets split what a Jolda page prints over four files (latin, cyrillic, cyrillic-ext for the Kazakh
 * letters ә ғ қ ң ө ү һ, latin-ext only for ₸: 178 kB), each arriving on its own and each re-laying-out the whole
 * page when it does. This cuts the full variable font (weight axis kept, optical size pinned) to exactly the
 * characters below: one ~75 kB file, preloaded in the head. Re-run it when a new script or symbol is needed;
 * libs/ui/src/fonts/font.test.ts checks the file covers every character of both catalogues.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const source = path.join(root, 'node_modules/inter-ui/variable/InterVariable.woff2');
const target = path.join(root, 'libs/ui/src/fonts/inter-jolda.woff2');

/** Inclusive code point ranges. */
export const RANGES = [
  [0x20, 0x7e], // ASCII
  [0xa0, 0xff], // Latin-1: NBSP, « », ©, °, ±, ×, ·, accented Latin
  [0x100, 0x17f], // Latin Extended-A: Š, Ž, Ł, … in brand and model names
  [0x2c6, 0x2c6],
  [0x2da, 0x2da],
  [0x2dc, 0x2dc],
  [0x300, 0x301], // combining grave and acute (Russian stress marks)
  [0x400, 0x45f], // Cyrillic (Russian, and Kazakh І і)
  [0x490, 0x4ff], // Cyrillic supplement: Kazakh Ғ ғ Қ қ Ң ң Ү ү Ұ ұ Һ һ Ә ә Ө ө
  [0x2000, 0x206f], // General punctuation: thin and narrow spaces, – —, ‘ ’ “ ” „, …, ‰, ′ ″
  [0x2070, 0x209f], // superscripts and subscripts: CO₂, NO₂ on the air-quality page
  [0x20ac, 0x20ac], // €
  [0x20b8, 0x20b8], // ₸
  [0x20bd, 0x20bd], // ₽
  [0x2116, 0x2116], // №
  [0x2122, 0x2122], // ™
  [0x2190, 0x2193], // ← ↑ → ↓
  [0x2212, 0x2212], // −
  [0x221e, 0x221e], // ∞
  [0x2248, 0x2248], // ≈
  [0x2260, 0x2265], // ≠ ≤ ≥
  [0x2713, 0x2713], // ✓
];

export function characters() {
  let text = '';
  for (const [from, to] of RANGES) for (let c = from; c <= to; c++) text += String.fromCodePoint(c);
  return text;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const input = fs.readFileSync(source);
  const output = await subsetFont(input, characters(), {
    targetFormat: 'woff2',
    variationAxes: { opsz: 14 },
    // The features the browser applies by default, plus those the stylesheets ask for: tnum (tabular-nums on
    // prices and counters), cv11 and ss01 (global.css.ts). Inter's other alternates are dropped with their glyphs.
    keepFeatures: ['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'calt', 'rlig', 'case', 'tnum', 'cv11', 'ss01'],
  });
  fs.writeFileSync(target, output);
  console.log(`${path.relative(root, target)}: ${(output.length / 1024).toFixed(1)} kB (from ${(input.length / 1024).toFixed(0)} kB)`);
}
