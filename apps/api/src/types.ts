import type { Config } from './config.js';
import type { Db } from './db/db.js';
import type { User } from './db/repositories/users.js';
import type { RecordingSmsSender, SmsSender } from './lib/sms.js';
import type { TokenService } from './lib/tokens.js';
import type { PushService } from './push/service.js';
import type { AlertService } from './alerts/alerts.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    tokens: TokenService;
    sms: SmsSender;
    /** Set in test mode only: the codes sent, for `GET /auth/test/otp`. */
    smsRecorder: RecordingSmsSender | null;
    /** Web push: the sender, the VAPID public key, and what runs when a browser subscribes. */
    push: PushService;
    /** Alerts (saved searches, favourites) and message pushes. */
    alerts: AlertService;
  }
  interface FastifyRequest {
    /** The user the route's `signedIn` guard let in (null on other routes); read it with `requireUser`. */
    user: User | null;
  }
}
