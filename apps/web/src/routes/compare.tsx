import { createFileRoute } from '@tanstack/react-router';
import { compareQueries } from '@jolda/api-client';
import { ComparePage } from '../features/compare/ComparePage';
import { compareHead, parseCompareSearch } from '../features/compare/compare-route';
import { sanitizeIds } from '../features/compare/compare-store';

export const Route = createFileRoute('/compare')({
  staticData: { layout: 'default', auth: false },
  validateSearch: parseCompareSearch,
  loaderDeps: ({ search }) => ({ ids: sanitizeIds(search.ids ?? '') }),
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(compareQueries.announcements(context.http, deps.ids)),
  head: compareHead,
  component: function CompareRoute() {
    const { ids } = Route.useSearch();
    return <ComparePage urlIds={sanitizeIds(ids ?? '')} />;
  },
});
