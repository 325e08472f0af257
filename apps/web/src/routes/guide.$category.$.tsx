import { createFileRoute } from '@tanstack/react-router';
import { GuidePathPage } from '../features/content/GuidePathPage';
import { guidePathHead, guidePathParams, loadGuidePath, validateGuideSearch } from '../features/content/content-route';

export const Route = createFileRoute('/guide/$category/$')({
  staticData: { layout: 'default', auth: false },
  params: guidePathParams,
  validateSearch: validateGuideSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => loadGuidePath(context, params.category, params._splat, deps),
  head: guidePathHead,
  component: function GuidePathRoute() {
    const data = Route.useLoaderData();
    return <GuidePathPage category={Route.useParams().category} slug={data.kind === 'article' ? data.article.slug : ''} search={Route.useSearch()} />;
  },
});
