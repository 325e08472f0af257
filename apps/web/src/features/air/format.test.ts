import { describe, expect, it } from 'vitest';
import { almatyHour, formatConcentration } from './format';

describe('air formats', () => {
  it('writes the hour in Almaty time', () => {
    expect(almatyHour('2026-11-26T16:00:00.000Z')).toBe('21:00');
    expect(almatyHour('2026-11-26T19:00:00.000Z')).toBe('00:00');
  });

  it('writes concentrations with the digits they have', () => {
    expect(formatConcentration('pm25', 135.46, 'ru')).toBe('135');
    expect(formatConcentration('pm25', 8.04, 'kk')).toBe('8,0');
    expect(formatConcentration('co', 1.4, 'ru')).toBe('1,40');
    expect(formatConcentration('no2', null, 'ru')).toBe('—');
  });
});
