import { Link } from '@tanstack/react-router';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FavouriteItem } from '@jolda/contracts';
import { favouriteQueries, favouritesApi, useHttp } from '@jolda/api-client';
import { formatMileage, formatPrice } from '@jolda/i18n';
import { Badge, Button, EmptyState, Inline, PriceTag, Stack, Text } from '@jolda/ui';
import { Heart, TrendingDown, TrendingUp, Trash2 } from '@jolda/ui/icons';
import { AccountPage } from '../../shared/account-page';
import { useLocale } from '../../shared/use-locale';
import { AlertSwitch } from '../alerts';
import { AddToShortlist, MyShortlists } from '../shortlists';
import * as styles from './favourites.css';

function FavouriteRow({ item }: { item: FavouriteItem }) {
  const { t } = useLingui();
  const locale = useLocale();
  const http = useHttp();
  const queryClient = useQueryClient();
  const car = item.announcement;
  const name = `${car.title} ${car.year}`;
  const remove = useMutation({
    mutationFn: () => favouritesApi.removeFavourite(http, car.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: favouriteQueries.all() }),
  });
  const active = car.status === 'published';
  const change = formatPrice(Math.abs(item.priceChange), locale);
  return (
    <li className={[styles.item, active ? '' : styles.itemInactive].join(' ')} data-testid="favourite-item">
      {car.photo ? (
        <img className={styles.thumb} src={car.photo.url} alt="" width={car.photo.width} height={car.photo.height} loading="lazy" />
      ) : (
        <div className={styles.thumb} />
      )}
      <Stack space="1" minWidth="0">
        <Link to="/announcement/$id" params={{ id: car.id }} className={styles.title}>
          {name}
        </Link>
        <Text size="sm" tone="muted">
          {formatMileage(car.mileage, locale)} · {car.city.name}
        </Text>
        <Inline space="2">
          <PriceTag amount={car.price} locale={locale} size="md" />
          {item.priceChange < 0 && (
            <Text as="span" size="sm" tone="success" weight="medium">
              <TrendingDown aria-hidden size={14} /> <Trans>подешевел на {change}</Trans>
            </Text>
          )}
          {item.priceChange > 0 && (
            <Text as="span" size="sm" tone="danger" weight="medium">
              <TrendingUp aria-hidden size={14} /> <Trans>подорожал на {change}</Trans>
            </Text>
          )}
          {car.status === 'sold' && <Badge tone="danger">{t`Продан`}</Badge>}
          {car.status === 'archived' && <Badge tone="neutral">{t`Снят с публикации`}</Badge>}
        </Inline>
        {active ? (
          <AlertSwitch target="favourite" id={car.id} enabled={item.alert}>
            <Trans>Уведомить о снижении цены и продаже</Trans>
          </AlertSwitch>
        ) : null}
      </Stack>
      <div className={styles.actions}>
        <AddToShortlist id={car.id} title={name} size="sm" />
        <Button variant="ghost" size="sm" iconStart={<Trash2 size={16} />} loading={remove.isPending} onClick={() => remove.mutate()} aria-label={t`Убрать ${name} из избранного`}>
          {t`Убрать`}
        </Button>
      </div>
    </li>
  );
}

/** `/profile/favourites`: the signed-in user's favourites — sold ones marked, price changes since added, remove. */
export function FavouritesPage() {
  const { t } = useLingui();
  const http = useHttp();
  const { data } = useSuspenseQuery(favouriteQueries.list(http));
  return (
    <AccountPage title={<Trans>Избранное</Trans>}>
      {data.items.length === 0 ? (
        <EmptyState
          icon={<Heart size={28} />}
          title={t`В избранном пока пусто`}
          description={t`Нажмите на сердечко на карточке автомобиля, чтобы сохранить его здесь.`}
          actions={<Button render={(p) => <Link {...p} to="/cars/$" params={{ _splat: '' }} />}>{t`Перейти к поиску`}</Button>}
        />
      ) : (
        <Stack as="ul" space="3" margin="0" padding="0" listStyle="none">
          {data.items.map((item) => (
            <FavouriteRow key={item.announcement.id} item={item} />
          ))}
        </Stack>
      )}
      <MyShortlists />
    </AccountPage>
  );
}
