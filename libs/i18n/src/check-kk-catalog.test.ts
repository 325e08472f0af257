// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../../../tools/check-kk-catalog.mjs', import.meta.url));
const HEADER = 'msgid ""\nmsgstr ""\n"Language: kk\\n"\n"X-Generator: @lingui/cli\\n"\n\n';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

function fixture(files: Record<string, string>): string {
  root = mkdtempSync(path.join(tmpdir(), 'kk-catalog-'));
  for (const [rel, text] of Object.entries(files)) {
    const full = path.join(root, rel);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, text);
  }
  return root;
}

function run(dir: string) {
  const r = spawnSync(process.execPath, [script, dir], { encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

const RU = `${HEADER}#: src/a.tsx\nmsgid "Поиск"\nmsgstr "Поиск"\n\nmsgid "Цена"\nmsgstr "Цена"\n`;

describe('tools/check-kk-catalog.mjs', () => {
  it('passes with a one-line summary when every kk message is translated', () => {
    const dir = fixture({
      'apps/web/src/locales/ru/messages.po': RU,
      'apps/web/src/locales/kk/messages.po': `${HEADER}#: src/a.tsx\nmsgid "Поиск"\nmsgstr "Іздеу"\n\n#, fuzzy\nmsgid "Цена"\nmsgstr ""\n"Баға"\n"сы"\n\n#~ msgid "Old"\n#~ msgstr ""\n`,
    });
    const r = run(dir);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out.trim().split('\n')).toEqual([
      'kk catalogue check: ok, 2 messages translated in 1 catalogue(s) (apps/web/src/locales/kk/messages.po)',
    ]);
  });

  it('fails when a notification is translated with the word for an announcement (one term per idea)', () => {
    const dir = fixture({
      'apps/web/src/locales/kk/messages.po':
        `${HEADER}msgid "Уведомления включены"\nmsgstr "Хабарландырулар қосулы"\n\n` +
        `msgid "Новые объявления"\nmsgstr "Жаңа хабарландырулар"\n\nmsgid "Уведомления"\nmsgstr "Ескертулер"\n`,
    });
    const r = run(dir);
    expect(r.code).toBe(1);
    expect(r.err.trim().split('\n')[0]).toBe(
      'apps/web/src/locales/kk/messages.po:6: notification (уведомление) is "ескерту" in kk, not "хабарланды…", in msgid "Уведомления включены"',
    );
    expect(r.err).not.toContain('Новые объявления');
  });

  it('fails listing each empty msgstr, including multi-line and plural forms', () => {
    const dir = fixture({
      'apps/web/src/locales/kk/messages.po':
        `${HEADER}msgid "Поиск"\nmsgstr ""\n\nmsgid "Цена"\nmsgstr ""\n"   "\n\n` +
        `msgid "{n} фото"\nmsgid_plural "{n} фото"\nmsgstr[0] "{n} сурет"\nmsgstr[1] ""\n\n` +
        `msgctxt "menu"\nmsgid "Кредит"\nmsgstr "Несие"\n\n` +
        `msgid "Руль"\n` + // a msgid with no msgstr at all
        `\nmsgid ""\n"Длинное "\n"сообщение"\nmsgstr ""\n`,
    });
    const r = run(dir);
    expect(r.code).toBe(1);
    const lines = r.err.trim().split('\n');
    expect(lines).toEqual([
      'apps/web/src/locales/kk/messages.po:6: empty kk translation for msgid "Поиск"',
      'apps/web/src/locales/kk/messages.po:9: empty kk translation for msgid "Цена"',
      'apps/web/src/locales/kk/messages.po:13: empty kk translation for msgid "{n} фото"',
      'apps/web/src/locales/kk/messages.po:22: empty kk translation for msgid "Руль"',
      'apps/web/src/locales/kk/messages.po:24: empty kk translation for msgid "Длинное сообщение"',
      'kk catalogue check: FAILED, 5 problem(s) in 1 catalogue(s)',
    ]);
  });

  it('fails when a ru message is absent from the kk catalogue (context counts)', () => {
    const dir = fixture({
      'apps/web-view/src/locales/ru/messages.po': `${RU}\nmsgctxt "menu"\nmsgid "Кредит"\nmsgstr "Кредит"\n`,
      'apps/web-view/src/locales/kk/messages.po': `${HEADER}msgid "Поиск"\nmsgstr "Іздеу"\n\nmsgid "Кредит"\nmsgstr "Несие"\n`,
    });
    const r = run(dir);
    expect(r.code).toBe(1);
    expect(r.err).toContain('apps/web-view/src/locales/kk/messages.po: missing kk message for msgid "Цена" (present in ru)');
    expect(r.err).toContain('missing kk message for msgid "Кредит" (present in ru)');
    expect(r.err).toContain('FAILED, 2 problem(s)');
  });

  it('checks every catalogue and ignores node_modules and dist', () => {
    const bad = `${HEADER}msgid "Поиск"\nmsgstr ""\n`;
    const dir = fixture({
      'apps/a/src/locales/kk/messages.po': `${HEADER}msgid "Поиск"\nmsgstr "Іздеу"\n`,
      'apps/b/src/locales/kk/extra.po': bad,
      'node_modules/x/locales/kk/messages.po': bad,
      'dist/apps/a/locales/kk/messages.po': bad,
    });
    const r = run(dir);
    expect(r.code).toBe(1);
    expect(r.err).toContain('apps/b/src/locales/kk/extra.po:6: empty kk translation for msgid "Поиск"');
    expect(r.err).not.toContain('node_modules');
    expect(r.err).not.toContain('dist/');
    expect(r.err).toContain('FAILED, 1 problem(s) in 2 catalogue(s)');
  });

  it('fails when no kk catalogue is found', () => {
    const r = run(fixture({ 'README.md': '#' }));
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/no locales\/kk\/\*\.po found/);
  });

  it('fails on a malformed catalogue instead of passing it', () => {
    const r = run(fixture({ 'locales/kk/messages.po': `${HEADER}msgid "Поиск\nmsgstr "x"\n` }));
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/malformed string/);
  });
});
