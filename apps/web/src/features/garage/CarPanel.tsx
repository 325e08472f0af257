import { useState } from 'react';
import { useForm, useStore } from '@tanstack/react-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { GarageCar, GarageCarDetail, Reminder } from '@jolda/contracts';
import { contractSchema, garageMutations, garageQueries, useHttp } from '@jolda/api-client';
import { formatDateParts, formatMileage, formatNumber, formatPrice } from '@jolda/i18n';
import { Badge, Button, Dialog, Inline, Input, PriceInput, Spinner, Stack, Text } from '@jolda/ui';
import { errorCode, showApiFieldErrors, validateWith } from '../../shared/form';
import { useLocale } from '../../shared/use-locale';
import { type ServiceFormValues, sellSearch, serviceBody } from './garage-form';
import { FIELD_ERRORS, FINE_KINDS, REMINDER_TITLES, UNKNOWN_ERROR } from './labels';
import { groupedDigits } from './grouped-digits';
import * as styles from './garage.css';

const TONES = { overdue: 'danger', soon: 'warning', ok: 'success', unknown: 'neutral' } as const;

/** One car of the garage: its due dates and tax, "Продать", the dates form, and the car's page below. */
export function CarPanel({ car }: { car: GarageCar }) {
  const { t } = useLingui();
  const http = useHttp();
  const [editing, setEditing] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const remove = useMutation(garageMutations.removeCar(http));
  const locale = useLocale();
  const name = `${car.brand.name} ${car.model.name}`;
  return (
    <section className={styles.card} aria-labelledby={`car-${car.id}`} data-testid={`garage-car-${car.id}`}>
      <Inline space="2" align="between" alignY="baseline">
        <h2 id={`car-${car.id}`} className={styles.carTitle}>
          {name}, {car.year}
        </h2>
        <span className={styles.amount}>{formatMileage(car.mileage, locale)}</span>
      </Inline>
      <p className={styles.ids}>
        {[car.plate, car.vin ? `VIN ${car.vin}` : null, car.engineVolume !== null ? t`${formatNumber(car.engineVolume, locale, { minimumFractionDigits: 1 })} л` : t`электро`]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <Reminders car={car} />
      <Inline space="2">
        <Button size="sm" render={(p) => <Link {...p} to="/create-announcement" search={sellSearch(car) as never} data-testid="garage-sell" />}>
          <Trans>Продать</Trans>
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setEditing((v) => !v)} aria-expanded={editing}>
          <Trans>Изменить сроки и пробег</Trans>
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setConfirm(true)}>
          <Trans>Убрать из гаража</Trans>
        </Button>
      </Inline>
      {editing ? <DatesForm car={car} onDone={() => setEditing(false)} /> : null}
      <CarDetails id={car.id} />
      <Dialog
        open={confirm}
        onOpenChange={(open) => !open && setConfirm(false)}
        title={t`Убрать автомобиль из гаража?`}
        closeLabel={t`Закрыть`}
        alert
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirm(false)}>
              <Trans>Отмена</Trans>
            </Button>
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() => remove.mutate(car.id, { onSettled: () => setConfirm(false) })}
            >
              <Trans>Убрать</Trans>
            </Button>
          </>
        }
      >
        <p>{t`«${name}, ${car.year}» и его журнал обслуживания будут удалены.`}</p>
      </Dialog>
    </section>
  );
}

function Reminders({ car }: { car: GarageCar }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const date = (d: string) => formatDateParts(`${d}T12:00:00Z`, locale, { day: true, month: 'long', year: true });
  const when = (r: Reminder) =>
    r.daysLeft === null
      ? t`дата не указана`
      : r.daysLeft < 0
        ? t`просрочено на ${-r.daysLeft} дн.`
        : r.daysLeft === 0
          ? t`сегодня`
          : t`через ${r.daysLeft} дн.`;
  return (
    <Stack as="ul" space="2" margin="0" padding="0" listStyle="none" aria-label={t`Напоминания`} data-testid="garage-reminders">
      {car.reminders.map((r) => (
        <li key={r.kind} className={styles.row} data-kind={r.kind} data-state={r.state}>
          <span className={styles.rowMain}>
            <span>
              {i18n._(REMINDER_TITLES[r.kind])}
              {r.dueDate ? ` — ${r.kind === 'tax' ? t`оплатить до ${date(r.dueDate)}` : t`до ${date(r.dueDate)}`}` : ''}
            </span>
            {r.kind === 'tax' && car.tax ? (
              <Text as="span" size="sm" tone="muted" data-testid="garage-tax">
                {t`За ${car.tax.taxYear} год ≈ ${formatPrice(car.tax.amount, locale)}: ${car.tax.rateMrp} МРП × ${formatPrice(car.tax.mrp, locale)} (МРП ${car.tax.mrpYear} года) за двигатель ${formatNumber(car.tax.engineCc, locale)} см³. Точную сумму покажет кабинет налогоплательщика.`}
              </Text>
            ) : null}
            {r.state === 'unknown' ? <Text as="span" size="sm" tone="muted">{t`Укажите дату — напомним заранее.`}</Text> : null}
          </span>
          <Badge tone={TONES[r.state]} size="md">
            {when(r)}
          </Badge>
        </li>
      ))}
    </Stack>
  );
}

function DatesForm({ car, onDone }: { car: GarageCar; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const http = useHttp();
  const update = useMutation(garageMutations.updateCar(http));
  const [formError, setFormError] = useState<string | null>(null);
  type V = { insuranceUntil: string; inspectionUntil: string; mileage: string };
  const toBody = (v: V) => ({ insuranceUntil: v.insuranceUntil || null, inspectionUntil: v.inspectionUntil || null, mileage: v.mileage.replace(/\s/g, '') });
  const form = useForm({
    defaultValues: { insuranceUntil: car.insuranceUntil ?? '', inspectionUntil: car.inspectionUntil ?? '', mileage: String(car.mileage) } as V,
    validators: { onSubmitAsync: validateWith(contractSchema('garageCarPatchSchema'), toBody) },
    onSubmit: async ({ value, formApi }) => {
      setFormError(null);
      const b = toBody(value);
      try {
        await update.mutateAsync({ id: car.id, patch: { ...b, mileage: Number(b.mileage) } });
        onDone();
      } catch (e) {
        if (!showApiFieldErrors(formApi, e)) setFormError(t`Не удалось сохранить. Проверьте соединение и попробуйте ещё раз.`);
      }
    },
  });
  const saving = useStore(form.store, (s) => s.isSubmitting);
  const message = (errors: readonly unknown[]) => {
    const code = errorCode(errors);
    return code ? i18n._(FIELD_ERRORS[code] ?? UNKNOWN_ERROR) : undefined;
  };
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void form.handleSubmit();
      }}
    >
      <form.Field name="insuranceUntil">
        {(f) => (
          <Input type="date" label={t`ОГПО действует до`} value={f.state.value} onValueChange={f.handleChange} errorMessage={message(f.state.meta.errors)} />
        )}
      </form.Field>
      <form.Field name="inspectionUntil">
        {(f) => (
          <Input type="date" label={t`Техосмотр действует до`} value={f.state.value} onValueChange={f.handleChange} errorMessage={message(f.state.meta.errors)} />
        )}
      </form.Field>
      <form.Field name="mileage">
        {(f) => (
          <PriceInput label={t`Пробег, км`} {...groupedDigits(f)} maxDigits={7} currency="" errorMessage={message(f.state.meta.errors)} />
        )}
      </form.Field>
      {formError ? (
        <Text role="alert" size="sm" tone="danger" className={styles.full}>
          {formError}
        </Text>
      ) : null}
      <Inline space="2" className={styles.full}>
        <Button type="submit" size="sm" loading={saving}>
          <Trans>Сохранить</Trans>
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          <Trans>Отмена</Trans>
        </Button>
      </Inline>
    </form>
  );
}

/** The car's page: market value and its trend, the service log with yearly costs, fines. */
function CarDetails({ id }: { id: number }) {
  const { t } = useLingui();
  const http = useHttp();
  const detail = useQuery(garageQueries.car(http, id));
  if (detail.isPending) return <Spinner label={t`Загружаем данные автомобиля`} />;
  if (detail.isError) {
    return (
      <Text role="alert" size="sm" tone="danger">
        {t`Не удалось загрузить данные автомобиля.`}{' '}
        <Button size="sm" variant="ghost" onClick={() => void detail.refetch()}>
          {t`Повторить`}
        </Button>
      </Text>
    );
  }
  return (
    <div className={styles.grid}>
      <Value d={detail.data} />
      <Fines d={detail.data} />
      <Services d={detail.data} />
    </div>
  );
}

function Bars({ rows, label }: { rows: Array<{ key: string; label: string; value: number; text: string }>; label: string }) {
  const max = Math.max(1, ...rows.map((r) => r.value));
  return (
    <Stack as="ul" space="1.5" margin="0" padding="0" listStyle="none" aria-label={label}>
      {rows.map((r) => (
        <li key={r.key} className={styles.chartRow}>
          <span>{r.label}</span>
          <span className={styles.barTrack} aria-hidden="true">
            <span className={styles.bar} style={{ display: 'block', width: `${Math.round((r.value / max) * 100)}%` }} />
          </span>
          <span className={styles.amount}>{r.text}</span>
        </li>
      ))}
    </Stack>
  );
}

/** The car's market value from similar listings on Jolda (a median, or the one listing there is). */
export function Value({ d }: { d: GarageCarDetail }) {
  const { t } = useLingui();
  const locale = useLocale();
  const v = d.value;
  const month = (m: string) => formatDateParts(`${m}-15T12:00:00Z`, locale, { month: 'short', year: true });
  return (
    <Stack as="section" space="3" minWidth="0" aria-labelledby={`value-${d.car.id}`} data-testid="garage-value">
      <h3 id={`value-${d.car.id}`} className={styles.subTitle}>
        <Trans>Рыночная цена</Trans>
      </h3>
      {v.count > 0 && v.median !== null ? (
        <>
          <p className={styles.value}>{formatPrice(v.median, locale)}</p>
          <Text size="sm" tone="muted" data-testid="garage-value-basis">
            {v.count > 1
              ? t`Медиана цен похожих объявлений на Jolda: ${d.car.brand.name} ${d.car.model.name} ${v.yearFrom}–${v.yearTo} годов с пробегом ${formatNumber(v.mileageFrom, locale)}–${formatNumber(v.mileageTo, locale)} км. Разброс: ${formatPrice(v.min!, locale)} — ${formatPrice(v.max!, locale)}. Объявлений в расчёте: ${v.count}.`
              : t`Цена единственного похожего объявления на Jolda: ${d.car.brand.name} ${d.car.model.name} ${v.yearFrom}–${v.yearTo} годов с пробегом ${formatNumber(v.mileageFrom, locale)}–${formatNumber(v.mileageTo, locale)} км. По одному объявлению цена ориентировочная.`}
          </Text>
        </>
      ) : (
        <Text size="sm" tone="muted">
          {t`Сейчас на Jolda нет похожих объявлений (${d.car.brand.name} ${d.car.model.name} ${v.yearFrom}–${v.yearTo} годов, ${formatNumber(v.mileageFrom, locale)}–${formatNumber(v.mileageTo, locale)} км) — оценить цену не из чего.`}
        </Text>
      )}
      {v.trend.length > 1 ? (
        <>
          <h4 className={styles.muted}>{t`Как менялась цена за год (медиана по месяцам публикации)`}</h4>
          <Bars
            label={t`Динамика цены`}
            rows={v.trend.map((p) => ({ key: p.month, label: month(p.month), value: p.median, text: formatPrice(p.median, locale) }))}
          />
        </>
      ) : null}
      <Inline space="2">
        <Button size="sm" variant="secondary" render={(p) => <Link {...p} to="/create-announcement" search={sellSearch(d.car) as never} />}>
          <Trans>Продать по этой цене</Trans>
        </Button>
      </Inline>
    </Stack>
  );
}

function Fines({ d }: { d: GarageCarDetail }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const f = d.fines;
  const date = (s: string) => formatDateParts(`${s}T12:00:00Z`, locale, { day: true, month: 'long', year: true });
  const unpaid = f.items.filter((x) => !x.paid);
  return (
    <Stack as="section" space="3" minWidth="0" aria-labelledby={`fines-${d.car.id}`} data-testid="garage-fines">
      <h3 id={`fines-${d.car.id}`} className={styles.subTitle}>
        <Trans>Штрафы</Trans>
      </h3>
      {f.demo ? (
        <p className={styles.demo} data-testid="garage-fines-demo">
          {t`Демо-данные: реальная база штрафов не подключена`}
        </p>
      ) : null}
      {f.status === 'unavailable' ? (
        <Text size="sm" tone="muted">{t`Сервис штрафов сейчас недоступен. Проверьте штрафы на eGov по госномеру.`}</Text>
      ) : f.items.length === 0 ? (
        <Text size="sm" tone="muted">{t`Штрафов не найдено.`}</Text>
      ) : (
        <>
          <Text size="sm" tone="muted">
            {unpaid.length
              ? t`Не оплачено: ${unpaid.length} на ${formatPrice(unpaid.reduce((s, x) => s + x.amount, 0), locale)}`
              : t`Все штрафы оплачены.`}
          </Text>
          <Stack as="ul" space="2" margin="0" padding="0" listStyle="none">
            {f.items.map((x) => (
              <li key={x.id} className={styles.row}>
                <span className={styles.rowMain}>
                  <span>{i18n._(FINE_KINDS[x.kind]!)}</span>
                  <Text as="span" size="sm" tone="muted">
                    {date(x.date)} · {t`ст. ${x.article} ч. ${x.part} КоАП`}
                  </Text>
                </span>
                <Inline as="span" space="2">
                  <span className={styles.amount}>{formatPrice(x.amount, locale)}</span>
                  <Badge tone={x.paid ? 'success' : 'danger'}>{x.paid ? t`оплачен` : t`не оплачен`}</Badge>
                </Inline>
              </li>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}

function Services({ d }: { d: GarageCarDetail }) {
  const { t } = useLingui();
  const http = useHttp();
  const locale = useLocale();
  const remove = useMutation(garageMutations.removeService(http));
  const date = (s: string) => formatDateParts(`${s}T12:00:00Z`, locale, { day: true, month: 'long', year: true });
  return (
    <Stack as="section" space="3" minWidth="0" className={styles.full} aria-labelledby={`services-${d.car.id}`} data-testid="garage-services">
      <h3 id={`services-${d.car.id}`} className={styles.subTitle}>
        <Trans>Журнал обслуживания</Trans>
      </h3>
      {d.costByYear.length > 0 ? (
        <>
          <h4 className={styles.muted}>{t`Расходы по годам`}</h4>
          <Bars
            label={t`Расходы на обслуживание по годам`}
            rows={d.costByYear.map((y) => ({ key: String(y.year), label: String(y.year), value: y.total, text: formatPrice(y.total, locale) }))}
          />
        </>
      ) : null}
      <ServiceForm carId={d.car.id} mileage={d.car.mileage} />
      {d.services.length === 0 ? (
        <Text size="sm" tone="muted">{t`Записей пока нет: добавьте первую — замену масла, шины, ТО.`}</Text>
      ) : (
        <Stack as="ul" space="2" margin="0" padding="0" listStyle="none">
          {d.services.map((s) => (
            <li key={s.id} className={styles.row} data-testid="garage-service">
              <span className={styles.rowMain}>
                <span>{s.work}</span>
                <Text as="span" size="sm" tone="muted">
                  {date(s.date)} · {formatMileage(s.mileage, locale)}
                </Text>
              </span>
              <Inline as="span" space="2">
                <span className={styles.amount}>{formatPrice(s.cost, locale)}</span>
                <Button size="sm" variant="ghost" disabled={remove.isPending} onClick={() => remove.mutate({ id: d.car.id, serviceId: s.id })}>
                  {t`Удалить`}
                </Button>
              </Inline>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function ServiceForm({ carId, mileage }: { carId: number; mileage: number }) {
  const { t, i18n } = useLingui();
  const http = useHttp();
  const add = useMutation(garageMutations.addService(http));
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const today = new Date().toISOString().slice(0, 10);
  const initial: ServiceFormValues = { date: today, mileage: String(mileage), work: '', cost: '' };
  const form = useForm({
    defaultValues: initial,
    validators: { onSubmitAsync: validateWith(contractSchema('serviceEntryInputSchema'), serviceBody) },
    listeners: { onChange: () => setSaved(false) },
    onSubmit: async ({ value, formApi }) => {
      setFormError(null);
      try {
        await add.mutateAsync({ id: carId, input: serviceBody(value) });
        formApi.reset({ ...initial, mileage: value.mileage });
        setSaved(true);
      } catch (e) {
        if (!showApiFieldErrors(formApi, e)) setFormError(t`Не удалось сохранить. Проверьте соединение и попробуйте ещё раз.`);
      }
    },
  });
  const saving = useStore(form.store, (s) => s.isSubmitting);
  const message = (errors: readonly unknown[]) => {
    const code = errorCode(errors);
    return code ? i18n._(FIELD_ERRORS[code] ?? UNKNOWN_ERROR) : undefined;
  };
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t`Новая запись об обслуживании`}
      data-testid="garage-service-form"
      onSubmit={(e) => {
        e.preventDefault();
        void form.handleSubmit();
      }}
    >
      <form.Field name="work">
        {(f) => (
          <div className={styles.full}>
            <Input label={t`Что сделали`} maxLength={200} placeholder={t`Замена масла и фильтра`} value={f.state.value} onValueChange={f.handleChange} errorMessage={message(f.state.meta.errors)} />
          </div>
        )}
      </form.Field>
      <form.Field name="date">
        {(f) => <Input type="date" label={t`Дата`} max={today} value={f.state.value} onValueChange={f.handleChange} errorMessage={message(f.state.meta.errors)} />}
      </form.Field>
      <form.Field name="mileage">
        {(f) => (
          <PriceInput label={t`Пробег, км`} {...groupedDigits(f)} maxDigits={7} currency="" errorMessage={message(f.state.meta.errors)} />
        )}
      </form.Field>
      <form.Field name="cost">
        {(f) => (
          <PriceInput label={t`Стоимость, ₸`} {...groupedDigits(f)} maxDigits={9} currency="" errorMessage={message(f.state.meta.errors)} />
        )}
      </form.Field>
      {formError ? (
        <Text role="alert" size="sm" tone="danger" className={styles.full}>
          {formError}
        </Text>
      ) : null}
      <Inline space="2" className={styles.full}>
        <Button type="submit" size="sm" loading={saving} data-testid="garage-service-submit">
          <Trans>Записать</Trans>
        </Button>
        <Text as="span" role="status" size="sm" tone="muted">
          {saved ? t`Запись добавлена` : ''}
        </Text>
      </Inline>
    </form>
  );
}
