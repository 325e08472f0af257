import { createFileRoute, notFound } from '@tanstack/react-router';
import { SectionPage } from '../features/sections/SectionPage';
import { sectionHead } from '../features/sections/section-route';

/**
 * The catch-all fallback `/{slug}`: short content pages addressed by a single slug. Only the
 * known ones exist; any other slug is the not-found page with status 404.
 */
const PAGES = { 'o-nas': 'about', 'jolda-prime': 'prime' } as const;
type PageSlug = keyof typeof PAGES;

export const Route = createFileRoute('/$slug')({
  staticData: { layout: 'default', auth: false },
  params: {
    parse: ({ slug }): { slug: PageSlug } => {
      if (!Object.hasOwn(PAGES, slug)) throw notFound();
      return { slug: slug as PageSlug };
    },
    stringify: ({ slug }) => ({ slug }),
  },
  head: (ctx) => sectionHead(PAGES[ctx.params.slug])(ctx),
  component: function SlugPage() {
    const { slug } = Route.useParams();
    return <SectionPage section={PAGES[slug]} />;
  },
});
