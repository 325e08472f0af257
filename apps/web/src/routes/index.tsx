import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { announcementQueries, catalogQueries, searchQueries } from '@jolda/api-client';
import { rememberedCity } from '../shared/buyer-city';
import { pageHead } from '../shared/head';
import { HomePage } from '../features/home/HomePage';
import { HOME_LATEST_FILTER, quickSearchFilter } from '../features/home/home-route';

export const Route = createFileRoute('/')({
  staticData: { layout: 'default', auth: false },
  loader: async ({ context: { queryClient, http, boot } }) => {
    const [, , cities] = await Promise.all([
      queryClient.ensureQueryData(announcementQueries.search(http, HOME_LATEST_FILTER)),
      queryClient.ensureQueryData(catalogQueries.brands(http, { popular: true })),
      // The quick search's lists; the count of its first state when that is the buyer's city (else the total above).
      queryClient.ensureQueryData(catalogQueries.cities(http)),
      queryClient.ensureQueryData(catalogQueries.regions(http)),
      queryClient.ensureQueryData(catalogQueries.brands(http)),
    ]);
    const first = quickSearchFilter(rememberedCity(boot), cities.items);
    if (first.city) await queryClient.ensureQueryData(searchQueries.count(http, first));
  },
  head: (ctx) =>
    pageHead(
      ctx,
      ctx.match.context.i18n._(msg`Jolda — покупка и продажа автомобилей в Казахстане`),
      ctx.match.context.i18n._(
        msg`Объявления о продаже автомобилей с пробегом и новых машин по всему Казахстану: цены в тенге, фото, проверка истории.`,
      ),
    ),
  component: HomePage,
});
