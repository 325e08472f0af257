import { describe, expect, it } from 'vitest';
import { serializeBoot, type BootData } from './boot';

const boot = (): BootData => ({
  locale: 'kk',
  theme: 'dark',
  assets: { entry: '/assets/entry.js', css: [], preload: [] },
  origin: 'https://jolda.kz',
  buildId: 'b1',
  signedIn: false,
  mobile: true,
});

function evaluate(script: string): unknown {
  const window: { __JOLDA__?: unknown } = {};
  new Function('window', script)(window);
  return window.__JOLDA__;
}

describe('serializeBoot', () => {
  it('gives the browser exactly the boot data', () => {
    const data = { ...boot(), flags: { url: '/api/frontend', clientKey: 'k', appName: 'jolda-web', environment: 'test', visitorId: 'Сәлем\u2028', toggles: [] } };
    expect(evaluate(serializeBoot(data))).toEqual(data);
  });

  it('never lets a string close the script element', () => {
    const script = serializeBoot({ ...boot(), origin: '</script><img src=x onerror=alert(1)>' });
    expect(script).not.toMatch(/<\//);
    expect(script).not.toContain('<img');
  });
});
