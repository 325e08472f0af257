import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { X } from '@jolda/ui/icons';
import { isApiRequestError, submitNpsAnswer, useHttp } from '@jolda/api-client';
import { Button, IconButton, TextArea } from '@jolda/ui';
import {
  NPS_SESSION_KEY,
  NPS_STORAGE_KEY,
  answeredNps,
  dismissNps,
  parseRecord,
  recordVisit,
  shouldShowNps,
  showNow,
  type NpsRecord,
} from './nps-rule';
import * as styles from './nps.css';

function load(): NpsRecord | null {
  try {
    return parseRecord(window.localStorage.getItem(NPS_STORAGE_KEY), () => crypto.randomUUID());
  } catch {
    return null; // storage disabled: never ask
  }
}
function save(r: NpsRecord) {
  try {
    window.localStorage.setItem(NPS_STORAGE_KEY, JSON.stringify(r));
  } catch {
    /* ignore */
  }
}

/** Counts this tab session as one visit (once) and answers the record. */
function countVisit(): NpsRecord | null {
  const r = load();
  if (!r) return null;
  let counted = false;
  try {
    counted = window.sessionStorage.getItem(NPS_SESSION_KEY) === '1';
    if (!counted) window.sessionStorage.setItem(NPS_SESSION_KEY, '1');
  } catch {
    /* count anyway */
  }
  const next = counted ? r : recordVisit(r);
  if (!counted) save(next);
  return next;
}

const SCORES = Array.from({ length: 11 }, (_, i) => i);

/**
 * The satisfaction question (0–10 and an optional comment): a small card in the corner, from the 3rd visit, once — a
 * reload does not bring it back; unanswered it may come back after 30 days, answered after 180. Browser only (rendered
 * after mount). Never on a page of a task (route `task`: posting, sign-in, payment, chat).
 */
export function NpsPrompt() {
  const { t, i18n } = useLingui();
  const http = useHttp();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [record, setRecord] = useState<NpsRecord | null>(null);
  const [score, setScore] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  // A page where the visitor is in the middle of something (posting, signing in, paying, a conversation: its route's
  // `task`) is never interrupted; the question waits for a page that is not one.
  const onTask = useRouterState({ select: (s) => s.matches.some((m) => m.staticData?.task === true) });

  useEffect(() => {
    const r = countVisit();
    if (r && shouldShowNps(r, new Date())) setRecord(r);
  }, []);

  const visible = record !== null && !onTask;
  const remembered = useRef(false);
  useEffect(() => {
    if (!visible || remembered.current) return;
    remembered.current = true;
    const shown = showNow(record, new Date());
    save(shown);
    setRecord(shown);
  }, [visible, record]);

  if (!visible) return null;

  const close = () => {
    if (!done) save(dismissNps(record, new Date()));
    setRecord(null);
  };

  const onScaleKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = e.key === 'ArrowRight' || e.key === 'ArrowUp' ? 1 : e.key === 'ArrowLeft' || e.key === 'ArrowDown' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = Math.min(10, Math.max(0, (score ?? (step > 0 ? -1 : 11)) + step));
    setScore(next);
    buttons.current[next]?.focus();
  };

  const send = async () => {
    if (score === null) {
      setError(t`Выберите оценку от 0 до 10`);
      return;
    }
    setSending(true);
    setError(null);
    try {
      await submitNpsAnswer(http, {
        score,
        uuid: record.uuid,
        locale: i18n.locale === 'kk' ? 'kk' : 'ru',
        page: pathname,
        ...(comment.trim() ? { comment: comment.trim() } : {}),
      });
      save(answeredNps(record, new Date()));
      setDone(true);
    } catch (err) {
      const fields = isApiRequestError(err) ? err.fields : undefined;
      setError(
        fields?.['comment'] ? t`Комментарий слишком длинный — не больше 1000 символов` : t`Не удалось отправить ответ. Попробуйте ещё раз.`,
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="nps-title" data-testid="nps-prompt">
      <div className={styles.head}>
        <h2 id="nps-title" className={styles.title}>
          {done ? <Trans>Спасибо за ответ!</Trans> : <Trans>Насколько вероятно, что вы порекомендуете Jolda друзьям?</Trans>}
        </h2>
        <IconButton label={t`Закрыть`} variant="ghost" size="sm" onClick={close} icon={<X size={18} aria-hidden />} />
      </div>
      {done ? null : (
        <>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>
              <Trans>Оценка от 0 до 10</Trans>
            </legend>
            <div role="radiogroup" aria-label={t`Оценка от 0 до 10`} className={styles.scale} onKeyDown={onScaleKey}>
              {SCORES.map((n) => (
                <button
                  key={n}
                  ref={(el) => {
                    buttons.current[n] = el;
                  }}
                  type="button"
                  role="radio"
                  aria-checked={score === n}
                  tabIndex={score === n || (score === null && n === 0) ? 0 : -1}
                  className={styles.score}
                  onClick={() => setScore(n)}
                >
                  {n}
                </button>
              ))}
            </div>
            <div className={styles.ends} aria-hidden>
              <span>
                <Trans>Маловероятно</Trans>
              </span>
              <span>
                <Trans>Очень вероятно</Trans>
              </span>
            </div>
          </fieldset>
          <TextArea label={t`Что можно улучшить? (необязательно)`} value={comment} maxLength={1000} rows={2} onChange={(e) => setComment(e.target.value)} />
          {error ? (
            <p className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button variant="ghost" size="sm" onClick={close}>
              <Trans>Не сейчас</Trans>
            </Button>
            <Button size="sm" loading={sending} onClick={send}>
              <Trans>Отправить</Trans>
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
