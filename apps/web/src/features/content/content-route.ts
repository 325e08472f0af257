/**
 * What the guide and page routes need before their code loads (loaders, heads, search validation), kept apart from the
 * pages so the route tree does not pull their UI into every page's first JS.
 */
import { notFound } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { CONTENT_SLUG, type ContentPage, type GuideArticle, type GuideList } from '@jolda/contracts';
import { ApiRequestError, contentQueries } from '@jolda/api-client';
import { localizePath } from '@jolda/i18n';
import { pageHead } from '../../shared/head';
import { jsonLdText } from '../../shared/json-ld';
import type { RouterContext } from '../../shared/router-context';

type Ctx = Pick<RouterContext, 'queryClient' | 'http'>;
type HeadCtx = { match: { context: RouterContext; pathname: string; search: unknown } };

/** An API 404 (unknown category, article or page) or 400 (a malformed slug) is the page's 404. */
async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) throw notFound();
    throw error;
  }
}

export interface GuideSearch {
  q?: string;
  tag?: string;
  page?: number;
}

/** `/guide?q=&tag=&page=` (and a category's page): malformed values are dropped (the page shows everything). */
export function validateGuideSearch(search: Record<string, unknown>): GuideSearch {
  const out: GuideSearch = {};
  const text = (v: unknown, max: number) => (typeof v === 'string' && v.trim() && v.trim().length <= max ? v.trim() : undefined);
  const q = text(search['q'], 100);
  if (q) out.q = q;
  const tag = text(search['tag'], 40);
  if (tag) out.tag = tag;
  const page = Number(search['page']);
  if (Number.isInteger(page) && page > 1 && page <= 1000) out.page = page;
  return out;
}

/** The query of a guide list: the page's search, and its category on a category's page. */
export const guideListQuery = (search: GuideSearch, category?: string) => ({ ...search, ...(category ? { category } : {}) });

export const loadGuides = ({ queryClient, http }: Ctx, search: GuideSearch, category?: string): Promise<GuideList> =>
  orNotFound(queryClient.ensureQueryData(contentQueries.guides(http, guideListQuery(search, category))));

/** `/guide/{category}/{tail}` params: the category a slug (else 404); the tail checked by the loader. */
export const guidePathParams = {
  parse: ({ category, _splat }: { category: string; _splat?: string }): { category: string; _splat: string } => {
    if (!CONTENT_SLUG.test(category)) throw notFound();
    return { category, _splat: _splat ?? '' };
  },
  stringify: ({ category, _splat }: { category: string; _splat: string }) => ({ category, _splat }),
};

export type GuidePathData = { kind: 'category'; category: string; list: GuideList } | { kind: 'article'; article: GuideArticle };

/**
 * `/guide/{category}` (the category's articles) and `/guide/{category}/{slug}` (an article): one catch-all route. An
 * unknown category or article, or a deeper path, is a 404.
 */
export async function loadGuidePath({ queryClient, http }: Ctx, category: string, splat: string | undefined, search: GuideSearch): Promise<GuidePathData> {
  const tail = (splat ?? '').replace(/\/+$/, '');
  if (!tail) return { kind: 'category', category, list: await loadGuides({ queryClient, http }, search, category) };
  if (!CONTENT_SLUG.test(tail)) throw notFound();
  return { kind: 'article', article: await orNotFound(queryClient.ensureQueryData(contentQueries.guide(http, category, tail))) };
}

export const loadContentPage = ({ queryClient, http }: Ctx, slug: string): Promise<ContentPage> =>
  orNotFound(queryClient.ensureQueryData(contentQueries.page(http, slug)));

export function guidesHead(ctx: HeadCtx & { loaderData?: GuideList }, categorySlug?: string) {
  const { i18n } = ctx.match.context;
  const search = (ctx.match.search ?? {}) as GuideSearch;
  const category = categorySlug ? ctx.loaderData?.categories.find((c) => c.slug === categorySlug) : undefined;
  const head = category
    ? pageHead(ctx, i18n._(msg`${category.name} — гид Jolda`), category.description)
    : pageHead(ctx, i18n._(msg`Гид автовладельца`), i18n._(msg`Статьи о покупке и продаже машины в Казахстане: проверка, регистрация в спецЦОН, растаможка, ОГПО, налоги, техосмотр, шины и кредит.`));
  // A search result page is not a page of its own for search engines.
  if (search.q || search.tag) head.meta = [...(head.meta ?? []), { name: 'robots', content: 'noindex, follow' }];
  return head;
}

/** Article and BreadcrumbList structured data of a guide. */
export function guideStructuredData(article: GuideArticle, url: string, origin: string, locale: 'ru' | 'kk', labels: { home: string; guide: string }) {
  const abs = (path: string) => `${origin}${localizePath(path, locale)}`;
  const image = article.cover ? (/^https?:/.test(article.cover) ? article.cover : `${origin}${article.cover}`) : undefined;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: article.title,
      description: article.description,
      inLanguage: locale === 'kk' ? 'kk-KZ' : 'ru-RU',
      datePublished: article.publishedAt,
      dateModified: article.updatedAt,
      mainEntityOfPage: url,
      url,
      ...(image ? { image: [image] } : {}),
      articleSection: article.category.name,
      keywords: article.tags.join(', '),
      author: { '@type': 'Organization', name: 'Jolda', url: origin },
      publisher: { '@type': 'Organization', name: 'Jolda', url: origin },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: labels.home, item: abs('/') },
        { '@type': 'ListItem', position: 2, name: labels.guide, item: abs('/guide') },
        { '@type': 'ListItem', position: 3, name: article.category.name, item: abs(`/guide/${article.category.slug}`) },
        { '@type': 'ListItem', position: 4, name: article.title, item: url },
      ],
    },
  ];
}

export function guidePathHead(ctx: HeadCtx & { loaderData?: GuidePathData }) {
  const data = ctx.loaderData;
  if (data?.kind === 'category') return guidesHead({ ...ctx, loaderData: data.list }, data.category);
  return guideHead({ ...ctx, loaderData: data?.article });
}

function guideHead(ctx: HeadCtx & { loaderData?: GuideArticle }) {
  const { i18n, locale, boot } = ctx.match.context;
  const article = ctx.loaderData;
  if (!article) return pageHead(ctx, i18n._(msg`Гид автовладельца`), '');
  const head = pageHead(ctx, article.title, article.description, { locales: article.locales });
  const url = `${boot.origin}${localizePath(ctx.match.pathname, locale)}`;
  const data = guideStructuredData(article, url, boot.origin, locale, { home: i18n._(msg`Главная`), guide: i18n._(msg`Гид`) });
  return {
    ...head,
    meta: [
      ...(head.meta ?? []).map((m) => (m && 'property' in m && m.property === 'og:type' ? { property: 'og:type', content: 'article' } : m)),
      ...(article.cover ? [{ property: 'og:image', content: /^https?:/.test(article.cover) ? article.cover : `${boot.origin}${article.cover}` }] : []),
      { property: 'article:published_time', content: article.publishedAt },
    ],
    scripts: [{ type: 'application/ld+json', children: jsonLdText(data) }],
  };
}

export function contentPageHead(ctx: HeadCtx & { loaderData?: ContentPage }) {
  const { i18n } = ctx.match.context;
  const page = ctx.loaderData;
  if (!page) return pageHead(ctx, i18n._(msg`Jolda`), '');
  return pageHead(ctx, page.title, page.description, { locales: page.locales });
}
