import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { CreditApplication, MarketModelPage } from '@jolda/contracts';
import { marketApi, marketMutations, marketQueries, useHttp } from '@jolda/api-client';
import { Button, Checkbox, Dialog, MaskedInput, NativeSelect, PriceInput } from '@jolda/ui';
import { useLocale } from '../../shared/use-locale';
import { formErrors } from './errors';
import { decimal, price } from './text';
import * as styles from './market.css';

/** The credit application of the model page's calculator (CreditSection), in a dialog: dealer, IIN, income, consent. */
export function CreditApplicationDialog({
  page,
  input,
  onClose,
}: {
  page: MarketModelPage;
  input: { trim: string; colour: string; programme: string; downPayment: number; months: number };
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const http = useHttp();
  const queryClient = useQueryClient();
  const dealers = page.dealers.filter((d) => d.services.includes('credit'));
  const [dealer, setDealer] = useState(dealers[0]?.slug ?? '');
  const [iin, setIin] = useState('');
  const [income, setIncome] = useState<number | null>(null);
  const [consent, setConsent] = useState(false);
  const send = useMutation({
    mutationKey: marketMutations.createCreditApplication(),
    mutationFn: () =>
      marketApi.createCreditApplication(http, { ...input, dealer, iin, income: income ?? 0, consent: consent as true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketQueries.mine() }),
  });
  const errors = useMemo(() => (send.error ? formErrors(i18n, send.error) : { fields: {}, form: null }), [send.error, i18n]);
  const done: CreditApplication | undefined = send.data;
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={done ? t`Заявка отправлена` : t`Заявка на кредит`}
      closeLabel={t`Закрыть`}
      size="md"
      footer={
        done ? (
          <Button variant="primary" onClick={onClose}>
            {t`Готово`}
          </Button>
        ) : (
          <Button variant="primary" type="submit" form="credit-application" loading={send.isPending}>
            {t`Отправить заявку`}
          </Button>
        )
      }
    >
      {done ? (
        <div className={styles.thanks} data-testid="credit-sent">
          <p>{t`Заявка №${done.id} отправлена дилеру ${done.dealer.name}. Платёж ${price(done.monthlyPayment, locale)} в месяц, ГЭСВ ${decimal(done.effectiveRate)} %.`}</p>
        </div>
      ) : (
        <form
          id="credit-application"
          className={styles.form}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            send.mutate();
          }}
        >
          <NativeSelect
            label={t`Дилер`}
            value={dealer || null}
            onChange={(v) => setDealer(v ?? '')}
            options={dealers.map((d) => ({ value: d.slug, label: `${d.name}, ${d.address}` }))}
            errorMessage={errors.fields['dealer']}
            placeholder={t`Выберите дилера`}
          />
          <MaskedInput
            label={t`ИИН`}
            preset="iin"
            value={iin}
            onValueChange={(v) => setIin(v.raw)}
            inputMode="numeric"
            autoComplete="off"
            errorMessage={errors.fields['iin']}
            description={t`12 цифр, как в удостоверении личности`}
          />
          <PriceInput label={t`Доход в месяц`} value={income} onValueChange={setIncome} errorMessage={errors.fields['income']} />
          <Checkbox checked={consent} onChange={setConsent} invalid={Boolean(errors.fields['consent'])} description={errors.fields['consent']}>
            {t`Согласен на сбор и обработку персональных данных и запрос в кредитное бюро`}
          </Checkbox>
          {errors.form ? (
            <p role="alert" className={styles.muted}>
              {errors.form}
            </p>
          ) : null}
        </form>
      )}
    </Dialog>
  );
}
