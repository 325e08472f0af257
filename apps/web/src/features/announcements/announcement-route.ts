import { notFound } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import type { AnnouncementDetail } from '@jolda/contracts';
import { announcementQueries, ApiRequestError } from '@jolda/api-client';
import { pageHead } from '../../app/head';
import type { RouterContext } from '../../app/router';
import { announcementDescription } from './describe';

/** Loader of /announcement/{id} and /inspected/{id}: a missing announcement is a 404. */
export async function loadAnnouncement(
  { queryClient, http }: Pick<RouterContext, 'queryClient' | 'http'>,
  id: number,
): Promise<AnnouncementDetail> {
  try {
    return await queryClient.ensureQueryData(announcementQueries.detail(http, id));
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
  const { i18n, locale } = ctx.match.context;
  if (!car) return pageHead(ctx, i18n._(msg`Объявление`), '');
  return pageHead(ctx, `${car.title} ${car.year}`, announcementDescription(car, locale, i18n));
}
