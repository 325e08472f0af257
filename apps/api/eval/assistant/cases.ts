/** The evaluation set (`ru.jsonl`, `kk.jsonl`) and how an answer is scored against it. */
import { readFileSync } from 'node:fs';
import type { AssistantFilters, AssistantPlan } from '@jolda/contracts';

export interface Turn {
  text: string;
  expect: Record<string, unknown>;
  tool?: string;
  compare?: Array<[string, string]>;
  credit?: Record<string, number>;
  term?: string;
}
export interface Case {
  id: string;
  lang: 'ru' | 'kk';
  turns: Turn[];
}

const DIR = new URL('./', import.meta.url);

export function loadCases(): Case[] {
  const out: Case[] = [];
  for (const lang of ['ru', 'kk'] as const) {
    for (const line of readFileSync(new URL(`${lang}.jsonl`, DIR), 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const c = JSON.parse(line) as Turn & { id: string; turns?: Turn[] };
      out.push({ id: c.id, lang, turns: c.turns ?? [c] });
    }
  }
  return out;
}

const norm = (v: unknown) => JSON.stringify(Array.isArray(v) ? [...v].map(String).sort() : v);

/** Keys whose value differs (lists compared as sets). */
export function wrongKeys(got: Record<string, unknown>, want: Record<string, unknown>): string[] {
  const keys = new Set([...Object.keys(got), ...Object.keys(want)]);
  return [...keys].filter((k) => norm(got[k]) !== norm(want[k])).sort();
}

/** Whether the plan is the one the case expects (the tool and its arguments). */
export function planRight(plan: AssistantPlan, turn: Turn): boolean {
  const tool = turn.tool ?? 'search';
  if (plan.tool !== tool) return false;
  if (plan.tool === 'compare') return JSON.stringify(plan.models.map((m) => [m.brand, m.model])) === JSON.stringify(turn.compare);
  if (plan.tool === 'credit') {
    const { tool: _t, ...args } = plan;
    return wrongKeys(args, turn.credit ?? {}).length === 0;
  }
  if (plan.tool === 'term') return plan.term === turn.term;
  return true;
}

export interface Score {
  requests: number;
  exact: number;
  byLang: Record<string, { requests: number; exact: number }>;
  /** Per filter key: requests where the expected or the read filters have it, and how many had it right. */
  byKey: Record<string, { seen: number; right: number }>;
  tool: { requests: number; right: number };
  misses: string[];
}

export function newScore(): Score {
  return { requests: 0, exact: 0, byLang: {}, byKey: {}, tool: { requests: 0, right: 0 }, misses: [] };
}

export function record(s: Score, c: Case, turn: Turn, filters: AssistantFilters, plan: AssistantPlan) {
  const wrong = wrongKeys(filters as Record<string, unknown>, turn.expect);
  const toolOk = planRight(plan, turn);
  const lang = (s.byLang[c.lang] ??= { requests: 0, exact: 0 });
  s.requests++;
  lang.requests++;
  s.tool.requests++;
  if (toolOk) s.tool.right++;
  for (const k of new Set([...Object.keys(filters), ...Object.keys(turn.expect)])) {
    const e = (s.byKey[k] ??= { seen: 0, right: 0 });
    e.seen++;
    if (!wrong.includes(k)) e.right++;
  }
  if (!wrong.length && toolOk) {
    s.exact++;
    lang.exact++;
  } else {
    s.misses.push(`${c.id} «${turn.text}»: ${wrong.length ? `filters ${wrong.join(', ')} got ${JSON.stringify(filters)}` : ''}${toolOk ? '' : ` plan ${JSON.stringify(plan)}`}`);
  }
}

const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)} %` : '—');

export function report(s: Score): string {
  const lines = [`Exactly right: ${s.exact}/${s.requests} = ${pct(s.exact, s.requests)}`];
  for (const [lang, v] of Object.entries(s.byLang)) lines.push(`  ${lang}: ${v.exact}/${v.requests} = ${pct(v.exact, v.requests)}`);
  lines.push(`Tool and its arguments: ${s.tool.right}/${s.tool.requests} = ${pct(s.tool.right, s.tool.requests)}`);
  lines.push('Per filter (requests with the key expected or read: right):');
  for (const [k, v] of Object.entries(s.byKey).sort((a, b) => b[1].seen - a[1].seen))
    lines.push(`  ${k.padEnd(15)} ${String(v.right).padStart(4)}/${String(v.seen).padEnd(4)} ${pct(v.right, v.seen)}`);
  return lines.join('\n');
}
