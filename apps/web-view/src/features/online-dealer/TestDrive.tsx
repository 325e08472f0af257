import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { MarketModelPage } from '@jolda/contracts';
import { isApiRequestError, marketApi, marketMutations, marketQueries, useHttp } from '@jolda/api-client';
import { formatPrice } from '@jolda/i18n';
import { useScreen, useScreenReady } from '../../app/bridge-context';
import { useSignedIn } from '../../app/use-signed-in';
import { ScreenSkeleton } from '../shell/ScreenSkeleton';
import { ScreenLink } from '../shell/ScreenLink';
import { LoadErrorState, NotFoundState, isNotFound } from '../shell/States';
import * as shell from '../shell/shell.css';
import { formErrors } from './errors';
import { SignInNeeded } from './SignInNeeded';
import { dayMonth } from './text';
import * as styles from './od.css';

const TD = '/web-view/online-dealer/test-drive';
const cityQuery = (city: string | undefined) => (city ? `&city=${encodeURIComponent(city)}` : '');

/** `test-drive/mark`: the brands with dealers in the city, to book a test drive of. */
export function TestDriveMark({ city }: { city: string | undefined }) {
  const { t } = useLingui();
  const http = useHttp();
  const query = useQuery(marketQueries.home(http, { city }));
  useScreenReady(query.isSuccess, t`Тест-драйв: марка`);
  if (query.isPending) return <ScreenSkeleton />;
  if (query.isError) return isNotFound(query.error) ? <NotFoundState title={t`Город не найден`} description={t`В этом городе нет официальных дилеров Jolda.`} /> : <LoadErrorState onRetry={() => void query.refetch()} />;
  return (
    <main className={shell.screen}>
      <h1 className={shell.title}>{t`Тест-драйв`}</h1>
      <p className={shell.muted}>{t`Выберите марку — ${query.data.city.name}`}</p>
      <ul className={shell.list} data-testid="td-brands">
        {query.data.brands.map((b) => (
          <li key={b.slug}>
            <ScreenLink to={`${TD}/model?mark=${b.slug}${cityQuery(city)}`} className={styles.tile}>
              <img className={styles.tileImage} src={b.photo} alt="" width={112} height={84} loading="lazy" />
              <span className={styles.tileBody}>
                <span className={styles.tileTitle}>{b.name}</span>
                <span className={shell.muted}>{t`Моделей: ${b.modelCount}`}</span>
              </span>
            </ScreenLink>
          </li>
        ))}
      </ul>
    </main>
  );
}

/** `test-drive/model?mark=`: the brand's models, to book a test drive of. */
export function TestDriveModel({ mark, city }: { mark: string; city: string | undefined }) {
  const { t } = useLingui();
  const { locale } = useScreen();
  const http = useHttp();
  const query = useQuery({ ...marketQueries.brand(http, mark, { city }), enabled: mark !== '' });
  useScreenReady(query.isSuccess || mark === '', query.data ? query.data.brand.name : null);
  if (mark === '' || (query.isError && isNotFound(query.error))) {
    return <NotFoundState title={t`Марка не найдена`} description={t`Этой марки нет у официальных дилеров.`} />;
  }
  if (query.isPending) return <ScreenSkeleton />;
  if (query.isError) return <LoadErrorState onRetry={() => void query.refetch()} />;
  return (
    <main className={shell.screen}>
      <h1 className={shell.title}>{t`Тест-драйв ${query.data.brand.name}`}</h1>
      <p className={shell.muted}>{t`Выберите модель`}</p>
      <ul className={shell.list} data-testid="td-models">
        {query.data.models.map((m) => (
          <li key={m.slug}>
            <ScreenLink to={`${TD}?brand=${mark}&model=${m.slug}${cityQuery(city)}`} className={styles.tile}>
              <img className={styles.tileImage} src={m.photo} alt="" width={112} height={84} loading="lazy" />
              <span className={styles.tileBody}>
                <span className={styles.tileTitle}>
                  {query.data.brand.name} {m.name}
                </span>
                <span className={styles.price}>{t`от ${formatPrice(m.priceFrom, locale)}`}</span>
              </span>
            </ScreenLink>
          </li>
        ))}
      </ul>
    </main>
  );
}

/** `test-drive?brand=&model=`: a dealer of the brand, a free 30-minute slot, name and phone; the app hears `test-drive-sent`. */
export function TestDrive({ brand, model, city }: { brand: string; model: string; city: string | undefined }) {
  const { t } = useLingui();
  const http = useHttp();
  const ok = brand !== '' && model !== '';
  const query = useQuery({ ...marketQueries.model(http, brand, model, { city }), enabled: ok });
  const title = query.data ? t`Тест-драйв ${query.data.brand.name} ${query.data.model.name}` : null;
  useScreenReady(query.isSuccess || !ok, title);
  if (!ok || (query.isError && isNotFound(query.error))) {
    return <NotFoundState title={t`Модель не найдена`} description={t`Этой модели нет у официальных дилеров.`} />;
  }
  if (query.isPending) return <ScreenSkeleton />;
  if (query.isError) return <LoadErrorState onRetry={() => void query.refetch()} />;
  return (
    <main className={shell.screen}>
      <h1 className={shell.title}>{title}</h1>
      <Booking page={query.data} />
    </main>
  );
}

function Booking({ page }: { page: MarketModelPage }) {
  const { t, i18n } = useLingui();
  const { bridge, locale } = useScreen();
  const http = useHttp();
  const queryClient = useQueryClient();
  const signedIn = useSignedIn();
  const dealers = page.dealers.filter((d) => d.services.includes('test_drive'));
  const [dealer, setDealer] = useState(dealers[0]?.slug ?? '');
  const [slot, setSlot] = useState('');
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const q = { brand: page.brand.slug, model: page.model.slug, days: 7 };
  const slots = useQuery({ ...marketQueries.slots(http, dealer, q), enabled: dealer !== '' });
  const book = useMutation({
    mutationKey: marketMutations.bookTestDrive(),
    mutationFn: () => marketApi.bookTestDrive(http, { dealer, brand: page.brand.slug, model: page.model.slug, startsAt: slot, name, phone }),
    onSuccess: (booked) => {
      void queryClient.invalidateQueries({ queryKey: marketQueries.mine() });
      void bridge.send('haptic', { style: 'success' });
      void bridge.send('test-drive-sent', { testDriveId: booked.id });
    },
    onError: (error) => {
      if (isApiRequestError(error) && error.code === 'slot_taken') {
        setSlot('');
        void slots.refetch();
      }
    },
  });
  const errors = book.error ? formErrors(i18n, book.error) : { fields: {} as Record<string, string>, form: null };

  if (!dealers.length) return <p>{t`В этом городе нет дилера марки с тест-драйвом.`}</p>;
  if (book.data) {
    const at = book.data.startsAt;
    return (
      <section className={shell.card} role="status" data-testid="test-drive-done">
        <strong>{t`Вы записаны на тест-драйв`}</strong>
        <span>
          {dayMonth(at.slice(0, 10), locale)}, {slots.data?.days.flatMap((d) => d.slots).find((s) => s.startsAt === at)?.time ?? ''} · {book.data.dealer.name}, {book.data.dealer.address}
        </span>
      </section>
    );
  }
  if (!signedIn) return <SignInNeeded text={t`Чтобы записаться на тест-драйв, войдите в приложение.`} />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    book.mutate();
  };
  return (
    <form className={styles.group} onSubmit={submit} noValidate>
      <label className={styles.field}>
        <span>{t`Дилер`}</span>
        <select
          className={styles.input}
          value={dealer}
          onChange={(e) => {
            setDealer(e.target.value);
            setSlot('');
          }}
        >
          {dealers.map((d) => (
            <option key={d.slug} value={d.slug}>
              {d.name}, {d.address}
            </option>
          ))}
        </select>
      </label>
      <fieldset className={styles.group}>
        <legend className={shell.subtitle}>{t`Время`}</legend>
        {slots.isPending ? (
          <p className={shell.muted}>{t`Загружаем свободное время…`}</p>
        ) : slots.isError ? (
          <p role="alert">{t`Не удалось загрузить свободное время.`}</p>
        ) : (
          slots.data.days.map((day) => {
            const free = day.slots.filter((s) => s.free);
            if (!free.length) return null;
            return (
              <div key={day.date} className={styles.group}>
                <span className={shell.muted}>{dayMonth(day.date, locale)}</span>
                <div className={styles.row}>
                  {free.map((s) => (
                    <label key={s.startsAt} className={slot === s.startsAt ? shell.action : shell.secondaryAction} data-testid="slot">
                      <input
                        type="radio"
                        name="slot"
                        value={s.startsAt}
                        checked={slot === s.startsAt}
                        onChange={() => {
                          setSlot(s.startsAt);
                          void bridge.send('haptic', { style: 'selection' });
                        }}
                        style={{ position: 'absolute', opacity: 0, width: 1, height: 1 }}
                      />
                      {s.time}
                    </label>
                  ))}
                </div>
              </div>
            );
          })
        )}
        {errors.fields['startsAt'] && <p role="alert">{errors.fields['startsAt']}</p>}
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
      {errors.form && <p role="alert">{errors.form}</p>}
      <button type="submit" className={shell.action} disabled={book.isPending || slot === ''} data-testid="book-test-drive">
        {book.isPending ? t`Записываем…` : t`Записаться`}
      </button>
    </form>
  );
}
