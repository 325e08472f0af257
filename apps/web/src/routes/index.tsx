import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { announcementQueries, catalogQueries } from '@jolda/api-client';
import { pageHead } from '../shared/head';
import { HomePage } from '../features/home/HomePage';
import { HOME_LATEST_FILTER } from '../features/home/home-route';

export const Route = createFileRoute('/')({
  staticData: { layout: 'default', auth: false },
  loader: async ({ context: { queryClient, http } }) => {
    await Promise.all([
      queryClient.ensureQueryData(announcementQueries.search(http, HOME_LATEST_FILTER)),
      queryClient.ensureQueryData(catalogQueries.brands(http, { popular: true })),
    ]);
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
