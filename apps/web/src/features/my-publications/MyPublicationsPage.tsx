import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type AnnouncementStatus, type MyAnnouncement, SOLD_UNDO_HOURS } from '@jolda/contracts';
import { bonusQueries, isApiRequestError, postingMutations, postingQueries, useHttp } from '@jolda/api-client';
import { Button, Dialog, EmptyState, ErrorState, PriceTag, Spinner, Tabs } from '@jolda/ui';
import { Eye, Heart, Phone } from '@jolda/ui/icons';
import { formatDate, formatNumber } from '@jolda/i18n';
import { useLocale } from '../../shared/use-locale';
import { MY_PUBLICATIONS_TITLE } from './my-publications-route';
import { PriceEdit } from './PriceEdit';
import { RaiseDialog, useRaiseTime } from './RaiseDialog';
import { SoldConfirmDialog } from './SoldConfirmDialog';
import * as styles from './my-publications.css';

type Tab = 'published' | 'moderation' | 'rejected' | 'sold' | 'archived';
const TABS: ReadonlyArray<{ id: Tab; label: MessageDescriptor }> = [
  { id: 'published', label: msg`Опубликованные` },
  { id: 'moderation', label: msg`На проверке` },
  { id: 'rejected', label: msg`Отклонённые` },
  { id: 'sold', label: msg`Проданные` },
  { id: 'archived', label: msg`В архиве` },
];

const REASONS: Record<string, MessageDescriptor> = {
  duplicate_vin: msg`Автомобиль с таким VIN уже продаётся в другом объявлении`,
  duplicate_photos: msg`Эти фотографии уже используются в другом объявлении`,
  no_photos: msg`В объявлении нет фотографий`,
  price_out_of_market: msg`Цена сильно отличается от рыночной — объявление проверит модератор`,
  mileage_suspicious: msg`Пробег выглядит необычно — объявление проверит модератор`,
  price_implausible: msg`Цена далека от рыночной — объявление проверит модератор`,
  mileage_implausible: msg`Пробег невозможен для этого года — объявление проверит модератор`,
};

type Action = 'sold' | 'archived' | 'published' | 'delete' | 'undo-sold' | 'raise';

function Item({
  a,
  onAction,
  busy,
  onNotice,
  nextRaiseAt,
}: {
  a: MyAnnouncement;
  onAction: (a: MyAnnouncement, action: Action) => void;
  busy: boolean;
  onNotice: (message: string) => void;
  /** When it can be raised again (null: now). */
  nextRaiseAt: string | null;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const when = useRaiseTime();
  const [editingPrice, setEditingPrice] = useState(false);
  const undoable = a.status === 'sold' && a.soldUndoUntil ? Date.parse(a.soldUndoUntil) > Date.now() : false;
  const reason = (a.rejectReason ?? a.moderationNote ?? '')
    .split(',')
    .filter(Boolean)
    .map((c) => (REASONS[c] ? i18n._(REASONS[c]) : c))
    .join(' ');
  const date = formatDate(a.updatedAt, locale, 'medium');
  return (
    <li className={styles.item} data-testid={`my-announcement-${a.id}`}>
      {a.photo ? (
        <img className={styles.photo} src={a.photo.url.replace('/page.webp', '/card.webp')} alt="" width={a.photo.width} height={a.photo.height} loading="lazy" />
      ) : (
        <div className={styles.photo} aria-hidden="true" />
      )}
      <div className={styles.body}>
        <h3 className={styles.itemTitle}>
          {a.status === 'published' || a.status === 'sold' || a.status === 'archived' ? (
            <Link to="/announcement/$id" params={{ id: a.id }}>
              {a.title}, {a.year}
            </Link>
          ) : (
            <>
              {a.title}, {a.year}
            </>
          )}
        </h3>
        {editingPrice ? (
          <PriceEdit
            a={a}
            onDone={(message) => {
              setEditingPrice(false);
              if (message) onNotice(message);
            }}
          />
        ) : (
          <div className={styles.priceLine}>
            <PriceTag amount={a.price} locale={locale} />
            {a.status !== 'sold' ? (
              <Button size="sm" variant="ghost" onClick={() => setEditingPrice(true)} aria-label={t`Изменить цену: ${a.title}, ${a.year}`}>
                <Trans>Изменить цену</Trans>
              </Button>
            ) : null}
          </div>
        )}
        <p className={styles.meta}>
          {a.city.name} · {t`обновлено ${date}`}
        </p>
        <ul className={styles.stats} aria-label={t`Статистика`}>
          <li>
            <Eye size={16} aria-hidden="true" /> {t`Просмотры: ${a.views}`}
          </li>
          <li>
            <Phone size={16} aria-hidden="true" /> {t`Показы телефона: ${a.phoneReveals}`}
          </li>
          <li>
            <Heart size={16} aria-hidden="true" /> {t`В избранном: ${a.favourites}`}
          </li>
        </ul>
        {reason ? <p className={styles.reason}>{reason}</p> : null}
        {a.status === 'published' && nextRaiseAt ? (
          <p className={styles.raiseNext} data-testid="raise-next">
            {t`Поднято в поиске. Снова поднять можно ${when(nextRaiseAt)}`}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button size="sm" variant="secondary" render={(p) => <Link {...p} to="/edit-announcement/$id" params={{ id: a.id }} />}>
            <Trans>Редактировать</Trans>
          </Button>
          {a.status === 'published' ? (
            <Button size="sm" variant="secondary" disabled={busy || nextRaiseAt !== null} onClick={() => onAction(a, 'raise')} data-testid="raise-open">
              <Trans>Поднять</Trans>
            </Button>
          ) : null}
          {a.status === 'archived' || a.status === 'sold' || a.status === 'rejected' ? (
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => onAction(a, 'published')}>
              <Trans>Опубликовать снова</Trans>
            </Button>
          ) : null}
          {a.status === 'published' || a.status === 'archived' ? (
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => onAction(a, 'sold')}>
              <Trans>Продано</Trans>
            </Button>
          ) : null}
          {undoable ? (
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => onAction(a, 'undo-sold')}>
              <Trans>Не продано — вернуть</Trans>
            </Button>
          ) : null}
          {a.status !== 'archived' ? (
            <Button size="sm" variant="ghost" disabled={busy} onClick={() => onAction(a, 'archived')}>
              <Trans>В архив</Trans>
            </Button>
          ) : null}
          <Button size="sm" variant="ghost" disabled={busy} onClick={() => onAction(a, 'delete')}>
            <Trans>Удалить</Trans>
          </Button>
        </div>
      </div>
    </li>
  );
}

export function MyPublicationsPage() {
  const { t, i18n } = useLingui();
  const http = useHttp();
  const [tab, setTab] = useState<Tab>('published');
  const [confirm, setConfirm] = useState<MyAnnouncement | null>(null);
  const [confirmSold, setConfirmSold] = useState<MyAnnouncement | null>(null);
  /** Just marked sold: the notice offers to undo it. */
  const [justSold, setJustSold] = useState<MyAnnouncement | null>(null);
  const [raising, setRaising] = useState<MyAnnouncement | null>(null);
  const [notice, setNotice] = useState('');
  const all = useQuery(postingQueries.mine(http));
  const raises = useQuery(bonusQueries.raises(http));
  const nextRaise = new Map((raises.data?.announcements ?? []).map((r) => [r.id, r.nextRaiseAt]));
  const locale = useLocale();
  const when = useRaiseTime();

  const changeStatus = useMutation(postingMutations.changeStatus(http));
  const remove = useMutation(postingMutations.remove(http));
  const undoSold = useMutation(postingMutations.undoSold(http));
  const mutation = useMutation({
    mutationFn: async ({ a, action }: { a: MyAnnouncement; action: Action }) => {
      if (action === 'delete') {
        await remove.mutateAsync(a.id);
        return { a, action, status: null as AnnouncementStatus | null };
      }
      if (action === 'undo-sold') return { a, action, status: (await undoSold.mutateAsync(a.id)).status };
      if (action === 'raise') throw new Error('a raise goes through its dialog');
      const r = await changeStatus.mutateAsync({ id: a.id, status: action });
      return { a, action, status: r.status };
    },
    onSuccess: ({ a, action, status }) => {
      setJustSold(action === 'sold' && status === 'sold' ? a : null);
      setNotice(
        action === 'undo-sold'
          ? status === 'archived'
            ? t`Продажа отменена — объявление снова в архиве`
            : t`Продажа отменена — объявление снова в поиске`
          : action === 'delete'
          ? t`Объявление удалено`
          : status === 'published'
            ? t`Объявление опубликовано`
            : status === 'sold'
              ? t`Отмечено как проданное`
              : status === 'archived'
                ? t`Перенесено в архив`
                : status === 'rejected'
                  ? t`Проверка не пройдена — объявление отклонено`
                  : t`Объявление отправлено на проверку`,
      );
    },
    onError: (e) => {
      setJustSold(null);
      setNotice(
        isApiRequestError(e) && e.code === 'sold_undo_unavailable'
          ? t`Отменить продажу уже нельзя: прошло больше ${SOLD_UNDO_HOURS} часов. Опубликуйте объявление снова.`
          : t`Не удалось выполнить действие. Попробуйте ещё раз.`,
      );
    },
  });

  const onAction = (a: MyAnnouncement, action: Action) => {
    if (action === 'delete') setConfirm(a);
    else if (action === 'sold') setConfirmSold(a);
    else if (action === 'raise') setRaising(a);
    else mutation.mutate({ a, action });
  };
  const onNotice = (message: string) => {
    setJustSold(null);
    setNotice(message);
  };

  let content;
  if (all.isPending) content = <Spinner label={t`Загружаем объявления`} />;
  else if (all.isError)
    content = (
      <ErrorState
        title={t`Не удалось загрузить объявления`}
        actions={<Button onClick={() => void all.refetch()}>{t`Повторить`}</Button>}
      />
    );
  else {
    const { items, counts } = all.data;
    content = (
      <Tabs<Tab>
        label={t`Статусы объявлений`}
        selected={tab}
        onChange={setTab}
        items={TABS.map(({ id, label }) => {
          const list = items.filter((i) => i.status === id);
          return {
            id,
            label: `${i18n._(label)} (${counts[id] ?? 0})`,
            content: list.length ? (
              <ul className={styles.list}>
                {list.map((a) => (
                  <Item key={a.id} a={a} onAction={onAction} busy={mutation.isPending} onNotice={onNotice} nextRaiseAt={nextRaise.get(a.id) ?? null} />
                ))}
              </ul>
            ) : (
              <EmptyState
                title={t`Здесь пока пусто`}
                actions={
                  <Button render={(p) => <Link {...p} to="/create-announcement" />}>
                    <Trans>Подать объявление</Trans>
                  </Button>
                }
              />
            ),
          };
        })}
      />
    );
  }

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>{i18n._(MY_PUBLICATIONS_TITLE)}</h1>
        <Button render={(p) => <Link {...p} to="/create-announcement" />}>
          <Trans>Подать объявление</Trans>
        </Button>
      </div>
      <p className={styles.notice} role="status" aria-live="polite" data-testid="my-publications-notice">
        {notice}
        {justSold ? (
          <>
            {' '}
            <Button size="sm" variant="ghost" disabled={mutation.isPending} onClick={() => mutation.mutate({ a: justSold, action: 'undo-sold' })}>
              <Trans>Отменить</Trans>
            </Button>
          </>
        ) : null}
      </p>
      {content}
      <RaiseDialog
        car={raising}
        onClose={() => setRaising(null)}
        onRaised={(r) => {
          const charged = formatNumber(r.charged, locale);
          const balance = formatNumber(r.balance, locale);
          const next = when(r.nextRaiseAt);
          setNotice(t`Объявление поднято в начало поиска. Списано баллов: ${charged}, на счёте: ${balance}. Снова поднять можно ${next}.`);
        }}
      />
      <Dialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={t`Удалить объявление?`}
        closeLabel={t`Закрыть`}
        alert
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirm(null)}>
              <Trans>Отмена</Trans>
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                if (confirm) mutation.mutate({ a: confirm, action: 'delete' });
                setConfirm(null);
              }}
            >
              <Trans>Удалить</Trans>
            </Button>
          </>
        }
      >
        <p>{confirm ? t`«${confirm.title}, ${confirm.year}» будет удалено без возможности восстановления.` : null}</p>
      </Dialog>
      <SoldConfirmDialog
        car={confirmSold}
        onCancel={() => setConfirmSold(null)}
        onConfirm={() => {
          if (confirmSold) mutation.mutate({ a: confirmSold, action: 'sold' });
          setConfirmSold(null);
        }}
      />
    </div>
  );
}
