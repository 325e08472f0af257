import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { useForm, useStore } from '@tanstack/react-form';
import { Link } from '@tanstack/react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  BODY_TYPES,
  COLORS,
  CONDITIONS,
  DESCRIPTION_MAX,
  DRIVES,
  FUELS,
  TRANSMISSIONS,
  type AnnouncementInputRaw,
  type AnnouncementWriteResult,
  type EditableAnnouncement,
  type UploadedPhoto,
  yearMax,
} from '@jolda/contracts';
import { authMutations, catalogQueries, isApiRequestError, postingMutations, postingQueries, readBrowserCookie, useHttp } from '@jolda/api-client';
import { profileQueries } from '@jolda/auth';
import { formatNumber } from '@jolda/i18n';
import {
  Button,
  Checkbox,
  Input,
  MaskedInput,
  PhoneInput,
  PriceInput,
  SegmentedControl,
  Combobox,
  Select,
  Spinner,
  Stepper,
  TextArea,
  VisuallyHidden,
} from '@jolda/ui';
import {
  EMPTY_VALUES,
  type Errors,
  type FieldName,
  type FormValues,
  LAST_STEP,
  STEPS,
  decimalComma,
  decodableVin,
  firstInvalidStep,
  restoreValues,
  stepOfField,
  toInput,
  validateAll,
  validateStep,
} from './form-state';
import { PREFILL_FIELDS, type PostingPrefill } from './posting-route';
import {
  BODY_LABELS,
  COLOR_LABELS,
  CONDITION_LABELS,
  DRIVE_LABELS,
  ERROR_TEXT,
  FUEL_LABELS,
  REASON_TEXT,
  TRANSMISSION_LABELS,
  UNKNOWN_ERROR,
} from './labels';
import { errorCode, showApiFieldErrors } from '../../shared/form';
import { useLocale } from '../../shared/use-locale';
import { PhotoUploader } from './PhotoUploader';
import { LOCAL_DRAFT_KEY, useDraft } from './use-draft';
import * as styles from './posting.css';

/** The form's values: the typed fields and the uploaded photos (the draft keeps them apart). */
type PostingValues = FormValues & { photos: UploadedPhoto[] };
const EMPTY_POSTING: PostingValues = { ...EMPTY_VALUES, photos: [] };

const valuesOf = (e: EditableAnnouncement): PostingValues => ({
  ...EMPTY_VALUES,
  ...Object.fromEntries(
    Object.entries(e.input)
      .filter(([k]) => k in EMPTY_VALUES)
      .map(([k, v]) => [k, typeof v === 'boolean' && k !== 'exchange' && k !== 'credit' ? v : v === null ? '' : typeof v === 'boolean' ? v : String(v)]),
  ),
  engineVolume: typeof e.input.engineVolume === 'number' ? decimalComma(String(e.input.engineVolume)) : '',
  customsCleared: e.input.customsCleared ? 'yes' : 'no',
  phone: e.input.phone.replace(/^\+7/, ''),
  photos: e.photos,
});

const errorsOf = (errs: Errors) => (Object.keys(errs).length ? { fields: errs } : undefined);

/** Focuses the first field that shows an error (after the step with it has rendered). */
const focusFirstError = () =>
  requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]')?.focus());

/** Publishes a new announcement, or saves the edited one (`postingMutations`; they invalidate the seller's lists and the announcements). */
function useSaveAnnouncement(editingId: number | undefined) {
  const http = useHttp();
  const create = useMutation(postingMutations.create(http));
  const update = useMutation(postingMutations.update(http));
  return (input: AnnouncementInputRaw): Promise<AnnouncementWriteResult> =>
    editingId === undefined ? create.mutateAsync(input) : update.mutateAsync({ id: editingId, input });
}

/**
 * The multi-step posting form, for a new announcement or (with `editing`) an existing one: one `@tanstack/react-form`
 * form over the five steps. "Next" and "Publish" both submit it; its submit validator is the contract's
 * `announcementInputSchema` (the current step's fields on "Next", everything on "Publish"), the write is a
 * `postingMutations` mutation, and the API's field errors go next to their fields on their step. Every change is kept
 * in the draft (this browser, and the server when signed in).
 */
export function PostingForm({ editing, prefill }: { editing?: EditableAnnouncement; prefill?: PostingPrefill | undefined }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const http = useHttp();
  const queryClient = useQueryClient();
  const draft = useDraft(editing ? { key: `jolda:edit-${editing.id}`, server: false } : { key: LOCAL_DRAFT_KEY });
  const saveAnnouncement = useSaveAnnouncement(editing?.id);
  const [step, setStep] = useState(0);
  const stepRef = useRef(0);
  const [result, setResult] = useState<AnnouncementWriteResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sessionEnded, setSessionEnded] = useState(false);
  const stepHeading = useRef<HTMLHeadingElement>(null);

  const goTo = (next: number) => {
    stepRef.current = next;
    setStep(next);
    requestAnimationFrame(() => stepHeading.current?.focus());
  };

  const form = useForm({
    defaultValues: editing ? valuesOf(editing) : EMPTY_POSTING,
    validators: {
      // "Next" judges the step's own fields, "Publish" the whole form: the contract's schema either way.
      onSubmit: ({ value }) =>
        errorsOf(stepRef.current === LAST_STEP ? validateAll(value, value.photos) : validateStep(stepRef.current, value, value.photos)),
    },
    onSubmitInvalid: ({ value }) => {
      if (stepRef.current === LAST_STEP) {
        const errs = validateAll(value, value.photos);
        goTo(firstInvalidStep(value, value.photos) ?? stepOfField(Object.keys(errs)[0]!));
      }
      focusFirstError();
    },
    onSubmit: async ({ value, formApi }) => {
      if (stepRef.current < LAST_STEP) return goTo(stepRef.current + 1);
      setFailure(null);
      // A seller without a name is asked once, here: buyers see it on the announcement instead of "Продавец".
      if (needsNameRef.current && !(await saveSellerName())) return focusFirstError();
      try {
        const r = await saveAnnouncement(toInput(value, value.photos));
        await draft.clear();
        setResult(r);
        window.scrollTo({ top: 0 });
      } catch (e) {
        const fields = showApiFieldErrors(formApi, e);
        if (fields) {
          goTo(stepOfField(Object.keys(fields)[0]!));
          focusFirstError();
        } else if (isApiRequestError(e) && e.status === 401) {
          setSessionEnded(true);
          setFailure(t`Сессия закончилась. Войдите снова — всё, что вы ввели, сохранено.`);
        } else if (isApiRequestError(e) && e.status === 403) {
          setFailure(t`Это объявление принадлежит другому пользователю.`);
        } else {
          setFailure(t`Не удалось отправить объявление. Проверьте соединение и попробуйте ещё раз — введённое сохранено.`);
        }
      }
    },
  });

  const values = useStore(form.store, (s) => s.values);
  const submitting = useStore(form.store, (s) => s.isSubmitting);
  const fieldMeta = useStore(form.store, (s) => s.fieldMeta);

  // The draft, once known (client only), fills the form; from then on every change is saved.
  const restored = draft.loaded;
  const { initial, save } = draft;
  const signedIn = restored && !sessionEnded && Boolean(readBrowserCookie('access_token'));
  const [applied, setApplied] = useState(false);
  useEffect(() => {
    if (!restored || applied) return;
    // A car handed over by another page (the garage's "Продать") replaces the draft's car fields, from the first step.
    const carGiven = !editing && prefill && Object.keys(prefill).length > 0;
    if (initial || carGiven) {
      const base = initial ? restoreValues(initial.values) : EMPTY_VALUES;
      const car = carGiven ? { ...Object.fromEntries(PREFILL_FIELDS.map((k) => [k, ''])), ...prefill } : {};
      form.reset({ ...base, ...car, photos: initial?.photos ?? [] }, { keepDefaultValues: true });
      const s = carGiven ? 0 : Math.min(initial!.step, LAST_STEP);
      stepRef.current = s;
      setStep(s);
    }
    setApplied(true);
  }, [restored, applied, initial, form, editing, prefill]);
  useEffect(() => {
    if (!applied || result) return;
    const { photos, ...typed } = values;
    save({ step, values: typed as unknown as Record<string, unknown>, photos });
  }, [applied, step, values, save, result]);

  // The signed-in seller: the contact phone starts as the phone they signed in with, and a seller with no name is
  // asked for one (once: it is kept in the profile) — issue 23 item 8.
  const profileQuery = profileQueries.me(http, { signedIn: true });
  const profile = useQuery({ ...profileQuery, enabled: signedIn && !editing }).data ?? null;
  const needsName = signedIn && !editing && profile !== null && !profile.name?.trim();
  const needsNameRef = useRef(needsName);
  needsNameRef.current = needsName;
  const [sellerName, setSellerName] = useState('');
  const sellerNameRef = useRef(sellerName);
  sellerNameRef.current = sellerName;
  const [nameError, setNameError] = useState<string | null>(null);
  const updateProfile = useMutation(authMutations.updateProfile(http));
  const saveSellerName = async (): Promise<boolean> => {
    const name = sellerNameRef.current.trim();
    if (!name) {
      setNameError(t`Как к вам обращаться? Имя увидят покупатели`);
      return false;
    }
    try {
      queryClient.setQueryData(profileQuery.queryKey, await updateProfile.mutateAsync({ name }));
      return true;
    } catch (e) {
      setNameError(
        isApiRequestError(e) && e.fields?.['name']?.includes('name_too_long')
          ? t`Не длиннее 80 символов`
          : t`Не удалось сохранить имя. Проверьте соединение и попробуйте ещё раз.`,
      );
      return false;
    }
  };
  const phoneFilled = useRef(false);
  useEffect(() => {
    if (!applied || !profile || editing || phoneFilled.current) return;
    phoneFilled.current = true;
    if (!form.state.values.phone) form.setFieldValue('phone', profile.phone.replace(/^\+7/, ''));
  }, [applied, profile, editing, form]);

  const brands = useQuery(catalogQueries.brands(http));
  const models = useQuery({ ...catalogQueries.models(http, values.brand || '-'), enabled: Boolean(values.brand) });
  const cities = useQuery(catalogQueries.cities(http));
  const model = models.data?.items.find((m) => m.slug === values.model);
  // VIN and plate: looked up once complete (the VIN's check digit is only a warning).
  const vinKey = decodableVin(values.vin) ? values.vin.toUpperCase() : '';
  const vinInfo = useQuery({ ...postingQueries.vin(http, vinKey), enabled: Boolean(vinKey) }).data;
  const plateKey = values.plate.replace(/\s/g, '').length >= 8 ? values.plate : '';
  const plateInfo = useQuery({ ...postingQueries.plate(http, plateKey), enabled: Boolean(plateKey) }).data;
  const shownVin = vinKey ? vinInfo : undefined;
  const shownPlate = plateKey ? plateInfo : undefined;

  /** A complete VIN fills what is still empty: the brand and the model year. */
  const prefillFromVin = async (vin: string) => {
    if (!decodableVin(vin)) return;
    const info = await queryClient.fetchQuery(postingQueries.vin(http, vin.toUpperCase())).catch(() => null);
    if (!info || form.state.values.vin !== vin) return;
    if (!form.state.values.brand && info.brand) form.setFieldValue('brand', info.brand.slug);
    if (!form.state.values.year && info.modelYear && info.modelYear <= yearMax()) form.setFieldValue('year', String(info.modelYear));
  };

  const message = (errors: readonly unknown[]): string | undefined => {
    const code = errorCode(errors);
    return code ? i18n._(ERROR_TEXT[code] ?? UNKNOWN_ERROR) : undefined;
  };

  const stepNames = [t`VIN или госномер`, t`Автомобиль`, t`Пробег и цена`, t`Фотографии`, t`Контакты`];
  const stepOf = (i: number, n: number = STEPS.length) => t`Шаг ${i + 1} из ${n}`;
  const stepHasErrors = (i: number) => STEPS[i]!.fields.some((f) => fieldMeta[f as FieldName]?.errors.length);

  const brandOptions = useMemo(() => (brands.data?.items ?? []).map((b) => ({ value: b.slug, label: b.name })), [brands.data]);
  const modelOptions = (models.data?.items ?? []).map((m) => ({ value: m.slug, label: m.name }));
  const generationOptions = (model?.generations ?? []).map((g) => ({
    value: g.slug,
    label: `${g.name} (${g.yearFrom}–${g.yearTo ?? t`н. в.`})`,
  }));
  const bodyOptions = (model?.bodyTypes.length ? model.bodyTypes : BODY_TYPES).map((b) => ({ value: b, label: i18n._(BODY_LABELS[b]) }));
  const cityOptions = (cities.data?.items ?? []).map((c) => ({ value: c.slug, label: c.name }));
  const enumOptions = <V extends string>(list: readonly V[], labels: Record<V, MessageDescriptor>) =>
    list.map((v) => ({ value: v, label: i18n._(labels[v]) }));

  if (!applied) {
    return (
      <div className={styles.loadingCard} aria-busy="true">
        <Spinner label={t`Загружаем черновик`} />
      </div>
    );
  }

  if (result) return <ResultPanel result={result} editing={Boolean(editing)} />;

  /** A choice from a list (`Select`) bound to a field. */
  const selectField = (name: 'body' | 'fuel' | 'transmission' | 'drive' | 'color' | 'condition', label: string, placeholder: string, options: Array<{ value: string; label: string }>, wide = false) => (
    <form.Field name={name}>
      {(f) => (
        <Select
          className={wide ? styles.wide : undefined}
          label={label}
          required
          placeholder={placeholder}
          options={options}
          value={f.state.value || null}
          onChange={(v) => {
            f.handleChange(v ?? '');
            if (name === 'fuel' && v === 'electric') form.setFieldValue('engineVolume', '');
          }}
          errorMessage={message(f.state.meta.errors)}
        />
      )}
    </form.Field>
  );

  let body: ReactNode;
  if (step === 0) {
    body = (
      <div className={styles.grid}>
        <div>
          <form.Field name="vin" listeners={{ onChange: ({ value }) => void prefillFromVin(value) }}>
            {(f) => (
              <MaskedInput
                label={t`VIN`}
                preset="vin"
                value={f.state.value}
                onValueChange={({ raw }) => f.handleChange(raw)}
                spellCheck={false}
                description={t`17 символов, без букв I, O и Q. Заполним марку и год выпуска.`}
                errorMessage={message(f.state.meta.errors)}
              />
            )}
          </form.Field>
          {shownVin ? (
            <div className={styles.vinInfo} aria-live="polite">
              {shownVin.brand ? (
                <p className={styles.hint}>
                  <Trans>
                    Марка: <strong>{shownVin.brand.name}</strong>
                  </Trans>
                  {shownVin.modelYear ? <>, {t`модельный год ${shownVin.modelYear}`}</> : null}
                </p>
              ) : (
                <p className={styles.hint}>{t`Производитель ${shownVin.wmi ?? ''} не найден в каталоге — выберите марку сами.`}</p>
              )}
              {!shownVin.checkDigitValid ? (
                <p className={styles.warning} role="status">
                  {i18n._(REASON_TEXT['vin_check_digit']!)}
                </p>
              ) : null}
            </div>
          ) : null}
        </div>
        <div>
          <form.Field name="plate">
            {(f) => (
              <MaskedInput
                label={t`Госномер`}
                preset="plate"
                placeholder="123 ABC 02"
                value={f.state.value.replace(/\s/g, '')}
                onValueChange={({ masked }) => f.handleChange(masked.toUpperCase())}
                autoComplete="off"
                description={t`Необязательно. Формат 123 ABC 02.`}
                errorMessage={message(f.state.meta.errors)}
              />
            )}
          </form.Field>
          {shownPlate ? (
            <p className={styles.vinInfo} aria-live="polite">
              {shownPlate.region ? t`Регион: ${shownPlate.region.name}. ` : ''}
              {t`Данных об автомобиле по номеру нет — заполните характеристики вручную.`}
            </p>
          ) : null}
        </div>
      </div>
    );
  } else if (step === 1) {
    body = (
      <div className={styles.grid}>
        <form.Field name="brand">
          {(f) => (
            <Combobox
              label={t`Марка`}
              required
              placeholder={t`Выберите марку`}
              emptyText={t`Такой марки нет в каталоге`}
              toggleLabel={t`Показать все марки`}
              options={brandOptions}
              value={f.state.value || null}
              onChange={(v) => {
                if ((v ?? '') === f.state.value) return;
                f.handleChange(v ?? '');
                form.setFieldValue('model', '');
                form.setFieldValue('generation', '');
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
              options={modelOptions}
              value={f.state.value || null}
              onChange={(v) => {
                if ((v ?? '') === f.state.value) return;
                f.handleChange(v ?? '');
                form.setFieldValue('generation', '');
              }}
              disabled={!values.brand}
              errorMessage={message(f.state.meta.errors)}
            />
          )}
        </form.Field>
        <form.Field name="generation">
          {(f) => (
            <Select label={t`Поколение`} placeholder={t`Не знаю / не важно`} options={generationOptions} value={f.state.value || null} onChange={(v) => f.handleChange(v ?? '')} disabled={!generationOptions.length} errorMessage={message(f.state.meta.errors)} />
          )}
        </form.Field>
        <form.Field name="year">
          {(f) => (
            <Input label={t`Год выпуска`} required inputMode="numeric" maxLength={4} value={f.state.value} onValueChange={(v) => f.handleChange(v.replace(/\D/g, ''))} errorMessage={message(f.state.meta.errors)} />
          )}
        </form.Field>
        {selectField('body', t`Кузов`, t`Выберите кузов`, bodyOptions)}
        {selectField('fuel', t`Топливо`, t`Выберите топливо`, enumOptions(FUELS, FUEL_LABELS))}
        <form.Field name="engineVolume">
          {(f) => (
            <Input
              label={t`Объём двигателя, л`}
              required={values.fuel !== 'electric'}
              inputMode="decimal"
              maxLength={3}
              placeholder={formatNumber(2.5, locale)}
              value={f.state.value}
              disabled={values.fuel === 'electric'}
              onValueChange={(v) => f.handleChange(decimalComma(v))}
              description={values.fuel === 'electric' ? t`Не указывается для электромобиля` : undefined}
              errorMessage={message(f.state.meta.errors)}
            />
          )}
        </form.Field>
        {selectField('transmission', t`Коробка передач`, t`Выберите коробку`, enumOptions(TRANSMISSIONS, TRANSMISSION_LABELS))}
        {selectField('drive', t`Привод`, t`Выберите привод`, enumOptions(DRIVES, DRIVE_LABELS))}
        {selectField('color', t`Цвет`, t`Выберите цвет`, enumOptions(COLORS, COLOR_LABELS))}
        <form.Field name="steering">
          {(f) => (
            <SegmentedControl label={t`Руль`} options={[{ value: 'left', label: t`Слева` }, { value: 'right', label: t`Справа` }]} value={f.state.value || 'left'} onChange={f.handleChange} fullWidth />
          )}
        </form.Field>
        <form.Field name="customsCleared">
          {(f) => (
            <SegmentedControl label={t`Растаможен в Казахстане`} options={[{ value: 'yes', label: t`Да` }, { value: 'no', label: t`Нет` }]} value={f.state.value || 'yes'} onChange={f.handleChange} fullWidth />
          )}
        </form.Field>
        {selectField('condition', t`Состояние`, t`Выберите состояние`, enumOptions(CONDITIONS, CONDITION_LABELS), true)}
      </div>
    );
  } else if (step === 2) {
    body = (
      <div className={styles.grid}>
        <form.Field name="mileage">
          {(f) => (
            <Input label={t`Пробег`} required inputMode="numeric" suffix={t`км`} value={f.state.value} onValueChange={(v) => f.handleChange(v.replace(/\D/g, '').slice(0, 7))} errorMessage={message(f.state.meta.errors)} />
          )}
        </form.Field>
        <form.Field name="price">
          {(f) => (
            <PriceInput label={t`Цена`} required value={f.state.value ? Number(f.state.value) : null} onValueChange={(v) => f.handleChange(v === null ? '' : String(v))} errorMessage={message(f.state.meta.errors)} />
          )}
        </form.Field>
        <form.Field name="city">
          {(f) => (
            <Select className={styles.wide} label={t`Город`} required placeholder={t`Выберите город`} options={cityOptions} value={f.state.value || null} onChange={(v) => f.handleChange(v ?? '')} errorMessage={message(f.state.meta.errors)} />
          )}
        </form.Field>
        <form.Field name="description">
          {(f) => (
            <TextArea
              className={styles.wide}
              label={t`Описание`}
              rows={6}
              maxLength={DESCRIPTION_MAX}
              showCount
              value={f.state.value}
              onValueChange={f.handleChange}
              description={t`Состояние, комплектация, история обслуживания. Без ссылок и HTML.`}
              errorMessage={message(f.state.meta.errors)}
            />
          )}
        </form.Field>
        <div className={`${styles.wide} ${styles.checks}`}>
          <form.Field name="exchange">
            {(f) => (
              <Checkbox checked={f.state.value} onChange={f.handleChange}>
                <Trans>Возможен обмен</Trans>
              </Checkbox>
            )}
          </form.Field>
          <form.Field name="credit">
            {(f) => (
              <Checkbox checked={f.state.value} onChange={f.handleChange}>
                <Trans>Возможна покупка в кредит</Trans>
              </Checkbox>
            )}
          </form.Field>
        </div>
      </div>
    );
  } else if (step === 3) {
    body = (
      <form.Field name="photos">
        {(f) => <PhotoUploader photos={f.state.value} onChange={f.handleChange} errorMessage={message(f.state.meta.errors)} />}
      </form.Field>
    );
  } else {
    body = (
      <div className={styles.grid}>
        {needsName ? (
          <Input
            label={t`Ваше имя`}
            required
            name="seller-name"
            autoComplete="given-name"
            maxLength={80}
            value={sellerName}
            onValueChange={(v) => {
              setSellerName(v);
              setNameError(null);
            }}
            description={t`Его увидят покупатели в объявлении. Спросим один раз — изменить можно в настройках профиля.`}
            errorMessage={nameError ?? undefined}
          />
        ) : null}
        <form.Field name="phone">
          {(f) => (
            <PhoneInput
              label={t`Телефон для связи`}
              required
              value={f.state.value}
              onValueChange={({ national }) => f.handleChange(national)}
              errorMessage={message(f.state.meta.errors)}
            />
          )}
        </form.Field>
        {!signedIn && !editing ? (
          <div className={`${styles.wide} ${styles.note}`}>
            <p>
              <Trans>Чтобы опубликовать объявление, войдите по номеру телефона. Всё, что вы ввели, сохранится.</Trans>
            </p>
            <Button render={(p) => <Link {...p} to="/login" search={{ redirect: '/create-announcement' } as never} />}>
              <Trans>Войти и опубликовать</Trans>
            </Button>
          </div>
        ) : null}
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void form.handleSubmit();
      }}
    >
      <Stepper
        label={t`Шаги`}
        steps={stepNames.map((title, i) => ({
          id: String(i),
          title,
          status: stepHasErrors(i) ? ('error' as const) : i < step ? ('complete' as const) : undefined,
        }))}
        current={String(step)}
        onStepClick={(id) => goTo(Number(id))}
        stepLabel={stepOf}
        statusLabel={{ complete: t`заполнен`, error: t`есть ошибки` }}
        className={styles.stepper}
      />
      <section className={styles.card} aria-labelledby="posting-step-title">
        <h2 id="posting-step-title" className={styles.stepTitle} tabIndex={-1} ref={stepHeading}>
          {/* The stepper above shows the position; screen readers hear it with the title. */}
          <VisuallyHidden>{`${stepOf(step)}: `}</VisuallyHidden>
          {stepNames[step]}
        </h2>
        {failure ? (
          <p className={styles.danger} role="alert">
            {failure}
          </p>
        ) : null}
        {body}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => goTo(step - 1)} disabled={step === 0}>
            <Trans>Назад</Trans>
          </Button>
          {step < LAST_STEP ? (
            <Button type="submit">
              <Trans>Далее</Trans>
            </Button>
          ) : (
            <Button type="submit" loading={submitting} disabled={!signedIn && !editing}>
              {editing ? <Trans>Сохранить изменения</Trans> : <Trans>Опубликовать</Trans>}
            </Button>
          )}
        </div>
        <p className={styles.saved} aria-live="polite">
          {draft.sync === 'saving'
            ? t`Сохраняем черновик…`
            : draft.sync === 'saved'
              ? t`Черновик сохранён`
              : draft.sync === 'local'
                ? t`Черновик сохранён в этом браузере`
                : draft.sync === 'error'
                  ? t`Не удалось сохранить черновик на сервере — он сохранён в этом браузере`
                  : ''}
        </p>
      </section>
    </form>
  );
}

/**
 * What the form shows once sent. The VIN's check-digit remark belongs to the form, where the VIN can still be
 * corrected; it is not repeated here, next to "published" (issue 23 item 9).
 */
export function ResultPanel({ result, editing }: { result: AnnouncementWriteResult; editing: boolean }) {
  const { t, i18n } = useLingui();
  const reason = (code: string | null) =>
    (code ?? '')
      .split(',')
      .filter(Boolean)
      .map((c) => (REASON_TEXT[c] ? i18n._(REASON_TEXT[c]) : c))
      .join(' ');
  return (
    <section className={styles.card} aria-live="polite">
      {result.status === 'published' ? (
        <p className={styles.success} role="status">
          {editing ? t`Изменения сохранены, объявление опубликовано.` : t`Объявление опубликовано.`}
        </p>
      ) : result.status === 'moderation' ? (
        <p className={styles.warning} role="status">
          {t`Объявление отправлено на проверку модератору.`} {reason(result.moderationNote)}
        </p>
      ) : result.status === 'rejected' ? (
        <p className={styles.danger} role="alert">
          {t`Объявление отклонено.`} {reason(result.rejectReason)}
        </p>
      ) : (
        <p className={styles.success} role="status">
          {t`Изменения сохранены.`}
        </p>
      )}
      <div className={styles.actions}>
        {result.status === 'published' ? (
          <Button variant="secondary" render={(p) => <Link {...p} to="/announcement/$id" params={{ id: result.id }} />}>
            <Trans>Открыть объявление</Trans>
          </Button>
        ) : null}
        <Button render={(p) => <Link {...p} to="/profile/my-publications" />}>
          <Trans>Мои объявления</Trans>
        </Button>
      </div>
    </section>
  );
}
