/**
 * What the car-check pages need before their code loads (search validation, loaders, heads): kept apart from the
 * pages so the route tree does not pull their UI into every page's first JS.
 */
import { notFound } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import type { AutocheckReport } from '@jolda/contracts';
import { ApiRequestError, type AutocheckSubject, autocheckQueries } from '@jolda/api-client';
import { pageHead } from '../../shared/head';
import type { RouterContext } from '../../shared/router-context';

export interface ReportSearch {
  vin?: string;
  plate?: string;
  announcement?: number;
  /** A shared report's token. */
  token?: string;
}

const text = (v: unknown, max: number) => (typeof v === 'string' && v.trim() && v.length <= max ? v.trim() : undefined);

/** The report's search params as typed state (the API validates the values themselves). */
export function validateReportSearch(search: Record<string, unknown>): ReportSearch {
  const id = Number(search['announcement']);
  const token = text(search['token'], 64);
  return {
    vin: text(search['vin'], 40),
    plate: text(search['plate'], 20),
    announcement: Number.isInteger(id) && id > 0 ? id : undefined,
    token: token && /^[A-Za-z0-9_-]{20,64}$/.test(token) ? token : undefined,
  };
}

export type ReportData = { kind: 'shared'; token: string } | { kind: 'subject'; subject: AutocheckSubject; signedIn: boolean };

/** An API 400 (a VIN or plate that is not one) or 404 (unknown announcement or link) is the page's 404. */
async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) throw notFound();
    throw error;
  }
}

/** `/autocheck/report?vin=|plate=|announcement=|token=`: the report, or a 404 without a subject. */
export async function loadReport({ queryClient, http, session }: RouterContext, s: ReportSearch): Promise<ReportData> {
  if (s.token) {
    await orNotFound(queryClient.ensureQueryData(autocheckQueries.shared(http, s.token)));
    return { kind: 'shared', token: s.token };
  }
  const subject: AutocheckSubject = s.announcement ? { announcement: s.announcement } : s.vin ? { vin: s.vin } : s.plate ? { plate: s.plate } : {};
  if (!subject.announcement && !subject.vin && !subject.plate) throw notFound();
  const signedIn = session.isSignedIn();
  await orNotFound(queryClient.ensureQueryData(autocheckQueries.report(http, subject, signedIn)));
  return { kind: 'subject', subject, signedIn };
}

type HeadCtx = { match: { context: RouterContext; pathname: string; search: unknown } };

export function autocheckHead(ctx: HeadCtx) {
  const { i18n } = ctx.match.context;
  return pageHead(
    ctx,
    i18n._(msg`Проверка автомобиля по VIN и госномеру`),
    i18n._(msg`Расшифровка VIN, история объявлений на Jolda с пробегом и ценами, проверка по базам: владельцы, залог, ограничения, розыск, ДТП, растаможка.`),
  );
}

/** The report's head: the car it is about; never indexed (a report is for the one who asked). */
export function reportHead(ctx: HeadCtx & { loaderData?: ReportData }) {
  const { i18n, queryClient, http } = ctx.match.context;
  const d = ctx.loaderData;
  const report: AutocheckReport | undefined = !d
    ? undefined
    : d.kind === 'shared'
      ? queryClient.getQueryData(autocheckQueries.shared(http, d.token).queryKey)
      : queryClient.getQueryData(autocheckQueries.report(http, d.subject, d.signedIn).queryKey);
  const car = report ? [report.car.brand, report.car.model, report.car.year].filter(Boolean).join(' ') : '';
  const what = report?.subject.vin ?? report?.subject.plate ?? '';
  return pageHead(
    ctx,
    car ? i18n._(msg`Отчёт о проверке: ${car}`) : i18n._(msg`Отчёт о проверке ${what}`),
    i18n._(msg`История автомобиля по VIN и госномеру: объявления на Jolda, пробег, владельцы, залоги и ограничения.`),
    { noindex: true },
  );
}
