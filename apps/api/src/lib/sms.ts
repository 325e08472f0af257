import type { FastifyBaseLogger } from 'fastify';

/** Sends text messages. Production would plug an SMS gateway here. */
export interface SmsSender {
  send(phone: string, text: string, meta: { code: string }): Promise<void>;
}

/** The default sender: writes the code to the server log (development). */
export class LogSmsSender implements SmsSender {
  constructor(private readonly log: FastifyBaseLogger) {}
  async send(phone: string, text: string, meta: { code: string }) {
    this.log.info({ phone, code: meta.code }, `SMS to ${phone}: ${text}`);
  }
}

/** Remembers the last code per phone (test mode's `GET /auth/test/otp`), then passes it on. */
export class RecordingSmsSender implements SmsSender {
  readonly last = new Map<string, string>();
  constructor(private readonly inner: SmsSender) {}
  async send(phone: string, text: string, meta: { code: string }) {
    this.last.set(phone, meta.code);
    await this.inner.send(phone, text, meta);
  }
}
