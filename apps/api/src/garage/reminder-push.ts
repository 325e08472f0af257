/**
 * The garage's reminders by web push: GARAGE_PUSH_LEAD_DAYS before the ОГПО policy ends, the technical inspection
 * runs out and the vehicle tax is due, each driver who subscribed a browser gets one message per car, kind, due date
 * and lead time — at most once, whichever API instance runs the job and however many run it at once: the candidates
 * are read and claimed (`garage_reminder_pushes`, keyed by exactly that) in one transaction under an advisory lock,
 * the insert's conflict skips what was claimed before, and only what this run claimed is sent. A run that dies between
 * claiming and sending loses those reminders rather than ever sending one twice.
 */
import { GARAGE_PUSH_LEAD_DAYS, type PushMessage, type ReminderKind, vehicleTaxEstimate } from '@jolda/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/db.js';
import type { Locale } from '../db/repositories/rows.js';
import type { PushSender } from '../push/sender.js';
import { remindersOf } from './reminders.js';

/** The lead time a reminder `daysLeft` before its date falls under: the nearest one not passed yet; none when overdue. */
export function leadOf(daysLeft: number | null): number | null {
  if (daysLeft === null || daysLeft < 0) return null;
  const fits = GARAGE_PUSH_LEAD_DAYS.filter((l) => daysLeft <= l);
  return fits.length ? Math.min(...fits) : null;
}

export interface DueReminder {
  carId: number;
  userId: number;
  kind: ReminderKind;
  dueDate: string;
  leadDays: number;
  daysLeft: number;
  car: { brand: string; model: string; plate: string | null };
  tax: { year: number; amount: number } | null;
}

const ruDays = (n: number) => {
  const t = n % 100;
  const u = n % 10;
  return t >= 11 && t <= 14 ? 'дней' : u === 1 ? 'день' : u >= 2 && u <= 4 ? 'дня' : 'дней';
};
const dmy = (iso: string) => iso.split('-').reverse().join('.');
const tenge = (n: number) => `${new Intl.NumberFormat('ru-RU').format(n).replace(/\s/g, '\u00a0')}\u00a0₸`;

/** The message of a reminder in a language (the service worker shows it as is). */
export function reminderMessage(r: DueReminder, locale: Locale): PushMessage {
  const car = [`${r.car.brand} ${r.car.model}`, r.car.plate].filter(Boolean).join(', ');
  const date = dmy(r.dueDate);
  const n = r.daysLeft;
  const ru = {
    when: n === 0 ? 'сегодня' : n === 1 ? 'завтра' : `через ${n} ${ruDays(n)}`,
  };
  const kk = { when: n === 0 ? 'бүгін' : n === 1 ? 'ертең' : `${n} күннен кейін` };
  let title: string;
  let body: string;
  if (locale === 'kk') {
    switch (r.kind) {
      case 'insurance':
        title = `ОГПО полисінің мерзімі ${kk.when} бітеді`;
        body = `${car} — полис ${date} дейін жарамды. Сақтандырусыз жүрмеу үшін оны уақытында ұзартыңыз.`;
        break;
      case 'inspection':
        title = `Техбайқау мерзімі ${kk.when} бітеді`;
        body = `${car} — техбайқау ${date} дейін жарамды.`;
        break;
      case 'tax':
        title = `Көлік салығын төлеу мерзімі ${kk.when}`;
        body = `${car} — ${r.tax!.year} жылғы салық шамамен ${tenge(r.tax!.amount)}, ${date} дейін төлеу керек.`;
        break;
    }
  } else {
    switch (r.kind) {
      case 'insurance':
        title = `Полис ОГПО заканчивается ${ru.when}`;
        body = `${car} — полис действует до ${date}. Продлите вовремя, чтобы не ездить без страховки.`;
        break;
      case 'inspection':
        title = `Техосмотр заканчивается ${ru.when}`;
        body = `${car} — техосмотр действует до ${date}.`;
        break;
      case 'tax':
        title = `Срок уплаты транспортного налога ${n <= 1 ? ru.when : `— ${ru.when}`}`;
        body = `${car} — налог за ${r.tax!.year} год около ${tenge(r.tax!.amount)}, оплатить до ${date}.`;
        break;
    }
  }
  return { title, body, url: `${locale === 'kk' ? '/kk' : ''}/garage#car-${r.carId}`, tag: `garage-${r.carId}-${r.kind}` };
}

const LOCK = `select pg_advisory_xact_lock(hashtext('jolda.garage-reminders:' || current_schema()))`;

export interface ReminderRun {
  /** Reminders this run claimed (and sent). */
  sent: number;
  /** Browsers they reached, summed. */
  delivered: number;
}

/**
 * One run on `today` (`YYYY-MM-DD`): every driver with a push subscription (or only `userId`'s cars), the reminders
 * due under a lead time and not claimed before, claimed and sent.
 */
export async function sendGarageReminders(db: Db, sender: PushSender, today: string, userId?: number): Promise<ReminderRun> {
  const claimed = await db.transaction(async (tx) => {
    await tx.query(LOCK);
    const cars = await tx.query<Record<string, unknown>>(
      `select g.id, g.user_id, b.name as brand, m.name as model, g.plate, g.engine_volume,
         to_char(g.insurance_until, 'YYYY-MM-DD') as insurance_until, to_char(g.inspection_until, 'YYYY-MM-DD') as inspection_until
       from garage_cars g join brands b on b.id = g.brand_id join models m on m.id = g.model_id
       where exists (select 1 from push_subscriptions s where s.user_id = g.user_id)
         ${userId === undefined ? '' : 'and g.user_id = $1'}
       order by g.id`,
      userId === undefined ? [] : [userId],
    );
    const due: DueReminder[] = [];
    for (const c of cars) {
      const engineVolume = c['engine_volume'] === null || c['engine_volume'] === undefined ? null : Number(c['engine_volume']);
      const reminders = remindersOf(
        { insuranceUntil: (c['insurance_until'] as string | null) ?? null, inspectionUntil: (c['inspection_until'] as string | null) ?? null, engineVolume },
        today,
      );
      const tax = vehicleTaxEstimate(engineVolume, today);
      for (const r of reminders) {
        const lead = leadOf(r.daysLeft);
        if (lead === null || !r.dueDate) continue;
        due.push({
          carId: Number(c['id']),
          userId: Number(c['user_id']),
          kind: r.kind,
          dueDate: r.dueDate,
          leadDays: lead,
          daysLeft: r.daysLeft!,
          car: { brand: String(c['brand']), model: String(c['model']), plate: (c['plate'] as string | null) ?? null },
          tax: r.kind === 'tax' && tax ? { year: tax.taxYear, amount: tax.amount } : null,
        });
      }
    }
    if (!due.length) return [];
    const rows = await tx.query<{ car_id: number | string; kind: string; lead_days: number | string; due_date: string }>(
      `insert into garage_reminder_pushes (car_id, kind, due_date, lead_days, user_id)
       select * from unnest($1::bigint[], $2::text[], $3::date[], $4::smallint[], $5::bigint[])
       on conflict do nothing
       returning car_id, kind, lead_days, to_char(due_date, 'YYYY-MM-DD') as due_date`,
      [due.map((d) => d.carId), due.map((d) => d.kind), due.map((d) => d.dueDate), due.map((d) => d.leadDays), due.map((d) => d.userId)],
    );
    const key = (carId: number, kind: string, dueDate: string, lead: number) => `${carId}:${kind}:${dueDate}:${lead}`;
    const won = new Set(rows.map((r) => key(Number(r.car_id), r.kind, r.due_date, Number(r.lead_days))));
    return due.filter((d) => won.has(key(d.carId, d.kind, d.dueDate, d.leadDays)));
  });
  let delivered = 0;
  for (const r of claimed) {
    const result = await sender.sendToUser(r.userId, (locale) => reminderMessage(r, locale));
    delivered += result.delivered;
    await db.query('update garage_reminder_pushes set delivered = $5 where car_id = $1 and kind = $2 and due_date = $3 and lead_days = $4', [
      r.carId,
      r.kind,
      r.dueDate,
      r.leadDays,
      result.delivered,
    ]);
  }
  return { sent: claimed.length, delivered };
}

/** Runs the reminders now and then every `minutes`; `stop()` ends it. A failed run is logged and tried again next time. */
export function startGarageReminderJob(
  db: Db,
  sender: PushSender,
  o: { minutes: number; log: FastifyBaseLogger; clock?: () => Date },
): { first: Promise<void>; stop(): Promise<void> } {
  const clock = o.clock ?? (() => new Date());
  let running: Promise<void> | null = null;
  const run = () =>
    (running ??= sendGarageReminders(db, sender, clock().toISOString().slice(0, 10))
      .then((r) => {
        if (r.sent) o.log.info({ reminders: r, provider: sender.provider.name }, 'garage reminders sent');
      })
      .catch((err: unknown) => o.log.error({ err }, 'garage reminders failed'))
      .finally(() => {
        running = null;
      }));
  const first = run();
  const timer = setInterval(run, o.minutes * 60_000);
  timer.unref();
  return {
    first,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
