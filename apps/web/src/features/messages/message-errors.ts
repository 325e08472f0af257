import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { isApiRequestError } from '@jolda/api-client';
import { MESSAGE_CODE, MESSAGE_ERROR, MESSAGE_PHOTOS_MAX, MESSAGE_TEXT_MAX } from '@jolda/contracts';

/** What each code of the messages API says to the user (per field and whole answers). */
const TEXTS: Record<string, MessageDescriptor> = {
  [MESSAGE_ERROR.textRequired]: msg`Напишите сообщение.`,
  [MESSAGE_ERROR.textTooLong]: msg`Сообщение длиннее ${MESSAGE_TEXT_MAX} знаков: сократите его.`,
  [MESSAGE_ERROR.link]: msg`Ссылки в сообщениях запрещены: так чаще всего выманивают деньги. Опишите всё словами.`,
  [MESSAGE_ERROR.repeated]: msg`Этот текст уже ушёл в несколько разговоров за час. Напишите этому продавцу отдельно.`,
  [MESSAGE_ERROR.photosTooMany]: msg`В одном сообщении — не больше ${MESSAGE_PHOTOS_MAX} фото.`,
  [MESSAGE_ERROR.photoUnknown]: msg`Одно из фото не загрузилось или уже отправлено: уберите его и добавьте снова.`,
  [MESSAGE_ERROR.reasonRequired]: msg`Выберите причину.`,
  [MESSAGE_ERROR.commentTooLong]: msg`Комментарий слишком длинный.`,
  [MESSAGE_CODE.blocked]: msg`Переписка заблокирована: сообщения не доставляются.`,
  [MESSAGE_CODE.rateLimited]: msg`Слишком много сообщений за минуту. Подождите немного.`,
  [MESSAGE_CODE.conversationsLimited]: msg`Сегодня вы начали слишком много разговоров. Попробуйте завтра.`,
  [MESSAGE_CODE.announcementNotFound]: msg`Объявление снято с публикации: написать продавцу уже нельзя.`,
  [MESSAGE_CODE.ownAnnouncement]: msg`Это ваше объявление.`,
  [MESSAGE_CODE.conversationNotFound]: msg`Такой переписки нет.`,
  [MESSAGE_CODE.alreadyReported]: msg`Вы уже пожаловались на эту переписку.`,
};

/** The text of one code (a per-field code the page checks itself, say). */
export const problemText = (code: string): MessageDescriptor => TEXTS[code] ?? FALLBACK;

const FALLBACK = msg`Не удалось отправить. Проверьте связь и попробуйте ещё раз.`;

/**
 * The message to show for a failed send: the first per-field code of `field` if the API gave one, else the answer's
 * code, else a generic line. `field` (`text`) says which field the message belongs next to.
 */
export function messageProblem(err: unknown, field = 'text'): { field: boolean; text: MessageDescriptor } {
  if (!isApiRequestError(err)) return { field: false, text: FALLBACK };
  const code = err.fields?.[field]?.[0];
  if (code && TEXTS[code]) return { field: true, text: TEXTS[code] };
  const other = Object.values(err.fields ?? {})[0]?.[0];
  if (other && TEXTS[other]) return { field: false, text: TEXTS[other] };
  return { field: false, text: TEXTS[err.code] ?? FALLBACK };
}

/** What a refused photo upload says (the photo pipeline's codes, as for an announcement's photos). */
const UPLOAD_TEXTS: Record<string, MessageDescriptor> = {
  unsupported_type: msg`Это не фото: подходят JPEG, PNG, WebP и HEIC`,
  file_too_large: msg`Файл больше 15 МБ`,
  too_many_pixels: msg`Слишком большое изображение: не больше 50 мегапикселей`,
  uploads_busy: msg`Сервер сейчас обрабатывает много фото — попробуйте через несколько секунд`,
};
const UPLOAD_FALLBACK = msg`Фото не загрузилось. Проверьте связь и попробуйте ещё раз.`;

export function uploadProblem(err: unknown): MessageDescriptor {
  return (isApiRequestError(err) && UPLOAD_TEXTS[err.code]) || UPLOAD_FALLBACK;
}
