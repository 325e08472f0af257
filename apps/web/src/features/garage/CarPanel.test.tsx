import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GarageCarDetail } from '@jolda/contracts';
import { renderScreen } from '../../shared/testing';
import { Value } from './CarPanel';

const detail = (count: number, min: number, max: number): GarageCarDetail =>
  ({
    car: { id: 1, vin: null, plate: null, brand: { slug: 'toyota', name: 'Toyota' }, model: { slug: 'camry', name: 'Camry' }, year: 2019, engineVolume: 2.5, mileage: 80000 },
    value: { count, median: Math.round((min + max) / 2), min, max, yearFrom: 2018, yearTo: 2020, mileageFrom: 48000, mileageTo: 112000, trend: [] },
  }) as unknown as GarageCarDetail;

describe('garage market value', () => {
  it('gives the median and the spread of several listings', async () => {
    await renderScreen(() => <Value d={detail(2, 12_400_000, 12_700_000)} />, { paths: ['/create-announcement'] });
    const basis = await screen.findByTestId('garage-value-basis');
    expect(basis.textContent).toContain('Медиана');
    expect(basis.textContent).toMatch(/Разброс: 12\s400\s000\s₸ — 12\s700\s000\s₸\. Объявлений в расчёте: 2\./);
  });

  it('calls one listing what it is, without a spread from a price to itself', async () => {
    await renderScreen(() => <Value d={detail(1, 12_550_000, 12_550_000)} />, { paths: ['/create-announcement'] });
    const basis = await screen.findByTestId('garage-value-basis');
    expect(basis.textContent).toContain('единственного похожего объявления');
    expect(basis.textContent).not.toContain('Разброс');
    expect(basis.textContent).not.toContain('Медиана');
  });
});
