import type { NpsAnswer, NpsAnswerResult } from '@jolda/contracts';
import type { Queryable } from '../db.js';
import { iso, num } from './rows.js';

export async function insertNpsAnswer(db: Queryable, answer: NpsAnswer, userId: number | null): Promise<NpsAnswerResult> {
  const rows = await db.query<{ id: number | string; created_at: Date }>(
    `insert into nps_answers (visitor, user_id, score, comment, locale, page)
     values ($1, $2, $3, $4, $5, $6) returning id, created_at`,
    [answer.uuid, userId, answer.score, answer.comment ? answer.comment : null, answer.locale ?? null, answer.page ?? null],
  );
  const r = rows[0]!;
  return { id: num(r.id), createdAt: iso(r.created_at) };
}

export async function listNpsAnswers(db: Queryable, visitor: string) {
  const rows = await db.query<{ id: number | string; user_id: number | string | null; score: number; comment: string | null; locale: string | null; page: string | null }>(
    'select id, user_id, score, comment, locale, page from nps_answers where visitor = $1 order by id',
    [visitor],
  );
  return rows.map((r) => ({ id: num(r.id), userId: r.user_id === null ? null : num(r.user_id), score: Number(r.score), comment: r.comment, locale: r.locale, page: r.page }));
}
