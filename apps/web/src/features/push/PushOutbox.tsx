import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { pushQueries, useHttp } from '@jolda/api-client';
import { formatDate } from '@jolda/i18n';
import { Badge } from '@jolda/ui';
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
    <section className={styles.box} aria-labelledby="push-outbox" data-testid="push-outbox">
      <div className={styles.head}>
        <h2 id="push-outbox" className={styles.title}>
          <Trans>Уведомления (демо)</Trans>
        </h2>
        <Badge tone="warning" size="md">
          <Trans>Демо-данные</Trans>
        </Badge>
      </div>
      <p className={styles.muted}>
        <Trans>Демо-режим: уведомления никуда не отправляются. Здесь видно, что пришло бы на ваши устройства.</Trans>
      </p>
      {items.length === 0 ? (
        <p className={styles.text}>
          <Trans>Пока пусто: напоминания появятся здесь, когда подойдёт срок и уведомления будут включены.</Trans>
        </p>
      ) : (
        <ul className={styles.list}>
          {items.map((m) => (
            <li key={m.id} className={styles.item} data-testid="push-outbox-item">
              <p className={styles.itemTitle}>{m.title}</p>
              <p className={styles.text}>{m.body}</p>
              <div className={styles.itemFoot}>
                <span className={styles.muted}>{formatDate(m.createdAt, locale, 'medium', { time: true })}</span>
                <a href={m.url} aria-label={t`Открыть: ${m.title}`}>
                  <Trans>Открыть</Trans>
                </a>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
