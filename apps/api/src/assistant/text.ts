/**
 * Text helpers of the interpreter: one spelling for every way a word is written (case, ё, Kazakh letters typed as
 * Russian ones, Cyrillic and Latin), tokens, and the case endings Russian and Kazakh put on names.
 */

/** Kazakh letters as the Russian letters people type when they have no Kazakh keyboard. */
const FOLD: Record<string, string> = { ә: 'а', ғ: 'г', қ: 'к', ң: 'н', ө: 'о', ұ: 'у', ү: 'у', һ: 'х', і: 'и', ё: 'е' };

/** Lower case, ё → е, Kazakh letters folded to Russian ones (`Қарағанды` → `караганды`). */
export function fold(s: string): string {
  let out = '';
  for (const ch of s.toLowerCase()) out += FOLD[ch] ?? ch;
  return out;
}

const TRANSLIT: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ж: 'j', з: 'z', и: 'i', й: 'i', к: 'k', л: 'l', м: 'm', н: 'n',
  о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'h', ц: 'c', ч: 'ch', ш: 'sh', щ: 'sh', ъ: '', ы: 'i',
  ь: '', э: 'e', ю: 'iu', я: 'ia',
};

/** Cyrillic → Latin by sound (`соната` → `sonata`); Latin letters and digits stay. */
export function translit(s: string): string {
  let out = '';
  for (const ch of fold(s)) out += TRANSLIT[ch] ?? ch;
  return out;
}

/**
 * A key that spells a name the same whichever alphabet and spelling it came in: `Camry`, `камри` and `kamri` → `kamri`;
 * `Lexus`/`лексус`, `Accent`/`акцент`/`аксент`, `Pajero`/`паджеро`, `Corolla`/`королла`. Spaces and hyphens are dropped.
 */
export function phonetic(s: string): string {
  let t = translit(s).replace(/[^a-z0-9]/g, '');
  t = t
    .replace(/dzh|dj/g, 'j')
    .replace(/zh/g, 'j')
    .replace(/ph/g, 'f')
    .replace(/ck/g, 'k')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/c/g, 'k')
    .replace(/q/g, 'k')
    .replace(/x/g, 'ks')
    .replace(/w/g, 'v')
    .replace(/y/g, 'i')
    .replace(/ou/g, 'u')
    .replace(/ee/g, 'i')
    .replace(/([a-z])\1+/g, '$1');
  return t;
}

/**
 * Latin readings of a short Cyrillic code as people type model codes with the letters at hand: by look (`х` = x,
 * `с` = c, `р` = p, `в` = b, `н` = h, `у` = y) and by sound (`р` = r, `х` = h, `с` = s): `рх` → rx, `сх5` → cx5, `к5` → k5.
 * Only for codes of at most five letters; Latin text comes back as it is.
 */
const LOOK: Record<string, string[]> = {
  а: ['a'], б: ['b'], в: ['v', 'b'], г: ['g'], д: ['d'], е: ['e'], ж: ['j'], з: ['z'], и: ['i'], й: ['i', 'y'],
  к: ['k'], л: ['l'], м: ['m'], н: ['n', 'h'], о: ['o'], п: ['p'], р: ['r', 'p'], с: ['c', 's'], т: ['t'],
  у: ['u', 'y'], ф: ['f'], х: ['x', 'h'], ц: ['c'], ч: ['ch'], ш: ['sh'], э: ['e'], ы: ['y'], ь: [''], ъ: [''],
};
export function lookalikes(s: string): string[] {
  const f = fold(s).replace(/[^a-zа-я0-9]/g, '');
  const letters = f.replace(/[0-9]/g, '').length;
  if (letters > 5) return [translit(f)];
  let out = [''];
  for (const ch of f) {
    const opts = LOOK[ch] ?? [ch];
    out = out.flatMap((p) => opts.map((o) => p + o));
    if (out.length > 64) break;
  }
  return [...new Set(out)];
}

export type Token =
  | { kind: 'word'; text: string }
  | { kind: 'num'; text: string; value: number; decimal: boolean }
  | { kind: 'sym'; text: string };

const num = (text: string): Token => ({
  kind: 'num',
  text,
  value: Number(text.replace(',', '.')),
  decimal: /[.,]/.test(text),
});

/** One piece of the text as words, numbers and symbols (see `tokenize`). */
function pieces(w: string): Token[] {
  // A number with letters glued on: `2014г`, `15млн`, `100тыс`; `4х4`, `4wd`, `s500`, `x70`, `е39` stay one word.
  const glued = /^(\d+(?:[.,]\d+)?)(\p{L}+)$/u.exec(w);
  if (glued && !/^\d[xх]\d$/u.test(w) && !/^\d(?:wd|вд)$/u.test(w)) return [num(glued[1]!), { kind: 'word', text: glued[2]! }];
  if (/^\d+(?:[.,]\d+)?$/.test(w)) return [num(w)];
  const parts = w.split('-');
  if (parts.length === 1) return [{ kind: 'word', text: w }];
  // `млн-ға`, `2015-тен`, `10-ға`: the ending after a hyphen is a word of its own, `-ға`.
  if (parts.length === 2 && isEnding(parts[1]!)) return [...pieces(parts[0]!), { kind: 'word', text: `-${parts[1]}` }];
  // `2019-2021`, `5-8млн`: numbers and dashes.
  if (/^\d/.test(parts[0]!) && parts.slice(0, -1).every((p) => /^\d+(?:[.,]\d+)?$/.test(p)))
    return parts.flatMap((p, k): Token[] => [...(k ? [{ kind: 'sym', text: '-' } as Token] : []), ...pieces(p)]);
  // `усть-каменогорск`, `газ-бензин`, `x-trail`, `cr-v`: one word.
  return [{ kind: 'word', text: w }];
}

/**
 * Words, numbers and the few symbols that matter (`-`, `+`, `%`, `?`). `12 000 000` is one number; `2014г.в.` a number
 * and words; `млн-ға` a word and its ending (`-ға`); `4х4`, `x70`, `s500`, `е39` stay one word; `3,5` and `2.5` are
 * decimals; `900к` is 900 thousand.
 */
export function tokenize(input: string): Token[] {
  const s = input
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[–—−]/g, '-')
    .replace(/₸/g, ' тг ')
    .replace(/(\d)\s*(?:k|к)(?![\p{L}\d])/gu, '$1 тыс');
  const out: Token[] = [];
  const re = /(\d+(?:[.,]\d+)?)(?![\p{L}\d-])|([\p{L}\d]+(?:[-.][\p{L}\d]+)*)|([-+%?])/gu;
  let m: RegExpExecArray | null;
  let prevEnd = -1;
  while ((m = re.exec(s))) {
    const gap = prevEnd >= 0 ? s.slice(prevEnd, m.index) : '';
    prevEnd = re.lastIndex;
    if (m[1] !== undefined) {
      const prev = out[out.length - 1];
      // Digit groups of a big number written with spaces (`12 000 000`, `3 500 000`).
      if (prev?.kind === 'num' && !prev.decimal && gap === ' ' && /^\d{3}$/.test(m[1]) && /^\d{1,3}( \d{3})*$/.test(prev.text)) {
        prev.text += ` ${m[1]}`;
        prev.value = prev.value * 1000 + Number(m[1]);
      } else out.push(num(m[1]));
    } else if (m[2] !== undefined) {
      // `2014г.в.`, `т.р.`: dotted abbreviations split into their letters' words; decimals stay.
      const w = m[2];
      if (/\./.test(w) && !/^\d+\.\d+$/.test(w)) for (const part of w.split('.')) out.push(...pieces(part));
      else out.push(...pieces(w));
    } else if (m[3] !== undefined) out.push({ kind: 'sym', text: m[3] });
  }
  return out;
}

/**
 * Kazakh endings (case, plural, possessive, "with"/"without", "-дағы") and Russian noun and adjective endings, longest
 * first. `strip` tries them on a word whose stem stays at least three letters long.
 */
const KK_ENDINGS = [
  'ларының', 'лерінің', 'дарының', 'дерінің', 'тарының', 'терінің',
  'ларын', 'лерін', 'дарын', 'дерін', 'тарын', 'терін', 'ларды', 'лерді', 'лардың', 'лердің',
  'лары', 'лері', 'дары', 'дері', 'тары', 'тері', 'лар', 'лер', 'дар', 'дер', 'тар', 'тер',
  'ындағы', 'індегі', 'ндағы', 'ндегі', 'дағы', 'дегі', 'тағы', 'тегі',
  'ынан', 'інен', 'ында', 'інде', 'нан', 'нен', 'дан', 'ден', 'тан', 'тен',
  'ның', 'нің', 'дың', 'дің', 'тың', 'тің', 'сын', 'сін', 'ын', 'ін',
  'ға', 'ге', 'қа', 'ке', 'на', 'не', 'да', 'де', 'та', 'те', 'ны', 'ні', 'ды', 'ді', 'ты', 'ті',
  'мен', 'бен', 'пен', 'лы', 'лі', 'сыз', 'сіз', 'сы', 'сі', 'ғы', 'гі', 'қы', 'кі', 'ша', 'ше', 'а', 'е', 'ы', 'і',
];
const RU_ENDINGS = [
  'ями', 'ами', 'ого', 'его', 'ому', 'ему', 'ыми', 'ими', 'ой', 'ей', 'ом', 'ем', 'ам', 'ям', 'ах', 'ях', 'ов', 'ев',
  'ую', 'юю', 'ая', 'яя', 'ое', 'ее', 'ые', 'ие', 'ый', 'ий', 'ых', 'их', 'ым', 'им', 'у', 'ю', 'ы', 'и', 'е', 'а', 'я', 'о',
];
// Words are folded before their endings are looked at, so the endings are folded too (`тегі` → `теги`).
const ALL_ENDINGS = [...new Set([...KK_ENDINGS, ...RU_ENDINGS].map((e) => fold(e)))].sort((a, b) => b.length - a.length);
const ENDING_SET = new Set(ALL_ENDINGS);
/** Latin spellings of Kazakh endings (`almatyda`, `astanadan`). */
const LATIN_ENDINGS = ['dagy', 'degi', 'tagy', 'tegi', 'dan', 'den', 'tan', 'ten', 'nan', 'nen', 'da', 'de', 'ta', 'te', 'ga', 'ge', 'ka', 'ke'];

/** True for a word that is only an ending (`ға` of `млн-ға`). */
export function isEnding(s: string): boolean {
  return ENDING_SET.has(s) || ['ға', 'ге', 'қа', 'ке', 'нан', 'нен', 'дан', 'ден', 'тан', 'тен', 'ка', 'ка', 'га', 'ге'].includes(s);
}

/**
 * The word and its stems with one ending removed (and a second one for Kazakh stacked endings such as
 * `кроссовер-лер-і`), longest stem first; a stem keeps at least `min` letters.
 */
export function stems(word: string, min = 3): string[] {
  const out = [word];
  const latin = /^[a-z]+$/.test(word);
  const endings = latin ? LATIN_ENDINGS : ALL_ENDINGS;
  for (const e of endings) {
    if (word.length - e.length >= min && word.endsWith(e)) {
      const stem = word.slice(0, -e.length);
      out.push(stem);
      if (!latin)
        for (const e2 of ALL_ENDINGS)
          if (stem.length - e2.length >= min && stem.endsWith(e2)) out.push(stem.slice(0, -e2.length));
    }
  }
  return [...new Set(out)];
}

/** A Russian or Kazakh ablative ending: "from" / "than" (`-нан`, `-тен`, `-дан`…). */
export const ABLATIVE = /(?:нан|нен|дан|ден|тан|тен)$/;
/** A Kazakh dative ending: "to" (`-ға`, `-ге`, `-қа`, `-ке`, `-на`, `-не`). */
export const DATIVE = /(?:ға|ге|қа|ке)$/;

/** Edit distance with transpositions (optimal string alignment), stopping early above `max`. */
export function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let rowMin = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return max + 1;
  }
  return d[a.length]![b.length]!;
}
