import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestLocale } from './locale.js';

const req = (acceptLanguage?: string) => ({ headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage } }) as FastifyRequest;

describe('requestLocale', () => {
  it.each([
    [undefined, 'ru'],
    ['', 'ru'],
    ['kk', 'kk'],
    ['kk-KZ,kk;q=0.9,ru;q=0.8', 'kk'],
    ['ru-RU,ru;q=0.9,kk;q=0.8', 'ru'],
    ['en-US,kk;q=0.7', 'kk'],
    ['ru;q=0.5,kk-KZ;q=0.9', 'kk'],
    ['kk;q=0,ru', 'ru'],
    ['en-US,de', 'ru'],
    ['*', 'ru'],
  ])('%s → %s', (header, expected) => {
    expect(requestLocale(req(header))).toBe(expected);
  });
});
