import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { pushQueries, useHttp } from '@jolda/api-client';
import { formatDate } from '@jolda/i18n';
import { Badge, Inline, Stack } from '@jolda/ui';
import { useLocale } from '../../shared/use-locale';
import * as styles from './push.css';

/**
 * "Уведомления (демо)": with the development provider nothing leaves the server, so the messages it would have sent
 * to my devices are listed here, labelled as a demo. Shown only while that provider is in use.
 */
export function PushOutbox() {
  const { t } = useLingui();
  const http = useHttp();
  const locale = useLocale();
  const outbox = useQuery({ ...pushQueries.outbox(http), refetchInterval: 30_000 });
  if (!outbox.data?.demo) return null;
  const { items } = outbox.data;
  return (
    <Stack as="section" space="3" className={styles.box} aria-labelledby="push-outbox" data-testid="push-outbox">
      <Inline align="between" space="2">
        <h2 id="push-outbox" className={styles.title}>
          <Trans>Уведомления (демо)</Trans>
        </h2>
        <Badge tone="warning" size="md">
          <Trans>Демо-данные</Trans>
        </Badge>
      </Inline>
      <p className={styles.muted}>
        <Trans>Демо-режим: уведомления никуда не отправляются. Здесь видно, что пришло бы на ваши устройства.</Trans>
      </p>
      {items.length === 0 ? (
        <p className={styles.text}>
          <Trans>Пока пусто: напоминания появятся здесь, когда подойдёт срок и уведомления будут включены.</Trans>
        </p>
      ) : (
        <Stack as="ul" space="2" margin="0" padding="0" listStyle="none">
          {items.map((m) => (
            <Stack
              as="li"
              key={m.id}
              space="1"
              padding="3"
              minWidth="0"
              borderRadius="md"
              borderWidth="1"
              borderStyle="dashed"
              borderColor="border"
              data-testid="push-outbox-item"
            >
              <p className={styles.itemTitle}>{m.title}</p>
              <p className={styles.text}>{m.body}</p>
              <Inline align="between" alignY="baseline" space="2">
                <span className={styles.muted}>{formatDate(m.createdAt, locale, 'medium', { time: true })}</span>
                <a href={m.url} aria-label={t`Открыть: ${m.title}`}>
                  <Trans>Открыть</Trans>
                </a>
              </Inline>
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
