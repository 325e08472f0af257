import { Link } from '@tanstack/react-router';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AlertNotification } from '@jolda/contracts';
import { alertQueries, alertsApi, useHttp } from '@jolda/api-client';
import { formatDate, formatPrice } from '@jolda/i18n';
import { Badge, Button, EmptyState, Inline, Stack, Text } from '@jolda/ui';
import { Bell, BellRing, CheckCheck, TrendingDown } from '@jolda/ui/icons';
import { AccountPage } from '../../shared/account-page';
import { useLocale } from '../../shared/use-locale';
import { PushOptIn, PushOutbox } from '../push';
import { NOTIFICATIONS_TITLE } from './notifications-route';
import * as styles from './alerts.css';

function NotificationRow({ item, onOpen }: { item: AlertNotification; onOpen: () => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const price = item.price === null ? null : formatPrice(item.price, locale);
  const old = item.oldPrice === null ? null : formatPrice(item.oldPrice, locale);
  const what =
    item.kind === 'new_match'
      ? t`Новое объявление по сохранённому поиску`
      : item.kind === 'price_drop'
        ? t`Цена снижена`
        : t`Продан`;
  return (
    <li className={[styles.item, item.read ? '' : styles.unread].join(' ')} data-testid="notification" data-read={item.read}>
      <Stack space="1">
        <Inline space="2">
          <Badge tone={item.kind === 'sold' ? 'danger' : item.kind === 'price_drop' ? 'success' : 'info'} icon={item.kind === 'price_drop' ? <TrendingDown size={14} /> : undefined}>
            {what}
          </Badge>
          {item.read ? null : (
            <Text as="span" size="sm" tone="muted">
              {t`новое`}
            </Text>
          )}
        </Inline>
        <Link to="/announcement/$id" params={{ id: item.announcementId }} className={styles.title} onClick={onOpen}>
          {item.title}
        </Link>
        <Text size="sm" tone="muted">
          {item.kind === 'price_drop' && old && price ? <Trans>{old} → {price}</Trans> : price}
          {' · '}
          {formatDate(item.createdAt, locale, 'long')}
        </Text>
      </Stack>
    </li>
  );
}

/** `/profile/notifications`: alerts of saved searches and favourites, newest first; opening one marks it read. */
export function NotificationsPage() {
  const { t, i18n } = useLingui();
  const http = useHttp();
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(alertQueries.list(http));
  const read = useMutation({
    mutationFn: (ids?: number[]) => alertsApi.markAlertsRead(http, ids ? { ids } : {}),
    onSuccess: ({ unread }) => {
      queryClient.setQueryData(alertQueries.unread(http).queryKey, { unread });
      return queryClient.invalidateQueries({ queryKey: alertQueries.list(http).queryKey });
    },
  });
  return (
    <AccountPage
      title={i18n._(NOTIFICATIONS_TITLE)}
      actions={
        data.unread > 0 ? (
          <Button variant="secondary" size="sm" iconStart={<CheckCheck size={16} />} loading={read.isPending} onClick={() => read.mutate(undefined)}>
            <Trans>Отметить все прочитанными</Trans>
          </Button>
        ) : null
      }
    >
      <Text size="sm" tone="muted">
        <Trans>
          Уведомления включаются в <Link to="/profile/saved-searches">сохранённых поисках</Link> и в <Link to="/profile/favourites">избранном</Link>.
        </Trans>
      </Text>
      <PushOptIn>
        <Trans>
          Пришлём на устройство новые объявления по сохранённым поискам, снижение цены и продажу автомобилей из избранного и новые сообщения — даже когда
          сайт закрыт. Если уведомлений за день больше пяти, остальные придут одной сводкой на следующее утро.
        </Trans>
      </PushOptIn>
      {data.unread > 0 ? (
        <Text size="sm" tone="muted" data-testid="notifications-unread">
          <BellRing aria-hidden size={14} /> {t`Непрочитанных: ${data.unread}`}
        </Text>
      ) : null}
      {data.items.length === 0 ? (
        <EmptyState
          icon={<Bell size={28} />}
          title={t`Уведомлений пока нет`}
          description={t`Включите уведомления у сохранённого поиска или автомобиля в избранном — здесь появятся новые объявления и снижения цен.`}
        />
      ) : (
        <Stack as="ul" space="2" margin="0" padding="0" listStyle="none">
          {data.items.map((item) => (
            <NotificationRow key={item.id} item={item} onOpen={() => (item.read ? undefined : read.mutate([item.id]))} />
          ))}
        </Stack>
      )}
      <PushOutbox />
    </AccountPage>
  );
}
