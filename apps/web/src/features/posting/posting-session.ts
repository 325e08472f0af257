import { type Http, postingApi } from '@jolda/api-client';

const KEY = 'jolda:posting-session';
/** A token this close to its end is not used for a new photo (an upload on a slow link takes minutes). */
const MARGIN_MS = 10 * 60 * 1000;

/**
 * The posting session of a visitor who is not signed in (photos need one, `POST /api/uploads/sessions`): kept in this
 * browser with the draft, so a reload or a second tab uploads under the same session; `renew` starts a new one (the
 * old one expired or was refused).
 */
export async function postingSessionToken(http: Http, renew = false): Promise<string> {
  if (!renew) {
    try {
      const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as {
        token?: unknown;
        expiresAt?: unknown;
      } | null;
      if (
        typeof stored?.token === 'string' &&
        typeof stored.expiresAt === 'number' &&
        stored.expiresAt - Date.now() > MARGIN_MS
      ) {
        return stored.token;
      }
    } catch {
      // unreadable or no storage: start one
    }
  }
  const session = await postingApi.startPostingSession(http);
  try {
    localStorage.setItem(
      KEY,
      JSON.stringify({ token: session.token, expiresAt: Date.now() + session.expiresIn * 1000 }),
    );
  } catch {
    // storage full or disabled: this page keeps using it
  }
  return session.token;
}
