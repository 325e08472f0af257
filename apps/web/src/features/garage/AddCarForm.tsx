import { useEffect, useRef, useState } from 'react';
import { useForm, useStore } from '@tanstack/react-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { catalogQueries, contractSchema, garageMutations, isApiRequestError, postingQueries, useHttp } from '@jolda/api-client';
import { isVinFormat, normalizeVin } from '@jolda/contracts';
import { formatNumber } from '@jolda/i18n';
import { Button, Combobox, Inline, Input, MaskedInput, PriceInput, SegmentedControl, Text } from '@jolda/ui';
import { errorCode, setFieldErrors, showApiFieldErrors, validateWith } from '../../shared/form';
import { useLocale } from '../../shared/use-locale';
import { type CarFormValues, EMPTY_CAR, carBody } from './garage-form';
import { FIELD_ERRORS, UNKNOWN_ERROR } from './labels';
import { groupedDigits } from './grouped-digits';
import * as styles from './garage.css';

/**
 * Adds a car by VIN or plate: the model, year, engine and mileage (a complete VIN fills the brand and year it
 * decodes), and the ОГПО and inspection dates if known. The contract's schema checks it first; the API's codes land
 * next to the same fields; nothing typed is lost.
 */
export function AddCarForm({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useLingui();
  const http = useHttp();
  const locale = useLocale();
  const add = useMutation(garageMutations.addCar(http));
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    defaultValues: EMPTY_CAR,
    validators: { onSubmitAsync: validateWith(contractSchema('garageCarInputSchema'), carBody) },
    onSubmit: async ({ value, formApi }) => {
      setFormError(null);
      try {
        await add.mutateAsync(carBody(value));
        formApi.reset();
        onDone();
      } catch (e) {
        if (isApiRequestError(e) && e.status === 409) setFieldErrors(formApi, { [value.mode]: [e.code] });
        else if (!showApiFieldErrors(formApi, e)) setFormError(t`Не удалось сохранить. Проверьте соединение и попробуйте ещё раз.`);
      }
    },
  });
  const values = useStore(form.store, (s) => s.values);
  const saving = useStore(form.store, (s) => s.isSubmitting);
  const brands = useQuery(catalogQueries.brands(http));
  const models = useQuery({ ...catalogQueries.models(http, values.brand || '-'), enabled: Boolean(values.brand) });
  const message = (errors: readonly unknown[]) => {
    const code = errorCode(errors);
    return code ? i18n._(FIELD_ERRORS[code] ?? UNKNOWN_ERROR) : undefined;
  };
  /** A complete VIN fills what is still empty: the brand and the model year. */
  const vinKey = values.mode === 'vin' && isVinFormat(normalizeVin(values.vin)) ? normalizeVin(values.vin) : '';
  const decoded = useQuery({ ...postingQueries.vin(http, vinKey), enabled: Boolean(vinKey) }).data;
  const filledFrom = useRef('');
  useEffect(() => {
    if (!decoded || !vinKey || filledFrom.current === vinKey || decoded.vin !== vinKey) return;
    filledFrom.current = vinKey;
    if (!form.state.values.brand && decoded.brand) form.setFieldValue('brand', decoded.brand.slug);
    if (!form.state.values.year && decoded.modelYear && decoded.modelYear <= new Date().getFullYear() + 1) form.setFieldValue('year', String(decoded.modelYear));
  }, [decoded, vinKey, form]);

  return (
    <form
      className={styles.form}
      noValidate
      data-testid="garage-add-form"
      onSubmit={(e) => {
        e.preventDefault();
        void form.handleSubmit();
      }}
    >
      <form.Field name="mode">
        {(f) => (
          <div className={styles.full}>
            <SegmentedControl<'vin' | 'plate'>
              label={t`Как найти автомобиль`}
              options={[
                { value: 'vin', label: 'VIN' },
                { value: 'plate', label: t`Госномер` },
              ]}
              value={f.state.value}
              onChange={f.handleChange}
            />
          </div>
        )}
      </form.Field>
      {values.mode === 'vin' ? (
        <form.Field name="vin">
          {(f) => (
            <div className={styles.full}>
            <MaskedInput
              key="vin"
              preset="vin"
              label={t`VIN (17 символов)`}
              name="vin"
              placeholder="XW7BF4FK30S012345"
              value={f.state.value}
              onValueChange={(v) => f.handleChange(v.raw)}
              errorMessage={message(f.state.meta.errors)}
              data-testid="garage-vin"
            />
            </div>
          )}
        </form.Field>
      ) : (
        <form.Field name="plate">
          {(f) => (
            <div className={styles.full}>
            <MaskedInput
              key="plate"
              preset="plate"
              label={t`Госномер`}
              name="plate"
              placeholder="123 ABC 02"
              value={f.state.value}
              onValueChange={(v) => f.handleChange(v.raw)}
              errorMessage={message(f.state.meta.errors)}
              data-testid="garage-plate"
            />
            </div>
          )}
        </form.Field>
      )}
      <form.Field name="brand">
        {(f) => (
          <Combobox
            label={t`Марка`}
            required
            placeholder={t`Выберите марку`}
            emptyText={t`Такой марки нет в каталоге`}
            toggleLabel={t`Показать все марки`}
            options={(brands.data?.items ?? []).map((b) => ({ value: b.slug, label: b.name }))}
            value={f.state.value || null}
            onChange={(v) => {
              if ((v ?? '') === f.state.value) return;
              f.handleChange(v ?? '');
              form.setFieldValue('model', '');
            }}
            errorMessage={message(f.state.meta.errors)}
          />
        )}
      </form.Field>
      <form.Field name="model">
        {(f) => (
          <Combobox
            label={t`Модель`}
            required
            placeholder={values.brand ? t`Выберите модель` : t`Сначала марка`}
            emptyText={t`Такой модели нет у этой марки`}
            toggleLabel={t`Показать все модели`}
            options={(models.data?.items ?? []).map((m) => ({ value: m.slug, label: m.name }))}
            value={f.state.value || null}
            onChange={(v) => f.handleChange(v ?? '')}
            disabled={!values.brand}
            errorMessage={message(f.state.meta.errors)}
          />
        )}
      </form.Field>
      <form.Field name="year">
        {(f) => (
          <Input
            label={t`Год выпуска`}
            name="year"
            inputMode="numeric"
            maxLength={4}
            required
            value={f.state.value}
            onValueChange={f.handleChange}
            errorMessage={message(f.state.meta.errors)}
          />
        )}
      </form.Field>
      <form.Field name="engineVolume">
        {(f) => (
          <Input
            label={t`Объём двигателя, л`}
            name="engineVolume"
            inputMode="decimal"
            maxLength={4}
            placeholder={formatNumber(1.6, locale, { minimumFractionDigits: 1 })}
            description={t`Нужен для налога; у электромобиля оставьте пустым.`}
            value={f.state.value}
            onValueChange={f.handleChange}
            errorMessage={message(f.state.meta.errors)}
          />
        )}
      </form.Field>
      <form.Field name="mileage">
        {(f) => (
          <PriceInput
            label={t`Пробег, км`}
            name="mileage"
            required
            {...groupedDigits(f)}
            maxDigits={7}
            currency=""
            errorMessage={message(f.state.meta.errors)}
          />
        )}
      </form.Field>
      <form.Field name="insuranceUntil">
        {(f) => (
          <Input
            type="date"
            label={t`ОГПО действует до`}
            name="insuranceUntil"
            value={f.state.value}
            onValueChange={f.handleChange}
            errorMessage={message(f.state.meta.errors)}
          />
        )}
      </form.Field>
      <form.Field name="inspectionUntil">
        {(f) => (
          <Input
            type="date"
            label={t`Техосмотр действует до`}
            name="inspectionUntil"
            value={f.state.value}
            onValueChange={f.handleChange}
            errorMessage={message(f.state.meta.errors)}
          />
        )}
      </form.Field>
      {formError ? (
        <Text role="alert" size="sm" tone="danger" className={styles.full}>
          {formError}
        </Text>
      ) : null}
      <Inline space="2" className={styles.full}>
        <Button type="submit" loading={saving} data-testid="garage-add-submit">
          <Trans>Добавить в гараж</Trans>
        </Button>
        <Button variant="ghost" onClick={onDone}>
          <Trans>Отмена</Trans>
        </Button>
      </Inline>
    </form>
  );
}

export type { CarFormValues };
