import type { FastifyBaseLogger } from 'fastify';
import type { MessageStreamEvent } from '@jolda/contracts';
import type { Db, Queryable } from '../../db/db.js';
import { type EventRef, type StreamEvent, eventsByIds, pruneMessageLogs } from '../../db/repositories/messages.js';

/** One open stream of a user: what it was sent (ids, so an event that arrives twice goes once). */
export interface StreamConnection {
  readonly userId: number;
  send(id: number | null, event: MessageStreamEvent): void;
  /** Ends the stream (the API is shutting down). */
  end(): void;
}

/** How many event ids a connection remembers to drop repeats (a replay and the live path may both carry one). */
const SENT_MEMORY = 512;

/**
 * Live delivery of messages (`GET /api/messages/events`). State shared by every API instance lives in the database:
 * a write logs one `message_events` row per recipient and, in the same transaction, `pg_notify`s their ids on the
 * channel; every API process listens on it (PGlite: the one process), loads the events of the users it has open
 * streams for, and writes them out. So a buyer connected to one instance sees a seller's answer sent through another.
 * The channel is named after the schema, so databases sharing a server (the test schemas) do not hear each other.
 */
export class MessageHub {
  private readonly streams = new Map<number, Set<StreamConnection & { sent: Set<number> }>>();
  private channel: string | null = null;
  private starting: Promise<string> | null = null;
  private stop: (() => Promise<void>) | null = null;
  private pruneTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Open streams in this process (the memory figure's denominator). */
  get size(): number {
    let n = 0;
    for (const set of this.streams.values()) n += set.size;
    return n;
  }

  /** Listens on the channel once (the first stream or write); a failure is retried by the next call. */
  private start(): Promise<string> {
    if (this.channel) return Promise.resolve(this.channel);
    this.starting ??= (async () => {
      const rows = await this.db.query<{ s: string }>('select current_schema() as s');
      const channel = `jolda_messages_${(rows[0]?.s ?? 'public').toLowerCase().replace(/[^a-z0-9_]/g, '_')}`.slice(0, 63);
      this.stop = await this.db.listen(
        channel,
        (payload) => void this.onNotify(payload),
        () => this.resyncAll(),
      );
      this.channel = channel;
      this.pruneTimer = setInterval(() => void pruneMessageLogs(this.db).catch(() => undefined), 3600_000);
      this.pruneTimer.unref();
      return channel;
    })().catch((err: unknown) => {
      this.starting = null;
      throw err;
    });
    return this.starting;
  }

  /** Makes sure the hub listens before a stream is answered. */
  async ready(): Promise<void> {
    await this.start();
  }

  /**
   * Announces events written in `tx`: delivered by every process once the transaction commits. Call `ready()` before
   * the transaction opens (PGlite runs one statement at a time: a listen from inside a transaction would wait on it).
   */
  async notify(tx: Queryable, events: readonly EventRef[]): Promise<void> {
    if (events.length === 0) return;
    const channel = this.channel;
    if (!channel) throw new Error('MessageHub.notify before ready()');
    const payload = JSON.stringify({ e: events.map((e) => e.id), u: [...new Set(events.map((e) => e.userId))] });
    await tx.query('select pg_notify($1, $2)', [channel, payload]);
  }

  add(conn: StreamConnection): () => void {
    const entry = Object.assign(conn, { sent: new Set<number>() });
    let set = this.streams.get(conn.userId);
    if (!set) this.streams.set(conn.userId, (set = new Set()));
    set.add(entry);
    return () => {
      const s = this.streams.get(conn.userId);
      s?.delete(entry);
      if (s && s.size === 0) this.streams.delete(conn.userId);
    };
  }

  /** Sends an event to one connection unless it had it (replays go through here too). */
  deliver(conn: StreamConnection, e: StreamEvent): void {
    const entry = conn as StreamConnection & { sent?: Set<number> };
    const sent = entry.sent;
    if (sent) {
      if (sent.has(e.id)) return;
      sent.add(e.id);
      if (sent.size > SENT_MEMORY) sent.delete(sent.values().next().value!);
    }
    conn.send(e.id, e.event);
  }

  private async onNotify(payload: string): Promise<void> {
    let parsed: { e?: unknown; u?: unknown };
    try {
      parsed = JSON.parse(payload) as { e?: unknown; u?: unknown };
    } catch {
      return;
    }
    const ids = Array.isArray(parsed.e) ? parsed.e.filter((x): x is number => Number.isInteger(x)) : [];
    const users = (Array.isArray(parsed.u) ? parsed.u : []).filter((u): u is number => Number.isInteger(u) && this.streams.has(u as number));
    if (ids.length === 0 || users.length === 0) return;
    try {
      const events = await eventsByIds(this.db, ids, users);
      for (const e of events) for (const conn of this.streams.get(e.userId) ?? []) this.deliver(conn, e);
    } catch (err) {
      this.log.warn({ err }, 'messages: live delivery failed; streams told to resync');
      this.resyncAll();
    }
  }

  /** Notifications may have been missed (the listening connection dropped): every stream reads its lists again. */
  private resyncAll(): void {
    for (const set of this.streams.values()) for (const conn of set) conn.send(null, { type: 'resync' });
  }

  /** Ends every open stream (before the server closes: an open stream would hold `close()` forever). */
  endAll(): void {
    for (const set of this.streams.values()) for (const conn of set) conn.end();
  }

  async close(): Promise<void> {
    if (this.pruneTimer) clearInterval(this.pruneTimer);
    await this.stop?.();
    this.stop = null;
    this.channel = null;
    this.starting = null;
  }
}
