import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { pageHead } from '../shared/head';
import { OfflinePage } from '../features/pwa/OfflinePage';

const TITLE = msg`Нет соединения`;
const DESCRIPTION = msg`Страница Jolda без интернета: откроется снова, как только соединение восстановится.`;

/** `/offline`: precached by the service worker and served for navigations that fail without a network. */
export const Route = createFileRoute('/offline')({
  staticData: { layout: 'default', auth: false },
  head: (ctx) => {
    return pageHead(ctx, ctx.match.context.i18n._(TITLE), ctx.match.context.i18n._(DESCRIPTION), {
      noindex: true,
    });
  },
  component: OfflinePage,
});
