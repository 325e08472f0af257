import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../shared/testing';
import { FilterPanel } from './FilterPanel';

const answers: Record<string, unknown> = {
  '/api/announcements/count': { total: 1234 },
  '/api/announcements/facets': { brands: [], models: [] },
  '/api/catalog/brands': { items: [{ id: 1, slug: 'toyota', name: 'Toyota', country: 'JP', count: 5, popular: true }] },
  '/api/catalog/cities': { items: [] },
  '/api/catalog/regions': { items: [] },
};

describe('FilterPanel', () => {
  it('groups the digits of prices and mileages as typed, like the posting form (issue 23 item 3)', async () => {
    const onApply = vi.fn();
    await renderScreen(() => <FilterPanel value={{}} onApply={onApply} />, {
      handler: (config) => {
        const path = new URL(config.url ?? '', 'http://api.test').pathname;
        return path in answers ? { status: 200, data: answers[path] } : { status: 404, data: { code: 'not_found', message: '' } };
      },
    });
    const priceTo = await screen.findByLabelText('Цена до');
    await userEvent.type(priceTo, '12000000');
    expect((priceTo as HTMLInputElement).value).toMatch(/^12\s000\s000$/); // grouped with a no-break space
    const mileageFrom = screen.getByLabelText('Пробег от');
    await userEvent.type(mileageFrom, '150000');
    expect((mileageFrom as HTMLInputElement).value).toMatch(/^150\s000$/);

    await userEvent.click(screen.getByRole('button', { name: /Показать/ }));
    expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ priceTo: 12_000_000, mileageFrom: 150_000 }));
  }, 30_000);

  it('live (the desktop sidebar): applies by itself after a pause, typing replacing the history entry, a choice pushing one (issue 23 item 1)', async () => {
    const onApply = vi.fn();
    await renderScreen(() => <FilterPanel value={{}} onApply={onApply} live />, {
      handler: (config) => {
        const path = new URL(config.url ?? '', 'http://api.test').pathname;
        return path in answers ? { status: 200, data: answers[path] } : { status: 404, data: { code: 'not_found', message: '' } };
      },
    });
    expect(screen.queryByRole('button', { name: /Показать/ })).toBeNull();
    const priceTo = await screen.findByLabelText('Цена до');
    await userEvent.type(priceTo, '9000000');
    await waitFor(() => expect(onApply).toHaveBeenCalledTimes(1), { timeout: 2000 });
    expect(onApply).toHaveBeenLastCalledWith(expect.objectContaining({ priceTo: 9_000_000 }), { replace: true });
    await userEvent.click(await screen.findByRole('checkbox', { name: /Toyota/ }));
    await waitFor(() => expect(onApply).toHaveBeenCalledTimes(2), { timeout: 2000 });
    expect(onApply).toHaveBeenLastCalledWith(expect.objectContaining({ priceTo: 9_000_000, brand: ['toyota'] }), { replace: false });
  }, 30_000);
});
