// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fontverter from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const woff2 = readFileSync(new URL('./inter-jolda.woff2', import.meta.url));

// harfbuzz reads TrueType, not WOFF2: decoded once for all the checks.
const face = fontverter.convert(woff2, 'truetype').then((ttf) => new Face(new Blob(new Uint8Array(ttf))));

/** Every file whose text reaches a page: both apps' catalogues, the seed data, the contracts' labels, the assistant's answers. */
function textFiles(): string[] {
  const out = execFileSync(
    'git',
    ['ls-files', 'apps/*/src/**/*.po', 'apps/api/src/db/**/*.ts', 'apps/api/src/assistant/*.ts', 'libs/contracts/src/*.ts'],
    { cwd: root, encoding: 'utf8' },
  );
  // Tests never reach a page (their comments may hold formulae).
  return out.trim().split('\n').filter((f) => f && !f.endsWith('.test.ts'));
}

describe('the site font (libs/ui/src/fonts/inter-jolda.woff2, made by tools/build-font.mjs)', () => {
  it('is one variable file with the weight axis, small enough to preload', async () => {
    expect(Object.keys((await face).getAxisInfos())).toEqual(['wght']);
    expect(woff2.length).toBeLessThan(90 * 1024);
  });

  it('has a glyph for every character of both catalogues, the seed data and the contracts', async () => {
    const have = new Set((await face).collectUnicodes());
    const files = textFiles();
    expect(files.some((f) => f.endsWith('kk/messages.po'))).toBe(true);
    const missing = new Map<string, string>();
    for (const file of files) {
      for (const ch of readFileSync(path.join(root, file), 'utf8')) {
        const cp = ch.codePointAt(0) ?? 0;
        if (cp > 0x20 && cp !== 0xfeff && !have.has(cp) && !missing.has(ch)) missing.set(ch, file);
      }
    }
    // e.g. {"₂": "apps/web/src/locales/ru/messages.po"}: add its range to tools/build-font.mjs and run it.
    expect(Object.fromEntries(missing)).toEqual({});
  });

  it('covers every Kazakh letter, both cases, and the tenge sign', async () => {
    const have = new Set((await face).collectUnicodes());
    for (const ch of 'ӘәҒғҚқҢңӨөҰұҮүҺһІі₸№«»–—') expect(have.has(ch.codePointAt(0) ?? 0), ch).toBe(true);
  });
});
