import { Link, useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import {
  APPLICATION_STEPS,
  type ApplicationStep,
  type ApplicationStepInput,
  type ApplicationWithOptions,
  computeCredit,
  downPaymentFor,
} from '@jolda/contracts';
import { isApiRequestError, marketApi, marketMutations, marketQueries, useHttp } from '@jolda/api-client';
import {
  Badge,
  Breadcrumbs,
  Button,
  Card,
  ColourSwatches,
  DataList,
  Input,
  MaskedInput,
  NativeSelect,
  PhoneInput,
  RadioGroup,
  Slider,
  Stepper,
  TextArea,
} from '@jolda/ui';
import { formatDate } from '@jolda/i18n';
import { useLocale } from '../../shared/use-locale';
import { minDownPct } from './CreditSection';
import { codeMessage, fieldMessage } from './errors';
import { APPLICATION_STATUS, PAYMENT } from './labels';
import { routerLink } from './router-link';
import { decimal, engineText, num, price, surchargeText } from './text';
import * as styles from './market.css';

type EditableStep = Exclude<ApplicationStep, 'review'>;

/** A failed step as the form shows it: a message per field (nested trade-in fields by their own name) and one for the form. */
function stepErrors(i18n: Parameters<typeof codeMessage>[0], error: unknown): { fields: Record<string, string>; form: string | null } {
  if (!isApiRequestError(error)) return { fields: {}, form: codeMessage(i18n, 'network') };
  const fields: Record<string, string> = {};
  for (const [key, codes] of Object.entries(error.fields ?? {})) fields[key.replace(/^tradeIn\./, '')] ??= fieldMessage(i18n, codes[0]);
  return {
    fields,
    form: Object.keys(fields).length && error.code === 'validation_failed' ? null : codeMessage(i18n, error.code),
  };
}

/**
 * `/market/survey/{step}/{appId}`: a purchase application, step by step — trim → colour → payment (cash, credit with
 * the shared calculator, or a trade-in of the buyer's car by plate and VIN) → contacts and the dealer → review and
 * send. Every step is saved on the server (resumable from the profile), validated there, errors shown by the fields.
 */
export function PurchaseSurveyPage({ step, appId }: { step: ApplicationStep; appId: string }) {
  const { t, i18n } = useLingui();
  const http = useHttp();
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(marketQueries.application(http, appId));
  const a = data.application;
  const car = `${a.brand.name} ${a.model.name}`;
  const draft = a.status === 'draft';
  const go = (to: ApplicationStep) => navigate({ to: '/market/survey/$step/$appId', params: { step: to, appId } });

  const save = useMutation({
    mutationKey: marketMutations.saveApplicationStep(),
    mutationFn: (input: ApplicationStepInput[EditableStep]) =>
      marketApi.saveApplicationStep(http, appId, step as EditableStep, input as ApplicationStepInput[EditableStep]),
    onSuccess: (res) => {
      queryClient.setQueryData(marketQueries.application(http, appId).queryKey, res);
      void queryClient.invalidateQueries({ queryKey: marketQueries.mine(), refetchType: 'none' });
      void go(res.application.nextStep);
    },
    onError: (error) => {
      const next = isApiRequestError(error) ? (error.body as { nextStep?: ApplicationStep } | undefined)?.nextStep : undefined;
      if (next) void go(next);
    },
  });
  const errors = save.error ? stepErrors(i18n, save.error) : { fields: {} as Record<string, string>, form: null };

  const titles: Record<ApplicationStep, string> = {
    trim: t`Комплектация`,
    colour: t`Цвет`,
    payment: t`Оплата`,
    contacts: t`Контакты`,
    review: t`Проверка и отправка`,
  };
  const reachable = (s: ApplicationStep) => draft && APPLICATION_STEPS.indexOf(s) <= APPLICATION_STEPS.indexOf(a.nextStep);
  const form = {
    data,
    pending: save.isPending,
    errors,
    onSave: (input: ApplicationStepInput[EditableStep]) => save.mutate(input),
  };

  return (
    <div className={styles.page}>
      <Breadcrumbs
        label={t`Навигация`}
        items={[
          { label: t`Маркет`, href: '/market' },
          { label: a.brand.name, href: `/market/${a.brand.slug}` },
          { label: a.model.name, href: `/market/${a.brand.slug}/${a.model.slug}` },
          { label: t`Заявка на покупку` },
        ]}
        renderLink={routerLink}
      />
      <header className={styles.header}>
        <h1 className={styles.title}>{t`Заявка на покупку ${car}`}</h1>
        <div className={styles.row}>
          <Badge tone={draft ? 'neutral' : a.status === 'closed' ? 'success' : 'info'} data-testid="application-status">
            {i18n._(APPLICATION_STATUS[a.status])}
          </Badge>
          <span className={styles.muted}>{t`Заявка №${a.id.toUpperCase().slice(0, 8)}`}</span>
        </div>
      </header>
      {draft ? (
        <Stepper
          label={t`Шаги заявки`}
          steps={APPLICATION_STEPS.map((s) => ({
            id: s,
            title: titles[s],
            status: s !== 'review' && a.done[s] ? ('complete' as const) : undefined,
          }))}
          current={step}
          onStepClick={(id) => reachable(id as ApplicationStep) && void go(id as ApplicationStep)}
          stepLabel={(i, n) => t`Шаг ${i + 1} из ${n}`}
          statusLabel={{ complete: t`готово`, error: t`есть ошибки` }}
        />
      ) : null}
      <div className={styles.surveyLayout}>
        <section className={styles.section} aria-labelledby="step-title">
          <h2 id="step-title" className={styles.sectionTitle}>
            {titles[step]}
          </h2>
          {step === 'trim' ? <TrimStep {...form} /> : null}
          {step === 'colour' ? <ColourStep {...form} /> : null}
          {step === 'payment' ? <PaymentStep {...form} /> : null}
          {step === 'contacts' ? <ContactsStep {...form} /> : null}
          {step === 'review' ? <ReviewStep data={data} titles={titles} /> : null}
        </section>
        <Summary data={data} locale={locale} />
      </div>
    </div>
  );
}

interface StepProps {
  data: ApplicationWithOptions;
  pending: boolean;
  errors: { fields: Record<string, string>; form: string | null };
  onSave: (input: ApplicationStepInput[EditableStep]) => void;
}

function StepForm({
  pending,
  errors,
  onSubmit,
  children,
}: {
  pending: boolean;
  errors: StepProps['errors'];
  onSubmit: () => void;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <form
      className={styles.formWide}
      noValidate
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
      {errors.form ? (
        <p role="alert" className={styles.error}>
          {errors.form}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" loading={pending} data-testid="survey-next">
          {t`Сохранить и продолжить`}
        </Button>
      </div>
    </form>
  );
}

function TrimStep({ data, pending, errors, onSave }: StepProps) {
  const { i18n, t } = useLingui();
  const locale = useLocale();
  const { trims } = data.options;
  const [value, setValue] = useState(data.application.trim?.slug ?? trims[0]!.slug);
  return (
    <StepForm pending={pending} errors={errors} onSubmit={() => onSave({ trim: value })}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.muted}>{t`Выберите комплектацию`}</legend>
        <ul className={styles.trims}>
          {trims.map((x) => (
            <li key={x.slug}>
              <label className={styles.trimOption} data-testid="survey-trim">
                <input type="radio" name="trim" value={x.slug} checked={x.slug === value} onChange={() => setValue(x.slug)} />
                <span>
                  <span className={styles.trimName}>{x.name}</span>
                  <span className={styles.trimSpecs}>{engineText(i18n, x.specs)}</span>
                </span>
                <span className={styles.trimPrice}>{price(x.price, locale)}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {errors.fields['trim'] ? (
        <p role="alert" className={styles.error}>
          {errors.fields['trim']}
        </p>
      ) : null}
    </StepForm>
  );
}

function ColourStep({ data, pending, errors, onSave }: StepProps) {
  const { i18n, t } = useLingui();
  const locale = useLocale();
  const { colours } = data.options;
  const [value, setValue] = useState(data.application.colour?.slug ?? colours[0]!.slug);
  const colour = colours.find((c) => c.slug === value) ?? colours[0]!;
  const car = `${data.application.brand.name} ${data.application.model.name}`;
  return (
    <StepForm pending={pending} errors={errors} onSubmit={() => onSave({ colour: value })}>
      <img className={styles.hero} src={colour.photo} alt={t`${car}, цвет: ${colour.name}`} width={800} height={600} />
      <ColourSwatches
        label={t`Цвет кузова`}
        options={colours.map((c) => ({
          value: c.slug,
          label: c.name,
          hex: c.hex,
          note: surchargeText(i18n, c.surcharge, locale),
        }))}
        value={value}
        onChange={setValue}
      />
      {errors.fields['colour'] ? (
        <p role="alert" className={styles.error}>
          {errors.fields['colour']}
        </p>
      ) : null}
    </StepForm>
  );
}

type Method = 'cash' | 'credit' | 'trade_in';

function PaymentStep({ data, pending, errors, onSave }: StepProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const a = data.application;
  const carPrice = a.price ?? 0;
  const saved = a.payment;
  const [method, setMethod] = useState<Method>(saved?.method ?? 'cash');
  const programmes = data.options.programmes;
  const [slug, setSlug] = useState(saved?.programme?.slug ?? programmes.find((p) => p.kind === 'bank')?.slug ?? programmes[0]?.slug ?? '');
  const programme = programmes.find((p) => p.slug === slug) ?? programmes[0];
  const [downPct, setDownPct] = useState(saved?.downPayment && carPrice ? Math.round((saved.downPayment / carPrice) * 100) : 20);
  const [months, setMonths] = useState(saved?.months ?? 60);
  const trade = saved?.tradeIn;
  const [plate, setPlate] = useState(trade?.plate ?? '');
  const [vin, setVin] = useState(trade?.vin ?? '');
  const [carName, setCarName] = useState(trade?.car ?? '');
  const [year, setYear] = useState(trade ? String(trade.year) : '');
  const [mileage, setMileage] = useState(trade ? String(trade.mileage) : '');
  const own = data.options.ownCars;

  const minPct = programme ? minDownPct(programme, carPrice) : 0;
  const pct = Math.min(90, Math.max(minPct, downPct));
  const term = programme ? Math.min(programme.maxMonths, Math.max(programme.minMonths, months)) : months;
  const down = downPaymentFor(carPrice, pct);
  const credit =
    programme && carPrice
      ? computeCredit({
          price: carPrice,
          downPayment: down,
          months: term,
          annualRate: programme.rate,
          oneTimeFeePct: programme.oneTimeFeePct,
          monthlyFee: programme.monthlyFee,
        })
      : null;
  const toInt = (s: string) => (s.trim() === '' || !/^\d+$/.test(s.trim()) ? (undefined as unknown as number) : Number(s.trim()));

  const submit = () => {
    if (method === 'cash') onSave({ payment: 'cash' });
    else if (method === 'credit') onSave({ payment: 'credit', programme: programme?.slug ?? '', downPayment: down, months: term });
    else
      onSave({
        payment: 'trade_in',
        tradeIn: { plate, vin, car: carName, year: toInt(year), mileage: toInt(mileage) },
      });
  };

  return (
    <StepForm pending={pending} errors={errors} onSubmit={submit}>
      <RadioGroup<Method>
        label={t`Способ оплаты`}
        value={method}
        onChange={setMethod}
        options={[
          { value: 'cash', label: i18n._(PAYMENT.cash), description: t`Полная оплата у дилера` },
          {
            value: 'credit',
            label: i18n._(PAYMENT.credit),
            description: t`Программы банков и марок, расчёт с ГЭСВ`,
          },
          {
            value: 'trade_in',
            label: i18n._(PAYMENT.trade_in),
            description: t`Ваш автомобиль в зачёт стоимости нового`,
          },
        ]}
      />
      {method === 'credit' && programme ? (
        <div className={styles.figures}>
          <NativeSelect
            label={t`Программа`}
            value={programme.slug}
            onChange={(v) => v && setSlug(v)}
            options={programmes.map((p) => ({ value: p.slug, label: `${p.name} — ${p.bank}` }))}
            errorMessage={errors.fields['programme']}
          />
          <Slider
            label={t`Первоначальный взнос`}
            min={0}
            max={90}
            value={pct}
            onChange={(v) => setDownPct(Math.max(minPct, v))}
            valueText={`${pct} % · ${price(down, locale)}`}
            scale={[`${minPct} %`, '90 %']}
          />
          {errors.fields['downPayment'] ? (
            <p role="alert" className={styles.error}>
              {errors.fields['downPayment']}
            </p>
          ) : null}
          <Slider
            label={t`Срок`}
            min={6}
            max={84}
            step={6}
            value={term}
            onChange={(v) => setMonths(Math.min(programme.maxMonths, Math.max(programme.minMonths, v)))}
            valueText={t`${term} мес.`}
            scale={[t`6 мес.`, t`84 мес.`]}
          />
          {errors.fields['months'] ? (
            <p role="alert" className={styles.error}>
              {errors.fields['months']}
            </p>
          ) : null}
          {credit ? (
            <DataList
              items={[
                {
                  key: 'monthly',
                  term: t`Ежемесячный платёж`,
                  detail: <strong data-testid="survey-monthly">{price(credit.monthlyPayment, locale)}</strong>,
                },
                { key: 'rate', term: t`Ставка`, detail: t`${decimal(programme.rate)} % годовых` },
                { key: 'effective', term: t`ГЭСВ`, detail: `${decimal(credit.effectiveRate)} %` },
                { key: 'overpayment', term: t`Переплата`, detail: price(credit.overpayment, locale) },
              ]}
            />
          ) : null}
        </div>
      ) : null}
      {method === 'trade_in' ? (
        <div className={styles.figures}>
          {own.length ? (
            <NativeSelect
              label={t`Ваш автомобиль на Jolda`}
              value={null}
              placeholder={t`Выберите, чтобы заполнить поля`}
              onChange={(v) => {
                const c = own.find((x) => String(x.id) === v);
                if (!c) return;
                setCarName(c.car);
                setYear(String(c.year));
                setMileage(String(c.mileage));
                if (c.plate) setPlate(c.plate);
                if (c.vin) setVin(c.vin);
              }}
              options={own.map((c) => ({ value: String(c.id), label: `${c.car}, ${c.year}` }))}
            />
          ) : null}
          <Input
            label={t`Марка и модель`}
            value={carName}
            onValueChange={setCarName}
            errorMessage={errors.fields['car']}
            placeholder="Toyota Camry"
          />
          <div className={styles.twoCols}>
            <MaskedInput
              label={t`Госномер`}
              preset="plate"
              value={plate}
              onValueChange={(v) => setPlate(v.raw)}
              errorMessage={errors.fields['plate']}
            />
            <MaskedInput label={t`VIN`} preset="vin" value={vin} onValueChange={(v) => setVin(v.raw)} errorMessage={errors.fields['vin']} />
            <Input label={t`Год выпуска`} inputMode="numeric" value={year} onValueChange={setYear} errorMessage={errors.fields['year']} />
            <Input
              label={t`Пробег`}
              inputMode="numeric"
              suffix={t`км`}
              value={mileage}
              onValueChange={setMileage}
              errorMessage={errors.fields['mileage']}
            />
          </div>
          <p className={styles.muted}>{t`Дилер оценит автомобиль при осмотре; сумма зачёта придёт в персональном предложении.`}</p>
        </div>
      ) : null}
    </StepForm>
  );
}

function ContactsStep({ data, pending, errors, onSave }: StepProps) {
  const { t } = useLingui();
  const a = data.application;
  const dealers = data.options.dealers;
  const [name, setName] = useState(a.contacts?.name ?? '');
  const [phone, setPhone] = useState<string | null>(a.contacts?.phone ?? null);
  const [phoneText, setPhoneText] = useState(a.contacts?.phone.replace(/^\+7/, '') ?? '');
  const [dealer, setDealer] = useState(a.dealer?.slug ?? dealers[0]?.slug ?? '');
  const [comment, setComment] = useState(a.contacts?.comment ?? '');
  return (
    <StepForm pending={pending} errors={errors} onSubmit={() => onSave({ name, phone: phone ?? phoneText, dealer, comment })}>
      <NativeSelect
        label={t`Дилер`}
        value={dealer || null}
        onChange={(v) => setDealer(v ?? '')}
        options={dealers.map((d) => ({ value: d.slug, label: `${d.name}, ${d.address}` }))}
        placeholder={t`Выберите дилера`}
        errorMessage={errors.fields['dealer']}
      />
      <div className={styles.twoCols}>
        <Input label={t`Имя`} value={name} onValueChange={setName} autoComplete="name" errorMessage={errors.fields['name']} required />
        <PhoneInput
          label={t`Телефон`}
          value={phoneText}
          onValueChange={(v) => {
            setPhone(v.e164);
            setPhoneText(v.national);
          }}
          errorMessage={errors.fields['phone']}
          required
        />
      </div>
      <TextArea
        label={t`Комментарий для дилера`}
        value={comment}
        onValueChange={setComment}
        maxLength={1000}
        showCount
        errorMessage={errors.fields['comment']}
      />
    </StepForm>
  );
}

function ReviewStep({ data, titles }: { data: ApplicationWithOptions; titles: Record<ApplicationStep, string> }) {
  const { t, i18n } = useLingui();
  const http = useHttp();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const a = data.application;
  const draft = a.status === 'draft';
  const send = useMutation({
    mutationKey: marketMutations.sendApplication(),
    mutationFn: () => marketApi.sendApplication(http, a.id),
    onSuccess: (res) => {
      queryClient.setQueryData(marketQueries.application(http, a.id).queryKey, res);
      void queryClient.invalidateQueries({ queryKey: marketQueries.mine(), refetchType: 'none' });
    },
  });
  const p = a.payment;
  const edit = (s: EditableStep, detail: ReactNode) =>
    draft ? (
      <span className={styles.row}>
        <span>{detail}</span>
        <Link to="/market/survey/$step/$appId" params={{ step: s, appId: a.id }} aria-label={t`Изменить: ${titles[s]}`}>
          {t`Изменить`}
        </Link>
      </span>
    ) : (
      detail
    );
  const paymentText = !p
    ? '—'
    : p.method === 'credit' && p.credit && p.programme
      ? t`Кредит: ${p.programme.name}, взнос ${price(p.downPayment ?? 0, locale)}, ${p.months ?? 0} мес., платёж ${price(p.credit.monthlyPayment, locale)} в месяц, ГЭСВ ${decimal(p.credit.effectiveRate)} %`
      : p.method === 'trade_in' && p.tradeIn
        ? t`Трейд-ин: ${p.tradeIn.car}, ${p.tradeIn.year}, ${num(p.tradeIn.mileage, locale)} км, госномер ${p.tradeIn.plate}`
        : i18n._(PAYMENT[p.method]);
  return (
    <div className={styles.formWide}>
      <DataList
        items={[
          {
            key: 'trim',
            term: titles.trim,
            detail: edit('trim', a.trim ? `${a.trim.name} — ${price(a.trim.price, locale)}` : '—'),
          },
          {
            key: 'colour',
            term: titles.colour,
            detail: edit('colour', a.colour ? `${a.colour.name} (${surchargeText(i18n, a.colour.surcharge, locale)})` : '—'),
          },
          { key: 'payment', term: titles.payment, detail: edit('payment', paymentText) },
          {
            key: 'contacts',
            term: titles.contacts,
            detail: edit('contacts', a.contacts ? [a.contacts.name, a.contacts.phone, a.contacts.comment].filter(Boolean).join(', ') : '—'),
          },
          {
            key: 'dealer',
            term: t`Дилер`,
            detail: a.dealer ? `${a.dealer.name}, ${a.dealer.address}, ${a.dealer.city.name}` : '—',
          },
        ]}
      />
      {draft ? (
        <>
          <p className={styles.muted}>{t`Дилер получит заявку и ответит персональным предложением: цена, условия и срок действия.`}</p>
          {send.error ? (
            <p role="alert" className={styles.error}>
              {stepErrors(i18n, send.error).form}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button variant="primary" loading={send.isPending} onClick={() => send.mutate()} data-testid="survey-send">
              {t`Отправить заявку дилеру`}
            </Button>
          </div>
        </>
      ) : (
        <div className={styles.thanks} role="status" data-testid="application-sent">
          <p className={styles.status}>
            {a.sentAt
              ? t`Заявка отправлена ${formatDate(a.sentAt, locale, 'long')} — дилер свяжется с вами.`
              : t`Заявка отправлена. Дилер свяжется с вами.`}
          </p>
          {a.personalOffers.length ? (
            <ul className={styles.list}>
              {a.personalOffers.map((o) => (
                <li key={o.id}>
                  <Link to="/personal/$id" params={{ id: o.id }}>
                    {t`Персональное предложение ${o.dealer.name}: ${price(o.finalPrice, locale)}`}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          <Link to="/profile/market">{t`Мои заявки и тест-драйвы`}</Link>
        </div>
      )}
    </div>
  );
}

function Summary({ data, locale }: { data: ApplicationWithOptions; locale: 'ru' | 'kk' }) {
  const { t } = useLingui();
  const a = data.application;
  const car = `${a.brand.name} ${a.model.name}`;
  const photo = a.colour?.photo ?? data.options.colours[0]?.photo;
  return (
    <Card as="aside" padding="md" aria-label={t`Ваш автомобиль`}>
      <div className={styles.figures}>
        {photo ? (
          <img className={styles.hero} src={photo} alt={a.colour ? t`${car}, цвет: ${a.colour.name}` : car} width={800} height={600} />
        ) : null}
        <span className={styles.tileTitle}>
          {car}
          {a.trim ? ` ${a.trim.name}` : ''}
        </span>
        {a.colour ? <span className={styles.muted}>{a.colour.name}</span> : null}
        {a.price !== null ? (
          <span className={styles.bigPrice} data-testid="survey-price">
            {price(a.price, locale)}
          </span>
        ) : (
          <span className={styles.muted}>{t`Цена — после выбора комплектации`}</span>
        )}
        {a.offer ? <span className={styles.muted}>{t`Предложение дилера ${a.offer.dealer.name}`}</span> : null}
      </div>
    </Card>
  );
}
