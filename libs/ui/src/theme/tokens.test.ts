import { describe, expect, it } from 'vitest';
import { vars } from './contract.css';
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

const keys = (o: object): string[] =>
  Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v).map((s) => `${k}.${s}`) : [k]));

describe('themes fill the same contract', () => {
  it('dark has every key light has', () => {
    expect(keys(dark).sort()).toEqual(keys(light).sort());
  });

  it('light fills exactly the keys of the contract', () => {
    expect(keys(light).sort()).toEqual(keys(vars).sort());
  });
});

describe('size tokens', () => {
  const px = (v: string) => {
    expect(v).toMatch(/^\d+px$/);
    return Number.parseInt(v, 10);
  };
  const ascending = (scale: Record<string, string>) => {
    const values = Object.values(scale).map(px);
    expect(values).toEqual([...values].sort((a, b) => a - b));
  };

  it('has thin and thick border widths', () => {
    expect(light.borderWidth).toEqual({ thin: '1px', thick: '2px' });
  });

  it('has control heights, icon sizes and container widths in ascending px', () => {
    expect(Object.keys(light.size.control)).toEqual(['sm', 'md', 'lg', 'xl']);
    expect(Object.keys(light.size.icon)).toEqual(['sm', 'md', 'lg', 'xl']);
    expect(light.size.control).toMatchObject({ sm: '36px', md: '40px', lg: '48px', xl: '56px' });
    expect(light.size.icon).toMatchObject({ sm: '16px', md: '20px', lg: '24px', xl: '32px' });
    expect(light.size.container).toMatchObject({ narrow: '440px', prose: '720px', form: '880px', wide: '1080px', page: '1280px' });
    ascending(light.size.control);
    ascending(light.size.icon);
    ascending(light.size.container);
    px(light.size.header);
    px(light.size.cardMin);
  });

  it('is the same in both themes', () => {
    expect(dark.borderWidth).toEqual(light.borderWidth);
    expect(dark.size).toEqual(light.size);
  });
});
