import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/dom';
import { CarInfo } from './CarInfo';
import { renderScreen } from '../../test/render-screen';

const car = {
  id: 7,
  title: 'Toyota Camry',
  brand: { id: 1, slug: 'toyota', name: 'Toyota' },
  model: { id: 2, slug: 'camry', name: 'Camry' },
  generation: 'XV70',
  year: 2019,
  price: 14_500_000,
  mileage: 85_000,
  engineVolume: 2.5,
  fuel: 'petrol',
  transmission: 'automatic',
  body: 'sedan',
  drive: 'fwd',
  city: { id: 1, slug: 'almaty', name: 'Алматы' },
  photo: { id: 1, url: '/media/a.svg', width: 800, height: 600 },
  photoCount: 3,
  sellerType: 'private',
  inspected: false,
  status: 'published',
  publishedAt: '2026-11-01T10:00:00.000Z',
  description: 'Один владелец.',
  color: 'white',
  steering: 'left',
  customsCleared: true,
  condition: 'used',
  exchange: false,
  credit: true,
  photos: [1, 2, 3].map((i) => ({ id: i, url: `/media/${i}.svg`, width: 800, height: 600 })),
  seller: { id: 3, name: 'Ерлан', type: 'private', memberSince: '2024-01-01', activeCount: 1, dealer: null },
  views: 10,
  updatedAt: '2026-11-02T10:00:00.000Z',
  vinMasked: null,
};
const extras = {
  priceRating: { rating: 'below', median: 15_000_000, comparables: 12, ratio: 0.96, criteria: { yearFrom: 2018, yearTo: 2020, mileageFrom: 50_000, mileageTo: 120_000, lower: 0.9, upper: 1.1, minComparables: 5 } },
  priceHistory: [{ price: 14_500_000, at: '2026-11-01T10:00:00.000Z' }],
  similar: [],
};

let done: (() => void) | undefined;
afterEach(() => {
  done?.();
  done = undefined;
});

describe('car-info', () => {
  for (const locale of ['ru', 'kk'] as const) {
    it(`shows every fact, all photos and the rating, with the decimal comma (${locale})`, async () => {
      const r = renderScreen(<CarInfo id={7} />, {
        locale,
        pathname: '/web-view/car-info/7',
        handler: (c) => (c.url?.endsWith('/extras') ? { status: 200, data: extras } : { status: 200, data: car }),
      });
      done = r.cleanup;
      expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Toyota Camry XV70, 2019');
      expect(screen.getByTestId('car-facts').textContent).toContain('2,5 л');
      expect(screen.getByTestId('car-facts').textContent).not.toContain('2.5');
      expect(screen.getAllByRole('img')).toHaveLength(3);
      expect((await screen.findByTestId('price-rating')).textContent).toBe('Ниже рынка');
      await waitFor(() => expect(r.sent.map((m) => m.type)).toContain('ready'));
      expect(r.sent.find((m) => m.type === 'ready')!.payload).toEqual({ screen: `${locale === 'kk' ? '/kk' : ''}/web-view/car-info/7`, locale });
    });
  }

  it('the call button reveals the number and hands it to the app', async () => {
    const r = renderScreen(<CarInfo id={7} />, {
      pathname: '/web-view/car-info/7',
      handler: (c) =>
        c.url?.endsWith('/phone')
          ? { status: 200, data: { phone: '+77011234567', display: '+7 701 123 45 67', reveals: 1 } }
          : c.url?.endsWith('/extras')
            ? { status: 200, data: extras }
            : { status: 200, data: car },
    });
    done = r.cleanup;
    fireEvent.click(await screen.findByTestId('call-seller'));
    await waitFor(() => expect(r.sent.find((m) => m.type === 'call')?.payload).toEqual({ phone: '+77011234567' }));
  });

  it('a missing car is a definite not-found state, and the app is told the screen is ready', async () => {
    const r = renderScreen(<CarInfo id={9} />, {
      pathname: '/web-view/car-info/9',
      handler: () => ({ status: 404, data: { code: 'announcement_not_found', message: 'Not found' } }),
    });
    done = r.cleanup;
    expect((await screen.findByTestId('car-not-found')).textContent).toContain('Объявление не найдено');
    await waitFor(() => expect(r.sent.map((m) => m.type)).toEqual(expect.arrayContaining(['ready', 'title'])));
  });
});
