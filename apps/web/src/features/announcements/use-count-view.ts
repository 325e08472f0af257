import { useEffect } from 'react';
import { countView, useHttp } from '@jolda/api-client';

/**
 * Counts a view of the announcement page once it is shown: after hydration, or when a navigation renders it. Its
 * loader also runs when a card is only hovered (the router preloads on intent) and on the server, and neither renders
 * this page, so neither counts; a reload does render it, and the API counts a visitor once per announcement and day.
 */
export function useCountView(id: number, active: boolean): void {
  const http = useHttp();
  useEffect(() => {
    if (!active) return;
    countView(http, id).catch(() => undefined); // a lost view is not worth an error on the page
  }, [http, id, active]);
}
