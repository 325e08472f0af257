import type { Queryable } from '../db/db.js';
import { loadAssistantCatalogue } from '../db/repositories/assistant.js';
import { Lexicon } from './lexicon.js';

/** The catalogue changes with a deploy, not with announcements: the lexicon is read again this often, in the background. */
const REFRESH_MS = 10 * 60_000;

const cache = new WeakMap<object, { at: number; lexicon: Promise<Lexicon> }>();

/** The interpreter's lexicon of a database: built on first use, rebuilt in the background when it is old. */
export function lexiconFor(db: Queryable): Promise<Lexicon> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < REFRESH_MS) return hit.lexicon;
  const fresh = loadAssistantCatalogue(db).then((data) => new Lexicon(data));
  if (!hit) {
    cache.set(db, { at: Date.now(), lexicon: fresh });
    fresh.catch(() => cache.delete(db));
    return fresh;
  }
  // Old: answer from the one we have while the new one loads.
  hit.at = Date.now();
  fresh.then((lexicon) => cache.set(db, { at: Date.now(), lexicon: Promise.resolve(lexicon) })).catch(() => undefined);
  return hit.lexicon;
}
