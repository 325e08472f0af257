/** The NPS prompt's local record and the rule of when it appears (spec section 3: visitsCount, firstShown, showOnDate, uuid). */

export const NPS_STORAGE_KEY = 'jolda:nps';
/** Marks the current tab session as counted, so reloads and navigation are one visit. */
export const NPS_SESSION_KEY = 'jolda:nps-visit';
/** The prompt first appears on this visit. */
export const NPS_FIRST_VISIT = 3;
/** Dismissed: ask again after this many days. */
export const NPS_SNOOZE_DAYS = 30;
/** Answered: ask again after this many days. */
export const NPS_REASK_DAYS = 180;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface NpsRecord {
  visitsCount: number;
  /** When the prompt was first shown (ISO), or null. */
  firstShown: string | null;
  /** Not before this moment (ISO); null = no wait. */
  showOnDate: string | null;
  /** This browser's visitor id, sent with the answer. */
  uuid: string;
}

export function newRecord(uuid: string): NpsRecord {
  return { visitsCount: 0, firstShown: null, showOnDate: null, uuid };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const isIso = (v: unknown): v is string => typeof v === 'string' && !Number.isNaN(Date.parse(v));

/** Reads a stored record; anything malformed starts afresh (with `makeUuid`). */
export function parseRecord(raw: string | null, makeUuid: () => string): NpsRecord {
  try {
    const v = raw ? (JSON.parse(raw) as Partial<NpsRecord>) : null;
    if (v && typeof v === 'object' && typeof v.uuid === 'string' && UUID.test(v.uuid)) {
      return {
        visitsCount: Number.isInteger(v.visitsCount) && (v.visitsCount as number) >= 0 ? (v.visitsCount as number) : 0,
        firstShown: isIso(v.firstShown) ? v.firstShown : null,
        showOnDate: isIso(v.showOnDate) ? v.showOnDate : null,
        uuid: v.uuid,
      };
    }
  } catch {
    /* start afresh */
  }
  return newRecord(makeUuid());
}

export const recordVisit = (r: NpsRecord): NpsRecord => ({ ...r, visitsCount: r.visitsCount + 1 });

/** Shown from the 3rd visit, when the snooze (if any) is over. */
export function shouldShowNps(r: NpsRecord, now: Date): boolean {
  if (r.visitsCount < NPS_FIRST_VISIT) return false;
  return r.showOnDate === null || Date.parse(r.showOnDate) <= now.getTime();
}

export const markShown = (r: NpsRecord, now: Date): NpsRecord => (r.firstShown ? r : { ...r, firstShown: now.toISOString() });

export const snooze = (r: NpsRecord, now: Date, days: number): NpsRecord => ({
  ...r,
  showOnDate: new Date(now.getTime() + days * DAY_MS).toISOString(),
});

/** Closed without answering. */
export const dismissNps = (r: NpsRecord, now: Date) => snooze(r, now, NPS_SNOOZE_DAYS);
/** Answered: not asked again for half a year. */
export const answeredNps = (r: NpsRecord, now: Date) => snooze(r, now, NPS_REASK_DAYS);

/**
 * The prompt is on screen: remembered at once, so it is asked once — a reload or the next page does not ask again
 * (issue 23 item 7: it came back after a reload); unanswered, it may come back after the snooze.
 */
export const showNow = (r: NpsRecord, now: Date): NpsRecord => snooze(markShown(r, now), now, NPS_SNOOZE_DAYS);
