import type { QueryKey } from '@tanstack/react-query';

export interface FirstData {
  key: QueryKey;
  data: unknown;
  /** When the server got the answer (ms since the epoch): the query's age, so its stale time counts from then. */
  at: number;
}

/**
 * The screen's first answers, which the web server fetched with the page and wrote into it
 * (`<script type="application/json" id="wv-data">`, apps/web/server/web-view-page.ts): put into the query cache before
 * the first render, the screen shows them at once instead of asking the API. None when absent or unreadable.
 */
export function readFirstData(doc: Pick<Document, 'getElementById'>): FirstData[] {
  const text = doc.getElementById('wv-data')?.textContent;
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (x): x is FirstData => typeof x === 'object' && x !== null && Array.isArray(x.key) && 'data' in x && typeof x.at === 'number',
    );
  } catch {
    return [];
  }
}
