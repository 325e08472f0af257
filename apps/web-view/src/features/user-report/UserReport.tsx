import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { USER_REPORT_TEXT_MAX } from '@jolda/contracts';
import { isApiRequestError, postingApi, sendUserReport, userReportMutations, useHttp } from '@jolda/api-client';
import { useScreen, useScreenReady } from '../../app/bridge-context';
import * as shell from '../shell/shell.css';
import * as styles from '../online-dealer/od.css';
import * as own from './UserReport.css';

const FIELD_MESSAGES: Record<string, MessageDescriptor> = {
  rating_required: msg`Поставьте оценку`,
  rating_range: msg`Оценка — от 1 до 5`,
  text_required: msg`Опишите, что случилось`,
  text_too_long: msg`Не длиннее 2000 знаков`,
  screenshot_not_found: msg`Снимок экрана не загрузился: приложите его ещё раз`,
};

/**
 * `/web-view/online-dealer/userReport`: the user's report about a screen — a rating, what happened, and optionally a
 * screenshot (uploaded as a photo first, under the user's session or an anonymous posting session). `?screen=` names
 * the screen it is about.
 */
export function UserReport({ search }: { search: URLSearchParams }) {
  const { t, i18n } = useLingui();
  const { bridge, locale, session } = useScreen();
  const http = useHttp();
  const about = search.get('screen');
  const screen = about && /^\/(kk\/)?web-view\//.test(about) && about.length <= 500 ? about : `${locale === 'kk' ? '/kk' : ''}/web-view/online-dealer`;
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  // A new key gives a fresh input when the file is removed (a file input's value cannot be set).
  const [fileKey, setFileKey] = useState(0);
  useScreenReady(true, t`Сообщить о проблеме`);
  const send = useMutation({
    mutationKey: userReportMutations.send(),
    mutationFn: async () => {
      let screenshot: string | undefined;
      if (file) {
        const postingSession = session.signedIn() ? undefined : (await postingApi.startPostingSession(http)).token;
        screenshot = (await postingApi.uploadPhoto(http, file, postingSession ? { postingSession } : {})).id;
      }
      const version = bridge.last('app-version');
      return sendUserReport(http, {
        rating,
        text,
        screen,
        locale,
        ...(screenshot ? { screenshot } : {}),
        ...(version ? { appVersion: version.version, platform: version.platform } : { platform: 'web' as const }),
      });
    },
    onSuccess: (saved) => {
      void bridge.send('haptic', { style: 'success' });
      void bridge.send('analytics', { name: 'user_report_sent', params: { report: saved.id, rating } });
    },
  });
  const fields: Record<string, string> = {};
  let formError: string | null = null;
  if (send.error) {
    if (isApiRequestError(send.error) && send.error.fields) {
      for (const [key, codes] of Object.entries(send.error.fields)) {
        // No star chosen is sent as 0, which the API calls out of range: to the user it is a missing rating.
        const code = key === 'rating' && rating === 0 ? 'rating_required' : (codes[0] ?? '');
        fields[key] = i18n._(FIELD_MESSAGES[code] ?? msg`Проверьте значение`);
      }
    }
    if (!Object.keys(fields).length) {
      formError = isApiRequestError(send.error) && send.error.status === 429 ? t`Слишком много сообщений. Попробуйте через час.` : t`Не удалось отправить. Проверьте подключение и попробуйте ещё раз.`;
    }
  }

  if (send.data) {
    return (
      <main className={shell.screen}>
        <section className={shell.card} role="status" data-testid="report-sent">
          <h1 className={shell.title}>{t`Спасибо!`}</h1>
          <p>{t`Сообщение №${send.data.id} получено: мы разберёмся и исправим.`}</p>
          <button type="button" className={shell.secondaryAction} onClick={() => void bridge.send('close', {})}>
            {t`Закрыть`}
          </button>
        </section>
      </main>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate();
  };
  return (
    <main className={shell.screen}>
      <h1 className={shell.title}>{t`Сообщить о проблеме`}</h1>
      <form className={styles.group} onSubmit={submit} noValidate>
        <fieldset className={own.stars} aria-describedby={fields['rating'] ? 'rating-error' : undefined}>
          <legend className={shell.subtitle}>{t`Как вам этот экран?`}</legend>
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className={own.star} data-on={n <= rating}>
              <input type="radio" name="rating" value={n} checked={rating === n} onChange={() => setRating(n)} className={own.radio} />
              <span aria-hidden="true">★</span>
              <span className={own.hidden}>{t`${n} из 5`}</span>
            </label>
          ))}
          {fields['rating'] && (
            <p id="rating-error" role="alert" className={own.error}>
              {fields['rating']}
            </p>
          )}
        </fieldset>
        <label className={styles.field}>
          <span>{t`Что случилось?`}</span>
          <textarea
            className={styles.input}
            name="text"
            rows={5}
            maxLength={USER_REPORT_TEXT_MAX}
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-invalid={Boolean(fields['text'])}
          />
          {fields['text'] && (
            <span role="alert" className={own.error}>
              {fields['text']}
            </span>
          )}
        </label>
        {/* The browser's own file button speaks the phone's language ("Choose File"): the input stays (hidden, still
            focusable and announced by its label) and a button-like label in the screen's language opens it. */}
        <div className={styles.field}>
          <span id="screenshot-label">{t`Снимок экрана (необязательно)`}</span>
          <div className={own.picker}>
            <label className={own.pick}>
              <input
                key={fileKey}
                type="file"
                name="screenshot"
                className={own.hidden}
                accept="image/png,image/jpeg,image/webp,image/heic"
                aria-labelledby="screenshot-label screenshot-name"
                aria-invalid={Boolean(fields['screenshot'])}
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              />
              {file ? t`Заменить файл` : t`Выбрать файл`}
            </label>
            <span id="screenshot-name" className={own.fileName}>
              {file ? file.name : t`Файл не выбран`}
            </span>
            {file && (
              <button
                type="button"
                className={own.remove}
                onClick={() => {
                  setFile(null);
                  setFileKey((k) => k + 1);
                }}
              >
                {t`Убрать`}
              </button>
            )}
          </div>
          {fields['screenshot'] && (
            <span role="alert" className={own.error}>
              {fields['screenshot']}
            </span>
          )}
        </div>
        {formError && (
          <p role="alert" className={own.error}>
            {formError}
          </p>
        )}
        <button type="submit" className={shell.action} disabled={send.isPending} data-testid="send-report">
          {send.isPending ? t`Отправляем…` : t`Отправить`}
        </button>
      </form>
    </main>
  );
}
