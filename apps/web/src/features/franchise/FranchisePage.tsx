import { useState } from 'react';
import { useMutation, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { FRANCHISE_INVESTMENTS, type FranchiseInvestment, type FranchiseLeadCreated } from '@jolda/contracts';
import { catalogQueries, contentQueries, franchiseApi, franchiseMutations, franchiseQueries, useHttp } from '@jolda/api-client';
import { useSessionStore } from '@jolda/auth';
import { formatNumber, formatPrice } from '@jolda/i18n';
import { Button, Checkbox, Input, NativeSelect, PhoneInput } from '@jolda/ui';
import { CheckCircle2, Download } from '@jolda/ui/icons';
import { useAfterHydration } from '../../shared/after-hydration';
import { useLocale } from '../../shared/use-locale';
import { INVESTMENT_NAMES, leadErrors } from './labels';
import * as styles from './franchise.css';

const million = (v: number, locale: 'ru' | 'kk') => formatNumber(v / 1_000_000, locale, { maximumFractionDigits: 1 });

/** `/franchise`: the offer in numbers, the lead form, and — for admins — the leads with a CSV export. */
export function FranchisePage() {
  const http = useHttp();
  const locale = useLocale();
  const { data: offer } = useSuspenseQuery(franchiseQueries.offer(http));
  const o = offer;
  const monthly = o.inspectionPrice * o.inspectionsPerMonth;

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <h1 className={styles.title}>
          <Trans>Франшиза Jolda: офис проверки автомобилей в вашем городе</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>
            Партнёр Jolda проверяет автомобили перед покупкой и подбирает машины под ключ для покупателей своего города. Заявки приходят с
            сайта, стандарты и обучение — наши.
          </Trans>
        </p>
      </header>

      <section aria-labelledby="franchise-figures" className={styles.section}>
        <h2 id="franchise-figures" className={styles.h2}>
          <Trans>Условия в цифрах</Trans>
        </h2>
        <dl className={styles.figures} data-testid="franchise-figures">
          <div className={styles.figure}>
            <dt>
              <Trans>Паушальный взнос</Trans>
            </dt>
            <dd>{formatPrice(o.entryFee, locale)}</dd>
          </div>
          <div className={styles.figure}>
            <dt>
              <Trans>Роялти</Trans>
            </dt>
            <dd>
              <Trans>
                {o.royaltyPercent} % выручки, первые {o.royaltyFreeMonths} мес. — 0
              </Trans>
            </dd>
          </div>
          <div className={styles.figure}>
            <dt>
              <Trans>Вложения на старте</Trans>
            </dt>
            <dd>
              <Trans>
                {million(o.investmentFrom, locale)}–{million(o.investmentTo, locale)} млн ₸
              </Trans>
            </dd>
          </div>
          <div className={styles.figure}>
            <dt>
              <Trans>Окупаемость (оценка)</Trans>
            </dt>
            <dd>
              <Trans>
                {o.paybackMonthsFrom}–{o.paybackMonthsTo} мес.
              </Trans>
            </dd>
          </div>
          <div className={styles.figure}>
            <dt>
              <Trans>Обучение</Trans>
            </dt>
            <dd>
              <Trans>{o.trainingWeeks} недели в Алматы</Trans>
            </dd>
          </div>
          <div className={styles.figure}>
            <dt>
              <Trans>Команда</Trans>
            </dt>
            <dd>
              <Trans>от {o.teamSize} человек</Trans>
            </dd>
          </div>
        </dl>
      </section>

      <div className={styles.columns}>
        <section aria-labelledby="franchise-gets" className={styles.card}>
          <h2 id="franchise-gets" className={styles.h2}>
            <Trans>Что получает партнёр</Trans>
          </h2>
          <ul className={styles.points}>
            <li>
              <Trans>Заявки на проверку и подбор от покупателей вашего города с сайта и из приложения Jolda.</Trans>
            </li>
            <li>
              <Trans>Чек-лист осмотра на {o.checklistPoints} пунктов и приложение, в котором отчёт собирается прямо у машины.</Trans>
            </li>
            <li>
              <Trans>Обучение специалистов ({o.trainingWeeks} недели) и аттестацию перед запуском.</Trans>
            </li>
            <li>
              <Trans>Бренд, страницу офиса на Jolda, шаблоны договоров и рекламу в своём городе.</Trans>
            </li>
          </ul>
        </section>
        <section aria-labelledby="franchise-does" className={styles.card}>
          <h2 id="franchise-does" className={styles.h2}>
            <Trans>Что делает партнёр</Trans>
          </h2>
          <ul className={styles.points}>
            <li>
              <Trans>
                Проводит выездные проверки (ориентир — {formatPrice(o.inspectionPrice, locale)}) и подбор под ключ (
                {formatPrice(o.selectionPrice, locale)}).
              </Trans>
            </li>
            <li>
              <Trans>Отвечает на заявку за {o.responseMinutes} минут в рабочее время.</Trans>
            </li>
            <li>
              <Trans>Держит команду от {o.teamSize} человек: специалисты по осмотру и менеджер.</Trans>
            </li>
            <li>
              <Trans>Соблюдает стандарт отчёта и платит роялти {o.royaltyPercent} % выручки.</Trans>
            </li>
          </ul>
        </section>
      </div>

      <section aria-labelledby="franchise-example" className={styles.section}>
        <h2 id="franchise-example" className={styles.h2}>
          <Trans>Пример расчёта</Trans>
        </h2>
        <p className={styles.text}>
          <Trans>
            {o.inspectionsPerMonth} проверок в месяц по {formatPrice(o.inspectionPrice, locale)} — это {formatPrice(monthly, locale)} выручки в
            месяц до расходов на зарплату, аренду и роялти.
          </Trans>
        </p>
        <p className={styles.muted}>
          <Trans>
            Это ориентир для города с населением 300–500 тысяч человек, а не обещание дохода: партнёрская сеть Jolda только открывается, и
            результатов действующих партнёров пока нет.
          </Trans>
        </p>
        {o.cities.length > 0 && (
          <>
            <h3 className={styles.h3}>
              <Trans>Где больше всего объявлений на Jolda</Trans>
            </h3>
            <ul className={styles.cities}>
              {o.cities.map((c) => (
                <li key={c.slug}>
                  <span>{c.name}</span> <strong>{formatNumber(c.announcements, locale)}</strong>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      <LeadForm />
      <AdminLeads />
    </div>
  );
}

function LeadForm() {
  const { i18n, t } = useLingui();
  const http = useHttp();
  const locale = useLocale();
  const { data: cities } = useSuspenseQuery(catalogQueries.cities(http));
  const [name, setName] = useState('');
  const [phone, setPhone] = useState<string | null>(null);
  const [phoneText, setPhoneText] = useState('');
  const [city, setCity] = useState<string | null>(null);
  const [investment, setInvestment] = useState<FranchiseInvestment | null>(null);
  const [consent, setConsent] = useState(false);
  const send = useMutation({
    mutationKey: franchiseMutations.sendLead(),
    mutationFn: () =>
      franchiseApi.sendFranchiseLead(http, {
        name,
        phone: phone ?? phoneText,
        city: city ?? '',
        investment: (investment ?? '') as FranchiseInvestment,
        consent: consent as true,
        locale,
      }),
  });
  const errors = send.error ? leadErrors(i18n, send.error) : { fields: {} as Record<string, string>, form: null };
  const done: FranchiseLeadCreated | undefined = send.data;

  return (
    <section aria-labelledby="franchise-lead" className={styles.card} id="lead">
      <h2 id="franchise-lead" className={styles.h2}>
        <Trans>Заявка на партнёрство</Trans>
      </h2>
      {done ? (
        <div className={styles.done} role="status" data-testid="franchise-done">
          <CheckCircle2 size={24} aria-hidden />
          <div>
            <p className={styles.doneTitle}>
              <Trans>
                Спасибо, {name.trim()}! Заявка № {done.id} принята.
              </Trans>
            </p>
            <p className={styles.text}>
              <Trans>Менеджер по развитию сети позвонит в течение двух рабочих дней и расскажет об условиях для вашего города.</Trans>
            </p>
          </div>
        </div>
      ) : (
        <form
          className={styles.form}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            send.mutate();
          }}
        >
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
            <NativeSelect
              label={t`Город`}
              placeholder={t`Выберите город`}
              value={city}
              onChange={(v) => setCity(v ?? null)}
              options={cities.items.map((c) => ({ value: c.slug, label: c.name }))}
              errorMessage={errors.fields['city']}
              required
            />
            <NativeSelect
              label={t`Готовы вложить`}
              placeholder={t`Выберите сумму`}
              value={investment}
              onChange={(v) => setInvestment((v as FranchiseInvestment | null) ?? null)}
              options={FRANCHISE_INVESTMENTS.map((v) => ({ value: v, label: i18n._(INVESTMENT_NAMES[v]) }))}
              errorMessage={errors.fields['investment']}
              required
            />
          </div>
          <div>
            <Checkbox checked={consent} onChange={setConsent} invalid={Boolean(errors.fields['consent'])} name="consent">
              <Trans>Согласен на звонок и обработку персональных данных для рассмотрения заявки</Trans>
            </Checkbox>
            {errors.fields['consent'] ? (
              <p role="alert" className={styles.error}>
                {errors.fields['consent']}
              </p>
            ) : null}
          </div>
          {errors.form ? (
            <p role="alert" className={styles.error}>
              {errors.form}
            </p>
          ) : null}
          <div>
            <Button type="submit" variant="primary" loading={send.isPending} data-testid="franchise-send">
              {t`Отправить заявку`}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

/**
 * For admins (the `admin` role, `npm run admin -- grant admin +7…`): the latest leads and the CSV of all of them.
 * Nothing for anyone else: the leads are asked for only when the signed-in user's roles include admin.
 */
function AdminLeads() {
  const { i18n, t } = useLingui();
  const http = useHttp();
  const hydrated = useAfterHydration();
  const signedIn = useSessionStore((s) => s.signedIn);
  const roles = useQuery({ ...contentQueries.myRoles(http), enabled: hydrated && signedIn });
  const admin = roles.data?.roles.includes('admin') ?? false;
  const leads = useQuery({ ...franchiseQueries.leads(http), enabled: hydrated && signedIn && admin });
  const [exporting, setExporting] = useState(false);
  if (!leads.data) return null;
  const download = async () => {
    setExporting(true);
    try {
      const csv = await franchiseApi.exportFranchiseLeads(http);
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = `jolda-franchise-leads-${new Date().toISOString().slice(0, 10)}.csv`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } finally {
      setExporting(false);
    }
  };
  return (
    <section aria-labelledby="franchise-admin" className={styles.section} data-testid="franchise-admin">
      <div className={styles.sectionHead}>
        <h2 id="franchise-admin" className={styles.h2}>
          <Trans>Заявки на франшизу ({leads.data.total})</Trans>
        </h2>
        <Button variant="secondary" size="sm" iconStart={<Download size={16} />} onClick={() => void download()} loading={exporting}>
          {t`Скачать CSV`}
        </Button>
      </div>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">№</th>
              <th scope="col">{t`Дата`}</th>
              <th scope="col">{t`Имя`}</th>
              <th scope="col">{t`Телефон`}</th>
              <th scope="col">{t`Город`}</th>
              <th scope="col">{t`Готовы вложить`}</th>
            </tr>
          </thead>
          <tbody>
            {leads.data.items.map((l) => (
              <tr key={l.id}>
                <td>{l.id}</td>
                <td>{l.createdAt.slice(0, 10)}</td>
                <td>{l.name}</td>
                <td>
                  <a href={`tel:${l.phone}`}>{l.phone}</a>
                </td>
                <td>{l.city.name}</td>
                <td>{i18n._(INVESTMENT_NAMES[l.investment])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
