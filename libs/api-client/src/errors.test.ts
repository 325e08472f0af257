import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@jolda/contracts';
import { readApiErrorBody } from './errors.js';
import { loadContractSchemas, parseResponse } from './parse.js';

const bodies: unknown[] = [
  { code: 'validation_failed', message: 'Проверьте поля', fields: { price: ['too_small'], 'photos.0': ['bad_type', 'too_big'] } },
  { code: 'not_found', message: 'Нет такого объявления', requestId: 'req-1' },
  { code: 'x', message: '' },
  { code: 8, error: 'expired', message: 'Token expired' }, // check-token's own shape
  { code: 'x', message: 'm', fields: { price: 'too_small' } },
  { code: 'x', message: 'm', fields: ['price'] },
  { code: 'x', message: 'm', fields: null },
  { code: 'x', message: 'm', requestId: 42 },
  { code: 'x' },
  { message: 'm' },
  null,
  'Bad gateway',
  [{ code: 'x', message: 'm' }],
  { code: 'x', message: 'm', extra: true },
];

describe('readApiErrorBody', () => {
  it.each(bodies.map((b) => [JSON.stringify(b), b]))('agrees with apiErrorSchema on %s', (_label, body) => {
    const schema = apiErrorSchema.safeParse(body);
    expect(readApiErrorBody(body)).toEqual(schema.success ? schema.data : null);
  });
});

describe('parseResponse', () => {
  it('checks an answer against the named contract schema, loaded once', async () => {
    const first = loadContractSchemas();
    expect(loadContractSchemas()).toBe(first);
    await expect(parseResponse('healthSchema', { status: 'nope' }, 'GET /api/health')).rejects.toMatchObject({ code: 'invalid_response' });
    const ids = await parseResponse('favouriteIdsSchema', { ids: [3, 1] }, 'GET /api/favourites/ids');
    expect(ids).toEqual({ ids: [3, 1] });
  });
});
