import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { MarketModelPage, TestDrive } from '@jolda/contracts';
import { almatyClock, clockTime } from '@jolda/contracts';
import { isApiRequestError, loadContractSchemas, marketApi, marketMutations, marketQueries, useHttp } from '@jolda/api-client';
import { useSessionStore } from '@jolda/auth';
import { Button, Input, NativeSelect, PhoneInput, SlotPicker, Spinner } from '@jolda/ui';
import { useLocale } from '../../shared/use-locale';
import { SignInCodeField, phoneProblemText, usePhoneSignIn } from '../auth';
import { fieldMessage, formErrors } from './errors';
import { dayLabel } from './text';
import * as styles from './market.css';

/**
 * The test-drive booking form of the model page (its section and heading are `TestDriveSection`, which loads this
 * chunk when the section nears the screen, is touched, or the page is idle): a dealer of the brand in the city, a free
 * 30-minute slot from its hours (loaded once the form is there: they change by the minute), name and phone. Signed-in
 * buyers book at once; a signed-out visitor confirms the phone with an SMS code right in this form (no trip to /login,
 * nothing typed is lost): the form is checked against the booking's contract first, then the code is sent to the
 * phone, then the code signs in and the booking is sent. A slot booked by someone else meanwhile answers 409 and the
 * slots are reloaded.
 */
export function TestDriveForm({ page, dealers }: { page: MarketModelPage; dealers: MarketModelPage['dealers'] }) {
  const { t, i18n } = useLingui();
  const http = useHttp();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const signedIn = useSessionStore((s) => s.signedIn);
  const signIn = usePhoneSignIn();
  const [code, setCode] = useState('');
  /** The form's own check (signed out, before a code is sent): messages per field. */
  const [local, setLocal] = useState<Record<string, string>>({});
  const clearLocal = (key: string) => setLocal((f) => (key in f ? Object.fromEntries(Object.entries(f).filter(([k]) => k !== key)) : f));
  const [dealer, setDealer] = useState(dealers[0]?.slug ?? '');
  const [slot, setSlot] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [phone, setPhone] = useState<string | null>(null);
  const [phoneText, setPhoneText] = useState('');
  const q = { brand: page.brand.slug, model: page.model.slug, days: 7 };
  const slots = useQuery({ ...marketQueries.slots(http, dealer, q), enabled: Boolean(dealer) });
  const book = useMutation({
    mutationKey: marketMutations.bookTestDrive(),
    mutationFn: () =>
      marketApi.bookTestDrive(http, { dealer, brand: page.brand.slug, model: page.model.slug, startsAt: slot ?? '', name, phone: phone ?? phoneText }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketQueries.mine() }),
    onError: (error) => {
      if (isApiRequestError(error) && error.code === 'slot_taken') {
        setSlot(null);
        void slots.refetch();
      }
    },
  });
  const apiErrors = book.error ? formErrors(i18n, book.error) : { fields: {} as Record<string, string>, form: null };
  const errors = { fields: { ...local, ...apiErrors.fields }, form: apiErrors.form };
  /**
   * The booking as the API will read it, checked by the same contract: the phone (E.164) or messages per field. The
   * contract (and zod) is loaded on the first submit, with the client's schema chunk: imported here, it was in the model
   * page's first JavaScript (zod and the market, posting and announcement schemas built at every page load).
   */
  const check = async (): Promise<string | null> => {
    const { testDriveInputSchema } = await loadContractSchemas();
    const parsed = testDriveInputSchema.safeParse({ dealer, brand: page.brand.slug, model: page.model.slug, startsAt: slot ?? '', name, phone: phone ?? phoneText });
    if (parsed.success) {
      setLocal({});
      return parsed.data.phone;
    }
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'form');
      fields[key] ??= fieldMessage(i18n, issue.message);
    }
    setLocal(fields);
    return null;
  };
  const submitSignedOut = async () => {
    book.reset();
    const e164 = await check();
    if (!e164) return;
    if (signIn.sentTo !== e164) {
      setCode('');
      await signIn.requestCode(e164);
      return;
    }
    if (await signIn.verify(code)) book.mutate();
  };
  const done: TestDrive | undefined = book.data;
  return done ? (
    <Booked drive={done} />
  ) : (
    <form
      className={styles.formWide}
      noValidate
      aria-busy={book.isPending || signIn.busy}
      onSubmit={(e) => {
        e.preventDefault();
        if (!slot || book.isPending || signIn.busy) return;
        if (signedIn) book.mutate();
        else void submitSignedOut();
      }}
    >
      <NativeSelect
        label={t`Дилер`}
        value={dealer || null}
        onChange={(v) => {
          setDealer(v ?? '');
          setSlot(null);
        }}
        options={dealers.map((d) => ({ value: d.slug, label: `${d.name}, ${d.address}` }))}
      />
      {slots.data ? (
        <SlotPicker
          label={t`Дата и время (по Алматы)`}
          partLabels={{ day: t`День`, time: t`Время` }}
          days={slots.data.days.map((d) => ({
            key: d.date,
            label: dayLabel(d.date, locale),
            slots: d.slots.map((s) => ({ value: s.startsAt, label: s.time, disabled: !s.free })),
          }))}
          value={slot}
          onChange={setSlot}
          emptyLabel={t`В этот день свободного времени нет`}
        />
      ) : slots.isError ? (
        <p className={styles.muted}>{t`Не удалось загрузить расписание.`}</p>
      ) : (
        <Spinner label={t`Загружаем свободное время`} />
      )}
      {errors.fields['startsAt'] ? <p role="alert" className={styles.muted}>{errors.fields['startsAt']}</p> : null}
      <div className={styles.twoCols}>
        <Input
          label={t`Имя`}
          value={name}
          onValueChange={(v) => {
            setName(v);
            clearLocal('name');
          }}
          autoComplete="name"
          errorMessage={errors.fields['name']}
          required
        />
        <PhoneInput
          label={t`Телефон`}
          value={phoneText}
          onValueChange={(v) => {
            setPhone(v.e164);
            setPhoneText(v.national);
            clearLocal('phone');
            // Another number: the code sent to the old one is no use.
            if (signIn.sentTo && v.e164 !== signIn.sentTo) signIn.reset();
          }}
          errorMessage={errors.fields['phone'] ?? (signedIn ? undefined : phoneProblemText(signIn))}
          required
        />
      </div>
      {!signedIn && signIn.sentTo ? <SignInCodeField signIn={signIn} value={code} onChange={setCode} /> : null}
      {errors.form ? (
        <p role="alert" className={styles.muted}>
          {errors.form}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={!slot} loading={book.isPending || signIn.busy} data-testid="book-test-drive">
          {signedIn ? t`Записаться на тест-драйв` : signIn.sentTo ? t`Подтвердить код и записаться` : t`Получить код и записаться`}
        </Button>
        {signedIn ? null : (
          <span className={styles.muted}>
            {signIn.sentTo ? t`Код подтверждает номер и входит в Jolda: запись появится в профиле.` : t`Без пароля: подтвердите номер кодом из SMS, запись появится в профиле.`}
          </span>
        )}
      </div>
    </form>
  );
}

function Booked({ drive }: { drive: TestDrive }) {
  const { t, i18n } = useLingui();
  const http = useHttp();
  const locale = useLocale();
  const cancel = useMutation({
    mutationKey: marketMutations.cancelTestDrive(),
    mutationFn: () => marketApi.cancelTestDrive(http, drive.id),
  });
  const { date, minute } = almatyClock(new Date(drive.startsAt));
  const when = `${dayLabel(date, locale)}, ${clockTime(minute)}`;
  const car = `${drive.brand.name} ${drive.model.name}`;
  if (cancel.data) {
    return (
      <div className={styles.thanks} role="status" data-testid="test-drive-cancelled">
        <p className={styles.status}>{t`Запись на тест-драйв ${car} (${when}) отменена.`}</p>
      </div>
    );
  }
  return (
    <div className={styles.thanks} role="status" data-testid="test-drive-booked">
      <p className={styles.status}>{t`Вы записаны на тест-драйв ${car}: ${when}.`}</p>
      <p className={styles.muted}>
        {drive.dealer.name}, {drive.dealer.address}, {drive.dealer.city.name}
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" href={drive.calendarUrl} download>
          {t`Добавить в календарь (.ics)`}
        </Button>
        <Button variant="ghost" loading={cancel.isPending} onClick={() => cancel.mutate()}>
          {t`Отменить запись`}
        </Button>
      </div>
      {cancel.error ? (
        <p role="alert" className={styles.muted}>
          {formErrors(i18n, cancel.error).form}
        </p>
      ) : null}
    </div>
  );
}
