import { Link } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { autocheckQueries, useHttp } from '@jolda/api-client';
import { formatDateParts } from '@jolda/i18n';
import { Button, EmptyState, Stack } from '@jolda/ui';
import { AlertTriangle, CheckCircle2, ShieldCheck } from '@jolda/ui/icons';
import { AccountPage } from '../../shared/account-page';
import { useLocale } from '../../shared/use-locale';
import { MY_CHECKS_TITLE } from './my-checks-route';
import * as styles from './my-checks.css';

/** `/profile/autochecks`: every car I checked (one row per car, the latest first), reopened with one click. */
export function MyChecksPage() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const http = useHttp();
  const { data } = useSuspenseQuery(autocheckQueries.runs(http));
  const verdicts = { green: t`Проблем не найдено`, amber: t`Есть на что обратить внимание`, red: t`Серьёзные риски` };
  return (
    <AccountPage
      title={i18n._(MY_CHECKS_TITLE)}
      actions={
        <Button render={(p) => <Link {...p} to="/autocheck" />}>
          <Trans>Проверить автомобиль</Trans>
        </Button>
      }
    >
      {data.items.length === 0 ? (
        <EmptyState
          icon={<ShieldCheck size={28} />}
          title={t`Вы ещё не проверяли автомобили`}
          description={t`Отчёты, которые вы откроете по VIN, госномеру или из объявления, сохранятся здесь.`}
        />
      ) : (
        <Stack as="ul" space="3" margin="0" padding="0" listStyle="none" data-testid="my-checks">
          {data.items.map((item) => {
            const last = formatDateParts(item.lastRunAt, locale, { day: true, month: 'long', year: true });
            return (
              <li key={`${item.kind}:${item.label}:${item.query.announcement ?? ''}`} className={styles.item} data-testid="my-check">
                <Stack space="1" minWidth="0">
                  <Link to="/autocheck/report" search={item.query} className={styles.name}>
                    {item.car ?? item.label}
                  </Link>
                  <p className={styles.muted}>
                    {item.car ? `${item.label} · ` : ''}
                    {item.kind === 'announcement' ? t`из объявления` : item.kind === 'vin' ? 'VIN' : t`госномер`}
                    {' · '}
                    <Trans>последний раз {last}</Trans>
                    {' · '}
                    <Plural value={item.runs} one="# раз" few="# раза" many="# раз" other="# раза" />
                  </p>
                  <p className={styles.muted}>
                    {item.registries ? t`С проверкой по базам` : t`Без проверки по базам`}
                    {item.token ? (
                      <>
                        {' · '}
                        <Link to="/autocheck/report" search={{ token: item.token }}>
                          <Trans>ссылка, которой вы поделились</Trans>
                        </Link>
                      </>
                    ) : null}
                  </p>
                </Stack>
                <span className={styles.verdict[item.verdict]} data-testid="my-check-verdict">
                  {item.verdict === 'green' ? <CheckCircle2 aria-hidden size={16} /> : <AlertTriangle aria-hidden size={16} />} {verdicts[item.verdict]}
                </span>
              </li>
            );
          })}
        </Stack>
      )}
    </AccountPage>
  );
}
