import { useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { Application, OfferDetail } from '@jolda/contracts';
import { marketApi, marketMutations, useHttp } from '@jolda/api-client';
import { formatPrice } from '@jolda/i18n';
import { useScreen } from '../../app/bridge-context';
import { useSignedIn } from '../../app/use-signed-in';
import * as shell from '../shell/shell.css';
import { formErrors } from './errors';
import { OfferScreen } from './OfferScreen';
import { SignInNeeded } from './SignInNeeded';
import { decimal } from './text';
import * as styles from './od.css';

/**
 * `buy?offer=`: the purchase of a dealer's car in one form — payment (cash or one of the dealer's credit programmes),
 * name and phone — sent as the market's purchase application (create → payment → contacts → send); the app hears
 * `purchase-sent` with the application's id. Needs a signed-in user (the app's session).
 */
export function Buy({ offer }: { offer: number }) {
  const { t } = useLingui();
  return (
    <OfferScreen id={offer} title={() => t`Покупка онлайн`}>
      {(d) => <BuyForm detail={d} />}
    </OfferScreen>
  );
}

function BuyForm({ detail: d }: { detail: OfferDetail }) {
  const { t, i18n } = useLingui();
  const { bridge, locale } = useScreen();
  const http = useHttp();
  const signedIn = useSignedIn();
  const o = d.offer;
  const [payment, setPayment] = useState<'cash' | 'credit'>('cash');
  const [programme, setProgramme] = useState(d.programmes[0]?.slug ?? '');
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [comment, setComment] = useState('');
  // One draft per screen: a second try (after a field error) goes on with the same application.
  const draft = useRef<string | null>(null);
  const send = useMutation({
    mutationKey: marketMutations.sendApplication(),
    mutationFn: async (): Promise<Application> => {
      draft.current ??= (await marketApi.createApplication(http, { brand: o.brand.slug, model: o.model.slug, offer: o.id })).application.id;
      const id = draft.current;
      const p = d.programmes.find((x) => x.slug === programme);
      if (payment === 'credit' && p) {
        const downPayment = Math.round((o.finalPrice * Math.max(20, p.minDownPct)) / 100);
        await marketApi.saveApplicationStep(http, id, 'payment', { payment: 'credit', programme: p.slug, downPayment, months: Math.min(60, p.maxMonths) });
      } else {
        await marketApi.saveApplicationStep(http, id, 'payment', { payment: 'cash' });
      }
      await marketApi.saveApplicationStep(http, id, 'contacts', { name, phone, dealer: o.dealer.slug, comment });
      return (await marketApi.sendApplication(http, id)).application;
    },
    onSuccess: (application) => {
      void bridge.send('haptic', { style: 'success' });
      void bridge.send('purchase-sent', { applicationId: application.id });
      void bridge.send('analytics', { name: 'purchase_sent', params: { offer: o.id } });
    },
  });
  const errors = send.error ? formErrors(i18n, send.error) : { fields: {} as Record<string, string>, form: null };

  if (send.data) {
    return (
      <section className={shell.card} data-testid="purchase-done" role="status">
        <h1 className={shell.title}>{t`Заявка отправлена`}</h1>
        <p>{t`${d.dealer.name} свяжется с вами, чтобы подтвердить покупку ${o.brand.name} ${o.model.name}.`}</p>
        <p className={shell.muted}>{t`Номер заявки: ${send.data.id}`}</p>
      </section>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate();
  };
  return (
    <>
      <h1 className={shell.title}>{t`Покупка онлайн`}</h1>
      <section className={shell.card}>
        <strong>
          {o.brand.name} {o.model.name} {o.trim.name}, {o.year}
        </strong>
        <span className={shell.muted}>
          {o.colour.name} · {d.dealer.name}, {d.dealer.address}
        </span>
        <span className={styles.price}>{formatPrice(o.finalPrice, locale)}</span>
      </section>
      {!signedIn ? (
        <SignInNeeded text={t`Чтобы отправить заявку дилеру, войдите в приложение.`} />
      ) : (
        <form className={styles.group} onSubmit={submit} noValidate>
          <fieldset className={styles.group}>
            <legend className={shell.subtitle}>{t`Оплата`}</legend>
            <label className={styles.row}>
              <input type="radio" name="payment" value="cash" checked={payment === 'cash'} onChange={() => setPayment('cash')} />
              {t`Наличные или перевод`}
            </label>
            {d.programmes.length > 0 && (
              <label className={styles.row}>
                <input type="radio" name="payment" value="credit" checked={payment === 'credit'} onChange={() => setPayment('credit')} />
                {t`Кредит`}
              </label>
            )}
            {payment === 'credit' && (
              <label className={styles.field}>
                <span>{t`Программа`}</span>
                <select className={styles.input} value={programme} onChange={(e) => setProgramme(e.target.value)}>
                  {d.programmes.map((p) => (
                    <option key={p.slug} value={p.slug}>
                      {p.name} · {p.bank} · {decimal(p.rate, locale)}%
                    </option>
                  ))}
                </select>
              </label>
            )}
            {errors.fields['payment'] || errors.fields['programme'] ? <p role="alert">{errors.fields['payment'] ?? errors.fields['programme']}</p> : null}
          </fieldset>
          <label className={styles.field}>
            <span>{t`Имя`}</span>
            <input className={styles.input} name="name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} aria-invalid={Boolean(errors.fields['name'])} />
            {errors.fields['name'] && <span role="alert">{errors.fields['name']}</span>}
          </label>
          <label className={styles.field}>
            <span>{t`Телефон`}</span>
            <input
              className={styles.input}
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="+7 7XX XXX XX XX"
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
              aria-invalid={Boolean(errors.fields['phone'])}
            />
            {errors.fields['phone'] && <span role="alert">{errors.fields['phone']}</span>}
          </label>
          <label className={styles.field}>
            <span>{t`Комментарий для дилера`}</span>
            <textarea className={styles.input} name="comment" rows={3} value={comment} onChange={(e) => setComment(e.target.value)} />
          </label>
          {errors.form && <p role="alert">{errors.form}</p>}
          <button type="submit" className={shell.action} disabled={send.isPending} data-testid="send-purchase">
            {send.isPending ? t`Отправляем…` : t`Отправить заявку дилеру`}
          </button>
        </form>
      )}
    </>
  );
}
