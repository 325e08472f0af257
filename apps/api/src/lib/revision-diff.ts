/**
 * What a revision of a guide or page changed against the one before it: per field, the lines kept, added and removed
 * (jsdiff's line diff), long runs of kept lines shortened to a few lines of context around each change.
 */
import { diffArrays } from 'diff';

export type RevisionField = 'title' | 'description' | 'tags' | 'carsLabel' | 'body';

export interface RevisionLine {
  kind: 'same' | 'added' | 'removed' | 'gap';
  text: string;
  /** For a gap: how many kept lines it stands for. */
  count?: number;
}

export interface RevisionText {
  title: string;
  description: string;
  tags: readonly string[];
  carsLabel: string | null;
  body: string;
}

/** Kept lines shown before and after a change. */
export const CONTEXT_LINES = 2;

const linesOf = (text: string) => (text === '' ? [] : text.replace(/\r\n?/g, '\n').split('\n'));

/** The lines of `after` beside `before`, kept runs longer than the context cut down to a `gap`. */
export function lineDiff(before: string, after: string, context = CONTEXT_LINES): RevisionLine[] {
  const out: RevisionLine[] = [];
  const parts = diffArrays(linesOf(before), linesOf(after));
  parts.forEach((part, i) => {
    const kind = part.added ? 'added' : part.removed ? 'removed' : 'same';
    if (kind !== 'same') {
      for (const text of part.value) out.push({ kind, text });
      return;
    }
    // Context after the change before this run, and before the change after it.
    const head = i === 0 ? 0 : context;
    const tail = i === parts.length - 1 ? 0 : context;
    const lines = part.value;
    if (lines.length <= head + tail + 1) {
      for (const text of lines) out.push({ kind, text });
      return;
    }
    for (const text of lines.slice(0, head)) out.push({ kind, text });
    out.push({ kind: 'gap', text: '', count: lines.length - head - tail });
    for (const text of lines.slice(lines.length - tail)) out.push({ kind, text });
  });
  return out;
}

const fieldText = (r: RevisionText, field: RevisionField): string =>
  field === 'tags' ? r.tags.join(', ') : field === 'carsLabel' ? (r.carsLabel ?? '') : r[field];

const FIELDS: readonly RevisionField[] = ['title', 'description', 'tags', 'carsLabel', 'body'];

/** The fields `after` changed against `before` (every non-empty field when there is no revision before). */
export function revisionChanges(before: RevisionText | null, after: RevisionText): Array<{ field: RevisionField; lines: RevisionLine[] }> {
  const changes: Array<{ field: RevisionField; lines: RevisionLine[] }> = [];
  for (const field of FIELDS) {
    const was = before ? fieldText(before, field) : '';
    const now = fieldText(after, field);
    if (was === now) continue;
    changes.push({ field, lines: lineDiff(was, now) });
  }
  return changes;
}
