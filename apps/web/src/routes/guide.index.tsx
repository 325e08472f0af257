import { createFileRoute } from '@tanstack/react-router';
import { GuideList } from '../features/content/GuideList';
import { guidesHead, loadGuides, validateGuideSearch } from '../features/content/content-route';

export const Route = createFileRoute('/guide/')({
  staticData: { layout: 'default', auth: false },
  validateSearch: validateGuideSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadGuides(context, deps),
  head: (ctx) => guidesHead(ctx),
  component: function GuideIndexRoute() {
    return <GuideList search={Route.useSearch()} />;
  },
});
