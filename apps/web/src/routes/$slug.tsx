import { createFileRoute, redirect } from '@tanstack/react-router';
import { slugParams } from '../app/params';
import { ContentPageView } from '../features/content/ContentPageView';
import { contentPageHead, loadContentPage } from '../features/content/content-route';

/**
 * The catch-all fallback `/{slug}`: the pages editors manage (terms, privacy, contacts, advertising…). A slug without a
 * published page is the not-found page with status 404; `/o-nas` (the old address of "about") moved to `/about`.
 */
export const Route = createFileRoute('/$slug')({
  staticData: { layout: 'default', auth: false },
  params: slugParams('slug'),
  beforeLoad: ({ params }) => {
    if (params.slug === 'o-nas' || params.slug === 'about') throw redirect({ to: '/about', statusCode: 301 });
  },
  loader: ({ context, params }) => loadContentPage(context, params.slug),
  head: contentPageHead,
  component: function SlugPage() {
    return <ContentPageView slug={Route.useParams().slug} />;
  },
});
