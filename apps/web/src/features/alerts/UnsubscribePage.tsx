import { useEffect, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { alertsApi, useHttp } from '@jolda/api-client';
import { Button, EmptyState, Spinner, Text } from '@jolda/ui';
import { Bell, CheckCircle2, CircleAlert } from '@jolda/ui/icons';
import { AccountPage } from '../../shared/account-page';

/**
 * `/alerts/unsubscribe?token=…`: the one-click link of an alert push. Signed in or not, the page turns the alert off
 * as soon as it runs (the token is signed by the API) and says what it turned off, in the page's language.
 */
export function UnsubscribePage({ token }: { token: string | undefined }) {
  const { t } = useLingui();
  const http = useHttp();
  const off = useMutation({ mutationFn: (value: string) => alertsApi.unsubscribeAlert(http, value) });
  const started = useRef(false);
  useEffect(() => {
    if (token && !started.current) {
      started.current = true;
      off.mutate(token);
    }
  }, [token, off]);

  let body: React.ReactNode;
  if (!token || off.isError) {
    body = (
      <EmptyState
        icon={<CircleAlert size={28} />}
        title={t`Ссылка для отписки недействительна`}
        description={t`Возможно, она скопирована не полностью. Уведомления можно выключить в сохранённых поисках и в избранном.`}
        actions={<Button render={(p) => <Link {...p} to="/profile/saved-searches" />}>{t`Сохранённые поиски`}</Button>}
      />
    );
  } else if (!off.data) {
    body = (
      <Text size="sm" tone="muted" role="status">
        <Spinner size="sm" /> <Trans>Отключаем уведомления…</Trans>
      </Text>
    );
  } else {
    const { scope, title } = off.data;
    body = (
      <EmptyState
        icon={<CheckCircle2 size={28} />}
        title={t`Вы отписались`}
        description={
          scope === 'saved_search'
            ? t`Уведомления о новых объявлениях по этому сохранённому поиску выключены.`
            : scope === 'favourite'
              ? t`Уведомления о снижении цены и продаже ${title ?? ''} выключены.`
              : t`Все уведомления по сохранённым поискам и избранному выключены.`
        }
        actions={
          <Button variant="secondary" iconStart={<Bell size={16} />} render={(p) => <Link {...p} to="/profile/saved-searches" />}>
            {t`Настроить уведомления`}
          </Button>
        }
      />
    );
  }
  return (
    <AccountPage
      title={t`Отписка от уведомлений`}
      column="sm"
      data-testid="unsubscribe"
      data-state={off.data ? 'done' : off.isError || !token ? 'invalid' : 'pending'}
    >
      {body}
    </AccountPage>
  );
}
