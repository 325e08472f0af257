import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { filterChips, type ChipNames } from './filter-chips';

const i18n = setupI18n({ locale: 'ru', messages: { ru: {} } });
const names: ChipNames = {
  brands: new Map([
    ['toyota', 'Toyota'],
    ['lexus', 'Lexus'],
  ]),
  models: new Map([['camry', 'Camry']]),
  generations: new Map(),
  cities: new Map([['almaty', 'Алматы']]),
  regions: new Map([['almaty-oblast', 'Алматинская область']]),
};

describe('filter chips (issue 23 item 1)', () => {
  it('labels the filters with the names and values the user sees, not the URL parameters', () => {
    const chips = filterChips(
      { brand: ['toyota'], model: 'camry', city: 'almaty', priceTo: 12_000_000, yearFrom: 2015, fuel: ['hybrid'], withPhotos: true, sort: 'cheapest', page: 3 },
      names,
      i18n,
      'ru',
    );
    expect(chips.map((c) => c.label)).toEqual(['Toyota', 'Camry', 'Алматы', 'от 2015 г.', 'до 12\u00a0000\u00a0000\u00a0₸', 'Гибрид', 'Только с фото']);
  });

  it('removes only its own part of the filter, keeps the sort and goes back to the first page', () => {
    const chips = filterChips({ brand: ['toyota'], model: 'camry', priceFrom: 1, priceTo: 2, sort: 'cheapest', page: 3 }, names, i18n, 'ru');
    const byId = new Map(chips.map((c) => [c.id, c.without]));
    expect(byId.get('brand:toyota')).toEqual({ sort: 'cheapest', brand: undefined, model: undefined, generation: undefined, priceFrom: 1, priceTo: 2, page: undefined });
    expect(byId.get('model')).toMatchObject({ brand: ['toyota'], model: undefined, priceFrom: 1 });
    expect(byId.get('price')).toMatchObject({ brand: ['toyota'], model: 'camry', priceFrom: undefined, priceTo: undefined });
  });

  it('one chip per brand and per listed value; a region by its name ("… область", the whole region)', () => {
    const chips = filterChips({ brand: ['lexus', 'toyota'], region: 'almaty-oblast', body: ['sedan', 'suv'] }, names, i18n, 'ru');
    expect(chips.map((c) => c.label)).toEqual(['Lexus', 'Toyota', 'Алматинская область', 'Седан', 'Внедорожник']);
    expect(chips.find((c) => c.id === 'body:sedan')?.without.body).toEqual(['suv']);
    expect(chips.find((c) => c.id === 'brand:lexus')?.without.brand).toEqual(['toyota']);
  });

  it('no chips without filters', () => {
    expect(filterChips({ sort: 'cheapest' }, names, i18n, 'ru')).toEqual([]);
  });
});
