import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { computeCredit, creditInputIssue, CREDIT_LIMITS, type CreditProgramme, type OfferDetail } from '@jolda/contracts';
import { formatPrice } from '@jolda/i18n';
import { useScreen } from '../../app/bridge-context';
import { ScreenLink } from '../shell/ScreenLink';
import * as shell from '../shell/shell.css';
import { OfferScreen } from './OfferScreen';
import { decimal } from './text';
import * as styles from './od.css';

/** `detail/calculator?id=`: the credit for this car under the dealer's programmes — the same calculation as the site's and the API's. */
export function Calculator({ id }: { id: number }) {
  const { t } = useLingui();
  return (
    <OfferScreen id={id} title={() => t`Кредитный калькулятор`}>
      {(d) => <CalculatorForm offer={d} />}
    </OfferScreen>
  );
}

function termsOf(p: CreditProgramme): number[] {
  const out: number[] = [];
  for (let m = Math.max(p.minMonths, CREDIT_LIMITS.months.min); m <= Math.min(p.maxMonths, CREDIT_LIMITS.months.max); m += 12) out.push(m);
  if (!out.includes(p.maxMonths) && p.maxMonths <= CREDIT_LIMITS.months.max) out.push(p.maxMonths);
  return out;
}

function CalculatorForm({ offer: d }: { offer: OfferDetail }) {
  const { t } = useLingui();
  const { locale, bridge } = useScreen();
  const price = d.offer.finalPrice;
  const [slug, setSlug] = useState(d.programmes[0]?.slug ?? '');
  const programme = d.programmes.find((p) => p.slug === slug);
  const [downPct, setDownPct] = useState(Math.max(20, programme?.minDownPct ?? 20));
  const [months, setMonths] = useState(programme ? Math.min(60, programme.maxMonths) : 60);

  if (!programme) {
    return (
      <>
        <h1 className={shell.title}>{t`Кредитный калькулятор`}</h1>
        <p>{t`У дилера нет кредитных программ для этого автомобиля.`}</p>
      </>
    );
  }
  const minPct = Math.max(programme.minDownPct, CREDIT_LIMITS.downPaymentPct.min);
  const pct = Math.min(Math.max(downPct, minPct), CREDIT_LIMITS.downPaymentPct.max);
  const terms = termsOf(programme);
  const term = terms.includes(months) ? months : terms[terms.length - 1]!;
  const downPayment = Math.round((price * pct) / 100);
  const input = { price, downPayment, months: term, annualRate: programme.rate, oneTimeFeePct: programme.oneTimeFeePct, monthlyFee: programme.monthlyFee };
  const tooLarge = programme.maxLoan !== null && price - downPayment > programme.maxLoan;
  const result = creditInputIssue(input) || tooLarge ? null : computeCredit(input);

  return (
    <>
      <h1 className={shell.title}>{t`Кредитный калькулятор`}</h1>
      <p className={shell.muted}>
        {d.offer.brand.name} {d.offer.model.name} {d.offer.trim.name} · {formatPrice(price, locale)}
      </p>
      <label className={styles.field}>
        <span>{t`Программа`}</span>
        <select
          className={styles.input}
          value={slug}
          onChange={(e) => {
            setSlug(e.target.value);
            void bridge.send('haptic', { style: 'selection' });
          }}
        >
          {d.programmes.map((p) => (
            <option key={p.slug} value={p.slug}>
              {p.name} · {p.bank} · {decimal(p.rate, locale)}%
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span>{t`Первый взнос: ${pct}% — ${formatPrice(downPayment, locale)}`}</span>
        <input
          className={styles.range}
          type="range"
          min={minPct}
          max={CREDIT_LIMITS.downPaymentPct.max}
          step={5}
          value={pct}
          onChange={(e) => setDownPct(Number(e.target.value))}
          data-testid="down-payment"
        />
      </label>
      <label className={styles.field}>
        <span>{t`Срок`}</span>
        <select className={styles.input} value={term} onChange={(e) => setMonths(Number(e.target.value))} data-testid="months">
          {terms.map((m) => (
            <option key={m} value={m}>
              {t`${m} мес.`}
            </option>
          ))}
        </select>
      </label>
      <section className={shell.card} aria-live="polite" data-testid="credit-result">
        {result ? (
          <>
            <span className={shell.muted}>{t`Ежемесячный платёж`}</span>
            <p className={styles.big}>{formatPrice(result.monthlyPayment, locale)}</p>
            <dl className={shell.facts}>
              <div className={shell.fact}>
                <dt>{t`Сумма кредита`}</dt>
                <dd>{formatPrice(result.principal, locale)}</dd>
              </div>
              <div className={shell.fact}>
                <dt>{t`Переплата`}</dt>
                <dd>{formatPrice(result.overpayment, locale)}</dd>
              </div>
              <div className={shell.fact}>
                <dt>{t`Ставка / ГЭСВ`}</dt>
                <dd>
                  {decimal(programme.rate, locale)}% / {decimal(result.effectiveRate, locale)}%
                </dd>
              </div>
            </dl>
          </>
        ) : (
          <p role="alert">{tooLarge ? t`Сумма кредита больше, чем банк даёт по этой программе: увеличьте первый взнос.` : t`Эти условия программа не допускает.`}</p>
        )}
      </section>
      <p className={shell.muted}>{t`Расчёт предварительный; окончательные условия назовёт банк.`}</p>
      <ScreenLink to={`/web-view/online-dealer/buy?offer=${d.offer.id}`} className={shell.action}>
        {t`Оформить покупку`}
      </ScreenLink>
    </>
  );
}
