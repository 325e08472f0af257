import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../shared/testing';
import { MyPublicationsPage } from './MyPublicationsPage';

const ref = (id: number, slug: string, name: string) => ({ id, slug, name });
function car(status: 'published' | 'sold', extra: Record<string, unknown> = {}) {
  return {
    id: 501, title: 'Toyota Camry', brand: ref(1, 'toyota', 'Toyota'), model: ref(2, 'camry', 'Camry'), generation: null, year: 2019, price: 12_000_000,
    mileage: 80_000, engineVolume: 2.5, fuel: 'petrol', transmission: 'automatic', body: 'sedan', drive: 'fwd', city: ref(3, 'almaty', 'Алматы'),
    photo: null, photoCount: 0, sellerType: 'private', inspected: false, status, publishedAt: '2026-11-20T10:00:00.000Z',
    views: 10, phoneReveals: 1, favourites: 2, rejectReason: null, moderationNote: null, updatedAt: '2026-11-25T10:00:00.000Z',
    soldUndoUntil: null, ...extra,
  };
}
const counts = (s: string) => ({ draft: 0, moderation: 0, published: s === 'published' ? 1 : 0, sold: s === 'sold' ? 1 : 0, archived: 0, rejected: 0 });
const write = (status: string) => ({ status: 200, data: { id: 501, status, rejectReason: null, moderationNote: null, warnings: [] } });

function api() {
  let state: 'published' | 'sold' = 'published';
  let price = 12_000_000;
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  const handler = (config: { method?: string; url?: string; data?: unknown }) => {
    const method = (config.method ?? 'get').toUpperCase();
    const path = new URL(config.url ?? '', 'http://api.test').pathname;
    const body = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    calls.push({ method, path, body });
    if (path === '/api/my/announcements') {
      const until = state === 'sold' ? new Date(Date.now() + 3600_000).toISOString() : null;
      return { status: 200, data: { items: [car(state, { price, soldUndoUntil: until })], counts: counts(state) } };
    }
    if (path === '/api/announcements/501/status') {
      state = 'sold';
      return write('sold');
    }
    if (path === '/api/announcements/501/sold/undo') {
      state = 'published';
      return write('published');
    }
    if (path === '/api/my/announcements/501') {
      const input = {
        brand: 'toyota', model: 'camry', generation: null, year: 2019, body: 'sedan', engineVolume: 2.5, fuel: 'petrol',
        transmission: 'automatic', drive: 'fwd', color: 'white', steering: 'left', customsCleared: true, condition: 'used',
        mileage: 80_000, price, city: 'almaty', description: '', phone: '+77011234567', vin: null, plate: null, exchange: false,
        credit: false, photos: ['aaaaaaaaaaaaaaaaaaaa01'],
      };
      return { status: 200, data: { id: 501, status: state, rejectReason: null, moderationNote: null, input, photos: [] } };
    }
    if (path === '/api/announcements/501' && method === 'PUT') {
      price = (body as { price: number }).price;
      return write('published');
    }
    return { status: 404, data: { code: 'not_found', message: '' } };
  };
  return { calls, handler };
}

describe('my publications (issue 23 item 10)', () => {
  it('asks before marking sold, and the sale can be undone', async () => {
    const { calls, handler } = api();
    await renderScreen(() => <MyPublicationsPage />, { signedIn: true, handler, paths: ['/announcement/$id', '/edit-announcement/$id', '/create-announcement'] });
    const item = await screen.findByTestId('my-announcement-501', undefined, { timeout: 10_000 });
    await userEvent.click(within(item).getByRole('button', { name: 'Продано' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(calls.some((c) => c.path.endsWith('/status'))).toBe(false); // nothing yet: it asks first
    await userEvent.click(within(dialog).getByRole('button', { name: 'Да, продан' }));
    const notice = screen.getByTestId('my-publications-notice');
    await waitFor(() => expect(notice.textContent).toContain('Отмечено как проданное'));
    expect(calls.find((c) => c.path.endsWith('/status'))?.body).toEqual({ status: 'sold' });

    await userEvent.click(within(notice).getByRole('button', { name: 'Отменить' }));
    await waitFor(() => expect(notice.textContent).toContain('снова в поиске'));
    expect(calls.some((c) => c.path === '/api/announcements/501/sold/undo' && c.method === 'POST')).toBe(true);
  }, 30_000);

  it('changes the price right in the list', async () => {
    const { calls, handler } = api();
    await renderScreen(() => <MyPublicationsPage />, { signedIn: true, handler, paths: ['/announcement/$id', '/edit-announcement/$id', '/create-announcement'] });
    const item = await screen.findByTestId('my-announcement-501', undefined, { timeout: 10_000 });
    await userEvent.click(within(item).getByRole('button', { name: /Изменить цену/ }));
    const field = within(item).getByLabelText('Новая цена');
    await userEvent.clear(field);
    await userEvent.type(field, '11500000');
    await userEvent.click(within(item).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.getByTestId('my-publications-notice').textContent).toContain('Цена изменена'));
    const put = calls.find((c) => c.method === 'PUT' && c.path === '/api/announcements/501');
    expect(put?.body).toMatchObject({ price: 11_500_000, mileage: 80_000, photos: ['aaaaaaaaaaaaaaaaaaaa01'] });
  }, 30_000);
});
