import { cleanup, render, screen } from '@testing-library/react';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createMemoryHistory, createRootRouteWithContext, createRouter, RouterProvider } from '@tanstack/react-router';
import type { Locale, PricePoint } from '@jolda/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { PriceHistoryChart, axisLabels, axisPrice } from './PriceHistoryChart';

/** The chart on a real router whose context carries the locale, as on the car page. */
async function renderChart(points: PricePoint[], locale: Locale = 'ru') {
  const i18n = setupI18n({ locale, messages: { [locale]: {} } });
  const root = createRootRouteWithContext<{ locale: Locale }>()({
    staticData: { layout: 'default', auth: false },
    component: () => <PriceHistoryChart points={points} />,
  });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }), context: { locale } });
  await router.load();
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return screen.findByTestId('price-history-chart');
}

describe('the price history chart', () => {
  afterEach(cleanup);

  it('has a price axis with the highest and the lowest price', async () => {
    const chart = await renderChart([
      { at: '2026-03-01T06:00:00.000Z', price: 13_500_000 },
      { at: '2026-03-20T06:00:00.000Z', price: 12_900_000 },
    ]);
    const axis = [...chart.querySelectorAll('[data-testid="price-axis"]')].map((e) => e.textContent);
    expect(axis).toEqual(['13,5 млн ₸', '12,9 млн ₸']);
    expect([...chart.querySelectorAll('[data-testid="date-axis"]')]).toHaveLength(2);
  });

  it('prints a day once when both changes were on it, and the time of each change for screen readers', async () => {
    const chart = await renderChart([
      { at: '2026-03-12T04:10:00.000Z', price: 9_800_000 },
      { at: '2026-03-12T11:45:00.000Z', price: 9_500_000 },
    ]);
    const dates = [...chart.querySelectorAll('[data-testid="date-axis"]')].map((e) => e.textContent);
    expect(dates).toHaveLength(1);
    const items = [...document.querySelectorAll('li')].map((li) => li.textContent ?? '');
    expect(items[0]).toContain('09:10');
    expect(items[1]).toContain('16:45');
  });

  it('tells two close prices apart on the axis: no label twice (issue 23 item 11)', async () => {
    const ru = setupI18n({ locale: 'ru', messages: { ru: {} } });
    expect(axisLabels([9_520_000, 9_480_000], 'ru', ru)).toEqual(['9,52 млн ₸', '9,48 млн ₸']);
    expect(axisLabels([13_000_000, 12_960_000], 'ru', ru)).toEqual(['13 млн ₸', '12,96 млн ₸']);
    expect(axisLabels([120_000_000, 119_800_000], 'ru', ru)).toEqual(['120 млн ₸', '119,8 млн ₸']);
    expect(axisLabels([850_400, 850_100], 'ru', ru)).toEqual(['850,4 тыс. ₸', '850,1 тыс. ₸']);
    expect(axisLabels([13_500_000, 12_900_000], 'ru', ru)).toEqual(['13,5 млн ₸', '12,9 млн ₸']);
    const chart = await renderChart([
      { at: '2026-03-12T04:10:00.000Z', price: 13_000_000 },
      { at: '2026-03-12T06:00:00.000Z', price: 12_960_000 },
    ]);
    const axis = [...chart.querySelectorAll('[data-testid="price-axis"]')].map((e) => e.textContent);
    expect(axis).toEqual(['13 млн ₸', '12,96 млн ₸']);
  });

  it('writes thousands, millions with a decimal comma, and hundreds of millions whole', () => {
    const ru = setupI18n({ locale: 'ru', messages: { ru: {} } });
    expect(axisPrice(850_000, 'ru', ru)).toBe('850 тыс. ₸');
    expect(axisPrice(26_500_000, 'kk', ru)).toBe('26,5 млн ₸');
    expect(axisPrice(120_000_000, 'ru', ru)).toBe('120 млн ₸');
  });
});
