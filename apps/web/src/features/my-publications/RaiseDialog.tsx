import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { MyAnnouncement, RaiseResult } from '@jolda/contracts';
import { bonusMutations, bonusQueries, isApiRequestError, useHttp } from '@jolda/api-client';
import { formatDate, formatNumber } from '@jolda/i18n';
import { Button, Dialog, Spinner } from '@jolda/ui';
import { useLocale } from '../../shared/use-locale';
import * as styles from './my-publications.css';

/** The date and time a raise is possible again, in the reader's words. */
export function useRaiseTime() {
  const locale = useLocale();
  return (iso: string) => `${formatDate(iso, locale, 'medium')}, ${new Date(iso).toLocaleTimeString(locale === 'kk' ? 'kk-KZ' : 'ru-RU', { hour: '2-digit', minute: '2-digit' })}`;
}

/**
 * "Поднять" for a published announcement: what a raise does (the first place in the default "newest first" order, as
 * a car published just now, until newer ones come), the price in points, the balance, and when it can be raised again.
 * The API decides: a balance that does not cover the price is refused (409 `insufficient_points`) and said here.
 */
export function RaiseDialog({ car, onClose, onRaised }: { car: MyAnnouncement | null; onClose: () => void; onRaised: (r: RaiseResult) => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const http = useHttp();
  const when = useRaiseTime();
  const state = useQuery({ ...bonusQueries.raises(http), enabled: car !== null });
  const raise = useMutation(bonusMutations.raise(http));
  const [refusal, setRefusal] = useState<{ text: string; short: boolean } | null>(null);
  const close = () => {
    setRefusal(null);
    raise.reset();
    onClose();
  };
  const submit = () => {
    if (!car) return;
    setRefusal(null);
    raise.mutate(car.id, {
      onSuccess: (r) => {
        onRaised(r);
        close();
      },
      onError: (e) => {
        const body = (isApiRequestError(e) && e.body && typeof e.body === 'object' ? e.body : {}) as Record<string, unknown>;
        if (isApiRequestError(e) && e.code === 'insufficient_points') {
          const balance = formatNumber(Number(body['balance'] ?? 0), locale);
          const price = formatNumber(Number(body['price'] ?? state.data?.price ?? 0), locale);
          setRefusal({ text: t`Не хватает баллов: на счёте ${balance}, а подъём стоит ${price}.`, short: true });
        } else if (isApiRequestError(e) && e.code === 'raise_too_soon' && typeof body['nextRaiseAt'] === 'string') {
          const next = when(body['nextRaiseAt']);
          setRefusal({ text: t`Это объявление уже поднимали за последние сутки. Снова — ${next}.`, short: false });
        } else if (isApiRequestError(e) && e.code === 'not_published') {
          setRefusal({ text: t`Поднять можно только опубликованное объявление.`, short: false });
        } else setRefusal({ text: t`Не удалось поднять объявление. Попробуйте ещё раз.`, short: false });
      },
    });
  };
  const price = state.data ? formatNumber(state.data.price, locale) : '';
  const balance = state.data ? formatNumber(state.data.balance, locale) : '';
  const hours = state.data?.cooldownHours ?? 24;
  return (
    <Dialog
      open={car !== null}
      onOpenChange={(open) => !open && close()}
      title={t`Поднять объявление`}
      closeLabel={t`Закрыть`}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            <Trans>Отмена</Trans>
          </Button>
          <Button onClick={submit} disabled={!state.data || raise.isPending} data-testid="raise-confirm">
            {state.data ? t`Поднять за ${price} баллов` : t`Поднять`}
          </Button>
        </>
      }
    >
      <div className={styles.raise} data-testid="raise-dialog">
        {car && (
          <p className={styles.raiseCar}>
            {car.title}, {car.year}
          </p>
        )}
        <p>
          <Trans>
            Объявление встанет первым в поиске с сортировкой «сначала новые» и в свежих объявлениях на главной — как
            только что опубликованное. Дальше его постепенно сдвигают вниз новые объявления. Поднимать одно объявление можно
            раз в {hours} ч.
          </Trans>
        </p>
        {state.isPending ? (
          <Spinner label={t`Загружаем баланс`} />
        ) : state.data ? (
          <dl className={styles.raiseFacts}>
            <div>
              <dt>{t`Стоимость`}</dt>
              <dd data-testid="raise-price">{t`${price} бонусных баллов`}</dd>
            </div>
            <div>
              <dt>{t`На вашем счёте`}</dt>
              <dd data-testid="raise-balance">{balance}</dd>
            </div>
          </dl>
        ) : (
          <p className={styles.reason}>{t`Не удалось загрузить баланс. Закройте окно и попробуйте снова.`}</p>
        )}
        {refusal && (
          <p className={styles.reason} role="alert" data-testid="raise-refusal">
            {refusal.text}{' '}
            {refusal.short && <Link to="/bonus">{t`Как получить баллы`}</Link>}
          </p>
        )}
      </div>
    </Dialog>
  );
}
