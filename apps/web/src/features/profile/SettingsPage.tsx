import { useState } from 'react';
import { useForm, useStore } from '@tanstack/react-form';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { authMutations, catalogQueries, contractSchema, useHttp } from '@jolda/api-client';
import { profileQueries } from '@jolda/auth';
import { localizePath, serializeLocaleCookie } from '@jolda/i18n';
import { Button, Card, Inline, Input, RadioGroup, Select, Stack, Text } from '@jolda/ui';
import { errorCode, showApiFieldErrors, validateWith } from '../../shared/form';
import { settingsPatch, valuesFromProfile, type SettingsValues } from './settings-form';
import * as styles from './profile.css';

const MESSAGES: Record<string, MessageDescriptor> = {
  name_required: msg`Введите имя`,
  name_too_long: msg`Имя слишком длинное — не больше 80 символов`,
  city_not_found: msg`Такого города нет в списке`,
};
const NO_CITY = 'none';

/** `PUT /auth/update-profile/v2/` through its mutation; the cached profile becomes the answer. */
function useUpdateProfile() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    ...authMutations.updateProfile(http),
    onSuccess: (updated) => queryClient.setQueryData(profileQueries.me(http, { signedIn: true }).queryKey, updated),
  });
}

/**
 * `/profile/settings`: name, city and preferred language. A `@tanstack/react-form` form: only what changed is sent,
 * checked first with the contract's `updateProfileSchema`; the API's field errors show next to the fields.
 */
export function SettingsPage() {
  const { t, i18n } = useLingui();
  const http = useHttp();
  const profile = useSuspenseQuery(profileQueries.me(http, { signedIn: true })).data;
  const cities = useSuspenseQuery(catalogQueries.cities(http)).data.items;
  const updateProfile = useUpdateProfile();
  const [initial, setInitial] = useState<SettingsValues>(() => (profile ? valuesFromProfile(profile) : { name: '', cityId: null, locale: 'ru' }));
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const form = useForm({
    defaultValues: initial,
    validators: { onSubmitAsync: validateWith(contractSchema('updateProfileSchema'), (v: SettingsValues) => settingsPatch(initial, v)) },
    listeners: { onChange: () => setSaved(false) },
    onSubmit: async ({ value, formApi }) => {
      setSaved(false);
      setFormError(null);
      const patch = settingsPatch(initial, value);
      if (Object.keys(patch).length === 0) return setSaved(true);
      try {
        const next = valuesFromProfile(await updateProfile.mutateAsync(patch));
        setInitial(next);
        formApi.reset(next);
        setSaved(true);
        if (patch.locale && patch.locale !== i18n.locale) {
          // The page's language comes with the page: move to this page in the chosen language.
          document.cookie = serializeLocaleCookie(patch.locale, { secure: location.protocol === 'https:' });
          window.location.assign(localizePath('/profile/settings', patch.locale));
        }
      } catch (err) {
        if (!showApiFieldErrors(formApi, err)) setFormError(t`Не удалось сохранить. Проверьте соединение и попробуйте ещё раз.`);
      }
    },
  });
  const saving = useStore(form.store, (s) => s.isSubmitting);
  const message = (errors: readonly unknown[]) => {
    const code = errorCode(errors);
    if (!code) return undefined;
    return MESSAGES[code] ? i18n._(MESSAGES[code]) : t`Проверьте значение`;
  };

  return (
    <Stack space="6" maxWidth="prose" marginX="auto" paddingX="4" paddingTop="8" paddingBottom="12">
      <Link to="/profile" className={styles.back}>
        ← <Trans>Профиль</Trans>
      </Link>
      <h1 className={styles.title}>
        <Trans>Настройки профиля</Trans>
      </h1>
      <Card padding="lg">
        <Stack
          as="form"
          space="4"
          onSubmit={(e) => {
            e.preventDefault();
            void form.handleSubmit();
          }}
          noValidate
        >
          <form.Field name="name">
            {(field) => (
              <Input
                label={t`Имя`}
                name="name"
                autoComplete="name"
                maxLength={120}
                value={field.state.value}
                onValueChange={field.handleChange}
                errorMessage={message(field.state.meta.errors)}
              />
            )}
          </form.Field>
          <form.Field name="cityId">
            {(field) => (
              <Select<string>
                label={t`Город`}
                name="cityId"
                placeholder={t`Выберите город`}
                value={field.state.value === null ? NO_CITY : String(field.state.value)}
                onChange={(v) => field.handleChange(v === null || v === NO_CITY ? null : Number(v))}
                options={[{ value: NO_CITY, label: t`Не указан` }, ...cities.map((c) => ({ value: String(c.id), label: c.name }))]}
                errorMessage={message(field.state.meta.errors)}
              />
            )}
          </form.Field>
          <form.Field name="locale">
            {(field) => (
              <RadioGroup<'ru' | 'kk'>
                label={t`Язык сайта`}
                name="locale"
                orientation="horizontal"
                value={field.state.value}
                onChange={field.handleChange}
                options={[
                  { value: 'ru', label: 'Русский' },
                  { value: 'kk', label: 'Қазақша' },
                ]}
                errorMessage={message(field.state.meta.errors)}
              />
            )}
          </form.Field>
          {formError ? (
            <Text size="sm" tone="danger" role="alert">
              {formError}
            </Text>
          ) : null}
          <Inline space="3">
            <Button type="submit" loading={saving}>
              <Trans>Сохранить</Trans>
            </Button>
            <span role="status">
              {saved ? (
                <Text as="span" size="sm" tone="success">
                  <Trans>Сохранено</Trans>
                </Text>
              ) : null}
            </span>
          </Inline>
        </Stack>
      </Card>
    </Stack>
  );
}
