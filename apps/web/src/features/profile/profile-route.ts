/**
 * What the /profile and /profile/settings routes need before their pages' code loads (heads, the loader): kept apart
 * from the pages so the route tree does not pull the pages' UI into the first JS of every page.
 */
import { msg } from '@lingui/core/macro';
import { catalogQueries } from '@jolda/api-client';
import { profileQueries } from '@jolda/auth';
import { pageHead } from '../../shared/head';
import type { RouterContext } from '../../shared/router-context';

type HeadCtx = { match: { context: RouterContext; pathname: string; search: unknown } };

const PROFILE_TITLE = msg`Профиль`;
export const profileHead = (ctx: HeadCtx) =>
  pageHead(ctx, ctx.match.context.i18n._(PROFILE_TITLE), ctx.match.context.i18n._(PROFILE_TITLE), {
    noindex: true,
  });

const SETTINGS_TITLE = msg`Настройки профиля`;
export const settingsHead = (ctx: HeadCtx) =>
  pageHead(ctx, ctx.match.context.i18n._(SETTINGS_TITLE), ctx.match.context.i18n._(SETTINGS_TITLE), {
    noindex: true,
  });

/** Loader of `/profile` and `/profile/settings`: the profile and the cities (names in the page's language). */
export function loadProfile(context: RouterContext) {
  return Promise.all([
    context.queryClient.ensureQueryData(profileQueries.me(context.http, { signedIn: true })),
    context.queryClient.ensureQueryData(catalogQueries.cities(context.http)),
  ]);
}
