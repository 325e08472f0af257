// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { catalogueModuleCode, coreFiles, messageOrigins, splitMessages } from './catalogue-split';

const PO = `msgid ""
msgstr ""
"Language: ru\\n"

#: src/features/home/HomePage.tsx
#: src/features/search/SearchPage.tsx
msgid "Найти"
msgstr "Найти"

#: src/features/garage/CarPanel.tsx src/features/garage/GaragePage.tsx
msgid "Гараж \\"мой\\""
msgstr "Гараж \\"мой\\""

#: src/features/not-found/NotFoundPage.tsx
msgid "common:pageNotFound"
msgstr "Страница не найдена: {path}"

#: src/features/market/labels.ts
msgctxt "drive"
msgid "Передний"
msgstr "Передний"
`;

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false, dynamicImports: string[] = []) => ({
  type: 'chunk' as const,
  fileName,
  code: '',
  isEntry,
  facadeModuleId: moduleIds[0] ?? null,
  moduleIds,
  imports,
  dynamicImports,
});

describe('messageOrigins', () => {
  it('gives each message its Lingui id and every file that uses it', () => {
    const origins = messageOrigins(PO);
    expect(origins.get(generateMessageId('Найти'))).toEqual(['src/features/home/HomePage.tsx', 'src/features/search/SearchPage.tsx']);
    expect(origins.get(generateMessageId('Гараж "мой"'))).toEqual(['src/features/garage/CarPanel.tsx', 'src/features/garage/GaragePage.tsx']);
    expect(origins.get(generateMessageId('Передний', 'drive'))).toEqual(['src/features/market/labels.ts']);
    // An explicit id is the compiled catalogue's key.
    expect(origins.get('common:pageNotFound')).toEqual(['src/features/not-found/NotFoundPage.tsx']);
  });
});

describe('coreFiles and splitMessages', () => {
  const root = '/w/apps/web';
  const chunks = [
    chunk('assets/entry.js', ['/w/apps/web/src/app/entry-client.tsx', '/w/apps/web/src/features/search/SearchPage.tsx'], [], true, [
      'assets/routes.js',
      'assets/garage.js',
      'assets/messages.js',
    ]),
    chunk('assets/routes.js', ['/w/apps/web/src/routes/index.tsx?tsr-split=component---loader'], ['assets/home.js', 'assets/entry.js']),
    chunk('assets/home.js', ['/w/apps/web/src/features/home/HomePage.tsx'], [], false, ['assets/dialog.js']),
    chunk('assets/dialog.js', ['/w/apps/web/src/features/home/HomeDialog.tsx']),
    chunk('assets/garage.js', ['/w/apps/web/src/routes/garage.tsx?tsr-split=component---loader', '/w/apps/web/src/features/garage/GaragePage.tsx'], ['assets/labels.js']),
    chunk('assets/labels.js', ['/w/apps/web/src/features/market/labels.ts']),
    chunk('assets/messages.js', ['/w/apps/web/src/locales/ru/messages.po']),
  ];

  it('takes the entry and the core routes’ pages with what they import, and load on demand, not other pages', () => {
    const files = coreFiles(chunks, root, ['/']);
    expect([...files].sort()).toEqual([
      'src/app/entry-client.tsx',
      'src/features/home/HomeDialog.tsx',
      'src/features/home/HomePage.tsx',
      'src/features/search/SearchPage.tsx',
      'src/routes/index.tsx',
    ]);
    expect(coreFiles(chunks, root, ['/', '/garage']).has('src/features/market/labels.ts')).toBe(true);
  });

  it('puts a message in the core part when one of its files is a core file, the others in the rest', () => {
    const find = generateMessageId('Найти');
    const garage = generateMessageId('Гараж "мой"');
    const drive = generateMessageId('Передний', 'drive');
    const unknown = 'zzzzzz';
    const messages = { [find]: ['Найти'], [garage]: ['Гараж'], [drive]: ['Передний'], [unknown]: ['?'] };
    const { core, rest } = splitMessages(messages, messageOrigins(PO), coreFiles(chunks, root, ['/']));
    expect(core).toEqual({ [find]: ['Найти'] });
    expect(rest).toEqual({ [garage]: ['Гараж'], [drive]: ['Передний'], [unknown]: ['?'] });
  });
});

describe('catalogueModuleCode', () => {
  it('is a module whose messages are the part, quotes and backslashes kept', async () => {
    const messages = { a: ['«Он сказал: "да"» \\ `x` ${y}'], b: [['0'], ' км'] };
    const code = catalogueModuleCode(messages);
    expect(code.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
    const mod = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as { messages: unknown };
    expect(mod.messages).toEqual(messages);
  });
});
