import { notFound } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import type { AnnouncementDetail } from '@jolda/contracts';
import { announcementExtrasQueries, announcementQueries, ApiRequestError } from '@jolda/api-client';
import { localizePath } from '@jolda/i18n';
import { pageHead } from '../../shared/head';
import type { RouterContext } from '../../shared/router-context';
import { announcementDescription } from './describe';
import { carStructuredData, jsonLdText } from './json-ld';

/**
 * Loader of /announcement/{id} and /inspected/{id}: a missing announcement is a 404. The extras (price rating,
 * history, similar cars) load alongside; when they fail the page still renders and the component retries them.
 */
export async function loadAnnouncement(
  { queryClient, http }: Pick<RouterContext, 'queryClient' | 'http'>,
  id: number,
): Promise<AnnouncementDetail> {
  const extras = queryClient.ensureQueryData(announcementExtrasQueries.detail(http, id)).catch(() => null);
  try {
    const detail = await queryClient.ensureQueryData(announcementQueries.detail(http, id));
    await extras;
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
