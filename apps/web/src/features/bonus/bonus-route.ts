/** What /bonus needs before its code loads. */
import { msg } from '@lingui/core/macro';
import { bonusQueries } from '@jolda/api-client';
import { pageHead } from '../../shared/head';
import type { RouterContext } from '../../shared/router-context';

/** The rules for everyone; the account too when signed in (the page renders it at once). */
export async function loadBonus({ queryClient, http, session }: RouterContext): Promise<{ signedIn: boolean }> {
  const signedIn = session.isSignedIn();
  await Promise.all([
    queryClient.ensureQueryData(bonusQueries.rules(http)),
    signedIn ? queryClient.ensureQueryData(bonusQueries.account(http)) : Promise.resolve(),
  ]);
  return { signedIn };
}

export function bonusHead(ctx: { match: { context: RouterContext; pathname: string; search: unknown } }) {
  const { i18n } = ctx.match.context;
  return pageHead(
    ctx,
    i18n._(msg`Бонусы Jolda`),
    i18n._(msg`Баллы за подтверждённые действия на Jolda и на что их потратить: правила, баланс и история начислений.`),
  );
}
