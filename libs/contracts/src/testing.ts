/**
 * Test fixtures typed and checked by the contract (`@jolda/contracts/testing`, for tests only: no app imports it).
 * Each factory returns a realistic answer of the API, parsed by the contract's schema, so a fixture that drifts from the
 * contract fails where it is built, not in the component that reads it. Overrides replace whole top-level fields.
 */
import { announcementExtrasSchema, type AnnouncementExtras } from './announcement-extras.js';
import { announcementDetailSchema, type AnnouncementDetail } from './announcements.js';

/**
 * A used car as `GET /api/announcements/{id}` answers it: a 2020 Toyota Land Cruiser Prado 150 in Shymkent, sold by a
 * dealer, two photos, a masked VIN.
 */
export function announcementDetailFixture(overrides: Partial<AnnouncementDetail> = {}): AnnouncementDetail {
  const id = overrides.id ?? 4217;
  const photos = [0, 1].map((i) => ({ id: i + 1, url: `/media/generated/${id}-${i}.svg`, width: 800, height: 600 }));
  return announcementDetailSchema.parse({
    id,
    title: 'Toyota Land Cruiser Prado',
    brand: { id: 1, slug: 'toyota', name: 'Toyota' },
    model: { id: 14, slug: 'land_cruiser_prado', name: 'Land Cruiser Prado' },
    generation: '150',
    year: 2020,
    price: 27_800_000,
    mileage: 64_000,
    engineVolume: 2.7,
    fuel: 'petrol',
    transmission: 'automatic',
    body: 'suv',
    drive: 'awd',
    city: { id: 3, slug: 'shymkent', name: 'Шымкент' },
    photo: photos[0],
    photoCount: photos.length,
    sellerType: 'dealer',
    inspected: false,
    status: 'published',
    publishedAt: '2026-11-02T08:00:00.000Z',
    description: 'Один владелец, обслуживание у официального дилера.',
    color: 'white',
    steering: 'left',
    customsCleared: true,
    condition: 'used',
    exchange: false,
    credit: true,
    photos,
    seller: {
      id: 77,
      name: 'Ерлан',
      type: 'dealer',
      memberSince: '2021-03-15T00:00:00.000Z',
      activeCount: 12,
      dealer: { slug: 'astana-motors-shymkent', name: 'Astana Motors Шымкент' },
    },
    views: 1342,
    updatedAt: '2026-11-20T08:00:00.000Z',
    vinMasked: 'JTEB***********82',
    ...overrides,
  });
}

/**
 * What `GET /api/announcements/{id}/extras` answers for the car above: its price at the market (9 comparables, median
 * 28.1 M ₸), one price drop, no similar cars.
 */
export function announcementExtrasFixture(overrides: Partial<AnnouncementExtras> = {}): AnnouncementExtras {
  return announcementExtrasSchema.parse({
    priceRating: {
      rating: 'market',
      median: 28_100_000,
      comparables: 9,
      ratio: 0.99,
      criteria: { yearFrom: 2019, yearTo: 2021, mileageFrom: 40_000, mileageTo: 90_000, lower: 0.9, upper: 1.1, minComparables: 5 },
    },
    priceHistory: [
      { price: 28_500_000, at: '2026-11-02T08:00:00.000Z' },
      { price: 27_800_000, at: '2026-11-15T08:00:00.000Z' },
    ],
    similar: [],
    ...overrides,
  });
}
