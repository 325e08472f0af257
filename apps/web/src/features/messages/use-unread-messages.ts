import { useQuery } from '@tanstack/react-query';
import { messageQueries, useHttp } from '@jolda/api-client';
import { useSessionStore } from '@jolda/auth';

/**
 * The signed-in user's unread messages (the header's count): read once, then kept current by the live stream
 * (`MessagesLive` writes every event's total into the same query). A visitor who is not signed in never asks.
 */
export function useUnreadMessages(): number {
  const http = useHttp();
  const signedIn = useSessionStore((s) => s.signedIn);
  return useQuery({ ...messageQueries.unread(http), enabled: signedIn }).data?.unread ?? 0;
}

/** The count as a badge prints it: at most two digits. */
export const unreadLabel = (n: number): string => (n > 99 ? '99+' : String(n));
