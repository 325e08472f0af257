import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ShortlistItem, ShortlistItemState } from '@jolda/contracts';
import { shortlistMutations, shortlistQueries, useHttp } from '@jolda/api-client';
import { formatMileage, formatNumber, formatPrice } from '@jolda/i18n';
import { Badge, type BadgeTone, Button, Dialog, EmptyState, Inline, PriceTag, Stack, Text } from '@jolda/ui';
import { Car, TrendingDown, TrendingUp, Trash2 } from '@jolda/ui/icons';
import type { MessageDescriptor } from '@lingui/core';
import { ShareButton } from '../../shared/ShareButton';
import { useLocale } from '../../shared/use-locale';
import { carsCount } from './cars-count';
import { NameForm } from './NameForm';
import * as styles from './shortlists.css';

const STATE: Record<ShortlistItemState, { label: MessageDescriptor; tone: BadgeTone }> = {
  on_sale: { label: msg`В продаже`, tone: 'success' },
  sold: { label: msg`Продан`, tone: 'danger' },
  removed: { label: msg`Снят с продажи`, tone: 'neutral' },
};

function ItemRow({ item, listId, mine }: { item: ShortlistItem; listId: string; mine: boolean }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const http = useHttp();
  const remove = useMutation(shortlistMutations.toggleItem(http));
  const car = item.car;
  const name = `${item.title} ${item.year}`;
  const price = car?.price ?? item.priceAtAdd;
  const delta = car ? car.price - item.priceAtAdd : 0;
  const change = formatPrice(Math.abs(delta), locale);
  const state = STATE[item.state];
  return (
    <li className={[styles.item, item.state === 'on_sale' ? '' : styles.itemInactive].join(' ')} data-testid="shortlist-item" data-state={item.state}>
      {car?.photo ? (
        <img className={styles.thumb} src={car.photo.url} alt="" width={car.photo.width} height={car.photo.height} loading="lazy" />
      ) : (
        <div className={styles.thumb} aria-hidden>
          <Car size={28} />
        </div>
      )}
      <Stack space="1" minWidth="0">
        {car ? (
          <Link to="/announcement/$id" params={{ id: car.id }} className={styles.title}>
            {name}
          </Link>
        ) : (
          <span className={styles.title}>{name}</span>
        )}
        {car && (
          <Text size="sm" tone="muted">
            {formatMileage(car.mileage, locale)} · {car.city.name}
          </Text>
        )}
        <Inline space="2">
          <span data-testid="shortlist-price" className={item.state === 'on_sale' ? undefined : styles.oldPrice}>
            <PriceTag amount={price} locale={locale} size="md" />
          </span>
          <Badge tone={state.tone}>{i18n._(state.label)}</Badge>
          {delta < 0 && (
            <Text as="span" size="sm" tone="success" weight="medium">
              <TrendingDown aria-hidden size={14} /> <Trans>подешевел на {change}</Trans>
            </Text>
          )}
          {delta > 0 && (
            <Text as="span" size="sm" tone="danger" weight="medium">
              <TrendingUp aria-hidden size={14} /> <Trans>подорожал на {change}</Trans>
            </Text>
          )}
        </Inline>
      </Stack>
      {mine && (
        <div className={styles.actions}>
          <Button
            variant="ghost"
            size="sm"
            iconStart={<Trash2 size={16} />}
            loading={remove.isPending}
            onClick={() => remove.mutate({ id: listId, announcementId: item.announcementId, add: false })}
            aria-label={t`Убрать ${name} из подборки`}
          >
            {t`Убрать`}
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * `/myroll/{id}`: a shortlist by its link. Anyone sees its cars as they are now (current price, sold and removed
 * marked) in their own language; the owner also renames it, takes cars out, shares the link and deletes it.
 */
export function ShortlistPage({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const http = useHttp();
  const navigate = useNavigate();
  const { data } = useSuspenseQuery(shortlistQueries.detail(http, id));
  const [renaming, setRenaming] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const rename = useMutation(shortlistMutations.rename(http));
  const remove = useMutation(shortlistMutations.remove(http));
  const n = data.items.length;
  const onSale = data.items.filter((i) => i.state === 'on_sale').length;
  const carsText = carsCount(i18n, n, locale);
  const onSaleText = formatNumber(onSale, locale);
  return (
    <Stack space="4" maxWidth="wide" marginX="auto" paddingX="4" paddingY="6" data-testid="shortlist-page">
      <Stack as="header" space="2">
        <Text size="sm" tone="muted" weight="medium">
          <Trans>Подборка</Trans>
        </Text>
        {renaming ? (
          <NameForm
            initial={data.name}
            label={t`Название подборки`}
            submitLabel={t`Сохранить`}
            testId="shortlist-rename"
            onCancel={() => setRenaming(false)}
            onSubmit={async (name) => {
              await rename.mutateAsync({ id, name });
              setRenaming(false);
            }}
          />
        ) : (
          <h1 className={styles.heading} data-testid="shortlist-name">
            {data.name}
          </h1>
        )}
        <Text size="sm" tone="muted" data-testid="shortlist-summary">
          {carsText} · <Trans>в продаже: {onSaleText}</Trans>
        </Text>
        <Text size="sm" tone="muted">
          <Trans>Цены и статус — на сейчас: проданные и снятые с продажи отмечены.</Trans>
        </Text>
        {data.mine && (
          <Inline space="2" alignY="start">
            <ShareButton title={data.name} fieldLabel={t`Ссылка на подборку`} testId="shortlist-share" />
            {!renaming && (
              <Button variant="secondary" onClick={() => setRenaming(true)} data-testid="shortlist-rename-open">
                <Trans>Переименовать</Trans>
              </Button>
            )}
            <Button variant="ghost" iconStart={<Trash2 size={16} />} onClick={() => setConfirmDelete(true)}>
              <Trans>Удалить подборку</Trans>
            </Button>
          </Inline>
        )}
      </Stack>
      {n === 0 ? (
        <EmptyState
          icon={<Car size={28} />}
          title={t`В подборке пока нет автомобилей`}
          description={
            data.mine
              ? t`Добавляйте автомобили кнопкой «В подборку» на странице объявления или в избранном.`
              : t`Владелец подборки ещё не добавил автомобили.`
          }
          actions={<Button render={(p) => <Link {...p} to="/cars/$" params={{ _splat: '' }} />}>{t`Перейти к поиску`}</Button>}
        />
      ) : (
        <Stack as="ul" space="3" margin="0" padding="0" listStyle="none">
          {data.items.map((item) => (
            <ItemRow key={item.announcementId} item={item} listId={id} mine={data.mine} />
          ))}
        </Stack>
      )}
      {confirmDelete && (
        <Dialog
          open
          alert
          size="sm"
          onOpenChange={setConfirmDelete}
          title={t`Удалить подборку «${data.name}»?`}
          closeLabel={t`Закрыть`}
          footer={
            <>
              <Button variant="ghost" onClick={() => setConfirmDelete(false)}>
                {t`Отмена`}
              </Button>
              <Button
                variant="danger"
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(id, { onSuccess: () => void navigate({ to: '/profile/favourites' }) })
                }
              >
                {t`Удалить`}
              </Button>
            </>
          }
        >
          <Text size="sm" tone="muted">
            <Trans>Ссылка на неё перестанет открываться. Автомобили останутся в поиске и избранном.</Trans>
          </Text>
        </Dialog>
      )}
    </Stack>
  );
}
