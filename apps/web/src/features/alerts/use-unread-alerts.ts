import { useQuery } from '@tanstack/react-query';
import { alertQueries, useHttp } from '@jolda/api-client';
import { useSessionStore } from '@jolda/auth';

/** The signed-in user's unread notifications (the header menu's count); a visitor who is not signed in never asks. */
export function useUnreadAlerts(): number {
  const http = useHttp();
  const signedIn = useSessionStore((s) => s.signedIn);
  return useQuery({ ...alertQueries.unread(http), enabled: signedIn }).data?.unread ?? 0;
}
