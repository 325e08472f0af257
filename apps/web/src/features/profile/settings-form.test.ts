import { describe, expect, it } from 'vitest';
import { contractSchema } from '@jolda/api-client';
import { validateWith } from '../../shared/form';
import { settingsPatch, valuesFromProfile, type SettingsValues } from './settings-form';

const profile = { id: 1, phone: '+77011234567', name: 'Айгерим', cityId: 2, locale: 'ru' as const, createdAt: '2025-01-01T00:00:00.000Z' };

describe('settings form', () => {
  it('sends only the changed fields', () => {
    const before = valuesFromProfile(profile);
    expect(settingsPatch(before, before)).toEqual({});
    expect(settingsPatch(before, { ...before, name: '  Айгерим  ' })).toEqual({});
    expect(settingsPatch(before, { ...before, name: 'Ерлан', cityId: null, locale: 'kk' })).toEqual({ name: 'Ерлан', cityId: null, locale: 'kk' });
  });
  it('checks the patch with the contract the API uses: its codes, next to the name', async () => {
    const before = valuesFromProfile(profile);
    const validate = validateWith(contractSchema('updateProfileSchema'), (v: SettingsValues) => settingsPatch(before, v));
    expect(await validate({ value: { ...before, name: ' ' } })).toEqual({ fields: { name: ['name_required'] } });
    expect(await validate({ value: { ...before, name: 'x'.repeat(81) } })).toEqual({ fields: { name: ['name_too_long'] } });
    expect(await validate({ value: { name: 'Ерлан', cityId: 1, locale: 'kk' } })).toBeUndefined();
    // An unchanged name is not sent, so not judged.
    expect(await validate({ value: { ...before, locale: 'kk' } })).toBeUndefined();
  });
});
