import { describe, expect, it } from 'vitest';
import { checkNavigation, hasForbiddenProtocol } from './external';

const opts = { currentOrigin: 'https://jolda.kz', allowList: ['kaspi.kz', '*.halykbank.kz', 'https://egov.kz:443', 'tel:'] };

describe('checkNavigation', () => {
  it.each([
    ['/market/toyota', 'internal'],
    ['market', 'internal'],
    ['?page=2', 'internal'],
    ['#top', 'internal'],
    ['https://jolda.kz/cars', 'internal'],
    ['  /cars', 'internal'],
    ['https://kaspi.kz/shop', 'external'],
    ['https://KASPI.kz/shop', 'external'],
    ['https://pay.halykbank.kz/x', 'external'],
    ['https://egov.kz/services', 'external'],
    ['tel:+77011234567', 'external'],
  ] as const)('allows %s (%s)', (target, kind) => {
    expect(checkNavigation(target, opts)).toMatchObject({ allowed: true, kind });
  });

  it.each([
    'https://evil.com',
    '//evil.com/path',
    '/\\evil.com',
    '\\\\evil.com',
    'https://jolda.kz@evil.com/',
    'https://kaspi.kz.evil.com/',
    'https://halykbank.kz/', // wildcard covers subdomains only
    'http://egov.kz/', // origin entry: protocol must match
    'http://jolda.kz/cars', // other protocol = other origin
    'https://jolda.kz:8443/',
    'mailto:a@b.kz', // non-web protocol not on the list
    'ftp://kaspi.kz/',
  ])('refuses %s as not_allowed', (target) => {
    expect(checkNavigation(target, opts)).toEqual({ allowed: false, reason: 'not_allowed' });
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    '  javascript:alert(1)',
    '\u0001javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\u200bscript:alert(1)',
    'jav&#x61;script:alert(1)',
    '&#106;avascript:alert(1)',
    'javascript&colon;alert(1)',
    'javascript%3Aalert(1)',
    '%6Aavascript:alert(1)',
    '%256Aavascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'DATA:text/html,x',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'blob:https://jolda.kz/uuid',
    'about:blank',
  ])('refuses %j as forbidden_protocol, whatever the allow-list', (target) => {
    const everything = { currentOrigin: 'https://jolda.kz', allowList: ['javascript:', 'data:', '*', 'jolda.kz'] };
    expect(checkNavigation(target, everything)).toEqual({ allowed: false, reason: 'forbidden_protocol' });
    expect(hasForbiddenProtocol(target)).toBe(true);
  });

  it('accepts URL objects and reports unparseable targets', () => {
    expect(checkNavigation(new URL('https://kaspi.kz/'), opts)).toMatchObject({ allowed: true, kind: 'external' });
    expect(checkNavigation('https://[::1', opts)).toEqual({ allowed: false, reason: 'invalid' });
  });

  it('refuses every external host with an empty allow-list', () => {
    expect(checkNavigation('https://kaspi.kz', { currentOrigin: 'https://jolda.kz' })).toEqual({
      allowed: false,
      reason: 'not_allowed',
    });
  });

  it('does not flag ordinary paths that merely contain a protocol-like word', () => {
    expect(hasForbiddenProtocol('/guide/javascript:intro')).toBe(false);
    expect(hasForbiddenProtocol('/data/x')).toBe(false);
  });
});
