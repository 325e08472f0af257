import { describe, expect, it } from 'vitest';
import { carryUtm, carryUtmParams, UTM_KEYS } from './utm';

describe('carryUtm', () => {
  it('lists the five utm keys', () => {
    expect(UTM_KEYS).toEqual(['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content']);
  });

  it('carries every utm key the next route lacks', () => {
    expect(
      carryUtm('?utm_source=g&utm_medium=cpc&utm_campaign=spring&utm_term=camry&utm_content=banner', '?page=2'),
    ).toBe('?page=2&utm_source=g&utm_medium=cpc&utm_campaign=spring&utm_term=camry&utm_content=banner');
  });

  it('does not overwrite a utm key the next route has, even empty', () => {
    expect(carryUtm('?utm_source=g&utm_medium=cpc', '?utm_source=fb')).toBe('?utm_source=fb&utm_medium=cpc');
    expect(carryUtm('?utm_source=g', '?utm_source=')).toBe('?utm_source=');
  });

  it('never carries other keys', () => {
    expect(carryUtm('?page=3&gclid=x&utm_id=1&sort=price', '')).toBe('');
    expect(carryUtm('?page=3&utm_term=a', '?q=1')).toBe('?q=1&utm_term=a');
  });

  it('accepts strings with or without ? and URLSearchParams, and encodes values', () => {
    expect(carryUtm(new URLSearchParams({ utm_campaign: 'весна 2025' }), 'x=1')).toBe(
      '?x=1&utm_campaign=%D0%B2%D0%B5%D1%81%D0%BD%D0%B0+2025',
    );
    expect(carryUtm('', '')).toBe('');
  });
});

describe('carryUtmParams', () => {
  it('works on search objects', () => {
    expect(carryUtmParams({ utm_source: 'g', utm_term: 'x', page: 2 }, { page: 1, utm_term: 'y' })).toEqual({
      page: 1,
      utm_term: 'y',
      utm_source: 'g',
    });
    expect(carryUtmParams({ utm_source: 'g' }, { utm_source: undefined })).toEqual({ utm_source: 'g' });
    expect(carryUtmParams({ utm_source: 5 }, {})).toEqual({});
  });
});
