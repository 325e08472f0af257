import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';

describe('loadConfig', () => {
  it('has sane defaults and persists a generated JWT secret next to the data folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'jolda-config-'));
    try {
      const a = loadConfig({}, dir);
      expect(a).toMatchObject({ port: 3001, host: '127.0.0.1', databaseUrl: undefined, testMode: false, seedAnnouncements: 2400, accessTokenTtl: 900 });
      expect(a.dataDir).toBe(join(dir, 'data/pglite'));
      expect(a.jwtSecret.length).toBeGreaterThanOrEqual(32);
      expect(readFileSync(join(dir, 'data/jwt-secret'), 'utf8').trim()).toBe(a.jwtSecret);
      expect(loadConfig({}, dir).jwtSecret).toBe(a.jwtSecret);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads the environment and refuses bad values', () => {
    const c = loadConfig({ API_PORT: '4000', DATABASE_URL: 'postgres://u@h/db', JWT_SECRET: 'x'.repeat(40), JOLDA_TEST_MODE: '1', ACCESS_TOKEN_TTL: '60' });
    expect(c).toMatchObject({ port: 4000, databaseUrl: 'postgres://u@h/db', testMode: true, accessTokenTtl: 60 });
    expect(() => loadConfig({ API_PORT: 'abc', JWT_SECRET: 'x'.repeat(40) })).toThrow(/API_PORT/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });
});
