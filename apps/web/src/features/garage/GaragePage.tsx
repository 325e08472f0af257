import { useState } from 'react';
import { Link, useLocation } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { garageMutations, garageQueries, isApiRequestError, useHttp } from '@jolda/api-client';
import { GARAGE_PUSH_LEAD_DAYS } from '@jolda/contracts';
import { loginRedirectHref } from '@jolda/auth';
import { formatMileage } from '@jolda/i18n';
import { Button, EmptyState, ErrorState, Inline, Spinner, Stack, Text } from '@jolda/ui';
import { useLocale } from '../../shared/use-locale';
import { PushOptIn, PushOutbox } from '../push';
import { AddCarForm } from './AddCarForm';
import { CarPanel } from './CarPanel';
import { GARAGE_TITLE } from './garage-route';
import * as styles from './garage.css';

/** `/garage`: a driver's cars with their due dates, tax, service log, fines and value; a visitor is asked to sign in. */
export function GaragePage({ signedIn }: { signedIn: boolean }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const location = useLocation();
  return (
    <article className={styles.page}>
      {signedIn ? (
        <Garage />
      ) : (
        <>
          <Stack as="header" space="3" minWidth="0">
            <h1 className={styles.title}>{i18n._(GARAGE_TITLE)}</h1>
            <Text tone="muted">
              <Trans>
                Ваши автомобили в одном месте: напоминания о страховке ОГПО, техосмотре и транспортном налоге, журнал обслуживания с расходами по годам,
                штрафы и рыночная цена по объявлениям Jolda.
              </Trans>
            </Text>
          </Stack>
          <Inline space="2">
            <Button variant="primary" href={loginRedirectHref(location.pathname, locale)} data-testid="garage-sign-in">
              <Trans>Войти, чтобы открыть гараж</Trans>
            </Button>
          </Inline>
        </>
      )}
    </article>
  );
}

function Garage() {
  const { t, i18n } = useLingui();
  const http = useHttp();
  const locale = useLocale();
  const garage = useQuery(garageQueries.list(http));
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState('');
  const fromAnnouncement = useMutation({
    ...garageMutations.addFromAnnouncement(http),
    onSuccess: (car) => setNotice(t`${car.brand.name} ${car.model.name} добавлен в гараж`),
    onError: (e) =>
      setNotice(isApiRequestError(e) && e.code === 'already_in_garage' ? t`Этот автомобиль уже в вашем гараже` : t`Не удалось добавить. Попробуйте ещё раз.`),
  });

  const header = (
    <Inline as="header" space="3" align="between">
      <h1 className={styles.title}>{i18n._(GARAGE_TITLE)}</h1>
      {!adding && garage.data && garage.data.cars.length > 0 ? (
        <Button onClick={() => setAdding(true)} data-testid="garage-add">
          <Trans>Добавить автомобиль</Trans>
        </Button>
      ) : null}
    </Inline>
  );
  if (garage.isPending) {
    return (
      <>
        {header}
        <Spinner label={t`Загружаем гараж`} />
      </>
    );
  }
  if (garage.isError) {
    return (
      <>
        {header}
        <ErrorState title={t`Не удалось загрузить гараж`} actions={<Button onClick={() => void garage.refetch()}>{t`Повторить`}</Button>} />
      </>
    );
  }
  const { cars, addable } = garage.data;
  const [leadFar, leadNear, leadLast] = GARAGE_PUSH_LEAD_DAYS;
  const showForm = adding || cars.length === 0;
  return (
    <>
      {header}
      {/* One item of the page's column: the status line, empty until a car is added, adds no gap of its own. */}
      <div>
        <Text tone="muted" data-testid="garage-lead">
          <Trans>Сроки страховки, техосмотра и налога, расходы на обслуживание, штрафы и цена вашего автомобиля на рынке.</Trans>
        </Text>
        <p className={styles.notice} role="status" aria-live="polite">
          {notice}
        </p>
      </div>
      <PushOptIn>
        <Trans>
          Пришлём уведомление за {leadFar}, {leadNear} и {leadLast} день до конца полиса ОГПО, техосмотра и срока уплаты транспортного налога — даже
          когда сайт закрыт.
        </Trans>
      </PushOptIn>
      {showForm ? (
        <section className={styles.card} aria-labelledby="garage-add-title">
          <h2 id="garage-add-title" className={styles.sectionTitle}>
            <Trans>Добавить автомобиль</Trans>
          </h2>
          {cars.length === 0 ? (
            <Text size="sm" tone="muted">
              <Trans>В гараже пока нет машин. Добавьте свою по VIN или госномеру — или из своих объявлений ниже.</Trans>
            </Text>
          ) : null}
          <AddCarForm
            onDone={() => {
              setAdding(false);
            }}
          />
        </section>
      ) : null}
      {addable.length > 0 ? (
        <Stack as="section" space="3" minWidth="0" aria-labelledby="garage-addable">
          <h2 id="garage-addable" className={styles.subTitle}>
            <Trans>Из моих объявлений</Trans>
          </h2>
          <Stack as="ul" space="2" margin="0" padding="0" listStyle="none" data-testid="garage-addable">
            {addable.map((a) => (
              <li key={a.id} className={styles.row}>
                <span className={styles.rowMain}>
                  <Link to="/announcement/$id" params={{ id: a.id }}>
                    {a.title}, {a.year}
                  </Link>
                  <Text as="span" size="sm" tone="muted">{formatMileage(a.mileage, locale)}</Text>
                </span>
                <Button size="sm" variant="secondary" loading={fromAnnouncement.isPending && fromAnnouncement.variables === a.id} onClick={() => fromAnnouncement.mutate(a.id)}>
                  <Trans>Добавить в гараж</Trans>
                </Button>
              </li>
            ))}
          </Stack>
        </Stack>
      ) : null}
      {cars.length === 0 && !showForm ? <EmptyState title={t`В гараже пока нет машин`} /> : null}
      {cars.map((car) => (
        <CarPanel key={car.id} car={car} />
      ))}
      <PushOutbox />
    </>
  );
}
