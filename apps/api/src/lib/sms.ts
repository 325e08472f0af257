import type { FastifyBaseLogger } from 'fastify';

/** What a provider answers for one message: the demo provider may hand the code back to show it on the login page. */
export interface SmsReceipt {
  /** Set only by the demo provider with `SMS_DEMO_SHOW_CODE=1`: the code, for the login page's demo notice. */
  demoCode?: string;
}

/** Sends text messages (an adapter per gateway; `SMS_PROVIDER` picks one). Rejects when the message was not accepted. */
export interface SmsSender {
  send(phone: string, text: string, meta: { code: string }): Promise<SmsReceipt | void>;
}

/** `+77011234567` → `+7701***4567`: enough to follow a message in the log, not enough to be personal data. */
export function maskPhone(phone: string): string {
  return phone.length > 8 ? `${phone.slice(0, 5)}***${phone.slice(-4)}` : '***';
}

/**
 * The development provider: sends nothing. Outside production it writes the code to the log (`npm run dev`); in
 * production never (issue 17 defect 10) — there the code reaches the visitor only when `showOnPage` is set
 * (`SMS_DEMO_SHOW_CODE=1`), on the login page, labelled as a demo.
 */
export class DemoSmsProvider implements SmsSender {
  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly opts: { logCodes: boolean; showOnPage: boolean },
  ) {}

  async send(phone: string, text: string, meta: { code: string }): Promise<SmsReceipt> {
    if (this.opts.logCodes) this.log.info({ phone, code: meta.code }, `demo SMS (not sent) to ${phone}: ${text}`);
    else this.log.debug({ phone: maskPhone(phone) }, 'demo SMS (not sent; the code is not logged in production)');
    return this.opts.showOnPage ? { demoCode: meta.code } : {};
  }
}

export interface MobizonOptions {
  apiKey: string;
  /** The account's API host, e.g. `https://api.mobizon.kz`. */
  apiUrl: string;
  /** A registered alpha name; the account's default when unset. */
  from?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * Mobizon (mobizon.kz), a gateway common in Kazakhstan: `POST {apiUrl}/service/message/sendsmsmessage` with the key
 * in the query and `recipient`, `text`, `from` as a form; JSON `{ code, data, message }`, where code 0 (sent) or 100
 * (queued) is success.
 */
export class MobizonSmsProvider implements SmsSender {
  constructor(
    private readonly opts: MobizonOptions,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(phone: string, text: string): Promise<void> {
    const url = new URL('/service/message/sendsmsmessage', this.opts.apiUrl);
    url.search = new URLSearchParams({ output: 'json', api: 'v1', apiKey: this.opts.apiKey }).toString();
    const form = new URLSearchParams({ recipient: phone.replace(/^\+/, ''), text });
    if (this.opts.from) form.set('from', this.opts.from);
    const res = await (this.opts.fetch ?? fetch)(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
      signal: AbortSignal.timeout(this.opts.timeoutMs ?? 5000),
    });
    const body = (await res.json().catch(() => null)) as { code?: unknown; message?: unknown; data?: { messageId?: unknown } } | null;
    const code = Number(body?.code);
    if (!res.ok || (code !== 0 && code !== 100)) {
      throw new Error(`mobizon refused the message: HTTP ${res.status}, code ${String(body?.code)}, ${String(body?.message ?? '')}`);
    }
    this.log.info({ phone: maskPhone(phone), messageId: body?.data?.messageId }, 'SMS sent (mobizon)');
  }
}

/** Remembers the last code per phone (test mode's `GET /auth/test/otp`), then passes it on. */
export class RecordingSmsSender implements SmsSender {
  readonly last = new Map<string, string>();
  constructor(private readonly inner: SmsSender) {}
  async send(phone: string, text: string, meta: { code: string }) {
    this.last.set(phone, meta.code);
    return this.inner.send(phone, text, meta);
  }
}

export interface SmsConfig {
  provider: 'demo' | 'mobizon';
  demoShowCode: boolean;
  mobizon?: { apiKey: string; apiUrl: string; from?: string };
}

/** The provider the configuration names. */
export function createSmsProvider(config: { nodeEnv: string; sms: SmsConfig }, log: FastifyBaseLogger): SmsSender {
  const { sms } = config;
  if (sms.provider === 'mobizon' && sms.mobizon) return new MobizonSmsProvider(sms.mobizon, log);
  if (config.nodeEnv === 'production') {
    log.warn(
      sms.demoShowCode
        ? 'SMS_PROVIDER=demo: no SMS is sent, sign-in codes are shown on the login page (SMS_DEMO_SHOW_CODE=1). Demo only.'
        : 'SMS_PROVIDER=demo: no SMS is sent and codes are not logged in production; set SMS_PROVIDER=mobizon (or SMS_DEMO_SHOW_CODE=1 for a demo).',
    );
  }
  return new DemoSmsProvider(log, { logCodes: config.nodeEnv !== 'production', showOnPage: sms.demoShowCode });
}
