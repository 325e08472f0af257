import { useLingui } from '@lingui/react/macro';
import { EmptyState, ErrorState } from '@jolda/ui';
import { isApiRequestError } from '@jolda/api-client';
import { useScreenReady } from '../../app/bridge-context';
import * as styles from './shell.css';

/** Whether a failed query is the API's 404 (the thing asked for does not exist). */
export function isNotFound(error: unknown): boolean {
  return isApiRequestError(error) && error.status === 404;
}

/** A definite "not found" (a real state the app is told about with `ready`, never "check your connection"). */
export function NotFoundState({ title, description }: { title: string; description: string }) {
  useScreenReady(true, title);
  return (
    <main className={styles.screen} data-testid="not-found">
      <EmptyState title={title} description={description} headingLevel={1} />
    </main>
  );
}

/** A failed load: say so and offer to try again. */
export function LoadErrorState({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui();
  useScreenReady(true, null);
  return (
    <main className={styles.screen}>
      <ErrorState
        title={t`Не удалось загрузить данные`}
        description={t`Проверьте соединение и попробуйте ещё раз.`}
        retryLabel={t`Повторить`}
        onRetry={onRetry}
      />
    </main>
  );
}
