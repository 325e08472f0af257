import type { Config, PushConfig } from '../config.js';
import type { Queryable } from '../db/db.js';
import { generateVapidKeys } from './vapid.js';
import { type PushProvider, PushSender, outboxProvider, webPushProvider } from './sender.js';

/** What other parts of the API use of web push (`app.push`). */
export interface PushService {
  sender: PushSender;
  /** The VAPID public key browsers subscribe with. */
  publicKey: string;
  /**
   * Run after a browser subscribes (awaited before the answer, errors logged): a feature sends at once what is due
   * for that user, e.g. the garage's reminders.
   */
  readonly onSubscribed: Array<(userId: number) => Promise<unknown>>;
}

/** The provider `config.push` names; the outbox with a pair made for this process when the config has none (tests). */
export function createPushService(db: Queryable, config: Config, provider?: PushProvider): PushService {
  const push: PushConfig = config.push ?? { provider: 'outbox', vapid: { ...generateVapidKeys(), subject: 'mailto:support@jolda.kz' } };
  const chosen = provider ?? (push.provider === 'webpush' ? webPushProvider(push.vapid) : outboxProvider(db));
  return { sender: new PushSender(db, chosen), publicKey: push.vapid.publicKey, onSubscribed: [] };
}
