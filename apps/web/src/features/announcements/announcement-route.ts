import { notFound } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import type { AnnouncementDetail } from '@jolda/contracts';
import { announcementExtrasQueries, announcementOwnerQueries, announcementQueries, ApiRequestError } from '@jolda/api-client';
import { localizePath } from '@jolda/i18n';
import { pageHead } from '../../shared/head';
import type { RouterContext } from '../../shared/router-context';
import { announcementDescription } from './describe';
import { carStructuredData, jsonLdText } from './json-ld';
import { preloadOwnerPanel } from './owner-panel-lazy';

/**
 * Loader of /announcement/{id} and /inspected/{id}: a missing announcement is a 404. The extras (price rating,
 * history, similar cars) load alongside; when they fail the page still renders and the component retries them.
 * Signed in, the API says whether the viewer owns the announcement (never a comparison in the browser), and the
 * owner's panel's code comes with the page only then.
 */
export async function loadAnnouncement(
  { queryClient, http, session }: Pick<RouterContext, 'queryClient' | 'http' | 'session'>,
  id: number,
): Promise<AnnouncementDetail> {
  const extras = queryClient.ensureQueryData(announcementExtrasQueries.detail(http, id)).catch(() => null);
  const owner = session.isSignedIn()
    ? queryClient
        .ensureQueryData(announcementOwnerQueries.detail(http, id))
        .then((view) => (view.own ? preloadOwnerPanel() : undefined))
        .catch(() => undefined) // the page renders as a visitor's; the component asks again
    : null;
  try {
    const detail = await queryClient.ensureQueryData(announcementQueries.detail(http, id));
    await Promise.all([extras, owner]);
    return detail;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw notFound();
    throw error;
  }
}

export function announcementHead(ctx: {
  match: { context: RouterContext; pathname: string; search: unknown };
  loaderData?: AnnouncementDetail;
}) {
  const car = ctx.loaderData;
  const { i18n, locale, boot } = ctx.match.context;
  if (!car) return pageHead(ctx, i18n._(msg`Объявление`), '');
  const head = pageHead(ctx, `${car.title} ${car.year}`, announcementDescription(car, locale, i18n));
  const url = `${boot.origin}${localizePath(ctx.match.pathname, locale)}`;
  return {
    ...head,
    scripts: [{ type: 'application/ld+json', children: jsonLdText(carStructuredData(car, url, boot.origin)) }],
  };
}
