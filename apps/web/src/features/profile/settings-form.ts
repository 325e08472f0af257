import type { Profile, UpdateProfile } from '@jolda/contracts';

export interface SettingsValues {
  name: string;
  cityId: number | null;
  locale: 'ru' | 'kk';
}

export const valuesFromProfile = (p: Profile): SettingsValues => ({ name: p.name ?? '', cityId: p.cityId, locale: p.locale });

/** Only what changed goes to `PUT /auth/update-profile/v2/`. */
export function settingsPatch(before: SettingsValues, after: SettingsValues): UpdateProfile {
  const patch: UpdateProfile = {};
  if (after.name.trim() !== before.name.trim()) patch.name = after.name.trim();
  if (after.cityId !== before.cityId) patch.cityId = after.cityId;
  if (after.locale !== before.locale) patch.locale = after.locale;
  return patch;
}
