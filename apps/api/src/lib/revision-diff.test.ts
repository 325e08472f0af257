import { describe, expect, it } from 'vitest';
import { lineDiff, revisionChanges, type RevisionText } from './revision-diff.js';

const text = (o: Partial<RevisionText> = {}): RevisionText => ({ title: 'Заголовок', description: 'Описание статьи', tags: ['шины'], carsLabel: null, body: 'a', ...o });

describe('lineDiff', () => {
  it('marks the lines removed and added, keeping the rest', () => {
    expect(lineDiff('один\nдва\nтри', 'один\nдва и половина\nтри')).toEqual([
      { kind: 'same', text: 'один' },
      { kind: 'removed', text: 'два' },
      { kind: 'added', text: 'два и половина' },
      { kind: 'same', text: 'три' },
    ]);
  });

  it('cuts a long run of kept lines to two lines of context around each change', () => {
    const before = Array.from({ length: 20 }, (_, i) => `строка ${i + 1}`);
    const after = [...before];
    after[9] = 'строка 10, исправленная';
    const lines = lineDiff(before.join('\n'), after.join('\n'));
    expect(lines).toEqual([
      { kind: 'gap', text: '', count: 7 },
      { kind: 'same', text: 'строка 8' },
      { kind: 'same', text: 'строка 9' },
      { kind: 'removed', text: 'строка 10' },
      { kind: 'added', text: 'строка 10, исправленная' },
      { kind: 'same', text: 'строка 11' },
      { kind: 'same', text: 'строка 12' },
      { kind: 'gap', text: '', count: 8 },
    ]);
    // Every line of the new text is there, shown or counted in a gap.
    const shown = lines.filter((l) => l.kind !== 'removed').reduce((n, l) => n + (l.kind === 'gap' ? l.count! : 1), 0);
    expect(shown).toBe(after.length);
  });

  it('treats Windows line ends as line ends, and an empty text as no lines', () => {
    expect(lineDiff('а\r\nб\r\nв', 'а\nб\nг')).toEqual([
      { kind: 'same', text: 'а' },
      { kind: 'same', text: 'б' },
      { kind: 'removed', text: 'в' },
      { kind: 'added', text: 'г' },
    ]);
    // Nothing changed: the whole text is one run of kept lines.
    expect(lineDiff('а\r\nб', 'а\nб')).toEqual([{ kind: 'gap', text: '', count: 2 }]);
    expect(lineDiff('', 'новая')).toEqual([{ kind: 'added', text: 'новая' }]);
  });
});

describe('revisionChanges', () => {
  it('lists only the fields that changed', () => {
    const changes = revisionChanges(text(), text({ title: 'Новый заголовок', tags: ['шины', 'зима'] }));
    expect(changes.map((c) => c.field)).toEqual(['title', 'tags']);
    expect(changes[1]!.lines).toEqual([
      { kind: 'removed', text: 'шины' },
      { kind: 'added', text: 'шины, зима' },
    ]);
    expect(revisionChanges(text(), text())).toEqual([]);
  });

  it('shows every filled field as added for the first revision', () => {
    expect(revisionChanges(null, text()).map((c) => c.field)).toEqual(['title', 'description', 'tags', 'body']);
  });
});
