import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ASSISTANT_TEXT_MAX } from '@jolda/contracts';
import { Button, TextArea } from '@jolda/ui';
import { Info, RotateCcw, Send, Sparkles } from '@jolda/ui/icons';
import { Answer } from './Answer';
import { EXAMPLES } from './examples';
import { questionOf } from './conversation';
import { useAssistant } from './use-assistant';
import * as styles from './assistant.css';

function Welcome({ onPick, busy, signedIn }: { onPick: (text: string) => void; busy: boolean; signedIn: boolean }) {
  const { t, i18n } = useLingui();
  return (
    <div className={styles.welcome} data-testid="assistant-welcome">
      <h2 className={styles.welcomeTitle}>
        <Trans>Напишите, какую машину ищете, — как написали бы другу</Trans>
      </h2>
      <p className={styles.muted}>
        <Trans>Марку и модель, город, бюджет, год, коробку — на русском или казахском. Помощник покажет настоящие объявления Jolda и цены по ним.</Trans>
      </p>
      <ul className={styles.suggestions} aria-label={t`Примеры запросов`}>
        {EXAMPLES.map((e) => (
          <li key={e.id}>
            <button type="button" className={styles.chip} onClick={() => onPick(i18n._(e))} disabled={busy}>
              {i18n._(e)}
            </button>
          </li>
        ))}
      </ul>
      <p className={styles.muted}>
        {signedIn ? (
          <Trans>Разговор сохраняется в вашем профиле; «Новый разговор» удаляет его.</Trans>
        ) : (
          <Trans>Разговор хранится только в этом браузере; «Новый разговор» удаляет его.</Trans>
        )}{' '}
        <Link to="/ai-chat/onboarding">
          <Trans>Что умеет помощник</Trans>
        </Link>
      </p>
    </div>
  );
}

function Composer({ onSend, busy }: { onSend: (text: string) => boolean; busy: boolean }) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (onSend(text)) setText('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter starts a new line (and nothing is sent while an answer is streaming in).
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      if (!busy) submit();
    }
  };
  return (
    <form className={styles.composer} onSubmit={submit} data-testid="assistant-composer">
      <TextArea
        label={t`Сообщение помощнику`}
        hideLabel
        name="text"
        rows={2}
        maxLength={ASSISTANT_TEXT_MAX}
        showCount
        placeholder={t`Например: камри до 12 млн в Алматы`}
        value={text}
        onValueChange={setText}
        onKeyDown={onKeyDown}
        autoComplete="off"
        enterKeyHint="send"
      />
      <Button type="submit" className={styles.sendButton} iconStart={<Send size={18} />} loading={busy} disabled={!text.trim()} aria-label={t`Отправить`}>
        <Trans>Отправить</Trans>
      </Button>
    </form>
  );
}

/**
 * `/ai-chat`: the conversation with the assistant. Each answer streams in, with real announcement cards and a link
 * that opens it as a search; follow-ups refine the last request. `q` (from the introduction's examples) is sent once
 * the page is interactive.
 */
export function AssistantPage({ question }: { question?: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const a = useAssistant();
  const end = useRef<HTMLDivElement>(null);
  const asked = useRef(false);
  const { messages } = a.conversation;

  useEffect(() => {
    if (!question || asked.current) return;
    asked.current = true;
    a.send(question);
    void navigate({ to: '/ai-chat', search: {}, replace: true });
  }, [question, a, navigate]);

  // Follow the answer as it grows (not on the first paint of a kept conversation).
  const count = messages.length;
  const last = messages[count - 1];
  const lastLength = last ? (last.role === 'assistant' ? last.text.length + last.cards.length : last.text.length) : 0;
  // (an answer that ends, or fails, grows by its actions: the error and "send again" must come into view too)
  const lastStatus = last?.role === 'assistant' ? last.status : 'user';
  const seen = useRef(0);
  useEffect(() => {
    if (seen.current && count) end.current?.scrollIntoView({ block: 'end', behavior: 'smooth' });
    seen.current = count;
  }, [count, lastLength, lastStatus]);

  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <div className={styles.titleBlock}>
          <h1 className={styles.heading}>
            <Sparkles aria-hidden size={24} className={styles.headingIcon} />
            <Trans>AI-помощник</Trans>
          </h1>
          <p className={styles.lead}>
            <Trans>Подбирает машины среди объявлений Jolda и отвечает по ним</Trans>
          </p>
        </div>
        <div className={styles.topActions}>
          <Button variant="ghost" size="sm" iconStart={<Info size={16} />} render={(p) => <Link {...p} to="/ai-chat/onboarding" />}>
            <Trans>Что умеет</Trans>
          </Button>
          {messages.length ? (
            <Button variant="secondary" size="sm" iconStart={<RotateCcw size={16} />} onClick={a.reset} loading={a.resetting} data-testid="assistant-reset">
              <Trans>Новый разговор</Trans>
            </Button>
          ) : null}
        </div>
      </div>
      <section className={styles.log} role="log" aria-live="polite" aria-label={t`Разговор с помощником`}>
        {a.resetFailed ? (
          <p className={styles.errorNote} role="alert">
            <Trans>Не удалось удалить разговор. Попробуйте ещё раз.</Trans>
          </p>
        ) : null}
        {messages.length === 0 ? (
          <Welcome onPick={a.send} busy={a.streaming || a.historyLoading} signedIn={a.signedIn} />
        ) : (
          messages.map((m) =>
            m.role === 'user' ? (
              <div key={m.id} className={styles.userRow}>
                <p className={styles.userBubble} data-testid="assistant-question">
                  {m.text}
                </p>
              </div>
            ) : (
              <Answer
                key={m.id}
                message={m}
                busy={a.streaming}
                onSuggest={(s) => a.send(s.text)}
                onRetry={() => {
                  const q = questionOf(a.conversation, m.id);
                  if (q) a.send(q);
                }}
              />
            ),
          )
        )}
        <div ref={end} />
      </section>
      <Composer onSend={a.send} busy={a.streaming} />
    </div>
  );
}
