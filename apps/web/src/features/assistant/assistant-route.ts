import { msg } from '@lingui/core/macro';
import { ASSISTANT_TEXT_MAX } from '@jolda/contracts';
import { pageHead } from '../../shared/head';
import type { RouterContext } from '../../shared/router-context';
import { isOnboarded } from './storage';

type HeadContext = { match: { context: RouterContext; pathname: string; search: unknown } };

export const ASSISTANT_TITLE = msg`AI-помощник: подбор автомобиля среди объявлений`;
const ASSISTANT_DESCRIPTION = msg`Напишите, какую машину ищете, на русском или казахском — помощник покажет подходящие объявления Jolda, цены по рынку, сравнит модели и посчитает кредит.`;
const ONBOARDING_TITLE = msg`Что умеет AI-помощник Jolda`;
const ONBOARDING_DESCRIPTION = msg`Подбор автомобиля простыми словами, цены по объявлениям, сравнение моделей и платёж по кредиту — и что сохраняется из разговора.`;

export const assistantHead = (ctx: HeadContext) => {
  const { i18n } = ctx.match.context;
  // `?q=` is a request to send, not another page: the canonical address is the chat's.
  return pageHead({ match: { ...ctx.match, search: {} } }, i18n._(ASSISTANT_TITLE), i18n._(ASSISTANT_DESCRIPTION));
};

export const assistantOnboardingHead = (ctx: HeadContext) => {
  const { i18n } = ctx.match.context;
  return pageHead(ctx, i18n._(ONBOARDING_TITLE), i18n._(ONBOARDING_DESCRIPTION));
};

/** `/ai-chat?q=…`: a request the introduction's examples send (trimmed to the longest message the API takes). */
export function validateAssistantSearch(search: Record<string, unknown>): { q?: string } {
  const q = typeof search['q'] === 'string' ? search['q'].trim().slice(0, ASSISTANT_TEXT_MAX) : '';
  return q ? { q } : {};
}

/**
 * The `assistant-onboarding` step of `/ai-chat`: a browser that has not seen the introduction goes there first. It
 * decides in the browser only (what the browser keeps is not sent to the server): a page rendered on the server shows
 * the chat, whose welcome links to the introduction; a navigation inside the site opens the introduction.
 */
export function assistantOnboardingStep({ search }: { search: Record<string, unknown> }): { redirect: string; status: 302 } | undefined {
  if (typeof window === 'undefined' || isOnboarded() || typeof search['q'] === 'string') return undefined;
  return { redirect: '/ai-chat/onboarding', status: 302 };
}
