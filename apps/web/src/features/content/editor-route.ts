/** Loaders and heads of the editor's screens (`/profile/editor`, `/profile/editor/{id}`): signed-in only (route rules). */
import { notFound } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { CONTENT_ROLES, type VersionStatus } from '@jolda/contracts';
import { ApiRequestError, contentQueries } from '@jolda/api-client';
import { pageHead } from '../../shared/head';
import type { RouterContext } from '../../shared/router-context';

type Ctx = Pick<RouterContext, 'queryClient' | 'http' | 'response'>;
type HeadCtx = { match: { context: RouterContext; pathname: string; search: unknown } };

/** Whether the signed-in user may edit; a user without the role gets the screen that says so, with status 403. */
export async function loadEditorAccess({ queryClient, http, response }: Ctx): Promise<{ allowed: boolean }> {
  const { roles } = await queryClient.ensureQueryData(contentQueries.myRoles(http));
  const allowed = roles.some((r) => CONTENT_ROLES.includes(r));
  if (!allowed && response) response.status = 403;
  return { allowed };
}

export async function loadEditorList(ctx: Ctx): Promise<{ allowed: boolean }> {
  const access = await loadEditorAccess(ctx);
  if (access.allowed) await ctx.queryClient.ensureQueryData(contentQueries.editorItems(ctx.http));
  return access;
}

export async function loadEditorItem(ctx: Ctx, id: number): Promise<{ allowed: boolean }> {
  const access = await loadEditorAccess(ctx);
  if (!access.allowed) return access;
  try {
    await Promise.all([ctx.queryClient.ensureQueryData(contentQueries.editorItem(ctx.http, id)), ctx.queryClient.ensureQueryData(contentQueries.editorItems(ctx.http))]);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw notFound();
    throw error;
  }
  return access;
}

export const editorHead = (ctx: HeadCtx) => {
  const { i18n } = ctx.match.context;
  return pageHead(ctx, i18n._(msg`Редактор гида и страниц`), i18n._(msg`Статьи гида и страницы сайта: черновики, предпросмотр и публикация.`), { noindex: true });
};

export const STATUS_LABEL: Record<VersionStatus, MessageDescriptor> = {
  draft: msg`черновик`,
  published: msg`опубликовано`,
  changed: msg`есть неопубликованные правки`,
  scheduled: msg`запланировано`,
};

/** Messages of the API's field codes. */
export const FIELD_MESSAGES: Record<string, MessageDescriptor> = {
  slug_required: msg`Укажите адрес`,
  slug_invalid: msg`Адрес: латинские буквы, цифры и дефисы, до 80 символов`,
  slug_taken: msg`Такой адрес уже занят`,
  category_required: msg`Выберите раздел гида`,
  category_unknown: msg`Такого раздела нет`,
  category_invalid: msg`Такого раздела нет`,
  cover_invalid: msg`Обложка: адрес загруженного фото или https-ссылка`,
  cover_unknown: msg`Такого загруженного фото нет — загрузите его заново`,
  image_unknown: msg`В тексте есть фото, которого нет среди загруженных — вставьте его заново кнопкой «Вставить фото в текст»`,
  cars_path_invalid: msg`Ссылка на подбор должна начинаться с /cars`,
  kind_invalid: msg`Выберите: статья или страница`,
  title_required: msg`Введите заголовок`,
  title_too_short: msg`Заголовок слишком короткий`,
  title_too_long: msg`Заголовок длиннее 160 символов`,
  description_required: msg`Введите описание`,
  description_too_short: msg`Описание слишком короткое — хотя бы 10 символов`,
  description_too_long: msg`Описание длиннее 300 символов`,
  body_required: msg`Напишите текст`,
  body_too_short: msg`Текст слишком короткий`,
  body_too_long: msg`Текст слишком длинный`,
  tag_invalid: msg`Тег — от 1 до 40 символов`,
  tags_too_many: msg`Не больше 12 тегов`,
  cars_label_too_long: msg`Подпись длиннее 80 символов`,
  at_invalid: msg`Укажите дату и время публикации`,
};
