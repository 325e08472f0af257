/**
 * What the /featureFlags route needs before its page's code loads (the head): kept apart from the page so the route
 * tree does not pull the page's UI into the first JS of every page.
 */
import { msg } from '@lingui/core/macro';
import { pageHead } from '../../shared/head';
import type { RouterContext } from '../../shared/router-context';

const TITLE = msg`Фича-флаги`;
const DESCRIPTION = msg`Состояние фича-флагов и их локальное переопределение в этом браузере`;
export const featureFlagsHead = (ctx: {
  match: { context: RouterContext; pathname: string; search: unknown };
}) => {
  const { i18n } = ctx.match.context;
  return pageHead(ctx, i18n._(TITLE), i18n._(DESCRIPTION), { noindex: true });
};
