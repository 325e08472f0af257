import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { Link } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  BODY_TYPES,
  COLORS,
  CONDITIONS,
  DESCRIPTION_MAX,
  DRIVES,
  FUELS,
  TRANSMISSIONS,
  type AnnouncementWriteResult,
  type EditableAnnouncement,
  type PlateLookup,
  type UploadedPhoto,
  type VinDecode,
  yearMax,
} from '@jolda/contracts';
import { catalogQueries, isApiRequestError, postingApi, postingQueries, readBrowserCookie, useHttp } from '@jolda/api-client';
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
  decodableVin,
  firstInvalidStep,
  restoreValues,
  stepOfField,
  toInput,
  validateAll,
  validateStep,
} from './form-state';
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
import { PhotoUploader } from './PhotoUploader';
import { LOCAL_DRAFT_KEY, useDraft } from './use-draft';
import * as styles from './posting.css';

const valuesOf = (e: EditableAnnouncement): FormValues => ({
  ...EMPTY_VALUES,
  ...Object.fromEntries(
    Object.entries(e.input)
      .filter(([k]) => k in EMPTY_VALUES)
      .map(([k, v]) => [k, typeof v === 'boolean' && k !== 'exchange' && k !== 'credit' ? v : v === null ? '' : typeof v === 'boolean' ? v : String(v)]),
  ),
  customsCleared: e.input.customsCleared ? 'yes' : 'no',
  phone: e.input.phone.replace(/^\+7/, ''),
});

/** The multi-step posting form, for a new announcement or (with `editing`) an existing one. */
export function PostingForm({ editing }: { editing?: EditableAnnouncement }) {
  const { t, i18n } = useLingui();
  const http = useHttp();
  const queryClient = useQueryClient();
  const draft = useDraft(editing ? { key: `jolda:edit-${editing.id}`, server: false } : { key: LOCAL_DRAFT_KEY });
  const [values, setValues] = useState<FormValues>(() => (editing ? valuesOf(editing) : EMPTY_VALUES));
  const [photos, setPhotos] = useState<UploadedPhoto[]>(() => editing?.photos ?? []);
  const [step, setStep] = useState(0);
  const [errors, setErrors] = useState<Errors>({});
  const [restored, setRestored] = useState(false);
  const [signedIn, setSignedIn] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [result, setResult] = useState<AnnouncementWriteResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [vinInfo, setVinInfo] = useState<VinDecode | null>(null);
  const [plateInfo, setPlateInfo] = useState<PlateLookup | null>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);

  // Restore the draft once it is known (client only), then save every change.
  useEffect(() => {
    if (!draft.loaded || restored) return;
    setSignedIn(Boolean(readBrowserCookie('access_token')));
    const d = draft.initial;
    if (d) {
      setValues(restoreValues(d.values));
      setPhotos(d.photos);
      setStep(Math.min(d.step, LAST_STEP));
    }
    setRestored(true);
  }, [draft.loaded, draft.initial, restored]);

  const { save } = draft;
  useEffect(() => {
    if (restored && !result) save({ step, values: values as unknown as Record<string, unknown>, photos });
  }, [restored, step, values, photos, save, result]);

  const brands = useQuery(catalogQueries.brands(http));
  const models = useQuery({ ...catalogQueries.models(http, values.brand || '-'), enabled: Boolean(values.brand) });
  const cities = useQuery(catalogQueries.cities(http));
  const model = models.data?.items.find((m) => m.slug === values.model);

  // VIN: decode once complete, pre-fill what is empty; the check digit is only a warning.
  const vin = values.vin;
  useEffect(() => {
    if (!decodableVin(vin)) {
      setVinInfo(null);
      return;
    }
    let cancelled = false;
    queryClient
      .fetchQuery(postingQueries.vin(http, vin.toUpperCase()))
      .then((info) => {
        if (cancelled) return;
        setVinInfo(info);
        setValues((v) => ({
          ...v,
          brand: v.brand || info.brand?.slug || '',
          year: v.year || (info.modelYear && info.modelYear <= yearMax() ? String(info.modelYear) : ''),
        }));
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [vin, http, queryClient]);

  const plate = values.plate;
  useEffect(() => {
    if (plate.replace(/\s/g, '').length < 8) {
      setPlateInfo(null);
      return;
    }
    let cancelled = false;
    postingApi
      .lookupPlate(http, plate)
      .then((info) => !cancelled && setPlateInfo(info))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [plate, http]);

  const set = <K extends keyof FormValues>(field: K, value: FormValues[K]) => {
    setValues((v) => {
      const next = { ...v, [field]: value };
      if (field === 'brand' && value !== v.brand) Object.assign(next, { model: '', generation: '' });
      if (field === 'model' && value !== v.model) next.generation = '';
      if (field === 'fuel' && value === 'electric') next.engineVolume = '';
      return next;
    });
    setErrors((e) => {
      if (!e[field]) return e;
      const { [field]: _gone, ...rest } = e;
      return rest;
    });
  };

  const err = (field: FieldName): string | undefined => {
    const code = errors[field]?.[0];
    if (!code) return undefined;
    return i18n._(ERROR_TEXT[code] ?? UNKNOWN_ERROR);
  };

  const goTo = (next: number) => {
    setStep(next);
    requestAnimationFrame(() => stepHeading.current?.focus());
  };

  const focusFirstError = (errs: Errors) => {
    requestAnimationFrame(() => {
      const first = document.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]');
      first?.focus();
      void errs;
    });
  };

  const next = () => {
    const errs = validateStep(step, values, photos);
    if (Object.keys(errs).length) {
      setErrors((e) => ({ ...e, ...errs }));
      focusFirstError(errs);
      return;
    }
    goTo(Math.min(step + 1, LAST_STEP));
  };

  const publish = async () => {
    setFailure(null);
    const errs = validateAll(values, photos);
    if (Object.keys(errs).length) {
      setErrors(errs);
      const s = firstInvalidStep(values, photos) ?? stepOfField(Object.keys(errs)[0]!);
      goTo(s);
      focusFirstError(errs);
      return;
    }
    setSubmitting(true);
    try {
      const input = toInput(values, photos);
      const r = editing ? await postingApi.updateAnnouncement(http, editing.id, input) : await postingApi.createAnnouncement(http, input);
      await draft.clear();
      setResult(r);
      void queryClient.invalidateQueries({ queryKey: postingQueries.all() });
      void queryClient.invalidateQueries({ queryKey: ['announcements'] });
      window.scrollTo({ top: 0 });
    } catch (e) {
      if (isApiRequestError(e) && e.status === 400 && e.fields) {
        setErrors(e.fields as Errors);
        goTo(stepOfField(Object.keys(e.fields)[0]!));
        focusFirstError(e.fields);
      } else if (isApiRequestError(e) && e.status === 401) {
        setSignedIn(false);
        setFailure(t`Сессия закончилась. Войдите снова — всё, что вы ввели, сохранено.`);
      } else if (isApiRequestError(e) && e.status === 403) {
        setFailure(t`Это объявление принадлежит другому пользователю.`);
      } else {
        setFailure(t`Не удалось отправить объявление. Проверьте соединение и попробуйте ещё раз — введённое сохранено.`);
      }
    } finally {
      setSubmitting(false);
    }
  };

  const stepNames = [t`VIN или госномер`, t`Автомобиль`, t`Пробег и цена`, t`Фотографии`, t`Контакты`];
  const stepOf = (i: number, n: number = STEPS.length) => t`Шаг ${i + 1} из ${n}`;
  const stepHasErrors = (i: number) => STEPS[i]!.fields.some((f) => errors[f as FieldName]?.length);

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

  if (!restored) {
    return (
      <div className={styles.card} aria-busy="true">
        <Spinner label={t`Загружаем черновик`} />
      </div>
    );
  }

  if (result) return <ResultPanel result={result} editing={Boolean(editing)} />;

  let body: ReactNode;
  if (step === 0) {
    body = (
      <div className={styles.grid}>
        <div>
          <MaskedInput
            label={t`VIN`}
            preset="vin"
            value={values.vin}
            onValueChange={({ raw }) => set('vin', raw)}
            spellCheck={false}
            description={t`17 символов, без букв I, O и Q. Заполним марку и год выпуска.`}
            errorMessage={err('vin')}
          />
          {vinInfo ? (
            <div className={styles.vinInfo} aria-live="polite">
              {vinInfo.brand ? (
                <p className={styles.hint}>
                  <Trans>
                    Марка: <strong>{vinInfo.brand.name}</strong>
                  </Trans>
                  {vinInfo.modelYear ? <>, {t`модельный год ${vinInfo.modelYear}`}</> : null}
                </p>
              ) : (
                <p className={styles.hint}>{t`Производитель ${vinInfo.wmi ?? ''} не найден в каталоге — выберите марку сами.`}</p>
              )}
              {!vinInfo.checkDigitValid ? (
                <p className={styles.warning} role="status">
                  {i18n._(REASON_TEXT['vin_check_digit']!)}
                </p>
              ) : null}
            </div>
          ) : null}
        </div>
        <div>
          <MaskedInput
            label={t`Госномер`}
            preset="plate"
            placeholder="123 ABC 02"
            value={values.plate.replace(/\s/g, '')}
            onValueChange={({ masked }) => set('plate', masked.toUpperCase())}
            autoComplete="off"
            description={t`Необязательно. Формат 123 ABC 02.`}
            errorMessage={err('plate')}
          />
          {plateInfo ? (
            <p className={styles.vinInfo} aria-live="polite">
              {plateInfo.region ? t`Регион: ${plateInfo.region.name}. ` : ''}
              {t`Данных об автомобиле по номеру нет — заполните характеристики вручную.`}
            </p>
          ) : null}
        </div>
      </div>
    );
  } else if (step === 1) {
    body = (
      <div className={styles.grid}>
        <Combobox
          label={t`Марка`}
          required
          placeholder={t`Выберите марку`}
          emptyText={t`Такой марки нет в каталоге`}
          toggleLabel={t`Показать все марки`}
          options={brandOptions}
          value={values.brand || null}
          onChange={(v) => set('brand', v ?? '')}
          errorMessage={err('brand')}
        />
        <Combobox
          label={t`Модель`}
          required
          placeholder={values.brand ? t`Выберите модель` : t`Сначала марка`}
          emptyText={t`Такой модели нет у этой марки`}
          toggleLabel={t`Показать все модели`}
          options={modelOptions}
          value={values.model || null}
          onChange={(v) => set('model', v ?? '')}
          disabled={!values.brand}
          errorMessage={err('model')}
        />
        <Select label={t`Поколение`} placeholder={t`Не знаю / не важно`} options={generationOptions} value={values.generation || null} onChange={(v) => set('generation', v ?? '')} disabled={!generationOptions.length} errorMessage={err('generation')} />
        <Input label={t`Год выпуска`} required inputMode="numeric" maxLength={4} value={values.year} onValueChange={(v) => set('year', v.replace(/\D/g, ''))} errorMessage={err('year')} />
        <Select label={t`Кузов`} required placeholder={t`Выберите кузов`} options={bodyOptions} value={values.body || null} onChange={(v) => set('body', v ?? '')} errorMessage={err('body')} />
        <Select label={t`Топливо`} required placeholder={t`Выберите топливо`} options={enumOptions(FUELS, FUEL_LABELS)} value={values.fuel || null} onChange={(v) => set('fuel', v ?? '')} errorMessage={err('fuel')} />
        <Input
          label={t`Объём двигателя, л`}
          required={values.fuel !== 'electric'}
          inputMode="decimal"
          maxLength={3}
          placeholder="2.5"
          value={values.engineVolume}
          disabled={values.fuel === 'electric'}
          onValueChange={(v) => set('engineVolume', v.replace(',', '.').replace(/[^\d.]/g, ''))}
          description={values.fuel === 'electric' ? t`Не указывается для электромобиля` : undefined}
          errorMessage={err('engineVolume')}
        />
        <Select label={t`Коробка передач`} required placeholder={t`Выберите коробку`} options={enumOptions(TRANSMISSIONS, TRANSMISSION_LABELS)} value={values.transmission || null} onChange={(v) => set('transmission', v ?? '')} errorMessage={err('transmission')} />
        <Select label={t`Привод`} required placeholder={t`Выберите привод`} options={enumOptions(DRIVES, DRIVE_LABELS)} value={values.drive || null} onChange={(v) => set('drive', v ?? '')} errorMessage={err('drive')} />
        <Select label={t`Цвет`} required placeholder={t`Выберите цвет`} options={enumOptions(COLORS, COLOR_LABELS)} value={values.color || null} onChange={(v) => set('color', v ?? '')} errorMessage={err('color')} />
        <SegmentedControl label={t`Руль`} options={[{ value: 'left', label: t`Слева` }, { value: 'right', label: t`Справа` }]} value={values.steering || 'left'} onChange={(v) => set('steering', v)} fullWidth />
        <SegmentedControl label={t`Растаможен в Казахстане`} options={[{ value: 'yes', label: t`Да` }, { value: 'no', label: t`Нет` }]} value={values.customsCleared || 'yes'} onChange={(v) => set('customsCleared', v)} fullWidth />
        <Select className={styles.wide} label={t`Состояние`} required placeholder={t`Выберите состояние`} options={enumOptions(CONDITIONS, CONDITION_LABELS)} value={values.condition || null} onChange={(v) => set('condition', v ?? '')} errorMessage={err('condition')} />
      </div>
    );
  } else if (step === 2) {
    body = (
      <div className={styles.grid}>
        <Input label={t`Пробег`} required inputMode="numeric" suffix={t`км`} value={values.mileage} onValueChange={(v) => set('mileage', v.replace(/\D/g, '').slice(0, 7))} errorMessage={err('mileage')} />
        <PriceInput label={t`Цена`} required value={values.price ? Number(values.price) : null} onValueChange={(v) => set('price', v === null ? '' : String(v))} errorMessage={err('price')} />
        <Select className={styles.wide} label={t`Город`} required placeholder={t`Выберите город`} options={cityOptions} value={values.city || null} onChange={(v) => set('city', v ?? '')} errorMessage={err('city')} />
        <TextArea
          className={styles.wide}
          label={t`Описание`}
          rows={6}
          maxLength={DESCRIPTION_MAX}
          showCount
          value={values.description}
          onValueChange={(v) => set('description', v)}
          description={t`Состояние, комплектация, история обслуживания. Без ссылок и HTML.`}
          errorMessage={err('description')}
        />
        <div className={`${styles.wide} ${styles.checks}`}>
          <Checkbox checked={values.exchange} onChange={(v) => set('exchange', v)}>
            <Trans>Возможен обмен</Trans>
          </Checkbox>
          <Checkbox checked={values.credit} onChange={(v) => set('credit', v)}>
            <Trans>Возможна покупка в кредит</Trans>
          </Checkbox>
        </div>
      </div>
    );
  } else if (step === 3) {
    body = (
      <PhotoUploader
        photos={photos}
        onChange={(p) => {
          setPhotos(p);
          setErrors(({ photos: _p, ...rest }) => rest);
        }}
        errorMessage={err('photos')}
      />
    );
  } else {
    body = (
      <div className={styles.grid}>
        <PhoneInput
          label={t`Телефон для связи`}
          required
          value={values.phone}
          onValueChange={({ national }) => set('phone', national)}
          errorMessage={err('phone')}
        />
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
        if (step === LAST_STEP) void publish();
        else next();
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

function ResultPanel({ result, editing }: { result: AnnouncementWriteResult; editing: boolean }) {
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
      {result.warnings.length ? <p className={styles.warning}>{reason(result.warnings.join(','))}</p> : null}
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
