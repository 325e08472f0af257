import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MESSAGE_ERROR, MESSAGE_PHOTOS_MAX, MESSAGE_TEXT_MAX } from '@jolda/contracts';
import { postingApi, useHttp } from '@jolda/api-client';
import { Button, FileButton, Inline, Spinner, TextArea } from '@jolda/ui';
import { ImagePlus, Send, X } from '@jolda/ui/icons';
import { messageProblem, problemText, uploadProblem } from './message-errors';
import * as styles from './messages.css';

/** What a message sends: its text (may be empty with photos) and the upload ids of its photos, in order. */
export interface OutgoingMessage {
  text: string;
  photos: string[];
}

interface Attachment {
  key: number;
  /** The picked file, shown from the device until sent (the uploaded copy answers only with the token). */
  preview: string;
  state: 'uploading' | 'ready' | 'failed';
  id?: string;
  problem?: string;
}

const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';

/**
 * The message field, its photos and the send button. Photos upload as soon as they are picked, through the same
 * pipeline as an announcement's (its checks and limits), as private message photos. What was typed and attached stays
 * until the API took it: a refused message keeps both, with the reason next to the field (per-field codes) or under
 * it (whole-answer codes). Ctrl/⌘+Enter sends.
 */
export function Composer({
  onSend,
  disabled = false,
  label,
}: {
  onSend: (message: OutgoingMessage) => Promise<unknown>;
  disabled?: boolean;
  label: string;
}) {
  const { t, i18n } = useLingui();
  const http = useHttp();
  const [text, setText] = useState('');
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<ReturnType<typeof messageProblem> | null>(null);
  const nextKey = useRef(1);
  const previews = useRef(new Set<string>());

  // The previews' object URLs go with the composer.
  useEffect(() => {
    const made = previews.current;
    return () => {
      for (const url of made) URL.revokeObjectURL(url);
    };
  }, []);

  const update = (key: number, patch: Partial<Attachment>) => setAttachments((list) => list.map((a) => (a.key === key ? { ...a, ...patch } : a)));
  const remove = (key: number) =>
    setAttachments((list) => {
      const gone = list.find((a) => a.key === key);
      if (gone) {
        URL.revokeObjectURL(gone.preview);
        previews.current.delete(gone.preview);
      }
      return list.filter((a) => a.key !== key);
    });

  const attach = (files: File[]) => {
    const room = MESSAGE_PHOTOS_MAX - attachments.length;
    if (files.length > room) setProblem({ field: false, text: problemText(MESSAGE_ERROR.photosTooMany) });
    else if (problem && !problem.field) setProblem(null);
    for (const file of files.slice(0, Math.max(0, room))) {
      const key = nextKey.current++;
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      setAttachments((list) => [...list, { key, preview, state: 'uploading' }]);
      postingApi.uploadPhoto(http, file, { purpose: 'message' }).then(
        (photo) => update(key, { state: 'ready', id: photo.id }),
        (err: unknown) => update(key, { state: 'failed', problem: i18n._(uploadProblem(err)) }),
      );
    }
  };

  const uploading = attachments.some((a) => a.state === 'uploading');
  const ready = attachments.filter((a) => a.state === 'ready' && a.id).map((a) => a.id as string);

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (pending || disabled || uploading) return;
    if (!text.trim() && ready.length === 0) {
      setProblem({ field: true, text: problemText(MESSAGE_ERROR.textRequired) });
      return;
    }
    setPending(true);
    try {
      await onSend({ text: text.trim(), photos: ready });
      setText('');
      for (const a of attachments) {
        URL.revokeObjectURL(a.preview);
        previews.current.delete(a.preview);
      }
      setAttachments([]);
      setProblem(null);
    } catch (err) {
      setProblem(messageProblem(err));
    } finally {
      setPending(false);
    }
  };

  return (
    <form className={styles.composer} onSubmit={(e) => void submit(e)} noValidate data-testid="composer">
      {attachments.length > 0 ? (
        <Inline as="ul" space="2" alignY="stretch" margin="0" padding="0" listStyle="none" aria-label={t`Фото к сообщению`} data-testid="attachments">
          {attachments.map((a, i) => (
            <li key={a.key} className={a.state === 'failed' ? `${styles.attachment} ${styles.attachmentFailed}` : styles.attachment} data-state={a.state} data-testid="attachment">
              <img className={styles.photoImg} src={a.preview} alt={t`Фото ${i + 1}`} />
              {a.state === 'uploading' ? (
                <span className={styles.attachmentState}>
                  <Spinner label={t`Загружается`} size="sm" />
                </span>
              ) : null}
              <button type="button" className={styles.attachmentRemove} onClick={() => remove(a.key)} aria-label={t`Убрать фото ${i + 1}`}>
                <X aria-hidden size={14} />
              </button>
            </li>
          ))}
        </Inline>
      ) : null}
      {attachments
        .filter((a) => a.state === 'failed')
        .map((a) => (
          <p key={a.key} className={styles.error} role="alert" data-testid="attachment-error">
            {a.problem}
          </p>
        ))}
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
      <Inline align="between" space="2">
        <span className={styles.muted}>
          <Trans>Не переводите предоплату до осмотра автомобиля.</Trans>
        </span>
        <Inline as="span" space="2">
          <FileButton
            variant="ghost"
            accept={ACCEPT}
            multiple
            iconStart={<ImagePlus size={16} />}
            disabled={disabled || attachments.length >= MESSAGE_PHOTOS_MAX}
            onSelect={attach}
            data-testid="attach-photo"
          >
            <Trans>Фото</Trans>
          </FileButton>
          <Button type="submit" variant="primary" iconStart={<Send size={16} />} loading={pending} disabled={disabled || uploading} data-testid="send-message">
            <Trans>Отправить</Trans>
          </Button>
        </Inline>
      </Inline>
    </form>
  );
}
