import { useState } from 'react';
import { useForm, useStore, type AnyFormApi } from '@tanstack/react-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  INSPECTION_GRADES,
  INSPECTION_GROUPS,
  INSPECTION_POINTS,
  isPaintPoint,
  paintStatus,
  type Inspection,
  type InspectionGrade,
  type InspectionPointStatus,
  type InspectionWrite,
} from '@jolda/contracts';
import { announcementQueries, contractSchema, inspectionMutations, inspectionQueries, isApiRequestError, postingApi, useHttp } from '@jolda/api-client';
import { Button, EmptyState, Input, NativeSelect, SegmentedControl, Spinner, TextArea } from '@jolda/ui';
import { ShieldCheck } from '@jolda/ui/icons';
import { errorCode, setFieldErrors } from '../../shared/form';
import { FIELD_ERRORS, GRADE_LABELS, GROUP_LABELS, POINT_LABELS, STATUS_LABELS, UNKNOWN_ERROR } from './labels';
import * as styles from './inspections.css';

interface PointValue {
  code: string;
  status: InspectionPointStatus;
  note: string;
  microns: string;
  photoId: string | null;
  photoUrl: string | null;
}
interface Values {
  grade: InspectionGrade | '';
  summary: string;
  mileage: string;
  points: PointValue[];
}

/** The form's values: the inspection being corrected, or a new checklist with every point "ok" and no readings. */
export function initialValues(existing: Inspection | null, mileage: number): Values {
  const by = new Map(existing?.points.map((p) => [p.code, p]));
  return {
    grade: existing?.grade ?? '',
    summary: existing?.summary ?? '',
    mileage: String(existing?.mileage ?? mileage),
    points: INSPECTION_POINTS.map(({ code }) => {
      const p = by.get(code);
      return {
        code,
        status: p?.status ?? 'ok',
        note: p?.note ?? '',
        microns: p?.microns === null || p?.microns === undefined ? '' : String(p.microns),
        photoId: p?.photo?.id ?? null,
        photoUrl: p?.photo?.url ?? null,
      };
    }),
  };
}

/** The request body of the values (numbers as typed; the contract's schema judges them). */
export function inspectionBody(v: Values): InspectionWrite {
  const int = (s: string) => (/^\d+$/.test(s.replace(/\s/g, '')) ? Number(s.replace(/\s/g, '')) : Number.NaN);
  return {
    grade: v.grade as InspectionGrade,
    summary: v.summary,
    mileage: int(v.mileage),
    points: v.points.map((p) => ({
      code: p.code,
      status: p.status,
      note: p.note.trim() ? p.note.trim() : null,
      microns: isPaintPoint(p.code) ? (p.microns.trim() ? int(p.microns) : null) : null,
      photoId: p.photoId,
    })),
  };
}

/** `points.3.note` (the API's and zod's path) → `points[3].note` (the form's field name). */
export const fieldName = (path: string) => path.replace(/\.(\d+)(?=\.|$)/g, '[$1]');

function fieldsOf(issues: ReadonlyArray<{ path?: ReadonlyArray<PropertyKey | { key: PropertyKey }>; message: string }>) {
  const out: Record<string, string[]> = {};
  for (const i of issues) {
    const path = (i.path ?? []).map((k) => String(typeof k === 'object' ? k.key : k)).join('.');
    (out[fieldName(path || 'form')] ??= []).push(i.message);
  }
  return out;
}

function PhotoField({ form, index, label }: { form: AnyFormApi; index: number; label: string }) {
  const { t } = useLingui();
  const http = useHttp();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const url = useStore(form.store, (s) => (s.values as Values).points[index]?.photoUrl ?? null);
  return (
    <div>
      <label className={styles.muted}>
        {t`Фото (необязательно)`}{' '}
        <input
          type="file"
          accept="image/*"
          aria-label={t`Фото: ${label}`}
          disabled={busy}
          onChange={async (e) => {
            const file = e.target.files?.[0];
            if (!file) return;
            setBusy(true);
            setFailed(false);
            try {
              const up = await postingApi.uploadPhoto(http, file);
              form.setFieldValue(`points[${index}].photoId`, up.id);
              form.setFieldValue(`points[${index}].photoUrl`, up.url);
            } catch {
              setFailed(true);
            } finally {
              setBusy(false);
            }
          }}
        />
      </label>
      {busy && <Spinner size="sm" label={t`Загружаем фото`} />}
      {failed && <p className={styles.error}>{t`Не удалось загрузить фото. Попробуйте другое.`}</p>}
      {url && <img className={styles.photo} src={url.replace('/page.webp', '/card.webp')} alt={t`Фото: ${label}`} />}
    </div>
  );
}

function InspectorForbidden() {
  const { t } = useLingui();
  return (
    <div className={styles.page}>
      <EmptyState
        icon={<ShieldCheck size={28} />}
        title={t`Этот раздел — для инспекторов Jolda`}
        description={t`Осмотры автомобилей заполняют инспекторы Jolda. Если вы инспектор, попросите администратора выдать вам роль.`}
        headingLevel={1}
      />
    </div>
  );
}

/** `/profile/inspections/{id}`: the inspector's checklist of announcement `id` (a new inspection or a correction). */
export function InspectionEditorPage({ id, allowed }: { id: number; allowed: boolean }) {
  if (!allowed) return <InspectorForbidden />;
  return <InspectionForm id={id} />;
}

function InspectionForm({ id }: { id: number }) {
  const { t } = useLingui();
  const http = useHttp();
  const { data: car } = useSuspenseQuery(announcementQueries.detail(http, id));
  const existing = useQuery({ ...inspectionQueries.detail(http, id), retry: false });
  if (existing.isPending) return <Spinner label={t`Загружаем осмотр`} />;
  const found = existing.isError ? null : existing.data;
  if (existing.isError && !(isApiRequestError(existing.error) && existing.error.status === 404)) {
    return <p className={styles.error}>{t`Не удалось загрузить осмотр. Обновите страницу.`}</p>;
  }
  return <Checklist id={id} title={`${car.title}, ${car.year}`} initial={initialValues(found ?? null, car.mileage)} isNew={!found} />;
}

function Checklist({ id, title, initial, isNew }: { id: number; title: string; initial: Values; isNew: boolean }) {
  const { t, i18n } = useLingui();
  const http = useHttp();
  const save = useMutation(inspectionMutations.save(http));
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm({
    defaultValues: initial,
    validators: {
      onSubmitAsync: async ({ value }) => {
        const r = await contractSchema('inspectionWriteSchema')['~standard'].validate(inspectionBody(value));
        return r.issues ? { fields: fieldsOf(r.issues) } : undefined;
      },
    },
    onSubmit: async ({ value, formApi }) => {
      setFormError(null);
      setSaved(false);
      try {
        await save.mutateAsync({ id, body: inspectionBody(value) });
        setSaved(true);
      } catch (e) {
        if (isApiRequestError(e) && e.status === 400 && e.fields) {
          setFieldErrors(formApi, Object.fromEntries(Object.entries(e.fields).map(([k, v]) => [fieldName(k), v])));
        } else if (isApiRequestError(e) && e.status === 403) setFormError(t`Осмотры заполняют только инспекторы Jolda.`);
        else setFormError(t`Не удалось сохранить. Проверьте соединение и попробуйте ещё раз.`);
      }
    },
  });
  const saving = useStore(form.store, (s) => s.isSubmitting);
  const submitFailed = useStore(form.store, (s) => s.submissionAttempts > 0 && !s.isValid);
  const message = (errors: readonly unknown[]) => {
    const code = errorCode(errors);
    return code ? i18n._(FIELD_ERRORS[code] ?? UNKNOWN_ERROR) : undefined;
  };
  const statusOptions = (['ok', 'attention', 'defect'] as const).map((s) => ({ value: s, label: i18n._(STATUS_LABELS[s]) }));

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{isNew ? t`Осмотр: ${title}` : t`Изменить осмотр: ${title}`}</h1>
      <p className={styles.muted}>
        <Trans>
          Ответьте на каждый пункт: «в норме», «внимание» или «дефект». Для кузовных деталей укажите наибольшую толщину
          покрытия в микронах; для замечаний и дефектов — что найдено.
        </Trans>
      </p>
      <form
        className={styles.form}
        noValidate
        data-testid="inspection-form"
        onSubmit={(e) => {
          e.preventDefault();
          void form.handleSubmit();
        }}
      >
        <div className={styles.headFields}>
          <form.Field name="grade">
            {(f) => (
              <NativeSelect<InspectionGrade>
                label={t`Общая оценка`}
                name="grade"
                placeholder={t`Выберите оценку`}
                value={f.state.value || null}
                onChange={(v) => f.handleChange(v ?? '')}
                options={INSPECTION_GRADES.map((g) => ({ value: g, label: i18n._(GRADE_LABELS[g]) }))}
                errorMessage={message(f.state.meta.errors)}
              />
            )}
          </form.Field>
          <form.Field name="mileage">
            {(f) => (
              <Input
                label={t`Пробег при осмотре, км`}
                name="mileage"
                inputMode="numeric"
                value={f.state.value}
                onValueChange={f.handleChange}
                errorMessage={message(f.state.meta.errors)}
              />
            )}
          </form.Field>
          <form.Field name="summary">
            {(f) => (
              <div className={styles.full}>
                <TextArea
                  label={t`Заключение`}
                  name="summary"
                  rows={3}
                  maxLength={1000}
                  value={f.state.value}
                  onValueChange={f.handleChange}
                  errorMessage={message(f.state.meta.errors)}
                />
              </div>
            )}
          </form.Field>
        </div>
        <form.Field name="points">
          {(f) => (message(f.state.meta.errors) ? <p className={styles.error}>{message(f.state.meta.errors)}</p> : null)}
        </form.Field>
        {INSPECTION_GROUPS.map((g) => (
          <fieldset key={g} className={styles.fieldset}>
            <legend className={styles.legend}>{i18n._(GROUP_LABELS[g])}</legend>
            {INSPECTION_POINTS.map((p, index) => {
              if (p.group !== g) return null;
              const label = i18n._(POINT_LABELS[p.code]);
              return (
                <div key={p.code} className={styles.formPoint} data-testid={`inspection-field-${p.code}`}>
                  <p className={styles.pointName}>{label}</p>
                  <form.Field name={`points[${index}].status`}>
                    {(f) => <SegmentedControl<InspectionPointStatus> label={label} size="sm" options={statusOptions} value={f.state.value} onChange={f.handleChange} />}
                  </form.Field>
                  <form.Subscribe selector={(s) => s.values.points[index]!.status}>
                    {(status) => (
                      <div className={styles.formPointExtra}>
                        {isPaintPoint(p.code) && (
                          <form.Field name={`points[${index}].microns`}>
                            {(f) => (
                              <Input
                                label={t`Толщина, мкм`}
                                inputMode="numeric"
                                value={f.state.value}
                                onValueChange={(v) => {
                                  f.handleChange(v);
                                  const n = Number(v.replace(/\s/g, ''));
                                  if (/^\d+$/.test(v.trim()) && n >= 20) form.setFieldValue(`points[${index}].status`, paintStatus(n));
                                }}
                                errorMessage={message(f.state.meta.errors)}
                              />
                            )}
                          </form.Field>
                        )}
                        {status !== 'ok' && (
                          <form.Field name={`points[${index}].note`}>
                            {(f) => (
                              <Input
                                label={t`Что найдено`}
                                maxLength={300}
                                value={f.state.value}
                                onValueChange={f.handleChange}
                                errorMessage={message(f.state.meta.errors)}
                              />
                            )}
                          </form.Field>
                        )}
                        {status !== 'ok' && <PhotoField form={form as unknown as AnyFormApi} index={index} label={label} />}
                      </div>
                    )}
                  </form.Subscribe>
                </div>
              );
            })}
          </fieldset>
        ))}
        {formError && (
          <p className={styles.error} role="alert">
            {formError}
          </p>
        )}
        {submitFailed && !formError && (
          <p className={styles.error} role="alert">
            {t`Проверьте отмеченные поля`}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" disabled={saving} data-testid="inspection-save">
            {t`Сохранить осмотр`}
          </Button>
          {saved && (
            <p role="status" className={styles.muted}>
              <Trans>Осмотр сохранён.</Trans>{' '}
              <Link to="/inspected/$id" params={{ id }}>
                <Trans>Открыть отчёт</Trans>
              </Link>
            </p>
          )}
        </div>
      </form>
    </div>
  );
}
