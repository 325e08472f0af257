import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { useHttp } from '@jolda/api-client';
import { profileQueries, useSessionStore } from '@jolda/auth';
import { Button } from '@jolda/ui';
import { MessageCircle } from '@jolda/ui/icons';

/**
 * The car page's "Write to the seller": a link to the messages page for this announcement (a visitor signs in first
 * and comes back there). Not shown to the seller on their own announcement. One short word: on a phone it shares the
 * car page's bottom bar with "show phone" (the seller's name is above it in the sidebar).
 */
export function WriteToSeller({ announcementId, sellerId }: { announcementId: number; sellerId: number }) {
  const http = useHttp();
  const signedIn = useSessionStore((s) => s.signedIn);
  const me = useQuery(profileQueries.me(http, { signedIn })).data;
  if (me && me.id === sellerId) return null;
  return (
    <Button
      variant="secondary"
      fullWidth
      iconStart={<MessageCircle size={18} />}
      render={(p) => <Link {...p} to="/profile/messages" search={{ announcement: announcementId }} data-testid="write-to-seller" />}
    >
      <Trans>Написать</Trans>
    </Button>
  );
}
