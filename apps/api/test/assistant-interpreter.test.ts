import { describe, expect, it } from 'vitest';
import { interpret } from '../src/assistant/interpreter.js';
import { Lexicon } from '../src/assistant/lexicon.js';
import { fold, lookalikes, phonetic, stems, tokenize } from '../src/assistant/text.js';
import { seedCatalogue } from './assistant-helpers.js';

/**
 * The local interpreter on the seed's catalogue (what the database holds), with requests that are not in the
 * evaluation set (`apps/api/eval/assistant`): how it reads words, numbers, places and follow-ups.
 */
const lex = new Lexicon(seedCatalogue());
const NOW = new Date('2026-06-01T12:00:00Z');
const read = (text: string, context?: Parameters<typeof interpret>[2]) => interpret(lex, text, context, NOW);
const filters = (text: string) => read(text).filters;
const AUTO = ['automatic', 'cvt', 'robot', 'tiptronic'];

describe('text', () => {
  it('spells a name the same in any alphabet', () => {
    for (const [a, b] of [['камри', 'Camry'], ['лексус', 'Lexus'], ['аксент', 'Accent'], ['паджеро', 'Pajero'], ['королла', 'Corolla'], ['октавия', 'Octavia']])
      expect(phonetic(a!)).toBe(phonetic(b!));
    expect(fold('Қарағанды Өскемен')).toBe('караганды оскемен');
  });

  it('reads short Cyrillic codes by look first, then by sound', () => {
    expect(lookalikes('рх')[0]).toBe('rx');
    expect(lookalikes('сх5')[0]).toBe('cx5');
    expect(lookalikes('х70')[0]).toBe('x70');
  });

  it('strips Kazakh and Russian endings', () => {
    expect(stems(fold('Шымкенттегі'))).toContain('шымкент');
    expect(stems(fold('кроссоверлері'))).toContain('кроссовер');
    expect(stems('белая')).toContain('бел');
  });

  it('joins digit groups and splits glued units and endings', () => {
    const t = (s: string) => tokenize(s).map((x) => (x.kind === 'num' ? x.value : x.text));
    expect(t('до 3 500 000 тг')).toEqual(['до', 3_500_000, 'тг']);
    expect(t('2014г.в.')).toEqual([2014, 'г', 'в']);
    expect(t('5 млн-нан')).toEqual([5, 'млн', '-нан']);
    expect(t('900к')).toEqual([900, 'тыс']);
    expect(t('4х4 cx-5')).toEqual(['4х4', 'cx-5']);
  });
});

describe('interpreter', () => {
  it('finds brands, models and generations however they are written', () => {
    expect(filters('Тоёта Корола 2011')).toEqual({ brand: ['toyota'], model: 'corolla', yearFrom: 2011, yearTo: 2011 });
    expect(filters('кия спортаж')).toEqual({ brand: ['kia'], model: 'sportage' });
    expect(filters('солярис')).toEqual({ brand: ['hyundai'], model: 'solaris' });
    expect(filters('бмв 530')).toEqual({ brand: ['bmw'], model: '5-series' });
    expect(filters('Volkswagen Passat B6')).toEqual({ brand: ['volkswagen'], model: 'passat', generation: 'b6' });
    expect(filters('крузак 300 дизель')).toEqual({ brand: ['toyota'], model: 'land-cruiser', generation: 'j300', fuel: ['diesel'] });
    // Misspelt beyond the nicknames: one letter off.
    expect(filters('соранто 2016')).toEqual({ brand: ['kia'], model: 'sorento', yearFrom: 2016, yearTo: 2016 });
    // `газ` and `джип` are a fuel and a body unless a GAZ or Jeep model is named.
    expect(filters('джип на газу')).toEqual({ body: ['crossover', 'suv'], fuel: ['gas', 'gas_petrol'] });
    expect(filters('джип гранд чероки')).toEqual({ brand: ['jeep'], model: 'grand-cherokee' });
  });

  it('reads numbers: prices, years, mileage, engines, ranges, with Russian and Kazakh qualifiers', () => {
    expect(filters('до двадцати миллионов')).toEqual({ priceTo: 20_000_000 });
    expect(filters('жиырма бес миллионға дейін')).toEqual({ priceTo: 25_000_000 });
    expect(filters('с 2012 по 2016')).toEqual({ yearFrom: 2012, yearTo: 2016 });
    expect(filters('3 млн-нан 4 млн-ға дейін')).toEqual({ priceFrom: 3_000_000, priceTo: 4_000_000 });
    expect(filters('пробег не больше 80 тыс км')).toEqual({ mileageTo: 80_000 });
    expect(filters('мотор 1.6')).toEqual({ engineFrom: 1.6, engineTo: 1.6 });
    expect(filters('2017 и новее')).toEqual({ yearFrom: 2017 });
    expect(filters('2013-тен кейін')).toEqual({ yearFrom: 2014 });
    // A year and a price side by side are not a range.
    expect(filters('с 2016 до 9 млн')).toEqual({ yearFrom: 2016, priceTo: 9_000_000 });
    // Seats are not a price.
    expect(filters('минивэн 8 мест')).toEqual({ body: ['minivan'] });
  });

  it('reads places with Russian and Kazakh endings, regions and old names', () => {
    expect(filters('в Кокшетау')).toEqual({ city: 'kokshetau' });
    expect(filters('Павлодардан')).toEqual({ city: 'pavlodar' });
    expect(filters('Теміртаудағы')).toEqual({ city: 'temirtau' });
    expect(filters('по Карагандинской области')).toEqual({ region: 'karaganda' });
    expect(filters('Жамбыл облысы')).toEqual({ region: 'zhambyl' });
    expect(filters('по СКО')).toEqual({ region: 'north-kazakhstan' });
    expect(filters('Семипалатинск')).toEqual({ city: 'semey' });
  });

  it('reads the other filter words in both languages', () => {
    expect(filters('сұр түсті автомат')).toEqual({ color: ['grey'], transmission: AUTO });
    expect(filters('праворульный дизель')).toEqual({ steering: 'right', fuel: ['diesel'] });
    expect(filters('нерастаможенный')).toEqual({ customsCleared: false });
    expect(filters('обмен рассмотрю от хозяина')).toEqual({ exchange: true, sellerType: 'private' });
    expect(filters('несиеге')).toEqual({ credit: true });
    expect(filters('арзанырақ седандар')).toEqual({ body: ['sedan'], sort: 'cheapest' });
  });

  it('plans the tool: price figures, comparison, credit, a term, help', () => {
    expect(read('почём нынче рав4').plan).toEqual({ tool: 'stats' });
    expect(read('туксон или спортейдж').plan).toEqual({
      tool: 'compare',
      models: [{ brand: 'hyundai', model: 'tucson' }, { brand: 'kia', model: 'sportage' }],
    });
    expect(read('ежемесячный платеж за 6 млн на 4 года').plan).toEqual({ tool: 'credit', price: 6_000_000, months: 48 });
    expect(read('что значит ГЭСВ').plan).toEqual({ tool: 'term', term: 'aprc' });
    expect(read('сәлем').plan).toEqual({ tool: 'help' });
  });

  it('refines the conversation: keeps what a follow-up does not name, replaces what it does', () => {
    const a = read('Шымкентте Кобальт 6 миллионға дейін');
    const b = read('ал Алматыда ше?', a.context);
    expect(b.filters).toEqual({ brand: ['chevrolet'], model: 'cobalt', city: 'almaty', priceTo: 6_000_000 });
    const c = read('а по всему Казахстану?', b.context);
    expect(c.filters).toEqual({ brand: ['chevrolet'], model: 'cobalt', priceTo: 6_000_000 });
    const d = read('а Нексия?', c.context);
    expect(d.filters).toEqual({ brand: ['chevrolet', 'daewoo'], model: 'nexia', priceTo: 6_000_000 });
    // A request that names a car and is not a follow-up starts a new search.
    expect(read('Прадо 150', d.context).filters).toEqual({ brand: ['toyota'], model: 'land-cruiser-prado', generation: 'j150' });
    // A follow-up of a price question stays one; "покажи объявления" turns it into the list.
    const stats = read('сколько стоит камри 70');
    expect(read('а в Астане?', stats.context).plan).toEqual({ tool: 'stats' });
    expect(read('покажи объявления', stats.context).plan).toEqual({ tool: 'search' });
    // A credit follow-up keeps the price.
    const credit = read('платёж за 10 млн на 5 лет');
    expect(read('а на 3 года?', credit.context).plan).toEqual({ tool: 'credit', price: 10_000_000, months: 36 });
  });

  it('returns only keys with values, lists sorted, and names unused words', () => {
    const r = read('камри белая черная с панорамой');
    expect(r.filters).toEqual({ brand: ['toyota'], model: 'camry', color: ['black', 'white'] });
    expect(r.unknown).toEqual(['панорамой']);
    expect(read('').filters).toEqual({});
  });
});

describe('the buyer\'s remembered city (issue 23 item 5)', () => {
  const withCity = (text: string, context?: Parameters<typeof interpret>[2], city = 'almaty') => interpret(lex, text, context, NOW, city);

  it('is where a first search or price question looks when it names no place', () => {
    expect(withCity('камри до 12 млн').filters).toEqual({ brand: ['toyota'], model: 'camry', city: 'almaty', priceTo: 12_000_000 });
    expect(withCity('сколько стоит прадо 150?').filters.city).toBe('almaty');
    expect(withCity('кроссовер с полным приводом до 10 млн', undefined, 'karaganda').filters.city).toBe('karaganda');
  });

  it('gives way to a place the request names, to "по всему Казахстану", to a context, and is not for terms or credit', () => {
    expect(withCity('камри в Астане').filters.city).toBe('astana');
    expect(withCity('камри Алматы облысында').filters).toMatchObject({ region: 'almaty-region' });
    expect(withCity('камри Алматы облысында').filters.city).toBeUndefined();
    expect(withCity('камри по всему Казахстану').filters.city).toBeUndefined();
    const first = withCity('камри');
    expect(withCity('а подешевле?', { ...first.context, filters: { brand: ['toyota'], model: 'camry' } }).filters.city).toBeUndefined();
    expect(withCity('что такое растаможка?').filters).toEqual({});
    expect(withCity('камри', undefined, 'nosuchcity').filters.city).toBeUndefined();
  });
});
