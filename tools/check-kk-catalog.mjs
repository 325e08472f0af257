#!/usr/bin/env node
/**
 * Fails (exit 1) when a Kazakh message is missing or empty (spec: "a check in npm test fails when a kk message is
 * missing or empty").
 *
 * Scans every `**\/locales/kk/*.po` under the root (default: the repository; or the first argument), skipping
 * node_modules, dist and dot-folders. For each catalogue:
 *   - every message (msgctxt + msgid; the header and obsolete `#~` entries excepted) needs a non-blank msgstr, and
 *     every `msgstr[n]` of a plural entry must be non-blank; multi-line strings are joined first;
 *   - every message of the Russian sibling (`locales/ru/<same name>.po`) must exist in the Kazakh catalogue.
 * Lists each problem, then exits 1; otherwise prints a one-line summary and exits 0. Finding no kk catalogue at all is
 * also a failure, so a moved folder cannot silently turn the check off.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SKIP_DIRS = new Set(['node_modules', 'dist', 'coverage', 'storybook-static']);

function findKkCatalogues(dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIP_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) findKkCatalogues(full, out);
    else if (
      entry.isFile() &&
      entry.name.endsWith('.po') &&
      path.basename(dir) === 'kk' &&
      path.basename(path.dirname(dir)) === 'locales'
    ) {
      out.push(full);
    }
  }
  return out.sort();
}

function unquote(raw, file, lineNo) {
  const m = /^"((?:[^"\\]|\\.)*)"\s*$/.exec(raw.trim());
  if (!m) throw new Error(`${file}:${lineNo}: malformed string ${raw.trim()}`);
  return m[1].replace(/\\(.)/g, (_, c) => ({ n: '\n', t: '\t', r: '\r', '"': '"', '\\': '\\' })[c] ?? c);
}

/** Parses a .po file into entries `{ key, msgid, msgstr: string[], line }` (header and obsolete entries left out). */
export function parsePo(text, file = '<po>') {
  const entries = [];
  let cur = null;
  let field = null;
  const flush = () => {
    if (cur && cur.msgid !== undefined && !cur.obsolete && !(cur.msgid === '' && cur.msgctxt === undefined)) {
      const msgstr = cur.plural ? Object.keys(cur.msgstrN).sort((a, b) => a - b).map((k) => cur.msgstrN[k]) : [cur.msgstr ?? ''];
      entries.push({
        key: cur.msgctxt === undefined ? cur.msgid : `${cur.msgctxt}\u0004${cur.msgid}`,
        msgid: cur.msgid,
        msgstr: msgstr.length ? msgstr : [''],
        line: cur.line,
      });
    }
    cur = null;
    field = null;
  };
  const start = (lineNo) => (cur ??= { line: lineNo, msgstrN: {} });
  text.split(/\r?\n/).forEach((rawLine, i) => {
    const lineNo = i + 1;
    const line = rawLine.trim();
    if (line === '') return flush();
    if (line.startsWith('#~')) {
      start(lineNo).obsolete = true;
      field = null;
      return;
    }
    if (line.startsWith('#')) {
      // A comment after a complete entry starts the next one.
      if (cur && cur.msgid !== undefined && field !== null && field !== 'msgid' && field !== 'msgctxt') flush();
      start(lineNo);
      return;
    }
    const m = /^(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s+(".*)$/.exec(line);
    if (m) {
      const [, keyword, index, rest] = m;
      // A new msgctxt/msgid after a msgstr means a new entry without a blank line between.
      if ((keyword === 'msgctxt' || keyword === 'msgid') && cur && (cur.msgstr !== undefined || cur.plural)) flush();
      const entry = start(lineNo);
      const value = unquote(rest, file, lineNo);
      if (keyword === 'msgctxt') entry.msgctxt = value;
      else if (keyword === 'msgid') entry.msgid = value;
      else if (keyword === 'msgid_plural') entry.plural = true;
      else if (index !== undefined) {
        entry.plural = true;
        entry.msgstrN[index] = value;
      } else entry.msgstr = value;
      field = index !== undefined ? `msgstr[${index}]` : keyword;
      return;
    }
    if (line.startsWith('"') && cur && field) {
      const value = unquote(line, file, lineNo);
      if (field === 'msgctxt') cur.msgctxt += value;
      else if (field === 'msgid') cur.msgid += value;
      else if (field === 'msgstr') cur.msgstr += value;
      else if (field.startsWith('msgstr[')) cur.msgstrN[field.slice(7, -1)] += value;
      return;
    }
    if (cur?.obsolete && line.startsWith('"')) return;
    throw new Error(`${file}:${lineNo}: cannot parse line: ${line}`);
  });
  flush();
  return entries;
}

/**
 * One Kazakh word per idea (issue 23): "хабарландыру" is an announcement (объявление), "хабарлама" a message
 * (сообщение), so a notification (уведомление) is "ескерту". A notification translated with the announcement's word
 * reads as "a new announcement" where the user is told about settings.
 */
const TERMS = [
  { ru: /уведомл/gi, avoid: /хабарланды/gi, allowedFor: /объявлен/gi, use: 'ескерту', what: 'notification (уведомление)' },
  { ru: /уведомл/gi, avoid: /хабарлам/gi, allowedFor: /сообщен/gi, use: 'ескерту', what: 'notification (уведомление)' },
];
const count = (re, text) => (text.match(re) ?? []).length;

const show = (msgid) => JSON.stringify(msgid.length > 120 ? `${msgid.slice(0, 117)}...` : msgid);

export function checkCatalogues(root) {
  const files = findKkCatalogues(root);
  const problems = [];
  let messages = 0;
  for (const kkFile of files) {
    const rel = path.relative(root, kkFile);
    const kk = parsePo(readFileSync(kkFile, 'utf8'), rel);
    messages += kk.length;
    for (const e of kk) {
      if (e.msgstr.some((s) => s.trim() === '')) problems.push(`${rel}:${e.line}: empty kk translation for msgid ${show(e.msgid)}`);
      for (const term of TERMS) {
        // The announcement's word only as often as the Russian says "объявление".
        const allowed = count(term.allowedFor, e.msgid);
        if (count(term.ru, e.msgid) > 0 && e.msgstr.some((s) => count(term.avoid, s) > allowed)) {
          problems.push(`${rel}:${e.line}: ${term.what} is "${term.use}" in kk, not "${term.avoid.source}…", in msgid ${show(e.msgid)}`);
        }
      }
    }
    const ruFile = path.join(path.dirname(path.dirname(kkFile)), 'ru', path.basename(kkFile));
    if (existsSync(ruFile)) {
      const kkKeys = new Set(kk.map((e) => e.key));
      for (const e of parsePo(readFileSync(ruFile, 'utf8'), path.relative(root, ruFile))) {
        if (!kkKeys.has(e.key)) problems.push(`${rel}: missing kk message for msgid ${show(e.msgid)} (present in ru)`);
      }
    }
  }
  return { files: files.map((f) => path.relative(root, f)), messages, problems };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  let result;
  try {
    result = checkCatalogues(root);
  } catch (error) {
    console.error(`kk catalogue check: ${error.message}`);
    process.exit(1);
  }
  const { files, messages, problems } = result;
  if (files.length === 0) {
    console.error(`kk catalogue check: no locales/kk/*.po found under ${root}`);
    process.exit(1);
  }
  if (problems.length) {
    for (const p of problems) console.error(p);
    console.error(`kk catalogue check: FAILED, ${problems.length} problem(s) in ${files.length} catalogue(s)`);
    process.exit(1);
  }
  console.log(`kk catalogue check: ok, ${messages} messages translated in ${files.length} catalogue(s) (${files.join(', ')})`);
}
