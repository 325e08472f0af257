import { queryOptions } from '@tanstack/react-query';
import type { Http } from '../http.js';
import { getAnnouncementExtras } from './announcement-extras.api.js';

export const announcementExtrasQueries = {
  all: () => ['announcement-extras'] as const,
  detail: (http: Http, id: number) =>
    queryOptions({
      queryKey: [...announcementExtrasQueries.all(), http.getLocale(), id] as const,
      queryFn: ({ signal }) => getAnnouncementExtras(http, id, { signal }),
    }),
};
