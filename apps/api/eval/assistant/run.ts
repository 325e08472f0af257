/**
 * `npm run eval`: the evaluation set through the API on a freshly seeded database (PGlite in memory):
 * 1. `POST /api/assistant/interpret` for every request (conversations turn by turn with the context each turn
 *    returns): accuracy per language and per filter against the expected filters;
 * 2. `POST /api/assistant/chat` (local provider) for every request: every car it answers with must be a published
 *    announcement that the search finds for the answer's filters.
 * Exits 1 below the targets (95 % exactly right, no car that is not a real announcement).
 */
import { announcementCardSchema, assistantEventSchema, assistantInterpretResultSchema, type AssistantEvent } from '@jolda/contracts';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { migrate } from '../../src/db/migrate.js';
import { openPglite } from '../../src/db/pglite.js';
import { seed } from '../../src/db/seed/index.js';
import { searchReadSideFor } from '../../src/routes/search/read-side.js';
import { loadCases, newScore, record, report } from './cases.js';

const announcements = Number(process.env['EVAL_ANNOUNCEMENTS'] ?? 2400);
const started = Date.now();
const db = await openPglite();
await migrate(db);
await seed(db, { announcements });
const config = { ...loadConfig({ NODE_ENV: 'test', JOLDA_TEST_MODE: '1', JWT_SECRET: 'eval-secret-eval-secret-eval-secret-0123' }), logLevel: 'silent' };
// The evaluation sends every request from one address: the request limits are not what it measures.
config.assistant = { llm: null, chatPerMinute: 1_000_000 };
config.rateLimitMax = 1_000_000;
// Nor is load shedding: seeding and a shared machine lag the event loop, and a 503 is no answer to score.
config.maxEventLoopDelayMs = 0;
const app = await buildApp({ db, config });
console.log(`Seeded ${announcements} announcements in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);

const cases = loadCases();
const score = newScore();
let cards = 0;
const unreal: string[] = [];
const idx = await searchReadSideFor(db).ready(db);

for (const c of cases) {
  let context: unknown;
  let chatContext: unknown;
  for (const turn of c.turns) {
    const res = await app.inject({ method: 'POST', url: '/api/assistant/interpret', payload: { text: turn.text, locale: c.lang, context } });
    if (res.statusCode !== 200) throw new Error(`${c.id}: interpret answered ${res.statusCode} ${res.body}`);
    const r = assistantInterpretResultSchema.parse(res.json());
    record(score, c, turn, r.filters, r.plan);
    context = r.context;

    const chat = await app.inject({ method: 'POST', url: '/api/assistant/chat', payload: { text: turn.text, locale: c.lang, context: chatContext } });
    if (chat.statusCode !== 200) throw new Error(`${c.id}: chat answered ${chat.statusCode} ${chat.body}`);
    const events: AssistantEvent[] = chat.body
      .split('\n\n')
      .filter((b) => b.trim())
      .map((b) => assistantEventSchema.parse({ type: /^event: (.+)$/m.exec(b)![1], ...JSON.parse(/^data: (.+)$/m.exec(b)![1]!) }));
    const meta = events.find((e) => e.type === 'meta') as Extract<AssistantEvent, { type: 'meta' }>;
    chatContext = meta.context;
    for (const e of events) {
      if (e.type !== 'cards') continue;
      const { sort: _sort, ...f } = meta.filters;
      const all = new Set(idx.search(f, idx.refs(f), 'newest', 0, 1_000_000).ids);
      for (const card of e.items) {
        cards++;
        announcementCardSchema.parse(card);
        const row = await db.query<{ status: string }>('select status from announcements where id = $1', [card.id]);
        if (row[0]?.status !== 'published' || !all.has(card.id)) unreal.push(`${c.id} «${turn.text}»: card ${card.id}`);
      }
    }
  }
}

console.log(report(score));
console.log(`\nCars in the chat's answers: ${cards}; not a published announcement matching the answer's filters: ${unreal.length}`);
if (score.misses.length) console.log(`\nNot exactly right (${score.misses.length}):\n  ${score.misses.join('\n  ')}`);
if (unreal.length) console.log(`\nNot real:\n  ${unreal.join('\n  ')}`);
await app.close();
await db.close();
const ok = score.exact / score.requests >= 0.95 && unreal.length === 0;
console.log(`\n${ok ? 'Targets met' : 'Targets NOT met'} (≥ 95 % exactly right, 0 cars that are not real announcements); ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(ok ? 0 : 1);
