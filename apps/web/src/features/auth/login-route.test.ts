import { describe, expect, it } from 'vitest';
import { afterLoginTarget } from './login-route';

describe('afterLoginTarget', () => {
  it.each([
    ['/kk//evil.example', '/evil.example'],
    ['/kk///evil.example', '/evil.example'],
    ['//evil.example', '/'],
    ['/kk/profile?tab=1', '/profile?tab=1'],
    [undefined, '/'],
  ])('%s → %s (a path on this site, never another host)', (input, out) => {
    const target = afterLoginTarget(input);
    expect(target).toBe(out);
    expect(target.startsWith('//')).toBe(false);
  });
});
