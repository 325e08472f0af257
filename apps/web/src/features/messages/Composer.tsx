import { type FormEvent, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MESSAGE_ERROR, MESSAGE_TEXT_MAX } from '@jolda/contracts';
import { Button, TextArea } from '@jolda/ui';
import { Send } from '@jolda/ui/icons';
import { messageProblem, problemText } from './message-errors';
import * as styles from './messages.css';

/**
 * The message field and its send button. What was typed stays until the API took it: a refused message keeps its
 * text, with the reason next to the field (per-field codes) or under it (whole-answer codes). Ctrl/⌘+Enter sends.
 */
export function Composer({
  onSend,
  disabled = false,
  label,
}: {
  onSend: (text: string) => Promise<unknown>;
  disabled?: boolean;
  label: string;
}) {
  const { t, i18n } = useLingui();
  const [text, setText] = useState('');
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<ReturnType<typeof messageProblem> | null>(null);

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (pending || disabled) return;
    if (!text.trim()) {
      setProblem({ field: true, text: problemText(MESSAGE_ERROR.textRequired) });
      return;
    }
    setPending(true);
    try {
      await onSend(text.trim());
      setText('');
      setProblem(null);
    } catch (err) {
      setProblem(messageProblem(err));
    } finally {
      setPending(false);
    }
  };

  return (
    <form className={styles.composer} onSubmit={(e) => void submit(e)} noValidate data-testid="composer">
      <TextArea
        label={label}
        hideLabel
        placeholder={t`Сообщение`}
        rows={2}
        maxLength={MESSAGE_TEXT_MAX}
        value={text}
        disabled={disabled}
        onValueChange={(v) => {
          setText(v);
          if (problem?.field) setProblem(null);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void submit();
        }}
        errorMessage={problem?.field ? i18n._(problem.text) : undefined}
        data-testid="message-text"
      />
      {problem && !problem.field ? (
        <p className={styles.error} role="alert" data-testid="message-error">
          {i18n._(problem.text)}
        </p>
      ) : null}
      <div className={styles.composerRow}>
        <span className={styles.muted}>
          <Trans>Не переводите предоплату до осмотра автомобиля.</Trans>
        </span>
        <Button type="submit" variant="primary" iconStart={<Send size={16} />} loading={pending} disabled={disabled} data-testid="send-message">
          <Trans>Отправить</Trans>
        </Button>
      </div>
    </form>
  );
}
