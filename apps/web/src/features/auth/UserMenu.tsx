import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouterState } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Bell, ChevronDown, FileText, Heart, LogOut, MessageCircle, Settings, Star, UserRound } from '@jolda/ui/icons';
import { bonusQueries, useHttp } from '@jolda/api-client';
import { profileQueries, useSessionStore } from '@jolda/auth';
import { formatNumber } from '@jolda/i18n';
import { Avatar, VisuallyHidden } from '@jolda/ui';
import { useLocale } from '../../shared/use-locale';
import { useUnreadAlerts } from '../alerts';
import { unreadLabel, useUnreadMessages } from '../messages';
import { useSignOut } from './session-actions';
import * as styles from './user-menu.css';

/** `+77011234567` → `+7 (701) 123-45-67`. */
export function formatKzPhone(e164: string): string {
  const m = /^\+7(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(e164);
  return m ? `+7 (${m[1]}) ${m[2]}-${m[3]}-${m[4]}` : e164;
}

/**
 * The header's account control: a sign-in link for anonymous visitors (returning to the current page), the user's
 * menu when signed in — shown on the first paint, since the server knows the session and dehydrates the profile. The
 * unread messages show as a count on the avatar (no width of its own: the header row has none to spare at 375 px, nor
 * beside the Kazakh sections from 1280 px) and beside "Сообщения" in the menu; the live stream keeps both current.
 */
export function UserMenu({ linkClassName, hideOnMobileClassName }: { linkClassName: string; hideOnMobileClassName: string }) {
  const { t } = useLingui();
  const http = useHttp();
  const signedIn = useSessionStore((s) => s.signedIn);
  const profile = useQuery(profileQueries.me(http, { signedIn })).data ?? null;
  const location = useRouterState({ select: (s) => s.location });
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const locale = useLocale();
  // The bonus balance, read when the menu opens (it moves with every purchase).
  const balance = useQuery({ ...bonusQueries.balance(http), enabled: signedIn && open }).data;
  const unread = useUnreadMessages();
  const unreadAlerts = useUnreadAlerts();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    root.current?.querySelector<HTMLElement>('[data-menu-item]')?.focus();
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!signedIn) {
    const here = `${location.pathname}${location.searchStr}`;
    const redirect = location.pathname === '/' || location.pathname === '/login' ? undefined : here;
    return (
      <Link to="/login" search={redirect ? { redirect } : {}} className={linkClassName} data-testid="sign-in-link" aria-label={t`Войти`}>
        <UserRound aria-hidden size={18} />
        <span className={hideOnMobileClassName}>
          &nbsp;<Trans>Войти</Trans>
        </span>
      </Link>
    );
  }

  const name = profile?.name?.trim() || (profile ? formatKzPhone(profile.phone) : t`Профиль`);
  const close = () => setOpen(false);
  return (
    <div ref={root} style={{ position: 'relative' }} data-testid="user-menu">
      <button
        ref={button}
        type="button"
        className={styles.trigger}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls="user-menu-panel"
        aria-label={unread > 0 ? t`Меню профиля: ${name}. Непрочитанных сообщений: ${unread}` : t`Меню профиля: ${name}`}
        onClick={() => setOpen((v) => !v)}
      >
        <span className={styles.avatarWrap}>
          <Avatar name={name} size="sm" decorative />
          {unread > 0 ? (
            <span className={styles.countBadge} aria-hidden data-testid="messages-unread">
              {unreadLabel(unread)}
            </span>
          ) : null}
        </span>
        <span className={styles.triggerName}>{name}</span>
        <ChevronDown aria-hidden size={16} />
      </button>
      {open ? (
        <div id="user-menu-panel" className={styles.panel} role="region" aria-label={t`Профиль`}>
          <div className={styles.who}>
            <span className={styles.whoName}>{profile?.name?.trim() || t`Без имени`}</span>
            {profile ? <span className={styles.whoPhone}>{formatKzPhone(profile.phone)}</span> : null}
          </div>
          <ul className={styles.list}>
            <li>
              <Link to="/profile" className={styles.item} onClick={close} data-menu-item>
                <UserRound aria-hidden size={18} /> <Trans>Профиль</Trans>
              </Link>
            </li>
            <li>
              <Link to="/profile/messages" className={styles.item} onClick={close} data-menu-item data-testid="menu-messages">
                <MessageCircle aria-hidden size={18} /> <Trans>Сообщения</Trans>
                {unread > 0 ? (
                  <>
                    <span className={styles.itemCount} aria-hidden data-testid="menu-messages-unread">
                      {unreadLabel(unread)}
                    </span>
                    <VisuallyHidden>{t`непрочитанных: ${unread}`}</VisuallyHidden>
                  </>
                ) : null}
              </Link>
            </li>
            <li>
              <Link to="/profile/notifications" className={styles.item} onClick={close} data-menu-item data-testid="menu-notifications">
                <Bell aria-hidden size={18} /> <Trans>Уведомления</Trans>
                {unreadAlerts > 0 ? (
                  <>
                    <span className={styles.itemCount} aria-hidden data-testid="menu-notifications-unread">
                      {unreadLabel(unreadAlerts)}
                    </span>
                    <VisuallyHidden>{t`непрочитанных: ${unreadAlerts}`}</VisuallyHidden>
                  </>
                ) : null}
              </Link>
            </li>
            <li>
              <Link to="/profile/favourites" className={styles.item} onClick={close} data-menu-item>
                <Heart aria-hidden size={18} /> <Trans>Избранное</Trans>
              </Link>
            </li>
            <li>
              <Link to="/profile/my-publications" className={styles.item} onClick={close} data-menu-item>
                <FileText aria-hidden size={18} /> <Trans>Мои объявления</Trans>
              </Link>
            </li>
            <li>
              <Link to="/bonus" className={styles.item} onClick={close} data-menu-item data-testid="menu-bonus">
                <Star aria-hidden size={18} /> <Trans>Бонусы</Trans>
                {balance ? <span data-testid="menu-bonus-balance">&nbsp;· {formatNumber(balance.balance, locale)}</span> : null}
              </Link>
            </li>
            <li>
              <Link to="/profile/settings" className={styles.item} onClick={close} data-menu-item>
                <Settings aria-hidden size={18} /> <Trans>Настройки</Trans>
              </Link>
            </li>
            <li>
              <button
                type="button"
                className={`${styles.item} ${styles.danger}`}
                disabled={leaving}
                data-menu-item
                onClick={async () => {
                  setLeaving(true);
                  await signOut();
                  setLeaving(false);
                  setOpen(false);
                }}
              >
                <LogOut aria-hidden size={18} /> <Trans>Выйти</Trans>
              </button>
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  );
}
