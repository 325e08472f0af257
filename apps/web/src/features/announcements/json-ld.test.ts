import { describe, expect, it } from 'vitest';
import { jsonLdText } from './json-ld';

describe('JSON-LD text', () => {
  it('cannot close its script element', () => {
    const text = jsonLdText({ description: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ description: '</script><script>alert(1)</script>' });
  });
});
