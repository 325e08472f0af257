import { describe, expect, it } from 'vitest';
import { contrastPairs, contrastRatio, luminance } from './contrast';
import { dark, darkColors } from './tokens/dark';
import { light, lightColors } from './tokens/light';

describe('contrast', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(luminance('#ffffff')).toBe(1);
    expect(() => luminance('red')).toThrow();
  });

  for (const [name, colors] of [
    ['light', lightColors],
    ['dark', darkColors],
  ] as const) {
    describe(`${name} theme meets WCAG AA`, () => {
      for (const pair of contrastPairs) {
        it(`${pair.fg} on ${pair.bg} (${pair.use}) ≥ ${pair.min}`, () => {
          const fg = colors[pair.fg as keyof typeof colors];
          const bg = colors[pair.bg as keyof typeof colors];
          expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(pair.min);
        });
      }
    });
  }
});

describe('themes fill the same contract', () => {
  it('dark has every key light has', () => {
    const keys = (o: object): string[] =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v).map((s) => `${k}.${s}`) : [k]));
    expect(keys(dark).sort()).toEqual(keys(light).sort());
  });
});
