/** What /franchise needs before its code loads: the offer and the cities of the lead form, and the head. */
import { msg } from '@lingui/core/macro';
import { catalogQueries, franchiseQueries } from '@jolda/api-client';
import { pageHead } from '../../shared/head';
import type { RouterContext } from '../../shared/router-context';

export async function loadFranchise({ queryClient, http }: Pick<RouterContext, 'queryClient' | 'http'>): Promise<void> {
  await Promise.all([queryClient.ensureQueryData(franchiseQueries.offer(http)), queryClient.ensureQueryData(catalogQueries.cities(http))]);
}

export function franchiseHead(ctx: { match: { context: RouterContext; pathname: string; search: unknown } }) {
  const { i18n } = ctx.match.context;
  return pageHead(
    ctx,
    i18n._(msg`Франшиза Jolda: офис проверки автомобилей в вашем городе`),
    i18n._(msg`Выездная проверка и подбор автомобилей под брендом Jolda: вложения, роялти, окупаемость и заявка на партнёрство.`),
  );
}
