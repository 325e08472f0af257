import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { marketApi, marketMutations, marketQueries, useHttp } from '@jolda/api-client';
import { Badge, Button, Card, DataList, PriceTag } from '@jolda/ui';
import { useLocale } from '../../shared/use-locale';
import { formErrors } from './errors';
import { OFFER_STATUS, PAYMENT } from './labels';
import { dayMonth, decimal, num, price, specLine } from './text';
import * as styles from './market.css';

/**
 * `/personal/{id}`: a dealer's personal offer in answer to the buyer's purchase or credit application — the car, the
 * price with the discount, the payment terms (a credit from the shared calculator, with ГЭСВ), the dealer's note and how
 * long it is valid. The applicant accepts or declines it; the dealer who made it sees the same page and the answer.
 */
export function PersonalOfferPage({ id }: { id: number }) {
  const { t, i18n } = useLingui();
  const http = useHttp();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const { data: o } = useSuspenseQuery(marketQueries.personalOffer(http, id));
  const answer = useMutation({
    mutationKey: marketMutations.answerPersonalOffer(),
    mutationFn: (a: 'accept' | 'decline') => marketApi.answerPersonalOffer(http, id, a),
    onSuccess: (res) => {
      queryClient.setQueryData(marketQueries.personalOffer(http, id).queryKey, res);
      void queryClient.invalidateQueries({ queryKey: marketQueries.mine(), refetchType: 'none' });
    },
  });
  const car = `${o.brand.name} ${o.model.name}`;
  const until = dayMonth(o.validUntil, locale);
  const open = o.status === 'open' && !o.expired;
  const c = o.credit;
  const terms = [
    { key: 'payment', term: t`Оплата`, detail: i18n._(PAYMENT[o.payment]) },
    ...(o.programme && c
      ? [
          { key: 'programme', term: t`Программа`, detail: `${o.programme.name} — ${o.programme.bank}` },
          { key: 'down', term: t`Первоначальный взнос`, detail: price(o.downPayment ?? 0, locale) },
          { key: 'months', term: t`Срок`, detail: t`${o.months ?? 0} мес.` },
          {
            key: 'monthly',
            term: t`Ежемесячный платёж`,
            detail: <strong data-testid="personal-monthly">{price(c.monthlyPayment, locale)}</strong>,
          },
          { key: 'rate', term: t`Ставка`, detail: t`${decimal(o.programme.rate)} % годовых` },
          { key: 'effective', term: t`ГЭСВ`, detail: `${decimal(c.effectiveRate)} %` },
          { key: 'overpayment', term: t`Переплата`, detail: price(c.overpayment, locale) },
        ]
      : []),
    { key: 'valid', term: t`Действует до`, detail: until },
    { key: 'dealer', term: t`Дилер`, detail: `${o.dealer.name}, ${o.dealer.address}, ${o.dealer.city.name}` },
  ];
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t`Персональное предложение: ${car} ${o.trim.name}`}</h1>
        <div className={styles.row}>
          <Badge
            tone={o.status === 'accepted' ? 'success' : o.status === 'declined' ? 'neutral' : o.expired ? 'warning' : 'info'}
            data-testid="personal-status"
          >
            {o.status === 'open' && o.expired ? t`Срок истёк` : i18n._(OFFER_STATUS[o.status])}
          </Badge>
          <span className={styles.muted}>{o.viewer === 'dealer' ? t`Вы сделали это предложение покупателю` : t`От ${o.dealer.name}`}</span>
        </div>
      </header>
      <div className={styles.split}>
        <img
          className={styles.hero}
          src={o.photo}
          alt={o.colour ? t`${car}, цвет: ${o.colour.name}` : car}
          width={800}
          height={600}
          fetchPriority="high"
        />
        <div className={styles.panel}>
          <div className={styles.summary}>
            <PriceTag
              amount={o.finalPrice}
              previousAmount={o.discount ? o.price : undefined}
              previousLabel={t`Цена без скидки`}
              locale={locale}
              size="lg"
            />
            {o.discount ? <span className={styles.muted}>{t`Скидка ${num(o.discount, locale)} ₸`}</span> : null}
            <span className={styles.muted}>
              {o.trim.name}
              {o.colour ? `, ${o.colour.name}` : ''} · {specLine(i18n, o.trim.specs)}
            </span>
          </div>
          <DataList items={terms} />
          {o.note ? (
            <Card padding="md">
              <p className={styles.muted}>{t`Комментарий дилера`}</p>
              <p>{o.note}</p>
            </Card>
          ) : null}
          {o.viewer === 'applicant' && open ? (
            <div className={styles.actions}>
              <Button
                variant="primary"
                loading={answer.isPending && answer.variables === 'accept'}
                onClick={() => answer.mutate('accept')}
                data-testid="personal-accept"
              >
                {t`Принять предложение`}
              </Button>
              <Button
                variant="secondary"
                loading={answer.isPending && answer.variables === 'decline'}
                onClick={() => answer.mutate('decline')}
              >
                {t`Отклонить`}
              </Button>
            </div>
          ) : null}
          {answer.error ? (
            <p role="alert" className={styles.error}>
              {formErrors(i18n, answer.error).form}
            </p>
          ) : null}
          {o.status === 'accepted' ? (
            <p className={styles.status} role="status">
              {o.viewer === 'applicant'
                ? t`Вы приняли предложение. Дилер позвонит, чтобы договориться о встрече.`
                : t`Покупатель принял предложение. Позвоните ему, чтобы договориться о встрече.`}
            </p>
          ) : o.status === 'declined' ? (
            <p className={styles.muted} role="status">
              {o.viewer === 'applicant' ? t`Вы отклонили это предложение.` : t`Покупатель отклонил это предложение.`}
            </p>
          ) : o.expired ? (
            <p className={styles.muted}>{t`Срок действия предложения истёк.`}</p>
          ) : null}
          {o.viewer === 'applicant' && o.application.kind === 'purchase' ? (
            <Link to="/market/survey/$step/$appId" params={{ step: 'review', appId: o.application.id }}>
              {t`Ваша заявка на покупку`}
            </Link>
          ) : null}
          <Link to="/profile/market">{o.viewer === 'dealer' ? t`Заявки покупателей` : t`Мои заявки и тест-драйвы`}</Link>
        </div>
      </div>
    </div>
  );
}
