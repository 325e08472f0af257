import type { ContentPage, GuideArticle, GuideList, GuideListQueryInput } from '@jolda/contracts';
import type { Http, RequestConfig } from '../http.js';
import { parseResponse, withQuery } from '../parse.js';

/** Guides and managed pages (`/api/guides`, `/api/pages`), in the language of the client. */

const enc = encodeURIComponent;

/** `GET /api/guides` — categories and articles (filtered by category, tag, words; paged). */
export async function listGuides(http: Http, query: GuideListQueryInput, config?: RequestConfig): Promise<GuideList> {
  const url = withQuery('/api/guides', query as Record<string, unknown>);
  return parseResponse('guideListSchema', await http.get(url, config), 'GET /api/guides');
}

/** `GET /api/guides/:category/:slug` — an article. */
export async function getGuide(http: Http, category: string, slug: string, config?: RequestConfig): Promise<GuideArticle> {
  return parseResponse('guideArticleSchema', await http.get(`/api/guides/${enc(category)}/${enc(slug)}`, config), 'GET /api/guides/:category/:slug');
}

/** `GET /api/pages/:slug` — a page (about, terms, privacy…). */
export async function getContentPage(http: Http, slug: string, config?: RequestConfig): Promise<ContentPage> {
  return parseResponse('contentPageSchema', await http.get(`/api/pages/${enc(slug)}`, config), 'GET /api/pages/:slug');
}
