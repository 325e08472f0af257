/**
 * The locale catalogue in two parts (see `src/app/catalogue-parts.ts`): after the client build has bundled each
 * locale's compiled catalogue (`src/locales/<locale>/messages.po`), this step writes `messages-core-<locale>-<hash>.js`
 * — the messages whose source files (the `.po` file's `#:` references) are modules of the entry or of a core route's
 * page, or of what they load on demand short of another page (`coreFiles`) — and `messages-rest-<locale>-<hash>.js` with the others, and records both files
 * in `.vite/catalogue-parts.json` for the server. Which messages are core follows the build's own module graph, so a
 * page of a core route never hydrates with a message missing.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import type { Plugin } from 'vite';
import { CATALOGUE_PARTS_FILE, CORE_ROUTE_IDS, routeIdOfFile, type CatalogueParts } from '../src/app/catalogue-parts';

type Messages = Record<string, unknown>;

/** Each message's id (as the Lingui macro makes it, or its msgid when that is an explicit id) and the source files (relative to the app) that use it, from a `.po` file. */
export function messageOrigins(po: string): Map<string, string[]> {
  const origins = new Map<string, string[]>();
  for (const block of po.split(/\n\s*\n/)) {
    const unquote = (re: RegExp) => {
      const m = re.exec(block);
      return m ? (JSON.parse(`"${m[1]}"`) as string) : undefined;
    };
    const msgid = unquote(/^msgid "((?:[^"\\]|\\.)*)"$/m);
    if (!msgid) continue;
    const context = unquote(/^msgctxt "((?:[^"\\]|\\.)*)"$/m);
    const files = [...block.matchAll(/^#: (.+)$/gm)].flatMap((m) => (m[1] ?? '').trim().split(/\s+/));
    const sources = files.map((f) => f.replace(/:\d+$/, ''));
    origins.set(generateMessageId(msgid, context), sources);
    // A message with an explicit id (`<Trans id="common:pageNotFound">`) is compiled under its msgid itself.
    if (!context) origins.set(msgid, sources);
  }
  return origins;
}

/** Splits compiled messages: those used by one of `coreFiles` (or of unknown origin: none) go to `core`. */
export function splitMessages(messages: Messages, origins: Map<string, string[]>, coreFiles: ReadonlySet<string>): { core: Messages; rest: Messages } {
  const core: Messages = {};
  const rest: Messages = {};
  for (const [id, message] of Object.entries(messages)) {
    const files = origins.get(id) ?? [];
    if (files.some((f) => coreFiles.has(f))) core[id] = message;
    else rest[id] = message;
  }
  return { core, rest };
}

/**
 * A catalogue part as an ES module (`export const messages`), parsed as JSON (faster than an object literal), with the
 * compile hint every script of the site starts with (tools/compile-hints.ts: these files are emitted after it ran).
 */
export function catalogueModuleCode(messages: Messages): string {
  return `//# allFunctionsCalledOnLoad\nexport const messages=JSON.parse(${JSON.stringify(JSON.stringify(messages))});\n`;
}

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  code: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: readonly string[];
  imports: readonly string[];
  dynamicImports: readonly string[];
}

const CATALOGUE = /[\\/]src[\\/]locales[\\/](\w+)[\\/]messages\.po$/;
const ROUTE_COMPONENT = /^(.*[\\/]src[\\/]routes[\\/][^?]+)\?tsr-split=([\w-]+)$/;

/**
 * The app's source files (`src/…`, as the `.po` references name them) that a page of a core route may render without
 * navigating: the entry's and the core routes' page chunks', with what they import, statically or on demand (a
 * dialog, a filter sheet: an overlay opens on the first click without waiting for the rest part) — but not another
 * route's page chunk nor a catalogue chunk.
 */
export function coreFiles(chunks: readonly ChunkLike[], appRoot: string, coreRoutes: readonly string[] = CORE_ROUTE_IDS): Set<string> {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const wanted = new Set(coreRoutes);
  const routeOf = (c: ChunkLike) => {
    for (const id of c.moduleIds) {
      const m = ROUTE_COMPONENT.exec(id);
      if (m?.[1]) return routeIdOfFile(m[1].split(path.sep).join('/'));
    }
    return null;
  };
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (chunk: ChunkLike | undefined) => {
    if (!chunk || seen.has(chunk.fileName)) return;
    const route = routeOf(chunk);
    if (route !== null && !wanted.has(route)) return;
    if (chunk.facadeModuleId && CATALOGUE.test(chunk.facadeModuleId)) return;
    seen.add(chunk.fileName);
    for (const id of chunk.moduleIds) files.add(path.relative(appRoot, id.replace(/^\0+/, '').replace(/\?.*$/, '')).split(path.sep).join('/'));
    for (const imported of [...chunk.imports, ...chunk.dynamicImports]) visit(byName.get(imported));
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk);
  return files;
}

function hashOf(code: string): string {
  return createHash('sha256').update(code).digest('base64url').slice(0, 10);
}

/** The build step (client build only): emits both parts of each locale's catalogue and `.vite/catalogue-parts.json`. */
export function catalogueSplit(opts: { appRoot: string; sourcePo: string }): Plugin {
  return {
    name: 'jolda:catalogue-split',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c): c is ChunkLike & (typeof bundle)[string] => c.type === 'chunk');
      const files = coreFiles(chunks, opts.appRoot);
      const origins = messageOrigins(readFileSync(opts.sourcePo, 'utf8'));
      const parts: Record<string, CatalogueParts> = {};
      for (const chunk of chunks) {
        const locale = chunk.facadeModuleId ? CATALOGUE.exec(chunk.facadeModuleId)?.[1] : undefined;
        if (!locale) continue;
        if (chunk.imports.length) this.error(`the ${locale} catalogue chunk imports other chunks; it cannot be split`);
        const { messages } = (await import(`data:text/javascript;base64,${Buffer.from(chunk.code).toString('base64')}`)) as { messages: Messages };
        const { core, rest } = splitMessages(messages, origins, files);
        const file = (part: string, m: Messages) => {
          const code = catalogueModuleCode(m);
          const fileName = `assets/messages-${part}-${locale}-${hashOf(code)}.js`;
          this.emitFile({ type: 'asset', fileName, source: code });
          return `/${fileName}`;
        };
        parts[locale] = { core: file('core', core), rest: file('rest', rest) };
        this.info(`catalogue ${locale}: ${Object.keys(core).length} core messages, ${Object.keys(rest).length} in the rest`);
      }
      this.emitFile({ type: 'asset', fileName: CATALOGUE_PARTS_FILE, source: `${JSON.stringify(parts, null, 1)}\n` });
    },
  };
}
