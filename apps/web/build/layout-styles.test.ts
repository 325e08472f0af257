import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { layoutOnlyStyles } from './layout-styles';
import baseline from './layout-styles.baseline.json';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function stylesheets(dir: string): string[] {
  return readdirSync(path.join(repo, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.css.ts'))
    .map((f) => path.posix.join(dir, f.split(path.sep).join('/')))
    .sort();
}

describe('layoutOnlyStyles', () => {
  it('finds styles the primitives express and leaves page-specific ones', () => {
    const source = `
      import { style } from '@vanilla-extract/css';
      export const row = style({ display: 'flex', gap: vars.space['2'], alignItems: 'center' });
      export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
      export const card = style({ padding: vars.space['4'], border: '1px solid', borderRadius: vars.radius.lg });
      export const responsive = style({ display: 'grid', '@media': { [md]: { gap: 0 } } });
      export const hover = style({ color: 'red', selectors: { '&:hover': { color: 'blue' } } });
      export const empty = style({});
    `;
    expect(layoutOnlyStyles('x.css.ts', source).map((s) => [s.name, s.line])).toEqual([
      ['row', 3],
      ['muted', 4],
    ]);
  });
});

describe('app stylesheets', () => {
  const counts = Object.fromEntries(
    [...stylesheets('apps/web/src'), ...stylesheets('apps/web-view/src')].map((f) => [f, layoutOnlyStyles(f, readFileSync(path.join(repo, f), 'utf8'))]),
  );
  const allowed = baseline as Record<string, number>;

  it('add no style that Box, Stack, Inline or Text already express', () => {
    const grown = Object.entries(counts)
      .filter(([file, found]) => found.length > (allowed[file] ?? 0))
      .map(([file, found]) => `${file}: ${found.length} (allowed ${allowed[file] ?? 0}): ${found.map((s) => `${s.name}:${s.line}`).join(', ')}`);
    expect(grown, 'use the layout primitives from @jolda/ui instead of these styles').toEqual([]);
  });

  it('have a baseline no higher than today (lower it when a file moves onto the primitives)', () => {
    const stale = Object.entries(allowed)
      .filter(([file, n]) => (counts[file]?.length ?? 0) < n)
      .map(([file, n]) => `${file}: baseline ${n}, now ${counts[file]?.length ?? 0}`);
    expect(stale, 'update apps/web/build/layout-styles.baseline.json').toEqual([]);
  });
});
