import type { GuideSearch } from './content-route';
import { GuideArticlePage } from './GuideArticlePage';
import { GuideList } from './GuideList';

/** `/guide/{category}` (the category's list) or `/guide/{category}/{slug}` (an article), as the loader found it. */
export function GuidePathPage({ category, slug, search }: { category: string; slug: string; search: GuideSearch }) {
  return slug ? <GuideArticlePage category={category} slug={slug} /> : <GuideList search={search} category={category} />;
}
