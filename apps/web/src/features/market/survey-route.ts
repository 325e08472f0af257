/**
 * What `/market/survey/{step}/{appId}` (a purchase application), `/dealership-survey/{id}` and `/personal/{id}` need
 * before their pages' code loads: params, loaders (an unknown id is the page's 404) and heads.
 */
import { notFound, redirect } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { APPLICATION_STEPS, type ApplicationStep, type ApplicationWithOptions, type PersonalOffer, type Survey } from '@jolda/contracts';
import { marketQueries } from '@jolda/api-client';
import { pageHead } from '../../shared/head';
import type { RouterContext } from '../../shared/router-context';
import { orNotFound } from './market-route';

type HeadCtx = { match: { context: RouterContext; pathname: string; search: unknown } };

const APP_ID = /^[a-z][a-z0-9]{15}$/;
/** A survey link: 15–16 digits (never small, never sequential: the link is the secret). */
const SURVEY_ID = /^[1-9]\d{14,15}$/;

/** `{step}/{appId}`: a known step and an application id's shape; anything else is the not-found page. */
export const surveyParams = {
  parse: ({ step, appId }: { step: string; appId: string }): { step: ApplicationStep; appId: string } => {
    if (!(APPLICATION_STEPS as readonly string[]).includes(step) || !APP_ID.test(appId)) throw notFound();
    return { step: step as ApplicationStep, appId };
  },
  stringify: (p: { step: ApplicationStep; appId: string }) => p,
};

export const surveyIdParams = {
  parse: ({ id }: { id: string }): { id: number } => {
    if (!SURVEY_ID.test(id) || !Number.isSafeInteger(Number(id))) throw notFound();
    return { id: Number(id) };
  },
  stringify: ({ id }: { id: number }) => ({ id: String(id) }),
};

/**
 * The application (404 when it is not the visitor's: the API answers 404 for someone else's). A step opened out of
 * order goes to the first incomplete one; a sent application shows its review with the status.
 */
export async function loadApplication(
  { queryClient, http }: RouterContext,
  step: ApplicationStep,
  appId: string,
): Promise<ApplicationWithOptions> {
  const data = await orNotFound(queryClient.ensureQueryData(marketQueries.application(http, appId)));
  const a = data.application;
  const target: ApplicationStep =
    a.status !== 'draft' ? 'review' : APPLICATION_STEPS.indexOf(step) > APPLICATION_STEPS.indexOf(a.nextStep) ? a.nextStep : step;
  if (target !== step)
    throw redirect({
      to: '/market/survey/$step/$appId',
      params: { step: target, appId },
      statusCode: 302,
      replace: true,
    });
  return data;
}

export function applicationHead(ctx: HeadCtx & { loaderData?: ApplicationWithOptions }) {
  const { i18n } = ctx.match.context;
  const a = ctx.loaderData?.application;
  const car = a ? `${a.brand.name} ${a.model.name}` : '';
  return pageHead(
    ctx,
    i18n._(msg`Заявка на покупку ${car}`),
    i18n._(msg`Комплектация, цвет, оплата и контакты — заявка официальному дилеру.`),
    { noindex: true },
  );
}

export const loadSurvey = ({ queryClient, http }: RouterContext, id: number): Promise<Survey> =>
  orNotFound(queryClient.ensureQueryData(marketQueries.survey(http, id)));

export function surveyHead(ctx: HeadCtx & { loaderData?: Survey }) {
  const { i18n } = ctx.match.context;
  const dealer = ctx.loaderData?.dealer.name ?? '';
  return pageHead(
    ctx,
    i18n._(msg`Оцените визит в ${dealer}`),
    i18n._(msg`Короткий опрос о визите к дилеру: оценка и несколько вопросов.`),
    { noindex: true },
  );
}

export const loadPersonalOffer = ({ queryClient, http }: RouterContext, id: number): Promise<PersonalOffer> =>
  orNotFound(queryClient.ensureQueryData(marketQueries.personalOffer(http, id)));

export function personalOfferHead(ctx: HeadCtx & { loaderData?: PersonalOffer }) {
  const { i18n } = ctx.match.context;
  const o = ctx.loaderData;
  const car = o ? `${o.brand.name} ${o.model.name} ${o.trim.name}` : '';
  const dealer = o?.dealer.name ?? '';
  return pageHead(
    ctx,
    i18n._(msg`Персональное предложение: ${car}`),
    i18n._(msg`Предложение дилера ${dealer}: цена, условия и срок действия.`),
    { noindex: true },
  );
}

export const loadMyMarket = ({ queryClient, http }: RouterContext) => queryClient.ensureQueryData(marketQueries.my(http));

export function myMarketHead(ctx: HeadCtx) {
  const { i18n } = ctx.match.context;
  return pageHead(
    ctx,
    i18n._(msg`Мои заявки и тест-драйвы`),
    i18n._(msg`Заявки на покупку и кредит, тест-драйвы и персональные предложения дилеров.`),
    { noindex: true },
  );
}
