import { useQuery } from '@tanstack/react-query';
import { useHttp } from '@jolda/api-client';
import { profileQueries, useSessionStore } from '@jolda/auth';
import { WriteToSeller } from '../messages';
import { PhoneReveal } from './PhoneReveal';
import * as styles from './AnnouncementPage.css';

/**
 * The seller's contact actions of a published car: "show phone" and "write". In the sidebar on a wide screen; below lg
 * (where the sidebar comes after the photos, under the first screen) the same block is a bar fixed to the bottom of the
 * screen (`contactBar`), and the page reserves its height. The seller on their own announcement gets no bar (nothing to
 * call or write to). The profile is known on the server (the root loader asks for it), so the bar is in the first HTML
 * and nothing moves when the page hydrates.
 */
export function ContactBar({ id, sellerId }: { id: number; sellerId: number }) {
  const http = useHttp();
  const signedIn = useSessionStore((s) => s.signedIn);
  const me = useQuery(profileQueries.me(http, { signedIn })).data;
  const own = me?.id === sellerId;
  return (
    <div className={own ? styles.contacts : styles.contactBar} data-testid={own ? undefined : 'contact-bar'}>
      <PhoneReveal id={id} />
      <WriteToSeller announcementId={id} sellerId={sellerId} />
    </div>
  );
}
