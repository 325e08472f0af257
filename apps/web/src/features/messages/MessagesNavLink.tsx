import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { messageQueries, useHttp } from '@jolda/api-client';
import { useSessionStore } from '@jolda/auth';
import { MessageCircle } from '@jolda/ui/icons';
import * as styles from './messages.css';

/** The header's link to the messages with the unread count (kept current by the live stream); signed-in users only. */
export function MessagesNavLink({ className }: { className: string }) {
  const { t } = useLingui();
  const http = useHttp();
  const signedIn = useSessionStore((s) => s.signedIn);
  const unread = useQuery({ ...messageQueries.unread(http), enabled: signedIn }).data?.unread ?? 0;
  if (!signedIn) return null;
  return (
    <Link
      to="/profile/messages"
      className={`${className} ${styles.navLink}`}
      aria-label={unread > 0 ? t`Сообщения, непрочитанных: ${unread}` : t`Сообщения`}
      data-testid="messages-link"
    >
      <MessageCircle aria-hidden size={20} />
      {unread > 0 ? (
        <span className={styles.navBadge} data-testid="messages-unread">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Link>
  );
}
