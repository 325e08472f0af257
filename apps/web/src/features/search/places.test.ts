import { describe, expect, it } from 'vitest';
import { placeFrom, placeOptions, placeValue } from './places';

const cities = [
  { slug: 'almaty', name: 'Алматы' },
  { slug: 'astana', name: 'Астана' },
  { slug: 'konaev', name: 'Конаев' },
];
const regions = [
  { slug: 'astana', name: 'Астана', city: 'astana' },
  { slug: 'almaty', name: 'Алматы', city: 'almaty' },
  { slug: 'almaty-region', name: 'Алматинская область', city: null },
  { slug: 'akmola', name: 'Акмолинская область', city: null },
];

describe('places (issue 23 item 5)', () => {
  it('lists each city once under "Города" and the oblasts by their names under "Области", a city\'s own region not at all', () => {
    const options = placeOptions(cities, regions, { cities: 'Города', regions: 'Области' }, 'ru');
    expect(options.map((o) => [o.group, o.label, o.value])).toEqual([
      ['Города', 'Алматы', 'city:almaty'],
      ['Города', 'Астана', 'city:astana'],
      ['Города', 'Конаев', 'city:konaev'],
      ['Области', 'Акмолинская область', 'region:akmola'],
      ['Области', 'Алматинская область', 'region:almaty-region'],
    ]);
    expect(options.filter((o) => o.label.startsWith('Алматы'))).toHaveLength(1);
  });

  it('the Kazakh names as the API gives them, in Kazakh order', () => {
    const kk = placeOptions(
      [{ slug: 'oskemen', name: 'Өскемен' }, { slug: 'almaty', name: 'Алматы' }],
      [{ slug: 'almaty-region', name: 'Алматы облысы', city: null }, { slug: 'almaty', name: 'Алматы', city: 'almaty' }],
      { cities: 'Қалалар', regions: 'Облыстар' },
      'kk',
    );
    expect(kk.map((o) => `${o.group}: ${o.label}`)).toEqual(['Қалалар: Алматы', 'Қалалар: Өскемен', 'Облыстар: Алматы облысы']);
  });

  it('reads and writes option values', () => {
    expect(placeValue({ city: 'almaty' })).toBe('city:almaty');
    expect(placeValue({ region: 'akmola' })).toBe('region:akmola');
    expect(placeValue({})).toBeNull();
    expect(placeFrom('city:almaty')).toEqual({ city: 'almaty', region: undefined });
    expect(placeFrom('region:akmola')).toEqual({ city: undefined, region: 'akmola' });
    expect(placeFrom('all')).toEqual({ city: undefined, region: undefined });
    expect(placeFrom(null)).toEqual({ city: undefined, region: undefined });
  });
});
