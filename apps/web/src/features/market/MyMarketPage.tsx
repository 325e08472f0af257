import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type DealerInbox, type MyMarket, type PaymentMethod, type TestDrive, almatyClock, clockTime } from '@jolda/contracts';
import { isApiRequestError, marketApi, marketMutations, marketQueries, useHttp } from '@jolda/api-client';
import {
  Badge,
  Button,
  Card,
  Dialog,
  EmptyState,
  Input,
  NativeSelect,
  PriceInput,
  RadioGroup,
  SlotPicker,
  Spinner,
  TextArea,
} from '@jolda/ui';
import { useLocale } from '../../shared/use-locale';
import { formErrors } from './errors';
import { APPLICATION_STATUS, CREDIT_STATUS, OFFER_STATUS, PAYMENT } from './labels';
import { dayLabel, dayMonth, decimal, price } from './text';
import * as styles from './market.css';

/** The Almaty calendar day of an instant (`2026-03-02`). */
const almatyDate = (iso: string) => almatyClock(new Date(iso)).date;

const when = (iso: string, locale: 'ru' | 'kk') => {
  const c = almatyClock(new Date(iso));
  return `${dayLabel(c.date, locale)}, ${clockTime(c.minute)}`;
};

/**
 * `/profile/market`: the buyer's purchase applications (a draft resumes at its next step), credit applications, test
 * drives (reschedule to another free slot, cancel, the calendar file, the survey after the visit) and the dealers'
 * personal offers. A dealer's account also sees its inbox and answers an application with a personal offer.
 */
export function MyMarketPage() {
  const { t } = useLingui();
  const http = useHttp();
  const { data } = useSuspenseQuery(marketQueries.my(http));
  const empty = !data.applications.length && !data.creditApplications.length && !data.testDrives.length && !data.personalOffers.length;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t`Мои заявки и тест-драйвы`}</h1>
      </header>
      {data.dealer ? <DealerInboxSection dealer={data.dealer} /> : null}
      {empty && !data.dealer ? (
        <EmptyState
          title={t`Пока пусто`}
          description={t`Здесь появятся ваши заявки на покупку и кредит, записи на тест-драйв и персональные предложения дилеров.`}
          actions={
            <Button variant="primary" href="/market">
              {t`Выбрать новый автомобиль`}
            </Button>
          }
        />
      ) : null}
      {data.personalOffers.length ? <PersonalOffers items={data.personalOffers} /> : null}
      {data.applications.length ? <Applications items={data.applications} /> : null}
      {data.creditApplications.length ? <CreditApplications items={data.creditApplications} /> : null}
      {data.testDrives.length ? <TestDrives items={data.testDrives} /> : null}
    </div>
  );
}

function PersonalOffers({ items }: { items: MyMarket['personalOffers'] }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  return (
    <section className={styles.section} aria-labelledby="my-offers">
      <h2 id="my-offers" className={styles.sectionTitle}>
        {t`Персональные предложения`}
      </h2>
      <ul className={styles.list}>
        {items.map((o) => (
          <li key={o.id}>
            <Card padding="md" className={styles.item} data-testid="my-personal-offer">
              <Link to="/personal/$id" params={{ id: o.id }} className={styles.dealerName}>
                {o.brand} {o.model} — {price(o.finalPrice, locale)}
              </Link>
              <span className={styles.row}>
                <Badge tone={o.status === 'accepted' ? 'success' : o.status === 'open' && !o.expired ? 'info' : 'neutral'}>
                  {o.status === 'open' && o.expired ? t`Срок истёк` : i18n._(OFFER_STATUS[o.status])}
                </Badge>
                <span className={styles.muted}>{t`${o.dealer.name}, до ${dayMonth(o.validUntil, locale)}`}</span>
              </span>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Applications({ items }: { items: MyMarket['applications'] }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  return (
    <section className={styles.section} aria-labelledby="my-applications">
      <h2 id="my-applications" className={styles.sectionTitle}>
        {t`Заявки на покупку`}
      </h2>
      <ul className={styles.list}>
        {items.map((a) => (
          <li key={a.id}>
            <Card padding="md" className={styles.item} data-testid="my-application">
              <span className={styles.dealerName}>
                {a.brand.name} {a.model.name}
                {a.trim ? ` ${a.trim.name}` : ''}
                {a.price !== null ? ` — ${price(a.price, locale)}` : ''}
              </span>
              <span className={styles.row}>
                <Badge tone={a.status === 'draft' ? 'neutral' : a.status === 'closed' ? 'success' : 'info'}>
                  {i18n._(APPLICATION_STATUS[a.status])}
                </Badge>
                <span className={styles.muted}>
                  {a.sentAt
                    ? t`отправлена ${dayMonth(almatyDate(a.sentAt), locale)}`
                    : t`начата ${dayMonth(almatyDate(a.createdAt), locale)}`}
                </span>
              </span>
              <span className={styles.row}>
                <Link to="/market/survey/$step/$appId" params={{ step: a.status === 'draft' ? a.nextStep : 'review', appId: a.id }}>
                  {a.status === 'draft' ? t`Продолжить заполнение` : t`Открыть заявку`}
                </Link>
                {a.personalOffers.map((o) => (
                  <Link key={o.id} to="/personal/$id" params={{ id: o.id }}>
                    {t`Предложение ${o.dealer.name}`}
                  </Link>
                ))}
              </span>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

function CreditApplications({ items }: { items: MyMarket['creditApplications'] }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  return (
    <section className={styles.section} aria-labelledby="my-credits">
      <h2 id="my-credits" className={styles.sectionTitle}>
        {t`Заявки на кредит`}
      </h2>
      <ul className={styles.list}>
        {items.map((c) => (
          <li key={c.id}>
            <Card padding="md" className={styles.item} data-testid="my-credit">
              <span className={styles.dealerName}>
                {c.brand.name} {c.model.name} {c.trim.name} — {price(c.price, locale)}
              </span>
              <span className={styles.row}>
                <Badge tone={c.status === 'sent' ? 'info' : 'success'}>{i18n._(CREDIT_STATUS[c.status])}</Badge>
                <span className={styles.muted}>
                  {t`№${c.id}, ${c.programme.name}: ${price(c.monthlyPayment, locale)} в месяц, ${c.months} мес., ГЭСВ ${decimal(c.effectiveRate)} %`}
                </span>
              </span>
              <span className={styles.muted}>{t`${c.dealer.name}, ${c.dealer.city.name}; ИИН ${c.iin}`}</span>
              {c.personalOffers.map((o) => (
                <Link key={o.id} to="/personal/$id" params={{ id: o.id }}>
                  {t`Предложение ${o.dealer.name}`}
                </Link>
              ))}
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

function TestDrives({ items }: { items: TestDrive[] }) {
  const { t } = useLingui();
  return (
    <section className={styles.section} aria-labelledby="my-test-drives">
      <h2 id="my-test-drives" className={styles.sectionTitle}>
        {t`Тест-драйвы`}
      </h2>
      <ul className={styles.list}>
        {items.map((d) => (
          <li key={d.id}>
            <TestDriveItem drive={d} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function TestDriveItem({ drive }: { drive: TestDrive }) {
  const { t, i18n } = useLingui();
  const http = useHttp();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [moving, setMoving] = useState(false);
  const cancel = useMutation({
    mutationKey: marketMutations.cancelTestDrive(),
    mutationFn: () => marketApi.cancelTestDrive(http, drive.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketQueries.mine() }),
  });
  const booked = drive.status === 'booked';
  const past = Date.parse(drive.startsAt) < Date.now();
  return (
    <Card padding="md" className={styles.item} data-testid="my-test-drive">
      <span className={styles.dealerName}>
        {drive.brand.name} {drive.model.name}
      </span>
      <span className={styles.row}>
        <Badge tone={booked ? 'info' : 'neutral'}>{booked ? t`Записаны` : t`Отменён`}</Badge>
        <span data-testid="my-test-drive-time">{when(drive.startsAt, locale)}</span>
      </span>
      <span className={styles.muted}>
        {drive.dealer.name}, {drive.dealer.address}, {drive.dealer.city.name}
      </span>
      {booked ? (
        <span className={styles.actions}>
          {!past ? (
            <Button variant="secondary" size="sm" onClick={() => setMoving(true)} data-testid="reschedule">
              {t`Перенести`}
            </Button>
          ) : null}
          {!past ? (
            <Button variant="ghost" size="sm" loading={cancel.isPending} onClick={() => cancel.mutate()}>
              {t`Отменить запись`}
            </Button>
          ) : null}
          <Button variant="ghost" size="sm" href={drive.calendarUrl} download>
            {t`В календарь (.ics)`}
          </Button>
          {drive.surveyId ? (
            <Link to="/dealership-survey/$id" params={{ id: drive.surveyId }}>
              {t`Оценить дилера`}
            </Link>
          ) : null}
        </span>
      ) : null}
      {cancel.error ? (
        <p role="alert" className={styles.error}>
          {formErrors(i18n, cancel.error).form}
        </p>
      ) : null}
      {moving ? <RescheduleDialog drive={drive} onClose={() => setMoving(false)} /> : null}
    </Card>
  );
}

function RescheduleDialog({ drive, onClose }: { drive: TestDrive; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const http = useHttp();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [slot, setSlot] = useState<string | null>(null);
  const slots = useQuery(
    marketQueries.slots(http, drive.dealer.slug, {
      brand: drive.brand.slug,
      model: drive.model.slug,
      days: 7,
    }),
  );
  const move = useMutation({
    mutationKey: marketMutations.rescheduleTestDrive(),
    mutationFn: () => marketApi.rescheduleTestDrive(http, drive.id, slot ?? ''),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: marketQueries.mine() });
      onClose();
    },
    onError: (error) => {
      if (isApiRequestError(error) && error.code === 'slot_taken') {
        setSlot(null);
        void slots.refetch();
      }
    },
  });
  const errors = move.error ? formErrors(i18n, move.error) : { fields: {} as Record<string, string>, form: null };
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={t`Перенести тест-драйв ${drive.brand.name} ${drive.model.name}`}
      closeLabel={t`Закрыть`}
      size="md"
      footer={
        <Button variant="primary" disabled={!slot} loading={move.isPending} onClick={() => move.mutate()} data-testid="reschedule-confirm">
          {t`Перенести на это время`}
        </Button>
      }
    >
      <div className={styles.formWide}>
        <p className={styles.muted}>{t`Сейчас: ${when(drive.startsAt, locale)}, ${drive.dealer.name}`}</p>
        {slots.data ? (
          <SlotPicker
            label={t`Новые дата и время (по Алматы)`}
            partLabels={{ day: t`День`, time: t`Время` }}
            days={slots.data.days.map((d) => ({
              key: d.date,
              label: dayLabel(d.date, locale),
              slots: d.slots.map((s) => ({
                value: s.startsAt,
                label: s.time,
                disabled: !s.free || s.startsAt === drive.startsAt,
              })),
            }))}
            value={slot}
            onChange={setSlot}
            emptyLabel={t`В этот день свободного времени нет`}
          />
        ) : slots.isError ? (
          <p className={styles.muted}>{t`Не удалось загрузить расписание.`}</p>
        ) : (
          <Spinner label={t`Загружаем свободное время`} />
        )}
        {errors.fields['startsAt'] || errors.form ? (
          <p role="alert" className={styles.error}>
            {errors.fields['startsAt'] ?? errors.form}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}

// ------------------------------------------------------------------------------------------------------------------
// The dealer's side

function DealerInboxSection({ dealer }: { dealer: { slug: string; name: string } }) {
  const { t, i18n } = useLingui();
  const http = useHttp();
  const locale = useLocale();
  const inbox = useQuery(marketQueries.dealerInbox(http));
  const [answering, setAnswering] = useState<DealerInbox['items'][number] | null>(null);
  return (
    <section className={styles.section} aria-labelledby="dealer-inbox">
      <h2 id="dealer-inbox" className={styles.sectionTitle}>
        {t`Заявки покупателей — ${dealer.name}`}
      </h2>
      {inbox.data ? (
        inbox.data.items.length ? (
          <ul className={styles.list}>
            {inbox.data.items.map((item) => (
              <li key={`${item.kind}-${item.id}`}>
                <Card padding="md" className={styles.item} data-testid="dealer-inbox-item">
                  <span className={styles.dealerName}>
                    {item.kind === 'purchase' ? t`Покупка` : t`Кредит`}: {item.brand.name} {item.model.name}
                    {item.trim ? ` ${item.trim.name}` : ''}
                    {item.colour ? `, ${item.colour.name}` : ''}
                    {item.price !== null ? ` — ${price(item.price, locale)}` : ''}
                  </span>
                  <span className={styles.muted}>
                    {[item.customer.name, item.customer.phone].filter(Boolean).join(', ')}
                    {item.payment ? ` · ${i18n._(PAYMENT[item.payment])}` : ''} · {dayMonth(almatyDate(item.at), locale)}
                  </span>
                  <span className={styles.actions}>
                    {item.personalOffers.map((o) => (
                      <Link key={o.id} to="/personal/$id" params={{ id: o.id }}>
                        {t`Предложение №${o.id}: ${i18n._(OFFER_STATUS[o.status])}`}
                      </Link>
                    ))}
                    <Button variant="secondary" size="sm" onClick={() => setAnswering(item)} data-testid="make-offer">
                      {t`Сделать персональное предложение`}
                    </Button>
                  </span>
                </Card>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>{t`Новых заявок нет.`}</p>
        )
      ) : inbox.isError ? (
        <p className={styles.muted}>{t`Не удалось загрузить заявки.`}</p>
      ) : (
        <Spinner label={t`Загружаем заявки`} />
      )}
      {answering ? <OfferDialog item={answering} onClose={() => setAnswering(null)} /> : null}
    </section>
  );
}

function addDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

function OfferDialog({ item, onClose }: { item: DealerInbox['items'][number]; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const http = useHttp();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const model = useQuery(marketQueries.model(http, item.brand.slug, item.model.slug, {}));
  const [trim, setTrim] = useState(item.trim?.slug ?? '');
  const [colour, setColour] = useState(item.colour?.slug ?? '');
  const [amount, setAmount] = useState<number | null>(item.price);
  const [discount, setDiscount] = useState<number | null>(0);
  const [payment, setPayment] = useState<PaymentMethod>(item.payment ?? 'cash');
  const [programme, setProgramme] = useState('');
  const [down, setDown] = useState<number | null>(null);
  const [months, setMonths] = useState('36');
  const [note, setNote] = useState('');
  const [validUntil, setValidUntil] = useState(addDays(14));
  const make = useMutation({
    mutationKey: marketMutations.createPersonalOffer(),
    mutationFn: () =>
      marketApi.createPersonalOffer(http, {
        application: item.kind === 'purchase' ? { kind: 'purchase', id: item.id } : { kind: 'credit', id: Number(item.id) },
        trim,
        ...(colour ? { colour } : {}),
        price: amount as number,
        discount: discount ?? 0,
        payment,
        ...(payment === 'credit'
          ? {
              programme,
              downPayment: down ?? undefined,
              months: /^\d+$/.test(months) ? Number(months) : undefined,
            }
          : {}),
        note,
        validUntil,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketQueries.mine() }),
  });
  const errors = make.error ? formErrors(i18n, make.error) : { fields: {} as Record<string, string>, form: null };
  const m = model.data;
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={t`Персональное предложение: ${item.brand.name} ${item.model.name}`}
      closeLabel={t`Закрыть`}
      size="md"
      footer={
        make.data ? (
          <Button variant="primary" onClick={onClose}>
            {t`Готово`}
          </Button>
        ) : (
          <Button variant="primary" type="submit" form="personal-offer" loading={make.isPending} data-testid="offer-send">
            {t`Отправить покупателю`}
          </Button>
        )
      }
    >
      {make.data ? (
        <div className={styles.thanks} role="status" data-testid="offer-made">
          <p>{t`Предложение №${make.data.id} отправлено покупателю ${item.customer.name}.`}</p>
          <Link to="/personal/$id" params={{ id: make.data.id }}>
            {t`Открыть предложение`}
          </Link>
        </div>
      ) : !m ? (
        model.isError ? (
          <p className={styles.muted}>{t`Не удалось загрузить комплектации.`}</p>
        ) : (
          <Spinner label={t`Загружаем комплектации`} />
        )
      ) : (
        <form
          id="personal-offer"
          className={styles.form}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            make.mutate();
          }}
        >
          <p className={styles.muted}>{t`Покупатель: ${item.customer.name}, ${item.customer.phone}`}</p>
          <NativeSelect
            label={t`Комплектация`}
            value={trim || null}
            onChange={(v) => setTrim(v ?? '')}
            options={m.trims.map((x) => ({ value: x.slug, label: `${x.name} — ${price(x.price, locale)}` }))}
            placeholder={t`Выберите комплектацию`}
            errorMessage={errors.fields['trim']}
          />
          <NativeSelect
            label={t`Цвет`}
            value={colour || null}
            onChange={(v) => setColour(v ?? '')}
            options={m.colours.map((c) => ({ value: c.slug, label: c.name }))}
            placeholder={t`Любой`}
            errorMessage={errors.fields['colour']}
          />
          <div className={styles.twoCols}>
            <PriceInput label={t`Цена`} value={amount} onValueChange={setAmount} errorMessage={errors.fields['price']} />
            <PriceInput label={t`Скидка`} value={discount} onValueChange={setDiscount} errorMessage={errors.fields['discount']} />
          </div>
          <RadioGroup<PaymentMethod>
            label={t`Оплата`}
            orientation="horizontal"
            value={payment}
            onChange={setPayment}
            options={(['cash', 'credit', 'trade_in'] as const).map((p) => ({
              value: p,
              label: i18n._(PAYMENT[p]),
            }))}
            errorMessage={errors.fields['payment']}
          />
          {payment === 'credit' ? (
            <>
              <NativeSelect
                label={t`Программа`}
                value={programme || null}
                onChange={(v) => setProgramme(v ?? '')}
                options={m.programmes.map((p) => ({ value: p.slug, label: `${p.name} — ${p.bank}` }))}
                placeholder={t`Выберите программу`}
                errorMessage={errors.fields['programme']}
              />
              <div className={styles.twoCols}>
                <PriceInput
                  label={t`Первоначальный взнос`}
                  value={down}
                  onValueChange={setDown}
                  errorMessage={errors.fields['downPayment']}
                />
                <Input
                  label={t`Срок, мес.`}
                  inputMode="numeric"
                  value={months}
                  onValueChange={setMonths}
                  errorMessage={errors.fields['months']}
                />
              </div>
            </>
          ) : null}
          <Input
            label={t`Действует до`}
            type="date"
            value={validUntil}
            onValueChange={setValidUntil}
            errorMessage={errors.fields['validUntil']}
          />
          <TextArea
            label={t`Комментарий покупателю`}
            value={note}
            onValueChange={setNote}
            maxLength={2000}
            showCount
            errorMessage={errors.fields['note']}
          />
          {errors.form ? (
            <p role="alert" className={styles.error}>
              {errors.form}
            </p>
          ) : null}
        </form>
      )}
    </Dialog>
  );
}
