import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../shared/testing';
import { PostingForm } from './PostingForm';

const photo = { id: 'aaaaaaaaaaaaaaaaaaaa01', url: '/p/1', width: 10, height: 10, sizes: { card: '/p/1', page: '/p/1', full: '/p/1' } };
/** A draft filled up to the contact step, as the server keeps it. */
const draft = {
  step: 4,
  values: {
    vin: '', plate: '', brand: 'toyota', model: 'camry', generation: '', year: '2019', body: 'sedan', engineVolume: '2,5',
    fuel: 'petrol', transmission: 'automatic', drive: 'fwd', color: 'white', steering: 'left', customsCleared: 'yes',
    condition: 'used', mileage: '85 000', price: '13 200 000', city: 'almaty', description: '', phone: '', exchange: false, credit: false,
  },
  photos: [photo],
  savedAt: 1,
};
const profile = { id: 7, phone: '+77011234567', name: null as string | null, cityId: null, locale: 'ru', createdAt: '2026-11-01T00:00:00.000Z' };

function api() {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  const handler = (config: { method?: string; url?: string; data?: unknown }) => {
    const method = (config.method ?? 'get').toUpperCase();
    const path = new URL(config.url ?? '', 'http://api.test').pathname;
    const body = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    calls.push({ method, path, body });
    if (path === '/api/drafts/current' && method === 'GET') return { status: 200, data: { draft, updatedAt: '2026-11-26T09:00:00.000Z' } };
    if (path === '/api/drafts/current') return { status: method === 'DELETE' ? 204 : 200, data: method === 'DELETE' ? undefined : { draft: body, updatedAt: '2026-11-26T09:00:00.000Z' } };
    if (path === '/auth/profile/v2/') return { status: 200, data: profile };
    if (path === '/auth/update-profile/v2/') return { status: 200, data: { ...profile, ...(body as object) } };
    if (path === '/api/announcements' && method === 'POST') {
      return { status: 201, data: { id: 99, status: 'published', rejectReason: null, moderationNote: null, warnings: [] } };
    }
    if (path.startsWith('/api/catalog/')) return { status: 200, data: { items: [] } };
    return { status: 404, data: { code: 'not_found', message: 'not found' } };
  };
  return { calls, handler };
}

describe('posting: the seller is asked for a name once and the contact phone is the signed-in one (issue 23 item 8)', () => {
  beforeEach(() => {
    document.cookie = 'access_token=test-token; path=/';
  });
  afterEach(() => {
    document.cookie = 'access_token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    localStorage.clear();
  });

  it('prefills the phone, asks for the missing name, saves it to the profile, then publishes', async () => {
    const { calls, handler } = api();
    await renderScreen(() => <PostingForm />, { signedIn: true, handler, paths: ['/announcement/$id', '/profile/my-publications', '/login'] });
    const phone = await screen.findByLabelText(/Телефон для связи/, undefined, { timeout: 15_000 });
    await waitFor(() => expect((phone as HTMLInputElement).value.replace(/\D/g, '')).toBe('77011234567'), { timeout: 10_000 });
    const name = screen.getByLabelText(/Ваше имя/);

    await userEvent.click(screen.getByRole('button', { name: 'Опубликовать' }));
    expect(await screen.findByText(/Как к вам обращаться/)).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/announcements')).toBe(false);

    await userEvent.type(name, 'Ерлан');
    await userEvent.click(screen.getByRole('button', { name: 'Опубликовать' }));
    expect(await screen.findByText('Объявление опубликовано.', undefined, { timeout: 10_000 })).toBeTruthy();
    const named = calls.findIndex((c) => c.path === '/auth/update-profile/v2/');
    const posted = calls.findIndex((c) => c.path === '/api/announcements' && c.method === 'POST');
    expect(calls[named]?.body).toEqual({ name: 'Ерлан' });
    expect(named).toBeGreaterThanOrEqual(0);
    expect(posted).toBeGreaterThan(named);
    expect((calls[posted]!.body as { phone: string }).phone).toBe('+77011234567');
  }, 30_000);

  it('does not ask a seller who has a name', async () => {
    profile.name = 'Айгерим';
    try {
      const { handler } = api();
      await renderScreen(() => <PostingForm />, { signedIn: true, handler, paths: ['/announcement/$id', '/profile/my-publications', '/login'] });
      const phone = await screen.findByLabelText(/Телефон для связи/, undefined, { timeout: 15_000 });
      await waitFor(() => expect((phone as HTMLInputElement).value.replace(/\D/g, '')).toBe('77011234567'), { timeout: 10_000 });
      expect(screen.queryByLabelText(/Ваше имя/)).toBeNull();
    } finally {
      profile.name = null;
    }
  }, 30_000);
});
