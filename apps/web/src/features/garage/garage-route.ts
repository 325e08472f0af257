/** What /garage needs before its code loads. */
import { msg } from '@lingui/core/macro';
import { garageQueries } from '@jolda/api-client';
import { pageHead } from '../../shared/head';
import type { RouterContext } from '../../shared/router-context';

export const GARAGE_TITLE = msg`Мой гараж`;

/** The garage of a signed-in driver renders on the server; a visitor sees what it does and a sign-in. */
export async function loadGarage({ queryClient, http, session }: RouterContext): Promise<{ signedIn: boolean }> {
  const signedIn = session.isSignedIn();
  if (signedIn) await queryClient.ensureQueryData(garageQueries.list(http)).catch(() => undefined);
  return { signedIn };
}

export function garageHead(ctx: { match: { context: RouterContext; pathname: string; search: unknown } }) {
  const { i18n } = ctx.match.context;
  return pageHead(
    ctx,
    i18n._(GARAGE_TITLE),
    i18n._(msg`Ваши автомобили в одном месте: сроки ОГПО и техосмотра, транспортный налог, журнал обслуживания, штрафы и рыночная цена.`),
    { noindex: true },
  );
}
