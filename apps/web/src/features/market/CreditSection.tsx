import { useLocation } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Suspense, useState } from 'react';
import {
  type Colour,
  type CreditProgramme,
  type MarketModelPage,
  type Trim,
  computeCredit,
  downPaymentFor,
} from '@jolda/contracts';
import { loginRedirectHref, useSessionStore } from '@jolda/auth';
import { Button, NativeSelect, Slider } from '@jolda/ui';
import { useLocale } from '../../shared/use-locale';
import { preloadable, usePreloadedOverlay } from '../../shared/preloadable';
import { decimal, price } from './text';
import * as styles from './market.css';

/**
 * The application's dialog (react-aria's modal and focus scope, the IIN mask, the checkbox) is a chunk of its own,
 * fetched when the buyer reaches for the button: loaded with the page, react-aria's locale probe
 * (`Intl.DateTimeFormat.supportedLocalesOf`, ~160 ms at 4× CPU) and the dialog's code ran as one long task seconds
 * after the model page had loaded.
 */
const CreditApplicationDialog = preloadable(() => import('./CreditApplicationDialog').then((m) => m.CreditApplicationDialog));

/** The least down payment (%) a programme allows for a price: its minimum, raised so the loan fits its cap. */
export function minDownPct(p: CreditProgramme, carPrice: number): number {
  const byLoan = p.maxLoan !== null ? Math.ceil(((carPrice - p.maxLoan) / carPrice) * 100) : 0;
  return Math.min(90, Math.max(p.minDownPct, byLoan));
}

/**
 * The credit calculator of the model page: a programme (banks', the brand's subsidised rate, the state's for a local
 * car), the down payment 0–90 % and the term 6–84 months within the programme's limits; the monthly payment, the
 * overpayment and the ГЭСВ/ЖТСМ from the same calculator the API uses (`computeCredit`). Signed-in buyers send a
 * credit application from here.
 */
export function CreditSection({ page, price: carPrice, trim, colour }: { page: MarketModelPage; price: number; trim: Trim; colour: Colour }) {
  const { t } = useLingui();
  const locale = useLocale();
  const programmes = page.programmes.filter((p) => p.maxPrice === null || carPrice <= p.maxPrice);
  const [slug, setSlug] = useState(() => programmes.find((p) => p.kind === 'bank')?.slug ?? programmes[0]?.slug ?? '');
  const programme = programmes.find((p) => p.slug === slug) ?? programmes[0];
  const [downPct, setDownPct] = useState(20);
  const [months, setMonths] = useState(60);
  const dialog = usePreloadedOverlay(CreditApplicationDialog);
  const signedIn = useSessionStore((s) => s.signedIn);
  const location = useLocation();
  if (!programme) return null;
  const minPct = minDownPct(programme, carPrice);
  const pct = Math.min(90, Math.max(minPct, downPct));
  const term = Math.min(programme.maxMonths, Math.max(programme.minMonths, months));
  const down = downPaymentFor(carPrice, pct);
  const result = computeCredit({
    price: carPrice,
    downPayment: down,
    months: term,
    annualRate: programme.rate,
    oneTimeFeePct: programme.oneTimeFeePct,
    monthlyFee: programme.monthlyFee,
  });
  const rate = decimal(programme.rate);
  const effective = decimal(result.effectiveRate);
  return (
    <section className={styles.section} aria-labelledby="credit-title" id="credit">
      <h2 id="credit-title" className={styles.sectionTitle}>
        {t`Кредит`}
      </h2>
      <div className={styles.calc}>
        <div className={styles.figures}>
          <NativeSelect
            label={t`Программа`}
            value={programme.slug}
            onChange={(v) => v && setSlug(v)}
            options={programmes.map((p) => ({ value: p.slug, label: `${p.name} — ${p.bank}` }))}
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
          <p className={styles.muted}>
            {t`Условия программы: ставка ${rate} %, взнос от ${programme.minDownPct} %, срок до ${programme.maxMonths} мес.`}
            {programme.localOnly ? ` ${t`Только для автомобилей казахстанской сборки.`}` : ''}
          </p>
        </div>
        <div className={styles.figures} aria-live="polite" data-testid="credit-result">
          <div className={styles.figure}>
            <span>{t`Ежемесячный платёж`}</span>
            <span className={styles.figureBig} data-testid="credit-monthly">
              {price(result.monthlyPayment, locale)}
            </span>
          </div>
          <div className={styles.figure}>
            <span>{t`Ставка`}</span>
            <span>{t`${rate} % годовых`}</span>
          </div>
          <div className={styles.figure}>
            <span>{t`ГЭСВ — годовая эффективная ставка вознаграждения`}</span>
            <strong data-testid="credit-effective">{effective} %</strong>
          </div>
          <div className={styles.figure}>
            <span>{t`Сумма кредита`}</span>
            <span>{price(result.principal, locale)}</span>
          </div>
          <div className={styles.figure}>
            <span>{t`Переплата`}</span>
            <span data-testid="credit-overpayment">{price(result.overpayment, locale)}</span>
          </div>
          {result.oneTimeFee ? (
            <div className={styles.figure}>
              <span>{t`Единовременная комиссия`}</span>
              <span>{price(result.oneTimeFee, locale)}</span>
            </div>
          ) : null}
          <div className={styles.figure}>
            <span>{t`Всего выплат банку`}</span>
            <span>{price(result.totalPaid, locale)}</span>
          </div>
          {signedIn ? (
            <Button variant="primary" loading={dialog.loading} {...dialog.triggerProps}>
              {t`Подать заявку на кредит`}
            </Button>
          ) : (
            <Button variant="primary" href={loginRedirectHref(`${location.pathname}${location.searchStr}#credit`, locale)}>
              {t`Войти и подать заявку на кредит`}
            </Button>
          )}
          <p className={styles.muted}>{t`Расчёт предварительный; решение и точные условия — у банка.`}</p>
        </div>
      </div>
      {dialog.mounted && dialog.open ? (
        <Suspense fallback={null}>
          <CreditApplicationDialog
            page={page}
            onClose={() => dialog.setOpen(false)}
            input={{ trim: trim.slug, colour: colour.slug, programme: programme.slug, downPayment: down, months: term }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
