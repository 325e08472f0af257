import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentSecurityPolicy, flagsOrigin } from './security';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('flags origin in the content security policy', () => {
  it('lets the browser reach a real Unleash frontend API that UNLEASH_FRONTEND_URL points at', () => {
    vi.stubEnv('UNLEASH_FRONTEND_URL', 'https://flags.example.kz/api/frontend');
    expect(contentSecurityPolicy('n')).toMatch(/connect-src 'self' https:\/\/flags\.example\.kz;/);
  });
  it("adds nothing for the API's own relative /api/frontend or a malformed URL", () => {
    expect(flagsOrigin('/api/frontend')).toBe('');
    expect(flagsOrigin('javascript:alert(1)')).toBe('');
    expect(flagsOrigin(undefined)).toBe('');
    vi.stubEnv('UNLEASH_FRONTEND_URL', '');
    expect(contentSecurityPolicy('n')).toMatch(/connect-src 'self';/);
  });
});
