import { useState, type FormEvent } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { authApi, catalogQueries, isApiRequestError, useHttp } from '@jolda/api-client';
import { profileQueries } from '@jolda/auth';
import { localizePath, serializeLocaleCookie } from '@jolda/i18n';
import { Button, Card, Input, RadioGroup, Select } from '@jolda/ui';
import { settingsPatch, validateSettings, valuesFromProfile, type SettingsErrors, type SettingsValues } from './settings-form';
import * as styles from './profile.css';

const MESSAGES: Record<string, MessageDescriptor> = {
  name_required: msg`Введите имя`,
  name_too_long: msg`Имя слишком длинное — не больше 80 символов`,
  city_not_found: msg`Такого города нет в списке`,
};
const NO_CITY = 'none';

/** `/profile/settings`: name, city and preferred language, saved with `PUT /auth/update-profile/v2/`. */
export function SettingsPage() {
  const { t, i18n } = useLingui();
  const http = useHttp();
  const queryClient = useQueryClient();
  const profile = useSuspenseQuery(profileQueries.me(http, { signedIn: true })).data;
  const cities = useSuspenseQuery(catalogQueries.cities(http)).data.items;
  const [initial, setInitial] = useState<SettingsValues>(() => (profile ? valuesFromProfile(profile) : { name: '', cityId: null, locale: 'ru' }));
  const [values, setValues] = useState<SettingsValues>(initial);
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);

  const describe = (fields: Record<string, string[]>): SettingsErrors => {
    const out: SettingsErrors = {};
    for (const [field, codes] of Object.entries(fields)) {
      const key = field === 'cityId' || field === 'name' || field === 'locale' ? field : null;
      const code = codes[0] ?? '';
      if (key) out[key] = MESSAGES[code] ? i18n._(MESSAGES[code]) : t`Проверьте значение`;
    }
    return out;
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    setFormError(null);
    const patch = settingsPatch(initial, values);
    const local = patch.name !== undefined ? validateSettings(values) : {};
    if (Object.keys(local).length > 0) return setErrors(describe(local));
    setErrors({});
    if (Object.keys(patch).length === 0) return setSaved(true);
    setSaving(true);
    try {
      const updated = await authApi.updateProfile(http, patch);
      queryClient.setQueryData(profileQueries.me(http, { signedIn: true }).queryKey, updated);
      const next = valuesFromProfile(updated);
      setInitial(next);
      setValues(next);
      setSaved(true);
      if (patch.locale && patch.locale !== i18n.locale) {
        // The page's language comes with the page: move to this page in the chosen language.
        document.cookie = serializeLocaleCookie(patch.locale, { secure: location.protocol === 'https:' });
        window.location.assign(localizePath('/profile/settings', patch.locale));
      }
    } catch (err) {
      if (isApiRequestError(err) && err.fields) setErrors(describe(err.fields));
      else setFormError(t`Не удалось сохранить. Проверьте соединение и попробуйте ещё раз.`);
    } finally {
      setSaving(false);
    }
  };

  const change = (next: Partial<SettingsValues>) => {
    setSaved(false);
    setValues((v) => ({ ...v, ...next }));
    setErrors((e) => {
      const copy = { ...e };
      for (const k of Object.keys(next)) delete copy[k as keyof SettingsErrors];
      return copy;
    });
  };

  return (
    <div className={styles.page}>
      <Link to="/profile" className={styles.back}>
        ← <Trans>Профиль</Trans>
      </Link>
      <h1 className={styles.title}>
        <Trans>Настройки профиля</Trans>
      </h1>
      <Card padding="lg">
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <Input
            label={t`Имя`}
            name="name"
            autoComplete="name"
            maxLength={120}
            value={values.name}
            onValueChange={(name) => change({ name })}
            errorMessage={errors.name}
          />
          <Select<string>
            label={t`Город`}
            name="cityId"
            placeholder={t`Выберите город`}
            value={values.cityId === null ? NO_CITY : String(values.cityId)}
            onChange={(v) => change({ cityId: v === null || v === NO_CITY ? null : Number(v) })}
            options={[{ value: NO_CITY, label: t`Не указан` }, ...cities.map((c) => ({ value: String(c.id), label: c.name }))]}
            errorMessage={errors.cityId}
          />
          <RadioGroup<'ru' | 'kk'>
            label={t`Язык сайта`}
            name="locale"
            orientation="horizontal"
            value={values.locale}
            onChange={(locale) => change({ locale })}
            options={[
              { value: 'ru', label: 'Русский' },
              { value: 'kk', label: 'Қазақша' },
            ]}
            errorMessage={errors.locale}
          />
          {formError ? (
            <p className={styles.formError} role="alert">
              {formError}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button type="submit" loading={saving}>
              <Trans>Сохранить</Trans>
            </Button>
            <span role="status">
              {saved ? (
                <span className={styles.saved}>
                  <Trans>Сохранено</Trans>
                </span>
              ) : null}
            </span>
          </div>
        </form>
      </Card>
    </div>
  );
}
