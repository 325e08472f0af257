/**
 * What the /profile/messages route needs before its page's code loads (search params, loader, head): kept apart from
 * the page so the route tree does not pull the page's UI into the first JS of every page.
 */
import { msg } from '@lingui/core/macro';
import { announcementQueries, messageQueries } from '@jolda/api-client';
import { pageHead } from '../../shared/head';
import type { RouterContext } from '../../shared/router-context';

export interface MessagesSearch {
  /** The open conversation. */
  c?: number;
  /** Write about this announcement (the car page's "Write to the seller"): its conversation, or a new one. */
  announcement?: number;
}

const positiveId = (v: unknown): number | undefined => {
  const n = Number(v);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

export function validateMessagesSearch(search: Record<string, unknown>): MessagesSearch {
  const c = positiveId(search['c']);
  const announcement = positiveId(search['announcement']);
  return { ...(c ? { c } : {}), ...(announcement ? { announcement } : {}) };
}

export function messagesHead(ctx: { match: { context: RouterContext; pathname: string; search: unknown } }) {
  const { i18n } = ctx.match.context;
  return pageHead(ctx, i18n._(msg`Сообщения`), i18n._(msg`Переписка с продавцами и покупателями`), { noindex: true });
}

/**
 * The conversations, and the open one (someone else's or unknown: the page says so, the list stays). With
 * `announcement` and no conversation about it yet, the announcement itself, for the first message.
 */
export async function loadMessages({ context, deps }: { context: RouterContext; deps: MessagesSearch }) {
  const { queryClient, http } = context;
  const list = await queryClient.fetchQuery(messageQueries.list(http));
  const existing = deps.announcement
    ? list.items.find((c) => c.announcement.id === deps.announcement && c.role === 'buyer')
    : undefined;
  const open = deps.c ?? existing?.id;
  if (open) await queryClient.prefetchQuery(messageQueries.detail(http, open));
  else if (deps.announcement) await queryClient.prefetchQuery(announcementQueries.detail(http, deps.announcement));
  return { open: open ?? null, announcement: open ? null : (deps.announcement ?? null) };
}
