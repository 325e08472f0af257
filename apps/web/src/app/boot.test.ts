import { describe, expect, it } from 'vitest';
import { serializeBoot, type BootData } from './boot';

const boot = (messages: BootData['messages']): BootData => ({
  locale: 'kk',
  messages,
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
  it('gives the browser exactly the boot data, the catalogue included', () => {
    const messages = { a: ['Сәлем'], b: ['</script><script>alert(1)</script>'] };
    const data = boot(messages);
    expect(evaluate(serializeBoot(data))).toEqual(data);
    // The cached catalogue JSON is reused for the next page of the locale, and the rest is the new page's.
    expect(evaluate(serializeBoot({ ...data, buildId: 'b2', signedIn: true }))).toEqual({ ...data, buildId: 'b2', signedIn: true });
  });

  it('never lets a string close the script element', () => {
    const script = serializeBoot({ ...boot({ x: ['</script>'] }), origin: '</script><img src=x onerror=alert(1)>' });
    expect(script).not.toMatch(/<\//);
    expect(script).not.toContain('<img');
  });
});
