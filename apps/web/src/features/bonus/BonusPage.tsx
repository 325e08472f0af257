import { Link, useLocation } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { BonusAccount } from '@jolda/contracts';
import { bonusApi, bonusMutations, bonusQueries, isApiRequestError, useHttp } from '@jolda/api-client';
import { loginRedirectHref } from '@jolda/auth';
import { formatDateParts, formatNumber } from '@jolda/i18n';
import { Badge, Button, Inline, Stack, Text } from '@jolda/ui';
import { useLocale } from '../../shared/use-locale';
import { CLAIM_HINTS, REASONS } from './labels';
import * as styles from './bonus.css';

/** `/bonus`: the balance, the actions to claim, the history with reasons, and the rules (for everyone). */
export function BonusPage({ signedIn }: { signedIn: boolean }) {
  const { t } = useLingui();
  const locale = useLocale();
  const location = useLocation();
  return (
    <article className={styles.page}>
      <Stack as="header" space="3" minWidth="0">
        <h1 className={styles.title}>
          <Trans>Бонусы Jolda</Trans>
        </h1>
        <Text tone="muted">
          <Trans>Баллы начисляются за подтверждённые действия и тратятся на проверку автомобилей по базам. Баллы не сгорают и не уходят в минус.</Trans>
        </Text>
      </Stack>
      {signedIn ? (
        <Account />
      ) : (
        <Inline space="3">
          <Button variant="primary" href={loginRedirectHref(location.pathname, locale)} data-testid="bonus-sign-in">
            {t`Войти, чтобы копить баллы`}
          </Button>
        </Inline>
      )}
      <Rules />
    </article>
  );
}

function Account() {
  const { t, i18n } = useLingui();
  const http = useHttp();
  const locale = useLocale();
  const { data: account } = useSuspenseQuery(bonusQueries.account(http));
  return (
    <>
      <p className={styles.balance} data-testid="bonus-balance">
        <span className={styles.balanceValue}>{formatNumber(account.balance, locale)}</span>
        <span>{t`баллов на счёте`}</span>
      </p>
      <Stack as="section" space="3" minWidth="0" aria-labelledby="bonus-claims">
        <h2 id="bonus-claims" className={styles.sectionTitle}>
          <Trans>Получить баллы</Trans>
        </h2>
        <Stack as="ul" space="2" margin="0" padding="0" listStyle="none">
          {account.claims.map((c) => (
            <Claim key={c.action} claim={c} />
          ))}
        </Stack>
      </Stack>
      <Stack as="section" space="3" minWidth="0" aria-labelledby="bonus-history">
        <h2 id="bonus-history" className={styles.sectionTitle}>
          <Trans>История</Trans>
        </h2>
        {account.entries.length === 0 ? (
          <Text size="sm" tone="muted">{t`Пока ни одного начисления.`}</Text>
        ) : (
          <Stack as="ol" space="2" margin="0" padding="0" listStyle="none" data-testid="bonus-history">
            {account.entries.map((e) => (
              <li key={e.id} className={styles.row}>
                <span className={styles.rowMain}>
                  <span>{REASONS[e.reason] ? i18n._(REASONS[e.reason]!) : e.reason}</span>
                  <Text as="span" size="sm" tone="muted">
                    {formatDateParts(e.createdAt, locale, { day: true, month: 'long', year: true })}
                    {e.ref ? ` · ${e.ref}` : ''} · {t`остаток ${formatNumber(e.balanceAfter, locale)}`}
                  </Text>
                </span>
                <span className={`${styles.points} ${e.delta > 0 ? styles.plus : styles.minus}`}>
                  {e.delta > 0 ? '+' : '−'}
                  {formatNumber(Math.abs(e.delta), locale)}
                </span>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </>
  );
}

function Claim({ claim }: { claim: BonusAccount['claims'][number] }) {
  const { t, i18n } = useLingui();
  const http = useHttp();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const rules = useQuery(bonusQueries.rules(http)).data;
  const points = rules?.earn.find((r) => r.action === claim.action)?.points;
  const take = useMutation({
    mutationKey: bonusMutations.claim(),
    mutationFn: () => bonusApi.claimBonus(http, { action: claim.action }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bonusQueries.all() }),
  });
  return (
    <li className={styles.row} data-testid={`claim-${claim.action}`} data-status={claim.status}>
      <span className={styles.rowMain}>
        <span>{i18n._(REASONS[claim.action]!)}</span>
        <Text as="span" size="sm" tone="muted">{i18n._(CLAIM_HINTS[claim.action]!)}</Text>
        {claim.action === 'profile_filled' && claim.status === 'not_yet' ? <Link to="/profile/settings">{t`Заполнить профиль`}</Link> : null}
        {claim.action === 'first_publication' && claim.status === 'not_yet' ? <Link to="/create-announcement">{t`Подать объявление`}</Link> : null}
        {take.isError ? (
          <Text as="span" role="alert" size="sm" tone="danger">
            {isApiRequestError(take.error) && take.error.code === 'not_eligible' ? t`Сначала выполните это действие.` : t`Не получилось. Попробуйте ещё раз.`}
          </Text>
        ) : null}
      </span>
      <Inline as="span" space="3">
        {points ? <span className={`${styles.points} ${styles.plus}`}>+{formatNumber(points, locale)}</span> : null}
        {claim.status === 'claimed' ? (
          <Badge tone="success" size="sm">
            {t`Получено`}
          </Badge>
        ) : claim.status === 'available' ? (
          <Button size="sm" variant="primary" loading={take.isPending} onClick={() => take.mutate()}>
            {t`Получить`}
          </Button>
        ) : (
          <Badge tone="neutral" size="sm">
            {t`Ещё не выполнено`}
          </Badge>
        )}
      </Inline>
    </li>
  );
}

function Rules() {
  const { t, i18n } = useLingui();
  const http = useHttp();
  const locale = useLocale();
  const { data: rules } = useSuspenseQuery(bonusQueries.rules(http));
  return (
    <Stack as="section" space="3" minWidth="0" aria-labelledby="bonus-rules" data-testid="bonus-rules">
      <h2 id="bonus-rules" className={styles.sectionTitle}>
        <Trans>Правила</Trans>
      </h2>
      <Text size="sm" tone="muted">{t`Каждое действие оплачивается один раз; повторный запрос ничего не добавит. Списание не проходит, если баллов не хватает.`}</Text>
      <h3 className={styles.sectionTitle}>{t`За что начисляем`}</h3>
      <Stack as="ul" space="2" margin="0" padding="0" listStyle="none">
        {rules.earn.map((r) => (
          <li key={r.action} className={styles.row}>
            <span className={styles.rowMain}>{i18n._(REASONS[r.action]!)}</span>
            <span className={`${styles.points} ${styles.plus}`}>+{formatNumber(r.points, locale)}</span>
          </li>
        ))}
      </Stack>
      <h3 className={styles.sectionTitle}>{t`На что потратить`}</h3>
      <Stack as="ul" space="2" margin="0" padding="0" listStyle="none">
        {rules.spend.map((r) => (
          <li key={r.purpose} className={styles.row}>
            <span className={styles.rowMain}>
              <span>{i18n._(REASONS[r.purpose]!)}</span>
              {r.purpose === 'raise' ? (
                <Link to="/profile/my-publications">{t`Мои объявления`}</Link>
              ) : (
                <Link to="/autocheck">{t`Проверить автомобиль`}</Link>
              )}
            </span>
            <span className={`${styles.points} ${styles.minus}`}>−{formatNumber(r.points, locale)}</span>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
