/**
 * What the /compare route needs before its page's code loads (head, search validation): kept apart from the page so
 * the route tree does not pull the page's UI into the first JS of every page.
 */
import { msg } from '@lingui/core/macro';
import { pageHead } from '../../shared/head';
import type { RouterContext } from '../../shared/router-context';
import { sanitizeIds } from './compare-store';

export function compareHead(ctx: { match: { context: RouterContext; pathname: string; search: unknown } }) {
  const { i18n } = ctx.match.context;
  // One canonical URL for the page whatever is compared: the ids are the visitor's choice.
  return pageHead({ match: { ...ctx.match, search: {} } }, i18n._(msg`Сравнение автомобилей`), i18n._(msg`Сравните до 4 автомобилей по цене, году, пробегу и характеристикам.`));
}

/** `?ids=1,2,3` (or one number) → the ids. */
export function parseCompareSearch(search: Record<string, unknown>): { ids?: string } {
  const raw = search['ids'];
  const ids = sanitizeIds(typeof raw === 'number' ? [raw] : raw);
  return ids.length ? { ids: ids.join(',') } : {};
}
