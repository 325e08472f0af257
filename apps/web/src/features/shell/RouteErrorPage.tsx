import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import * as styles from './status-page.css';

/** A route whose data failed to load: a clear message and a retry, never a blank or a raw error. */
export function RouteErrorPage({ reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <section className={styles.root} role="alert">
      <h1 className={styles.title}>
        <Trans>Не удалось загрузить страницу</Trans>
      </h1>
      <p className={styles.message}>
        <Trans>Проверьте соединение и попробуйте ещё раз. Если ошибка повторится, мы уже знаем о ней.</Trans>
      </p>
      <button
        type="button"
        className={styles.action}
        onClick={() => {
          reset();
          void router.invalidate();
        }}
      >
        <Trans>Повторить</Trans>
      </button>
    </section>
  );
}
