import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { announcementExtrasApi, isApiRequestError, useHttp } from '@jolda/api-client';
import { Button } from '@jolda/ui';
import { Phone } from '@jolda/ui/icons';
import * as styles from './AnnouncementPage.css';

/**
 * "Show phone": asks the API (counted, rate limited) and shows the number as a tel: link. Part of the car page's
 * contact block (`ContactBar`), which is the bottom bar on a phone: an error shows above the buttons there.
 */
export function PhoneReveal({ id }: { id: number }) {
  const { t } = useLingui();
  const http = useHttp();
  const reveal = useMutation({ mutationFn: () => announcementExtrasApi.revealPhone(http, id) });
  if (reveal.data) {
    return (
      <div className={styles.reveal}>
        <a className={styles.phone} href={`tel:${reveal.data.phone}`} data-testid="phone-number">
          <Phone aria-hidden size={18} /> {reveal.data.display}
        </a>
      </div>
    );
  }
  const error = reveal.error;
  const message = !error
    ? null
    : isApiRequestError(error) && error.status === 429
      ? t`Вы открыли слишком много номеров за последний час. Попробуйте позже.`
      : isApiRequestError(error) && error.status === 409
        ? t`Объявление неактивно: номер скрыт.`
        : t`Не удалось показать номер. Попробуйте ещё раз.`;
  return (
    <div className={styles.reveal}>
      <Button variant="accent" fullWidth iconStart={<Phone size={18} />} loading={reveal.isPending} onClick={() => reveal.mutate()} data-testid="reveal-phone">
        {/* Below 360 px, in the phone's bottom bar beside "Написать", one word ("Телефон"): the whole label did not
            fit at 320 px (issue 23). The full words stay the button's name for screen readers. */}
        <span className={styles.revealLong}>
          <Trans>Показать телефон</Trans>
        </span>
        <span className={styles.revealShort} aria-hidden="true">
          {t({ message: 'Телефон', context: 'show phone, short' })}
        </span>
      </Button>
      {message && (
        <p className={styles.error} role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
