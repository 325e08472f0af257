import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockHandler } from '@jolda/api-client/testing';
import { renderScreen } from '../../shared/testing';
import { AlertSwitch } from './AlertSwitch';

const api =
  (status: number): MockHandler =>
  (config) => {
    const path = new URL(config.url ?? '', 'http://api.test').pathname;
    if (config.method?.toUpperCase() === 'PUT' && path === '/api/alerts/favourites/7') {
      return status === 200 ? { status, data: { enabled: true } } : { status, data: { code: 'favourite_not_found', message: 'no' } };
    }
    return { status: 404, data: { code: 'not_found', message: path } };
  };

const view = () => (
  <AlertSwitch target="favourite" id={7} enabled={false}>
    Уведомить о снижении цены и продаже
  </AlertSwitch>
);

describe('the alert switch', () => {
  it('sends the change for its favourite and shows it while under way', async () => {
    const r = await renderScreen(view, { signedIn: true, handler: api(200) });
    const toggle = await screen.findByRole('switch', { name: 'Уведомить о снижении цены и продаже' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    fireEvent.click(toggle);
    await waitFor(() => expect(r.adapter.calls.some((c) => c.url === '/api/alerts/favourites/7')).toBe(true));
    const put = r.adapter.calls.find((c) => c.url === '/api/alerts/favourites/7')!;
    expect(JSON.parse(String(put.data))).toEqual({ enabled: true });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a refused change puts the switch back and says so', async () => {
    await renderScreen(view, { signedIn: true, handler: api(404) });
    const toggle = await screen.findByRole('switch', { name: 'Уведомить о снижении цены и продаже' });
    fireEvent.click(toggle);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Не удалось изменить уведомления. Попробуйте ещё раз.');
    expect((toggle as HTMLInputElement).checked).toBe(false);
  });
});
