import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import type { MyAnnouncement } from '@jolda/contracts';
import { isApiRequestError, postingMutations, useHttp } from '@jolda/api-client';
import { Button, PriceInput } from '@jolda/ui';
import * as styles from './my-publications.css';

/**
 * The price changed in place (issue 23 item 10: it took the whole form), in "my publications" and on the car page's
 * owner panel; the same write as the form. `onDone` gets the notice to show (null: cancelled or unchanged).
 */
export function PriceEdit({ a, onDone }: { a: Pick<MyAnnouncement, 'id' | 'price'>; onDone: (message: string | null) => void }) {
  const { t } = useLingui();
  const http = useHttp();
  const change = useMutation(postingMutations.changePrice(http));
  const [price, setPrice] = useState<number | null>(a.price);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    if (!price || price < 1) return setError(t`Укажите цену`);
    if (price === a.price) return onDone(null);
    setError(null);
    try {
      const r = await change.mutateAsync({ id: a.id, price });
      onDone(r.status === 'moderation' ? t`Цена изменена — объявление проверит модератор` : t`Цена изменена`);
    } catch (e) {
      const fields = isApiRequestError(e) ? e.fields : undefined;
      setError(fields?.['price'] ? t`Проверьте цену: она далека от рыночной или вне допустимого` : t`Не удалось сохранить цену. Попробуйте ещё раз.`);
    }
  };
  return (
    <form
      className={styles.priceEdit}
      noValidate
      data-testid="price-edit"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <PriceInput label={t`Новая цена`} value={price} onValueChange={setPrice} errorMessage={error ?? undefined} autoFocus />
      <div className={styles.actions}>
        <Button size="sm" type="submit" loading={change.isPending}>
          <Trans>Сохранить</Trans>
        </Button>
        <Button size="sm" variant="ghost" onClick={() => onDone(null)}>
          <Trans>Отмена</Trans>
        </Button>
      </div>
    </form>
  );
}
