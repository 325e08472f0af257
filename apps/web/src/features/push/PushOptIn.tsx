import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Inline, Stack } from '@jolda/ui';
import { usePushSubscription } from './usePushSubscription';
import * as styles from './push.css';

/**
 * "Напоминать уведомлениями": turns web push on and off for this browser, with what it does and every state said
 * plainly (not supported here, blocked in the browser's settings, on, off). `children` says what will be sent.
 */
export function PushOptIn({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const push = usePushSubscription();
  const { state, busy, failed } = push;
  return (
    <Stack as="section" space="3" className={styles.box} aria-labelledby="push-opt-in" data-testid="push-opt-in" data-state={state}>
      <Inline align="between" space="2">
        <h2 id="push-opt-in" className={styles.title}>
          <Trans>Напоминания на устройство</Trans>
        </h2>
        {state === 'on' ? (
          <Badge tone="success" size="md">
            <Trans>Включены</Trans>
          </Badge>
        ) : state === 'off' ? (
          <Badge tone="neutral" size="md">
            <Trans>Выключены</Trans>
          </Badge>
        ) : null}
      </Inline>
      <p className={styles.muted}>{children}</p>
      {state === 'unsupported' ? (
        <p className={styles.text} role="status">
          <Trans>Этот браузер не показывает уведомления сайтов. На iPhone добавьте Jolda на экран «Домой» и откройте оттуда.</Trans>
        </p>
      ) : state === 'denied' ? (
        <p className={styles.text} role="status">
          <Trans>Уведомления запрещены в настройках браузера. Разрешите их для этого сайта, чтобы получать напоминания.</Trans>
        </p>
      ) : state === 'on' ? (
        <Inline space="3">
          <p className={styles.text} role="status">
            <Trans>Уведомления включены на этом устройстве.</Trans>
          </p>
          <Button size="sm" variant="secondary" loading={busy} onClick={() => void push.disable()} data-testid="push-disable">
            <Trans>Отключить</Trans>
          </Button>
        </Inline>
      ) : (
        <Inline space="3">
          <Button
            variant="primary"
            loading={busy}
            disabled={state === 'checking'}
            onClick={() => void push.enable()}
            data-testid="push-enable"
            aria-describedby={failed ? 'push-error' : undefined}
          >
            <Trans>Напоминать уведомлениями</Trans>
          </Button>
        </Inline>
      )}
      {failed ? (
        <p id="push-error" className={styles.text} role="alert">
          {t`Не удалось изменить уведомления. Проверьте соединение и попробуйте ещё раз.`}
        </p>
      ) : null}
    </Stack>
  );
}
