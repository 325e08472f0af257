/**
 * What the /profile/notifications and /alerts/unsubscribe routes need before their pages' code loads (head, loader):
 * kept apart from the pages so the route tree does not pull their UI into the first JS of every page.
 */
import { msg } from '@lingui/core/macro';
import { alertQueries } from '@jolda/api-client';
import { pageHead } from '../../shared/head';
import type { RouterContext } from '../../shared/router-context';

export const NOTIFICATIONS_TITLE = msg`Уведомления`;

export function notificationsHead(ctx: { match: { context: RouterContext; pathname: string; search: unknown } }) {
  const { i18n } = ctx.match.context;
  return pageHead(ctx, i18n._(NOTIFICATIONS_TITLE), i18n._(msg`Новые объявления по сохранённым поискам, снижение цен и продажи в избранном`), {
    noindex: true,
  });
}

/** Read on every visit: this page is where the list must be current. */
export function loadNotifications({ context }: { context: RouterContext }) {
  return context.queryClient.fetchQuery(alertQueries.list(context.http));
}

export function unsubscribeHead(ctx: { match: { context: RouterContext; pathname: string; search: unknown } }) {
  const { i18n } = ctx.match.context;
  return pageHead(ctx, i18n._(msg`Отписка от уведомлений`), i18n._(msg`Отключение уведомлений Jolda по ссылке из уведомления`), { noindex: true });
}

export function validateUnsubscribeSearch(search: Record<string, unknown>): { token?: string } {
  const token = search['token'];
  return typeof token === 'string' && token.length <= 300 ? { token } : {};
}
