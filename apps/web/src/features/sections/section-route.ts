import { pageHead } from '../../shared/head';
import type { RouterContext } from '../../shared/router-context';
import { SECTIONS, type SectionKey } from './sections';

/** The head of a section page, from its title and lead. */
export function sectionHead(section: SectionKey) {
  return (ctx: { match: { context: RouterContext; pathname: string; search: unknown } }) => {
    const { i18n } = ctx.match.context;
    const data = SECTIONS[section];
    return pageHead(ctx, i18n._(data.title), i18n._(data.lead));
  };
}
