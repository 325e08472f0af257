import { useLocation, useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { marketApi, marketMutations, marketQueries, useHttp } from '@jolda/api-client';
import { loginRedirectHref, useSessionStore } from '@jolda/auth';
import { Button } from '@jolda/ui';
import { useLocale } from '../../shared/use-locale';
import { formErrors } from './errors';
import * as styles from './market.css';

/**
 * "Оставить заявку на покупку": starts a purchase application for the model (or for a dealer's offer, with its trim,
 * colour and dealer filled in) and opens its first incomplete step at `/market/survey/{step}/{appId}`. A visitor signs
 * in by phone first and comes back here.
 */
export function BuyButton({
  brand,
  model,
  offer,
  variant = 'accent',
}: {
  brand: string;
  model: string;
  offer?: number;
  variant?: 'accent' | 'primary';
}) {
  const { t, i18n } = useLingui();
  const http = useHttp();
  const locale = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const signedIn = useSessionStore((s) => s.signedIn);
  const start = useMutation({
    mutationKey: marketMutations.createApplication(),
    mutationFn: () => marketApi.createApplication(http, { brand, model, ...(offer !== undefined ? { offer } : {}) }),
    onSuccess: (res) => {
      queryClient.setQueryData(marketQueries.application(http, res.application.id).queryKey, res);
      void navigate({
        to: '/market/survey/$step/$appId',
        params: { step: res.application.nextStep, appId: res.application.id },
      });
    },
  });
  if (!signedIn) {
    return (
      <Button variant={variant} href={loginRedirectHref(`${location.pathname}${location.searchStr}`, locale)} data-testid="buy">
        {t`Войти и оставить заявку на покупку`}
      </Button>
    );
  }
  return (
    <>
      <Button variant={variant} loading={start.isPending} onClick={() => start.mutate()} data-testid="buy">
        {t`Оставить заявку на покупку`}
      </Button>
      {start.error ? (
        <p role="alert" className={styles.muted}>
          {formErrors(i18n, start.error).form}
        </p>
      ) : null}
    </>
  );
}
