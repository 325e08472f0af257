import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { REPORT_COMMENT_MAX, REPORT_REASONS, type ReportReason } from '@jolda/contracts';
import { announcementExtrasApi, isApiRequestError, useHttp } from '@jolda/api-client';
import { Button, Dialog, RadioGroup, TextArea } from '@jolda/ui';
import * as styles from './AnnouncementPage.css';

const REASON_LABELS: Record<ReportReason, MessageDescriptor> = {
  fraud: msg`Мошенничество или предоплата`,
  sold: msg`Автомобиль уже продан`,
  wrong_price: msg`Неверная цена`,
  wrong_info: msg`Неверные характеристики или фото`,
  duplicate: msg`Дубликат объявления`,
  spam: msg`Спам или реклама`,
  other: msg`Другое`,
};

/**
 * The "report this announcement" dialog: a reason (a comment required for "other"), per-field errors, rate limited.
 * Loaded on demand by `ReportDialog`; it stays mounted once opened, so what the visitor chose survives closing it.
 */
export function ReportDialogPanel({ id, open, setOpen }: { id: number; open: boolean; setOpen: (open: boolean) => void }) {
  const { t, i18n } = useLingui();
  const http = useHttp();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [comment, setComment] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: () => announcementExtrasApi.reportAnnouncement(http, id, { reason: reason!, comment }),
  });
  const fields = isApiRequestError(send.error) ? send.error.fields : undefined;
  const reasonError = localError ?? (fields?.['reason'] ? t`Выберите причину` : undefined);
  const commentError = fields?.['comment']
    ? fields['comment'].includes('comment_required')
      ? t`Опишите проблему (не меньше 10 символов)`
      : t`Не длиннее ${REPORT_COMMENT_MAX} символов`
    : undefined;
  const generalError =
    send.error && !fields
      ? isApiRequestError(send.error) && send.error.status === 429
        ? t`Слишком много жалоб за последний час. Попробуйте позже.`
        : t`Не удалось отправить жалобу. Попробуйте ещё раз.`
      : null;
  const submit = () => {
    if (!reason) {
      setLocalError(t`Выберите причину`);
      return;
    }
    setLocalError(null);
    send.mutate();
  };
  return (
    <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t`Пожаловаться на объявление`}
        closeLabel={t`Закрыть`}
        footer={
          send.isSuccess ? (
            <Button onClick={() => setOpen(false)}>{t`Готово`}</Button>
          ) : (
            <>
              <Button variant="secondary" onClick={() => setOpen(false)}>
                {t`Отмена`}
              </Button>
              <Button loading={send.isPending} onClick={submit}>
                {t`Отправить`}
              </Button>
            </>
          )
        }
      >
        {send.isSuccess ? (
          <p role="status">{t`Спасибо! Модераторы проверят объявление.`}</p>
        ) : (
          <form
            className={styles.stack}
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            <RadioGroup
              label={t`Причина`}
              options={REPORT_REASONS.map((r) => ({ value: r, label: i18n._(REASON_LABELS[r]) }))}
              value={reason}
              onChange={(v) => {
                setReason(v);
                setLocalError(null);
              }}
              errorMessage={reasonError}
              required
            />
            <TextArea
              label={t`Комментарий`}
              description={reason === 'other' ? t`Обязателен для причины «Другое»` : t`Необязательно`}
              value={comment}
              onValueChange={setComment}
              maxLength={REPORT_COMMENT_MAX}
              showCount
              errorMessage={commentError}
              required={reason === 'other'}
            />
            {generalError && (
              <p className={styles.error} role="alert">
                {generalError}
              </p>
            )}
          </form>
        )}
    </Dialog>
  );
}
