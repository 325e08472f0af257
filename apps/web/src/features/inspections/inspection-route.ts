/** Loaders and heads of /inspected/{id} (the inspected car's page with its report) and the inspector's form. */
import { notFound } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ApiRequestError, announcementQueries, contentQueries, inspectionQueries } from '@jolda/api-client';
import { pageHead } from '../../shared/head';
import type { RouterContext } from '../../shared/router-context';

type Ctx = Pick<RouterContext, 'queryClient' | 'http' | 'response'>;
type HeadCtx = { match: { context: RouterContext; pathname: string; search: unknown } };

const is404 = (e: unknown) => e instanceof ApiRequestError && e.status === 404;

/** The inspection of a car: a car that does not exist or was never inspected has no such page (404). */
export async function loadInspection({ queryClient, http }: Pick<Ctx, 'queryClient' | 'http'>, id: number): Promise<void> {
  try {
    await queryClient.ensureQueryData(inspectionQueries.detail(http, id));
  } catch (error) {
    if (is404(error)) throw notFound();
    throw error;
  }
}

/** The inspector's form: the car must exist (404); a user without the role gets the screen that says so (403). */
export async function loadInspectionEditor(ctx: Ctx, id: number): Promise<{ allowed: boolean }> {
  const { roles } = await ctx.queryClient.ensureQueryData(contentQueries.myRoles(ctx.http));
  const allowed = roles.includes('inspector');
  if (!allowed) {
    if (ctx.response) ctx.response.status = 403;
    return { allowed };
  }
  try {
    await ctx.queryClient.ensureQueryData(announcementQueries.detail(ctx.http, id));
  } catch (error) {
    if (is404(error)) throw notFound();
    throw error;
  }
  return { allowed };
}

export const inspectionEditorHead = (ctx: HeadCtx) => {
  const { i18n } = ctx.match.context;
  return pageHead(ctx, i18n._(msg`Осмотр автомобиля`), i18n._(msg`Чек-лист осмотра автомобиля инспектором Jolda.`), { noindex: true });
};
