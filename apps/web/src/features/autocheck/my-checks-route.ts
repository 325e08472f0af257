/** `/profile/autochecks` (signed in, by the route rules): the reports I ran, fetched on every visit. */
import { msg } from '@lingui/core/macro';
import { autocheckQueries } from '@jolda/api-client';
import { pageHead } from '../../shared/head';
import type { RouterContext } from '../../shared/router-context';

export const MY_CHECKS_TITLE = msg`Мои проверки автомобилей`;

export async function loadMyChecks({ context }: { context: RouterContext }): Promise<void> {
  await context.queryClient.fetchQuery(autocheckQueries.runs(context.http));
}

export function myChecksHead(ctx: { match: { context: RouterContext; pathname: string; search: unknown } }) {
  const { i18n } = ctx.match.context;
  return pageHead(ctx, i18n._(MY_CHECKS_TITLE), i18n._(msg`Отчёты о проверке автомобилей по VIN и госномеру, которые вы открывали`), { noindex: true });
}
