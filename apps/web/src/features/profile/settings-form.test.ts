import { describe, expect, it } from 'vitest';
import { settingsPatch, validateSettings, valuesFromProfile } from './settings-form';

const profile = { id: 1, phone: '+77011234567', name: 'Айгерим', cityId: 2, locale: 'ru' as const, createdAt: '2025-01-01T00:00:00.000Z' };

describe('settings form', () => {
  it('sends only the changed fields', () => {
    const before = valuesFromProfile(profile);
    expect(settingsPatch(before, before)).toEqual({});
    expect(settingsPatch(before, { ...before, name: '  Айгерим  ' })).toEqual({});
    expect(settingsPatch(before, { ...before, name: 'Ерлан', cityId: null, locale: 'kk' })).toEqual({ name: 'Ерлан', cityId: null, locale: 'kk' });
  });
  it('checks the name', () => {
    expect(validateSettings({ name: ' ', cityId: null, locale: 'ru' })).toEqual({ name: ['name_required'] });
    expect(validateSettings({ name: 'x'.repeat(81), cityId: null, locale: 'ru' })).toEqual({ name: ['name_too_long'] });
    expect(validateSettings({ name: 'Ерлан', cityId: 1, locale: 'kk' })).toEqual({});
  });
});
