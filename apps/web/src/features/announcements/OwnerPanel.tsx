import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type AnnouncementOwnerView, RAISE_RULE, SOLD_UNDO_HOURS } from '@jolda/contracts';
import { isApiRequestError, postingMutations, useHttp } from '@jolda/api-client';
import { formatNumber } from '@jolda/i18n';
import { Box, Button, Heading, Inline, Stack, Text } from '@jolda/ui';
import { Eye, Heart, Phone } from '@jolda/ui/icons';
import { useLocale } from '../../shared/use-locale';
import { PriceEdit, RaiseDialog, SoldConfirmDialog, useRaiseTime } from '../my-publications';
import * as styles from './AnnouncementPage.css';

export type OwnerView = Extract<AnnouncementOwnerView, { own: true }>;

/**
 * The owner's panel on their own car page (issue 23 item 10), where a visitor has the seller's contacts: the price
 * changed in place, "Поднять" with what it does and when it can be done again, "Редактировать", "Продано" with a
 * confirmation and an undo, and the counters. Below lg its main actions are the bar fixed to the bottom of the screen
 * (the visitor's call/message bar). Its own chunk: a buyer's first JavaScript does not carry it (`owner-panel-lazy.ts`).
 *
 * The writes are "my publications"' own (`PriceEdit`, `RaiseDialog`, `postingMutations`); they invalidate the page's
 * announcement and this panel's answer, and for the owner the page takes the price history and the price rating from
 * this panel's answer (never cached; the public extras are, for a minute), so the page shows the new price, its
 * history and its rating without a reload.
 */
export function OwnerPanel({ view }: { view: OwnerView }) {
  const { t } = useLingui();
  const locale = useLocale();
  const http = useHttp();
  const when = useRaiseTime();
  const a = view.item;
  const [editing, setEditing] = useState(false);
  const [raising, setRaising] = useState(false);
  const [confirmSold, setConfirmSold] = useState(false);
  const [notice, setNotice] = useState('');
  const [justSold, setJustSold] = useState(false);
  const changeStatus = useMutation(postingMutations.changeStatus(http));
  const undoSold = useMutation(postingMutations.undoSold(http));
  const busy = changeStatus.isPending || undoSold.isPending;
  const published = a.status === 'published';
  const undoable = a.status === 'sold' && a.soldUndoUntil !== null && a.soldUndoUntil !== undefined && Date.parse(a.soldUndoUntil) > Date.now();

  const markSold = () => {
    setConfirmSold(false);
    changeStatus.mutate(
      { id: a.id, status: 'sold' },
      {
        onSuccess: (r) => {
          setJustSold(r.status === 'sold');
          setNotice(r.status === 'sold' ? t`Отмечено как проданное` : t`Не удалось выполнить действие. Попробуйте ещё раз.`);
        },
        onError: () => setNotice(t`Не удалось выполнить действие. Попробуйте ещё раз.`),
      },
    );
  };
  const undo = () =>
    undoSold.mutate(a.id, {
      onSuccess: (r) => {
        setJustSold(false);
        setNotice(r.status === 'archived' ? t`Продажа отменена — объявление снова в архиве` : t`Продажа отменена — объявление снова в поиске`);
      },
      onError: (e) => {
        setJustSold(false);
        setNotice(
          isApiRequestError(e) && e.code === 'sold_undo_unavailable'
            ? t`Отменить продажу уже нельзя: прошло больше ${SOLD_UNDO_HOURS} часов. Опубликуйте объявление снова.`
            : t`Не удалось выполнить действие. Попробуйте ещё раз.`,
        );
      },
    });

  const views = formatNumber(a.views, locale);
  const favourites = formatNumber(a.favourites, locale);
  const reveals = formatNumber(a.phoneReveals, locale);
  const points = formatNumber(RAISE_RULE.points, locale);
  const hours = RAISE_RULE.cooldownHours;

  return (
    <section className={styles.sellerBox} aria-labelledby="owner-panel-title" data-testid="owner-panel">
      <Stack space="3">
        <Heading level={2} size={4} id="owner-panel-title">
          <Trans>Ваше объявление</Trans>
        </Heading>
        <Inline space="3" aria-label={t`Статистика`} role="list" data-testid="owner-counters">
          <Inline space="1" role="listitem">
            <Eye size={16} aria-hidden="true" />
            <Text as="span" size="sm">{t`Просмотры: ${views}`}</Text>
          </Inline>
          <Inline space="1" role="listitem">
            <Heart size={16} aria-hidden="true" />
            <Text as="span" size="sm">{t`В избранном: ${favourites}`}</Text>
          </Inline>
          <Inline space="1" role="listitem">
            <Phone size={16} aria-hidden="true" />
            <Text as="span" size="sm">{t`Показы телефона: ${reveals}`}</Text>
          </Inline>
        </Inline>
        {published ? (
          <Text size="sm" tone="muted" data-testid="owner-raise-note">
            {view.nextRaiseAt
              ? t`Поднято в поиске. Снова поднять можно ${when(view.nextRaiseAt)}`
              : t`«Поднять» ставит объявление первым в поиске «сначала новые», как только что опубликованное. ${points} баллов, раз в ${hours} ч.`}
          </Text>
        ) : null}
        <div className={styles.contactBar} data-testid="owner-bar">
          {editing ? (
            <Box flexGrow={1}>
              <PriceEdit
                a={a}
                onDone={(message) => {
                  setEditing(false);
                  if (message) {
                    setJustSold(false);
                    setNotice(message);
                            }
                }}
              />
            </Box>
          ) : (
            <>
              {a.status !== 'sold' ? (
                <Box flexGrow={1}>
                  <Button variant="secondary" fullWidth onClick={() => setEditing(true)} data-testid="owner-price-edit">
                    <Trans>Изменить цену</Trans>
                  </Button>
                </Box>
              ) : null}
              {published ? (
                <Box flexGrow={1}>
                  <Button fullWidth disabled={view.nextRaiseAt !== null} onClick={() => setRaising(true)} data-testid="raise-open">
                    <Trans>Поднять</Trans>
                  </Button>
                </Box>
              ) : null}
              {undoable ? (
                <Box flexGrow={1}>
                  <Button fullWidth disabled={busy} onClick={undo} data-testid="owner-undo-sold">
                    <Trans>Не продано — вернуть</Trans>
                  </Button>
                </Box>
              ) : null}
            </>
          )}
        </div>
        <Inline space="2">
          <Button size="sm" variant="secondary" render={(p) => <Link {...p} to="/edit-announcement/$id" params={{ id: a.id }} />}>
            <Trans>Редактировать</Trans>
          </Button>
          {a.status === 'published' || a.status === 'archived' ? (
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => setConfirmSold(true)} data-testid="owner-sold">
              <Trans>Продано</Trans>
            </Button>
          ) : null}
        </Inline>
        {/* The live region is always there (so the next notice is read out) but takes no line while it is empty. */}
        <div>
          <Box role="status" aria-live="polite" data-testid="owner-notice" paddingBottom={notice ? '3' : undefined}>
            {notice ? (
              <Text size="sm">
                {notice}
                {justSold && a.status === 'sold' ? (
                  <>
                    {' '}
                    <Button size="sm" variant="ghost" disabled={busy} onClick={undo}>
                      <Trans>Отменить</Trans>
                    </Button>
                  </>
                ) : null}
              </Text>
            ) : null}
          </Box>
          <Link to="/profile/my-publications" className={styles.sellerLink}>
            <Trans>Все мои объявления</Trans>
          </Link>
        </div>
      </Stack>
      <RaiseDialog
        car={raising ? a : null}
        onClose={() => setRaising(false)}
        onRaised={(r) => {
          const charged = formatNumber(r.charged, locale);
          const balance = formatNumber(r.balance, locale);
          const next = when(r.nextRaiseAt);
          setJustSold(false);
          setNotice(t`Объявление поднято в начало поиска. Списано баллов: ${charged}, на счёте: ${balance}. Снова поднять можно ${next}.`);
        }}
      />
      <SoldConfirmDialog
        car={confirmSold ? a : null}
        onCancel={() => setConfirmSold(false)}
        onConfirm={markSold}
        confirmTestId="owner-sold-confirm"
      />
    </section>
  );
}
