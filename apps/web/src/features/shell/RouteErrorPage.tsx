import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { ErrorState } from '@jolda/ui';
import { AlertTriangle } from '@jolda/ui/icons';

/** A route whose data failed to load: a clear message and a retry, never a blank or a raw error. */
export function RouteErrorPage({ reset }: ErrorComponentProps) {
  const { t } = useLingui();
  const router = useRouter();
  return (
    <ErrorState
      headingLevel={1}
      icon={<AlertTriangle size={32} />}
      title={t`Не удалось загрузить страницу`}
      description={t`Проверьте соединение и попробуйте ещё раз. Если ошибка повторится, мы уже знаем о ней.`}
      retryLabel={t`Повторить`}
      onRetry={() => {
        reset();
        void router.invalidate();
      }}
    />
  );
}
