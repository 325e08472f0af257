/**
 * The local interpreter: a request as buyers write it → the search filters it implies (exactly the query object of
 * `GET /api/announcements`, only the keys the request names), the tool it asks for, and the conversation state for the
 * next turn. Deterministic and offline: the catalogue comes from the database (see lexicon.ts), the words from the
 * vocabulary.
 *
 * Passes over the words, each taking the words it understood: places, the catalogue (brands, models, generations),
 * numbers (prices, years, mileage, engine volume, credit terms) with the words around them, the vocabulary (body, fuel,
 * gearbox, drive, colour, steering, customs, credit, exchange, seller, condition, sort, intents); what is left is
 * `unknown`. A follow-up ("а подешевле?", "ал Астанада ше?") changes only what it names in the previous filters.
 */
import type { AssistantContext, AssistantFilters, AssistantPlan, Sort } from '@jolda/contracts';
import type { Lexicon, ModelInfo } from './lexicon.js';
import { ABLATIVE, DATIVE, distance, fold, lookalikes, phonetic, stems, tokenize, translit, type Token } from './text.js';
import type { Effect, Flag } from './vocabulary.js';

export interface Interpretation {
  filters: AssistantFilters;
  plan: AssistantPlan;
  context: AssistantContext;
  unknown: string[];
}

interface Word {
  tok: Token;
  /** Folded text (lower case, Kazakh letters as Russian ones). */
  f: string;
  used: boolean;
  /** The word and its stems without a case ending (computed once). */
  forms: string[];
}

type Draft = Partial<Record<keyof AssistantFilters, unknown>> & AssistantFilters;

/** Filter keys in the order the search's deep links write them. */
const KEY_ORDER: Array<keyof AssistantFilters> = [
  'brand', 'model', 'generation', 'city', 'region', 'body', 'yearFrom', 'yearTo', 'priceFrom', 'priceTo', 'mileageFrom',
  'mileageTo', 'engineFrom', 'engineTo', 'fuel', 'transmission', 'drive', 'steering', 'customsCleared', 'condition',
  'color', 'sellerType', 'withPhotos', 'exchange', 'credit', 'sort',
];

// ---------------------------------------------------------------------------------------------------------------
// Number words ("пятнадцать миллионов", "он бес миллион", "полтора", "бір жарым")

const NUMBER_WORDS: Record<string, number> = {
  ноль: 0, один: 1, одна: 1, одного: 1, одной: 1, два: 2, две: 2, двух: 2, три: 3, трех: 3, четыре: 4, четырех: 4,
  пять: 5, пяти: 5, шесть: 6, шести: 6, семь: 7, семи: 7, восемь: 8, восьми: 8, девять: 9, девяти: 9, десять: 10,
  десяти: 10, одиннадцать: 11, одиннадцати: 11, двенадцать: 12, двенадцати: 12, тринадцать: 13, тринадцати: 13,
  четырнадцать: 14, четырнадцати: 14, пятнадцать: 15, пятнадцати: 15, шестнадцать: 16, шестнадцати: 16,
  семнадцать: 17, семнадцати: 17, восемнадцать: 18, восемнадцати: 18, девятнадцать: 19, девятнадцати: 19,
  двадцать: 20, двадцати: 20, тридцать: 30, тридцати: 30, сорок: 40, сорока: 40, пятьдесят: 50, пятидесяти: 50,
  шестьдесят: 60, семьдесят: 70, восемьдесят: 80, девяносто: 90, сто: 100, ста: 100, двести: 200, триста: 300,
  четыреста: 400, пятьсот: 500, полтора: 1.5, полторы: 1.5, пол: 0.5,
  бир: 1, еки: 2, уш: 3, торт: 4, бес: 5, алты: 6, жети: 7, сегиз: 8, тогыз: 9, он: 10, жиырма: 20, отыз: 30,
  кырык: 40, елу: 50, алпыс: 60, жетпис: 70, сексен: 80, токсан: 90, жуз: 100, жарты: 0.5,
};

// ---------------------------------------------------------------------------------------------------------------
// Units and the words around numbers

type Unit = 'million' | 'billion' | 'thousand' | 'tenge' | 'km' | 'litre' | 'year' | 'years' | 'month' | 'percent' | 'seats';

function unitOf(f: string): Unit | null {
  if (/^(млн|миллион|милион|млион|лям|лимон|mln|million|mil$|м$|m$)/.test(f)) return 'million';
  if (/^(млрд|миллиард)/.test(f)) return 'billion';
  if (/^(тыс|тысяч|мын|т$|тр$|thousand)/.test(f)) return 'thousand';
  if (/^(тенге|тг|kzt|tg$|tenge)/.test(f)) return 'tenge';
  if (/^(км|километр|шакырым|km)/.test(f)) return 'km';
  if (/^(л|литр|литрлик|l)$/.test(f) || /^литр/.test(f)) return 'litre';
  if (/^лет$/.test(f)) return 'years';
  if (/^(год|года|годов|г|гг|гв|жыл|жылгы|жылдан|жылга|жылы|жылдык|year)$/.test(f)) return 'year';
  if (/^(месяц|месяца|месяцев|мес|ай|айга|айлык|айдан)$/.test(f)) return 'month';
  if (/^(процент|пайыз|%)/.test(f)) return 'percent';
  if (/^(мест|орын|орындык)/.test(f)) return 'seats';
  return null;
}

const UPPER_BEFORE = new Set(['до', 'do', 'дешевле', 'меньше', 'ниже', 'максимум', 'макс', 'max', 'пределах', 'за', 'бюджет', 'бюджетом', 'бюджетим', 'budget', 'дейин']);
const LOWER_BEFORE = new Set(['от', 'ot', 'свыше', 'больше', 'выше', 'дороже', 'минимум', 'с', 'со', 'from']);
const ABOUT_BEFORE = new Set(['около', 'примерно', 'районе', 'где-то', 'гдето', 'приблизительно', 'шамамен', 'шамасы', 'ориентировочно']);
const STRICT_LOWER_BEFORE = new Set(['после', 'новее', 'моложе']);
const UPPER_AFTER = new Set(['дейин', 'дейинги', 'аспайтын', 'аспайды', 'аспаган', 'кем', 'томен', 'арзан', 'максимум']);
const LOWER_AFTER = new Set(['бастап', 'жогары', 'астам', 'артык', 'кымбат', 'выше', 'больше', 'новее']);
const STRICT_LOWER_AFTER = new Set(['кейин', 'кейинги', 'жана', 'жанарак', 'жанасы']);
const ABOUT_AFTER = new Set(['шамасында', 'шамасы', 'жуык', 'шамалы']);
const RANGE_END_AFTER = new Set(['аралыгында', 'арасында', 'аралык', 'аралыгы']);
const RANGE_JOIN = new Set(['до', 'по', 'пен', 'мен', 'бен', 'и', 'do']);
const DOWN_PAYMENT_WORDS = /^(взнос|жарна|первонач|бастапкы|алгашкы)/;

type Qual = 'upper' | 'lower' | 'strictLower' | 'about' | null;

// ---------------------------------------------------------------------------------------------------------------

/**
 * `defaultCity`: the buyer's remembered city (issue 23 item 5). A conversation's first search or price question that
 * names no place looks in it; "по всему Казахстану" looks everywhere; later turns go by their context as always.
 */
export function interpret(lex: Lexicon, text: string, context?: AssistantContext, now = new Date(), defaultCity?: string): Interpretation {
  const words: Word[] = withNumberWords(tokenize(text)).map((tok) => {
    const f = tok.kind === 'word' ? fold(tok.text) : tok.text;
    return { tok, f, used: false, forms: tok.kind === 'word' ? stems(f) : [f] };
  });
  const prev: AssistantContext = context ?? { filters: {}, turns: 0 };
  const thisYear = now.getUTCFullYear();
  const out: Draft = {};
  const flags = prescanFlags(lex, words);

  // Places first: "Алматы облысында", "в Караганде", "Өскеменде".
  readPlaces(lex, words, out);

  // The catalogue: brands, models (in any alphabet, with endings, misspelt), generations.
  const prevBrands = (prev.filters.brand ?? []) as string[];
  const prevModel = prev.filters.model;
  const cat = readCatalogue(lex, words, flags, prevBrands, prevModel);
  if (cat.models.length) {
    const slugs = [...new Set(cat.models.map((m) => m.slug))];
    out.brand = [...new Set(cat.models.map((m) => m.brand))].sort();
    if (slugs.length === 1) out.model = slugs[0];
    if (cat.generation) out.generation = cat.generation;
  } else if (cat.brands.length) out.brand = [...cat.brands].sort();
  if (!cat.models.length && cat.generation && cat.contextModel) out.generation = cat.generation;

  // Intents that decide how numbers read: a payment question takes the amount as a credit's price.
  const creditPlan = flags.has('payment') || (flags.has('creditWord') && hasDuration(words));
  const credit: { price?: number; months?: number; downPaymentPercent?: number; downPayment?: number } = {};
  readNumbers(words, out, credit, creditPlan, thisYear);

  // Vocabulary: body, fuel, gearbox, colours and the rest.
  const effects = readVocabulary(lex, words);
  let sort: Sort | undefined;
  for (const e of effects) {
    if ('sort' in e) sort = e.sort;
    else if ('flag' in e) continue;
    else applyEffect(out, e);
  }
  if (sort) out.sort = sort;

  // Misspelt names among the words left ("соранто").
  if (!cat.models.length && !cat.brands.length) {
    const near = fuzzyCatalogue(lex, words);
    if (near.length) {
      out.brand = [...new Set(near.map((m) => m.brand))].sort();
      if (new Set(near.map((m) => m.slug)).size === 1) out.model = near[0]!.slug;
    }
  }

  // The plan.
  const termId = flags.has('term') ? findTerm(lex, words) : null;
  const unknown = words
    .filter((w) => !w.used && w.tok.kind === 'word' && !/^-/.test(w.tok.text))
    .map((w) => w.tok.text);
  const distinctModels = cat.distinct;
  let plan: AssistantPlan;
  const named = Object.keys(out).length > 0;
  if (termId) plan = { tool: 'term', term: termId };
  else if (flags.has('reset') && !named) plan = { tool: 'reset' };
  else if ((flags.has('compare') || flags.has('or')) && distinctModels.length >= 2)
    plan = {
      tool: 'compare',
      models: [
        { brand: distinctModels[0]!.brand, model: distinctModels[0]!.slug },
        { brand: distinctModels[1]!.brand, model: distinctModels[1]!.slug },
      ],
    };
  else if (creditPlan) plan = { tool: 'credit', ...credit };
  else if (flags.has('stats') && named) plan = { tool: 'stats' };
  else if (flags.has('help') && !named) plan = { tool: 'help' };
  else plan = { tool: 'search' };

  if (plan.tool === 'compare') {
    delete out.brand;
    delete out.model;
    delete out.generation;
  }
  if (plan.tool === 'credit') delete out.credit;
  if (plan.tool === 'term' || plan.tool === 'reset' || plan.tool === 'help') {
    for (const k of Object.keys(out)) delete out[k as keyof Draft];
  }
  if (plan.tool === 'search' && flags.has('creditWord') && !creditPlan) out.credit = true;

  // Follow-up or a new request.
  let filters: Draft;
  const namesCar = cat.models.length > 0 || cat.brands.length > 0;
  const hasPrev = Object.keys(prev.filters).length > 0 || !!prev.credit;
  const followup =
    hasPrev &&
    plan.tool !== 'reset' &&
    plan.tool !== 'term' &&
    plan.tool !== 'help' &&
    plan.tool !== 'compare' &&
    (flags.has('followup') || cat.contextModel || (!namesCar && !flags.has('newsearch')));
  if (plan.tool === 'reset') filters = {};
  else if (plan.tool === 'term' || plan.tool === 'help') filters = {};
  else if (followup) {
    filters = merge(prev.filters as Draft, out);
    // "а по всему Казахстану?": the place goes.
    if (flags.has('anywhere') && !out.city && !out.region) {
      delete filters.city;
      delete filters.region;
    }
    // A follow-up of a price or credit question stays one ("а 2018?", "а на 3 года?"), unless it asks for the list.
    if (plan.tool === 'search' && !flags.has('newsearch') && !flags.has('list') && (prev.tool === 'stats' || prev.tool === 'credit') && !sort) {
      plan = prev.tool === 'stats' ? { tool: 'stats' } : { tool: 'credit' };
      if (plan.tool === 'credit') delete filters.credit;
    }
    // A credit follow-up keeps the terms it does not change.
    if (plan.tool === 'credit' && prev.tool === 'credit' && prev.credit) {
      const next = { ...prev.credit, ...credit };
      if (credit.downPaymentPercent !== undefined) delete next.downPayment;
      if (credit.downPayment !== undefined) delete next.downPaymentPercent;
      plan = { tool: 'credit', ...next };
    }
  } else filters = out;
  if (
    defaultCity &&
    !context &&
    (plan.tool === 'search' || plan.tool === 'stats') &&
    !filters.city &&
    !filters.region &&
    !flags.has('anywhere') &&
    lex.cityNames.has(defaultCity)
  ) {
    filters.city = defaultCity;
  }

  const normal = normalise(filters);
  const keep = plan.tool === 'term' || plan.tool === 'help';
  const nextContext: AssistantContext = {
    filters: keep ? prev.filters : normal,
    tool: keep ? prev.tool : plan.tool,
    turns: plan.tool === 'reset' ? 0 : prev.turns + 1,
  };
  if (plan.tool === 'credit') {
    const { tool: _tool, ...terms } = plan;
    if (Object.keys(terms).length) nextContext.credit = terms;
  } else if (keep && prev.credit) nextContext.credit = prev.credit;
  return { filters: normal, plan, context: nextContext, unknown };
}

// ---------------------------------------------------------------------------------------------------------------

/** Number words followed by a money or thousand unit become a number (`пятнадцати миллионов` → 15 миллионов). */
function withNumberWords(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    let j = i;
    let value = 0;
    let any = false;
    while (j < tokens.length && tokens[j]!.kind === 'word') {
      const f = fold(tokens[j]!.text);
      const v = NUMBER_WORDS[f] ?? (f === 'жарым' && any ? 0.5 : undefined);
      if (v === undefined) break;
      if (v === 100 && value > 0 && value < 10) value *= 100;
      else value += v;
      any = true;
      j++;
    }
    const next = tokens[j];
    if (any && next && next.kind === 'word' && /^(million|thousand|billion)$/.test(unitOf(fold(next.text)) ?? '')) {
      out.push({ kind: 'num', text: String(value), value, decimal: !Number.isInteger(value) });
      i = j - 1;
    } else out.push(tokens[i]!);
  }
  return out;
}

/** Whether the phrase's words stand at `i`; a word of three letters or more may carry an ending. */
function phraseAt(words: Word[], i: number, phrase: string[], allowUsed = false): boolean {
  if (i + phrase.length > words.length) return false;
  for (let k = 0; k < phrase.length; k++) {
    const w = words[i + k]!;
    if ((!allowUsed && w.used) || w.tok.kind === 'sym') return false;
    const want = phrase[k]!;
    if (w.f === want) continue;
    if (w.tok.kind !== 'word' || want.length < 3 || !w.forms.includes(want)) return false;
  }
  return true;
}

/** The phrases that may start at `i` (by its word or a stem of it), longest first. */
function candidates<T extends { words: string[] }>(index: ReadonlyMap<string, T[]>, w: Word): T[] {
  if (w.tok.kind === 'sym') return [];
  const out: T[] = [];
  for (const f of w.forms) for (const p of index.get(f) ?? []) if (!out.includes(p)) out.push(p);
  return out.length > 1 ? out.sort((a, b) => b.words.length - a.words.length || b.words.join(' ').length - a.words.join(' ').length) : out;
}

const START_ONLY = new Set(['а', 'и', 'ал', 'еще', 'тогда', 'теперь', 'давай', 'а если', 'а есть', 'а что', 'ал енди']);
const END_ONLY = new Set(['ше']);

/** The intents and markers a message carries, before anything takes its words. */
function prescanFlags(lex: Lexicon, words: Word[]): Set<Flag> {
  const flags = new Set<Flag>();
  const firstWord = words.findIndex((w) => w.tok.kind === 'word');
  let lastWord = -1;
  words.forEach((w, k) => {
    if (w.tok.kind === 'word') lastWord = k;
  });
  for (let i = 0; i < words.length; i++) {
    for (const p of candidates(lex.phraseIndex, words[i]!)) {
      if (!('flag' in p.effect) || !phraseAt(words, i, p.words, true)) continue;
      const flag = p.effect.flag;
      const text = p.words.join(' ');
      if (flag === 'followup') {
        if (START_ONLY.has(text) && i !== firstWord) continue;
        if (END_ONLY.has(text) && i !== lastWord) continue;
      }
      flags.add(flag);
      break;
    }
  }
  return flags;
}

// ---------------------------------------------------------------------------------------------------------------
// Places

const OBLAST = /^(облыс|область|област|обл$)/;

function readPlaces(lex: Lexicon, words: Word[], out: Draft) {
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w.used || w.tok.kind !== 'word') continue;
    // A region: its Kazakh or Russian name (one to three words) followed by `облысы` / `область`.
    let region: { slug: string; end: number } | null = null;
    for (let len = 3; len >= 1 && !region; len--) {
      const last = words[i + len];
      if (!last || last.tok.kind !== 'word' || !OBLAST.test(last.f)) continue;
      const span = words.slice(i, i + len);
      if (span.some((s) => s.used || s.tok.kind !== 'word')) continue;
      const joined = span.map((s) => s.f).join(' ');
      for (const key of [joined, ...stems(joined).slice(1), joined.replace(/\s+/g, '-')]) {
        const slug = lex.regionNameKeys.get(key) ?? lex.regionAdjKeys.get(key) ?? adjectiveRegion(lex, key);
        if (slug) {
          region = { slug, end: i + len };
          break;
        }
      }
    }
    if (!region) {
      const slug = adjectiveRegion(lex, w.f) ?? lex.regionAliases.get(w.f);
      if (slug) region = { slug, end: i + (words[i + 1] && OBLAST.test(words[i + 1]!.f) ? 1 : 0) };
    }
    if (region) {
      for (let k = i; k <= region.end && k < words.length; k++) words[k]!.used = true;
      out.region = region.slug;
      delete out.city;
      continue;
    }
    // A city: one or two words ("алма ата", "нур султан"), any case ending.
    for (const len of [2, 1]) {
      const span = words.slice(i, i + len);
      if (span.length < len || span.some((s) => s.used || s.tok.kind !== 'word')) continue;
      const joined = span.map((s) => s.tok.text).join(len === 2 ? '-' : '');
      const slug = len === 1 && w.f.length < 2 ? undefined : lex.city(joined);
      if (slug) {
        span.forEach((s) => (s.used = true));
        out.city = slug;
        delete out.region;
        break;
      }
    }
  }
}

/** A Russian region adjective with any ending (`алматинской`, `Карагандинская`). */
function adjectiveRegion(lex: Lexicon, f: string): string | undefined {
  for (const s of stems(f)) {
    const hit = lex.regionAdjKeys.get(s);
    if (hit) return hit;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// The catalogue

interface CatalogueRead {
  brands: string[];
  /** The models named (one model in one or more brands: Nexia of Chevrolet and Daewoo). */
  models: ModelInfo[];
  /** Distinct models in the order named (for a comparison). */
  distinct: ModelInfo[];
  generation?: string;
  /** The message names a generation of the conversation's model ("а 120?"). */
  contextModel: boolean;
}

interface Hit {
  start: number;
  end: number;
  brands: string[];
  models: Array<{ m: ModelInfo; key: string; via: 'name' | 'code' }>;
  /** `джип`: the brand Jeep only when one of its models is named too (else a body type). */
  onlyWithModel?: boolean;
}

/** Keys a single word is looked up by: as written, without a case ending (`Сонатаны` → `соната`). */
function wordKeys(w: Word): string[] {
  const keys = [phonetic(w.tok.text)];
  if (w.tok.kind === 'word') for (const s of w.forms.slice(1)) if (s.length >= 4) keys.push(phonetic(s));
  return [...new Set(keys)].filter(Boolean);
}

/**
 * A short word read as a code, in the order people mean it: Latin as written; Cyrillic letter by letter by look, then
 * by sound (`рх` → rx, `сх5` → cx5, `с5` → c5, `н6` → h6).
 */
function codeCandidates(text: string): string[] {
  const bare = text.toLowerCase().replace(/[-\s]/g, '');
  if (bare.length > 6) return [];
  return /[а-яёәғқңөұүһі]/i.test(bare) ? lookalikes(bare) : [bare];
}

function readCatalogue(
  lex: Lexicon,
  words: Word[],
  flags: Set<Flag>,
  prevBrands: string[],
  prevModel: string | undefined,
): CatalogueRead {
  const hits: Hit[] = [];
  for (let i = 0; i < words.length; i++) {
    if (words[i]!.used || words[i]!.tok.kind !== 'word') continue;
    for (let len = Math.min(lex.maxSpan, words.length - i); len >= 1; len--) {
      const span = words.slice(i, i + len);
      if (span.some((s) => s.used || s.tok.kind === 'sym')) continue;
      if (len === 1 && span[0]!.tok.text.length < 2) continue;
      const joined = span.map((s) => s.tok.text).join('');
      const keys = len === 1 ? wordKeys(span[0]!) : [phonetic(joined)];
      const brands = new Set<string>();
      const models: Hit['models'] = [];
      for (const key of keys) {
        for (const b of lex.brandKeys.get(key) ?? []) brands.add(b);
        for (const m of lex.modelKeys.get(key) ?? []) if (!models.some((x) => x.m === m)) models.push({ m, key, via: 'name' });
      }
      // A code (`X5`, `рх`, `сх5`): the first reading that names a model.
      for (const code of codeCandidates(joined)) {
        const ms = lex.codeKeys.get(code);
        if (!ms) continue;
        for (const m of ms) {
          const known = models.findIndex((x) => x.m === m);
          // Found by name too: keep the reading that lets it stand without its brand.
          if (known >= 0) {
            const old = models[known]!;
            if (lex.needsBrand(old.m, old.via, old.key) && !lex.needsBrand(m, 'code', code)) models[known] = { m, key: code, via: 'code' };
          }
          else models.push({ m, key: code, via: 'code' });
        }
        break;
      }
      if (!brands.size && !models.length) continue;
      // `газ`, `джип`: a brand only next to one of its models, otherwise the fuel and the body type they also are.
      const onlyWithModel = len === 1 && !models.length && lex.vocabularyWords.has(span[0]!.f);
      hits.push({ start: i, end: i + len, brands: [...brands], models, onlyWithModel });
      span.forEach((s) => (s.used = true));
      i += len - 1;
      break;
    }
  }
  const namedBrands = new Set(hits.flatMap((h) => (h.onlyWithModel ? [] : h.brands)));
  const brandContext = new Set([...namedBrands, ...(namedBrands.size ? [] : prevBrands)]);
  // Models: those that need their brand keep only the ones whose brand is named (or was, in the conversation).
  const found: Array<{ m: ModelInfo; start: number; end: number }> = [];
  for (const h of hits) {
    const ok = h.models.filter(({ m, key, via }) => !lex.needsBrand(m, via, key) || brandContext.has(m.brand));
    // A short code shared by brands (`RX` of Lexus and of Exeed): the popular brand's.
    const chosen = ok.length > 1 && ok.every(({ m }) => m.code) && ok.some(({ m }) => m.brandPopular)
      ? ok.filter(({ m }) => m.brandPopular)
      : ok;
    for (const { m } of chosen) found.push({ m, start: h.start, end: h.end });
    if (!chosen.length && !h.brands.length) for (let k = h.start; k < h.end; k++) words[k]!.used = false;
  }
  // `джип` without a Jeep model is a body type, `газ` a fuel: give the word back.
  for (const h of hits)
    if (h.onlyWithModel && !found.some((f) => h.brands.includes(f.m.brand))) for (let k = h.start; k < h.end; k++) words[k]!.used = false;

  // A brand and a number: a model named by a number (`пежо 406`, `ваз 2107`, `жигули 07`, `танк 300`), or a
  // generation of one of its models (`мерс 124` → E-Class W124).
  let generation: string | undefined;
  let genModels: ModelInfo[] | null = null;
  if (!found.length) {
    for (const h of hits) {
      if (h.onlyWithModel || !h.brands.length) continue;
      const next = words[h.end];
      if (!next || next.used) continue;
      const code = next.tok.kind === 'num' ? next.tok.text : next.tok.kind === 'word' ? next.f : '';
      if (!code || (next.tok.kind === 'num' && next.tok.decimal)) continue;
      for (const b of h.brands) {
        const models = lex.modelsByBrand.get(b) ?? [];
        const byName =
          models.find((m) => m.numeric && m.name === code) ??
          models.find((m) => /^\d+\s/.test(m.name) && m.name.split(/\s/)[0] === code) ??
          // BMW `530`, `320d`: the first digit is the series.
          (/^\d{3}[a-zа-я]?$/u.test(code) ? models.find((m) => m.name === `${code[0]} Series`) : undefined) ??
          (b === 'lada' && /^\d\d$/.test(code) ? models.find((m) => m.name === `21${code}`) : undefined);
        if (byName) {
          found.push({ m: byName, start: h.start, end: h.end + 1 });
          next.used = true;
          break;
        }
        // Mercedes `s500`, `e200`; Lexus `rx350`: the letters name the model, the digits the engine.
        const trim = /^([a-zа-я]{1,3})(\d{2,3})[a-zа-я]?$/u.exec(code);
        if (trim) {
          const letters = lookalikes(trim[1]!).map((l) => l.toLowerCase());
          const m = models.find((x) => letters.some((l) => x.name.toLowerCase() === l || x.name.toLowerCase() === `${l}-class`));
          if (m) {
            found.push({ m, start: h.start, end: h.end + 1 });
            next.used = true;
            break;
          }
        }
        if (next.tok.kind === 'num' && !isFollowedByUnit(words, h.end)) {
          const withGen = models.filter((m) => m.gens.some((g) => g.digits === code));
          if (withGen.length === 1) {
            found.push({ m: withGen[0]!, start: h.start, end: h.end + 1 });
            generation = withGen[0]!.gens.find((g) => g.digits === code)!.slug;
            next.used = true;
            break;
          }
        }
      }
    }
  }
  // A Lada model number alone (`2107`, `2114`).
  if (!found.length && !namedBrands.size) {
    for (let i = 0; i < words.length; i++) {
      const w = words[i]!;
      if (w.used || w.tok.kind !== 'num' || w.tok.decimal || !/^21\d\d$/.test(w.tok.text)) continue;
      const m = (lex.modelsByBrand.get('lada') ?? []).find((x) => x.name === w.tok.text);
      if (m) {
        found.push({ m, start: i, end: i + 1 });
        w.used = true;
      }
    }
  }
  // A trim code with its model's letters (`rx350`, `s500`) when the brand is only in the conversation.
  if (!found.length && prevBrands.length) {
    for (let i = 0; i < words.length; i++) {
      const w = words[i]!;
      if (w.used || w.tok.kind !== 'word') continue;
      const trim = /^([a-zа-я]{1,3})(\d{2,3})[a-zа-я]?$/u.exec(w.f);
      if (!trim) continue;
      const letters = lookalikes(trim[1]!);
      const m = prevBrands
        .flatMap((b) => lex.modelsByBrand.get(b) ?? [])
        .find((x) => letters.some((l) => x.name.toLowerCase() === l || x.name.toLowerCase() === `${l}-class`));
      if (m) {
        found.push({ m, start: i, end: i + 1 });
        w.used = true;
      }
    }
  }

  // Narrow to the brands named (`нива шевроле`).
  let models = found.map((f) => f.m);
  if (namedBrands.size) {
    const inBrand = models.filter((m) => namedBrands.has(m.brand));
    if (inBrand.length) models = inBrand;
  }
  const distinct: ModelInfo[] = [];
  for (const m of models) if (!distinct.some((d) => d.slug === m.slug)) distinct.push(m);
  if (distinct.length === 1) models = models.filter((m) => m.slug === distinct[0]!.slug);

  // Generations of the models named, or of the conversation's model when the message names none ("а 120?").
  let contextModel = false;
  let subjects = distinct.length === 1 ? models : [];
  if (!found.length && prevModel && prevBrands.length && !namedBrands.size) {
    subjects = prevBrands.map((b) => lex.models.get(`${b}/${prevModel}`)).filter((m): m is ModelInfo => !!m);
    contextModel = true;
  }
  if (subjects.length && !generation) {
    const g = readGeneration(words, subjects, found, contextModel);
    if (g) {
      generation = g.slug;
      genModels = g.models;
    }
  }
  if (genModels) models = contextModel ? models : genModels;
  // A generation code alone (`Е39 бесінші серия` is found by the series; `е39` alone by its code).
  if (!models.length && !generation && !contextModel) {
    for (const w of words) {
      if (w.used || w.tok.kind !== 'word' || !/\d/.test(w.f) || w.f.length < 3) continue;
      for (const key of codeCandidates(w.tok.text)) {
        const owners = lex.genCodes.get(key) ?? [];
        if (owners.length === 1) {
          models = owners;
          generation = key;
          w.used = true;
          break;
        }
      }
      if (models.length) break;
    }
  }
  const brands = [...namedBrands].filter((b) => !hits.some((h) => h.onlyWithModel && h.brands.includes(b) && !models.some((m) => m.brand === b)));
  if (contextModel && !generation) contextModel = false;
  return {
    brands,
    models,
    distinct: distinct.length > 1 ? distinct : models.slice(0, 1),
    generation,
    contextModel,
  };
}

function isFollowedByUnit(words: Word[], i: number): boolean {
  const next = words[i + 1];
  return !!next && next.tok.kind === 'word' && (unitOf(next.f) !== null || /^-/.test(next.tok.text));
}

/**
 * The generation a message names for its model: a code anywhere (`т31`, `w211`, `б5`), a nickname (`сигара`, `55`),
 * or a number right after the model's name (`камри 40` → XV40, `паджеро 4` → IV, `нексия 2` → the second, N150);
 * a number after a letter-code model that is none of these is its trim (`рх 350`) and is taken too.
 */
function readGeneration(
  words: Word[],
  subjects: ModelInfo[],
  found: Array<{ m: ModelInfo; start: number; end: number }>,
  contextModel: boolean,
): { slug: string; models: ModelInfo[] } | null {
  const pick = (test: (m: ModelInfo) => string | undefined): { slug: string; models: ModelInfo[] } | null => {
    const owners = subjects.map((m) => ({ m, g: test(m) })).filter((x) => x.g);
    return owners.length ? { slug: owners[0]!.g!, models: owners.map((x) => x.m) } : null;
  };
  // Codes and nicknames anywhere.
  for (const w of words) {
    if (w.used || w.tok.kind === 'sym') continue;
    const codes = w.tok.kind === 'word' ? [...codeCandidates(w.tok.text), translitWord(w)] : [];
    const hit =
      pick((m) => m.genAliases[w.f] ?? (w.tok.kind === 'word' ? m.genAliases[w.tok.text] : undefined)) ??
      (w.tok.kind === 'word' ? pick((m) => m.gens.find((g) => codes.includes(g.slug) && /\d|^[a-z]{2,}$/.test(g.slug))?.slug) : null);
    if (hit && (w.tok.kind === 'word' || w.tok.kind === 'num')) {
      if (w.tok.kind === 'num' && !contextModel && !isAfterModel(w, words, found)) continue;
      w.used = true;
      return hit;
    }
  }
  // A number right after the model (or, in a follow-up, the only number).
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w.used || w.tok.kind !== 'num' || w.tok.decimal) continue;
    if (!contextModel && !isAfterModel(w, words, found)) continue;
    if (isFollowedByUnit(words, i)) continue;
    const n = w.tok.value;
    const code = w.tok.text;
    const hit =
      pick((m) => m.genAliases[code]) ??
      pick((m) => m.gens.find((g) => g.digits === code)?.slug) ??
      pick((m) => m.gens.find((g) => g.roman === n)?.slug) ??
      (n >= 1 && n <= 9 ? pick((m) => (m.gens.some((g) => g.digits === code) ? undefined : m.gens[n - 1]?.slug)) : null);
    if (hit) {
      w.used = true;
      return hit;
    }
    // `рх 350`, `лх 570`, `фх 35`: the trim of a letter-code model.
    if (!contextModel && n >= 10 && n < 1000 && subjects.every((m) => /^[a-z]{1,3}$/i.test(m.name.replace(/-class$/i, '')))) {
      w.used = true;
      return null;
    }
    if (contextModel) break;
  }
  return null;
}

/** A word in Latin letters by sound (`легенд` → legend). */
function translitWord(w: Word): string {
  return translit(w.tok.text).replace(/[^a-z0-9]/g, '');
}

function isAfterModel(w: Word, words: Word[], found: Array<{ start: number; end: number }>): boolean {
  const i = words.indexOf(w);
  return found.some((f) => f.end === i);
}

/** A misspelt brand or model (one or two letters off) among the words nothing else took. */
function fuzzyCatalogue(lex: Lexicon, words: Word[]): ModelInfo[] {
  const keys = lex.fuzzyKeys(5);
  for (const w of words) {
    if (w.used || w.tok.kind !== 'word' || w.f.length < 5 || lex.vocabularyWords.has(w.f)) continue;
    const key = phonetic(w.tok.text);
    if (key.length < 5) continue;
    const max = key.length >= 8 ? 2 : 1;
    let best: { key: string; d: number } | null = null;
    let tie = false;
    for (const k of keys) {
      const d = distance(key, k, max);
      if (d > max) continue;
      if (!best || d < best.d) {
        best = { key: k, d };
        tie = false;
      } else if (d === best.d && k !== best.key) tie = true;
    }
    if (!best || tie) continue;
    const models = (lex.modelKeys.get(best.key) ?? []).filter((m) => !lex.needsBrand(m, 'name', best!.key));
    if (models.length) {
      w.used = true;
      return models;
    }
    const brands = lex.brandKeys.get(best.key) ?? [];
    if (brands.length === 1) {
      w.used = true;
      return (lex.modelsByBrand.get(brands[0]!) ?? []).slice(0, 0);
    }
  }
  return [];
}

// ---------------------------------------------------------------------------------------------------------------
// Numbers

interface Amount {
  value: number;
  decimal: boolean;
  text: string;
  unit: Unit | null;
  /** The unit word said thousands before km (`100 тыс км`). */
  thousands: boolean;
  ablative: boolean;
  dative: boolean;
  /** First and last index of the number and its unit words. */
  start: number;
  end: number;
}

function readAmount(words: Word[], i: number): Amount {
  const t = words[i]!.tok as Extract<Token, { kind: 'num' }>;
  const a: Amount = { value: t.value, decimal: t.decimal, text: t.text, unit: null, thousands: false, ablative: false, dative: false, start: i, end: i };
  let j = i + 1;
  for (let guard = 0; guard < 3 && j < words.length; guard++) {
    const w = words[j]!;
    if (w.tok.kind === 'sym' && w.tok.text === '%') {
      a.unit = 'percent';
      a.end = j++;
      continue;
    }
    if (w.tok.kind !== 'word') break;
    if (/^-/.test(w.tok.text)) {
      const e = w.f.slice(1);
      if (ABLATIVE.test(w.tok.text) || /^(нан|нен|дан|ден|тан|тен)$/.test(e)) a.ablative = true;
      else if (DATIVE.test(w.tok.text) || /^(га|ге|ка|ке)$/.test(e)) a.dative = true;
      a.end = j++;
      continue;
    }
    const u = unitOf(w.f);
    if (!u || (u === 'litre' && w.f !== 'л' && !/^литр/.test(w.f) && w.f !== 'l')) break;
    if (a.unit === 'thousand' && u === 'km') {
      a.unit = 'km';
      a.thousands = true;
    } else if (a.unit === 'million' && u === 'tenge') {
      // `млн тенге`: still millions.
    } else if (a.unit && a.unit !== 'tenge') break;
    else a.unit = u;
    if (/(нан|нен|дан|ден|тан|тен)$/.test(w.f)) a.ablative = true;
    else if (/(га|ге|ка|ке)$/.test(w.f) && u !== 'seats') a.dative = true;
    a.end = j++;
  }
  return a;
}

function hasDuration(words: Word[]): boolean {
  return words.some((w, i) => {
    if (w.tok.kind !== 'num') return false;
    const next = words[i + 1];
    if (!next || next.tok.kind !== 'word') return false;
    const u = unitOf(next.f);
    return u === 'years' || u === 'month' || (u === 'year' && w.tok.value <= 10);
  });
}

function readNumbers(words: Word[], out: Draft, credit: Record<string, number>, creditPlan: boolean, thisYear: number) {
  const wordAt = (k: number) => (k >= 0 && k < words.length && words[k]!.tok.kind === 'word' ? words[k]! : null);
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w.used || w.tok.kind !== 'num') continue;
    const a = readAmount(words, i);
    // A range: `от 5 до 8`, `5-8`, `5 пен 8`, `2019-2021`, `с 2015 по 2018`.
    let b: Amount | null = null;
    const join = words[a.end + 1];
    const said = (k: number) => (k >= 0 && words[k]!.tok.kind === 'word' ? words[k]!.f : '');
    if (join && words[a.end + 2]?.tok.kind === 'num' && !words[a.end + 2]!.used) {
      // `до` joins a range only after `от`/`с` (`от 5 до 8`), `по` after `с` (`с 2015 по 2018`).
      const opened = said(a.start - 1);
      const isJoin =
        (join.tok.kind === 'sym' && join.tok.text === '-') ||
        (join.tok.kind === 'word' &&
          RANGE_JOIN.has(join.f) &&
          (join.f === 'до' || join.f === 'do' ? ['от', 'ot', 'с', 'со', 'from'].includes(opened) : join.f === 'по' ? ['с', 'со'].includes(opened) : true));
      if (isJoin) {
        const cand = readAmount(words, a.end + 2);
        // Both ends read as the same thing: not a year and a price (`не старше 2018 до 16 млн`).
        const yearish = (x: Amount) => !x.decimal && x.value >= 1950 && x.value <= thisYear + 1;
        const moneyUnit = (x: Amount) => x.unit === 'million' || x.unit === 'thousand' || x.unit === 'tenge' || x.unit === 'billion';
        if (!(yearish(a) && !a.unit && moneyUnit(cand)) && !(moneyUnit(a) && yearish(cand) && !cand.unit)) b = cand;
      }
    }
    const last = b ?? a;
    // Qualifiers before (up to three words back) and after.
    let before: Qual = null;
    let beforeIdx: number[] = [];
    for (let k = a.start - 1, n = 0; k >= 0 && n < 3; k--, n++) {
      const q = wordAt(k);
      if (!q) break;
      const two = k > 0 ? `${wordAt(k - 1)?.f ?? ''} ${q.f}` : '';
      if (two === 'не дороже' || two === 'не более' || two === 'не больше' || two === 'в пределах') {
        before = 'upper';
        beforeIdx = [k - 1, k];
        break;
      }
      if (two === 'не старше' || two === 'не ранее') {
        before = 'lower';
        beforeIdx = [k - 1, k];
        break;
      }
      if (two === 'в районе' || two === 'где то') {
        before = 'about';
        beforeIdx = [k - 1, k];
        break;
      }
      if (UPPER_BEFORE.has(q.f) || /^бюджет/.test(q.f)) before = 'upper';
      else if (LOWER_BEFORE.has(q.f)) before = 'lower';
      else if (ABOUT_BEFORE.has(q.f)) before = 'about';
      else if (STRICT_LOWER_BEFORE.has(q.f)) before = 'strictLower';
      if (before) {
        beforeIdx = [k];
        break;
      }
      // Words that may stand between: `цена`, `пробег`, `объем`, `года`.
      if (!/^(цена|цене|ценой|стоимост|бюджет|пробег|журиси|жургени|объем|обьем|двигател|мотор|колеми|года|год|выпуска|жыл|в|на)/.test(q.f)) break;
    }
    let after: Qual = null;
    const afterIdx: number[] = [];
    let rangeEnd = false;
    for (let k = last.end + 1; k <= last.end + 2 && k < words.length; k++) {
      const q = words[k]!;
      if (q.tok.kind === 'sym' && q.tok.text === '+') {
        after = 'lower';
        afterIdx.push(k);
        break;
      }
      if (q.tok.kind !== 'word') break;
      const two = `${q.f} ${wordAt(k + 1)?.f ?? ''}`;
      if (two === 'и выше' || two === 'и новее' || two === 'и больше' || two === 'ески емес' || two === 'и старше') {
        after = two === 'и старше' ? 'upper' : 'lower';
        afterIdx.push(k, k + 1);
        break;
      }
      if (RANGE_END_AFTER.has(q.f)) {
        rangeEnd = true;
        afterIdx.push(k);
        continue;
      }
      if (UPPER_AFTER.has(q.f) && (q.f !== 'арзан' || last.ablative)) after = 'upper';
      else if (LOWER_AFTER.has(q.f) && (q.f !== 'кымбат' || last.ablative)) after = 'lower';
      else if (STRICT_LOWER_AFTER.has(q.f) && last.ablative) after = 'strictLower';
      else if (ABOUT_AFTER.has(q.f)) after = 'about';
      if (after) {
        afterIdx.push(k);
        break;
      }
      break;
    }
    if (!after && last.dative && !b) after = 'upper';
    // A Kazakh ablative alone is "from" (`10 млн-нан 15 млн-ға дейін`).
    if (!after && last.ablative && !b) after = 'lower';
    const qual: Qual = b ? null : (after ?? before);

    // Units shared by a range's ends (`от 5 до 8 млн`, `3-4 миллионов`).
    if (b) {
      if (!a.unit && b.unit) {
        a.unit = b.unit;
        a.thousands = b.thousands;
      } else if (a.unit && !b.unit) {
        b.unit = a.unit;
        b.thousands = a.thousands;
      }
    }
    // A number with an ablative ending and no unit, before a number with one (`5-тен 8 млн-ға дейін`).
    const nextNum = words.findIndex((x, k) => k > last.end && k <= last.end + 2 && x.tok.kind === 'num');
    if (!b && !a.unit && a.ablative && nextNum > 0) {
      const n = readAmount(words, nextNum);
      if (n.unit) {
        a.unit = n.unit;
        a.thousands = n.thousands;
      }
    }

    const context = (k: number, re: RegExp) => {
      for (let x = k - 1; x >= Math.max(0, k - 3); x--) if (words[x]!.tok.kind === 'word' && re.test(words[x]!.f)) return true;
      return false;
    };
    const mileageCtx = context(a.start, /^(пробег|журиси|жургени|журген|километраж|пробеги)/);
    const engineCtx = context(a.start, /^(объем|обьем|двигател|мотор|движок|колеми|козгалткыш)/);
    const durationCtx = words[a.start - 1]?.f === 'на' || (a.unit === 'year' && a.dative && a.value <= 10);
    const downCtx = context(a.start, DOWN_PAYMENT_WORDS) || [1, 2, 3].some((d) => wordAt(last.end + d) && DOWN_PAYMENT_WORDS.test(wordAt(last.end + d)!.f));

    const take = () => {
      for (let k = a.start; k <= last.end; k++) words[k]!.used = true;
      if (b) for (let k = a.end + 1; k < b.start; k++) words[k]!.used = true;
      if (!b) for (const k of [...beforeIdx]) if (k >= 0) words[k]!.used = true;
      if (b && before) for (const k of beforeIdx) words[k]!.used = true;
      for (const k of afterIdx) if (k < words.length) words[k]!.used = true;
      if (mileageCtx || engineCtx) for (let x = a.start - 1; x >= Math.max(0, a.start - 3); x--) if (words[x]!.tok.kind === 'word') words[x]!.used ||= /^(пробег|журиси|жургени|журген|километраж|объем|обьем|двигател|мотор|движок|колеми)/.test(words[x]!.f);
    };

    const unit = a.unit;
    // Seats (`на 7 мест`): not a filter.
    if (unit === 'seats') {
      take();
      continue;
    }
    if (unit === 'percent') {
      if (creditPlan) credit['downPaymentPercent'] = a.value;
      take();
      continue;
    }
    // A loan's term: `на 5 лет`, `5 жылға`, `36 месяцев`, `36 айға`.
    if (unit === 'month' || unit === 'years' || (unit === 'year' && a.value <= 10 && (durationCtx || creditPlan))) {
      credit['months'] = unit === 'month' ? a.value : a.value * 12;
      take();
      continue;
    }
    const money = (x: Amount) =>
      x.unit === 'million' ? x.value * 1e6 : x.unit === 'billion' ? x.value * 1e9 : x.unit === 'thousand' ? x.value * 1e3 : x.unit === 'tenge' ? x.value : null;
    const bare = (x: Amount) => (x.value < 1000 ? x.value * 1e6 : x.value < 100_000 ? x.value * 1e3 : x.value);
    const isYear = (x: Amount) => !x.decimal && x.value >= 1950 && x.value <= thisYear + 1;
    const twoDigitYear = (x: Amount) => (x.value < 100 ? (x.value <= (thisYear % 100) + 1 ? 2000 + x.value : 1900 + x.value) : x.value);

    let kind: 'price' | 'year' | 'mileage' | 'engine' | null = null;
    if (unit === 'km' || (mileageCtx && unit !== 'litre' && unit !== 'year')) kind = 'mileage';
    else if (unit === 'litre' || (engineCtx && !unit)) kind = 'engine';
    else if (unit === 'million' || unit === 'billion' || unit === 'thousand' || unit === 'tenge') kind = 'price';
    else if (unit === 'year') kind = 'year';
    else if (isYear(a) && (!b || isYear(b))) kind = 'year';
    else if (a.decimal && a.value >= 0.6 && a.value <= 8 && !before && !after) kind = 'engine';
    else if (before || after || rangeEnd || a.value >= 100_000 || (b && (before || rangeEnd))) kind = 'price';
    if (!kind) continue;
    take();

    if (kind === 'price') {
      const va = money(a) ?? bare(a);
      const vb = b ? (money(b) ?? bare(b)) : null;
      if (creditPlan) {
        if (downCtx && credit['price'] !== undefined) credit['downPayment'] = Math.round(va);
        else if (credit['price'] === undefined) credit['price'] = Math.round(va);
        else credit['downPayment'] = Math.round(va);
        continue;
      }
      if (vb !== null) setRange(out, 'price', Math.round(va), Math.round(vb));
      else if (qual === 'lower') out.priceFrom = Math.round(va);
      else if (qual === 'about') setRange(out, 'price', Math.round(va * 0.9), Math.round(va * 1.1));
      else out.priceTo = Math.round(va);
    } else if (kind === 'year') {
      const ya = twoDigitYear(a);
      if (b) setRange(out, 'year', ya, twoDigitYear(b));
      else if (qual === 'upper') out.yearTo = ya;
      else if (qual === 'lower') out.yearFrom = ya;
      else if (qual === 'strictLower') out.yearFrom = ya + 1;
      else setRange(out, 'year', ya, ya);
    } else if (kind === 'mileage') {
      const km = (x: Amount) => (x.thousands || x.unit === 'thousand' ? x.value * 1000 : x.value < 1000 ? x.value * 1000 : x.value);
      if (b) setRange(out, 'mileage', km(a), km(b));
      else if (qual === 'lower') out.mileageFrom = km(a);
      else out.mileageTo = km(a);
    } else {
      const l = (x: Amount) => Math.round(x.value * 10) / 10;
      if (b) setRange(out, 'engine', l(a), l(b));
      else if (qual === 'upper') out.engineTo = l(a);
      else if (qual === 'lower') out.engineFrom = l(a);
      else setRange(out, 'engine', l(a), l(a));
    }
  }
}

function setRange(out: Draft, what: 'price' | 'year' | 'mileage' | 'engine', from: number, to: number) {
  const [lo, hi] = from <= to ? [from, to] : [to, from];
  (out as Record<string, number>)[`${what}From`] = lo;
  (out as Record<string, number>)[`${what}To`] = hi;
}

// ---------------------------------------------------------------------------------------------------------------
// Vocabulary

function readVocabulary(lex: Lexicon, words: Word[]): Effect[] {
  const effects: Effect[] = [];
  for (let i = 0; i < words.length; i++) {
    if (words[i]!.used) continue;
    for (const p of candidates(lex.phraseIndex, words[i]!)) {
      if (!phraseAt(words, i, p.words)) continue;
      for (let k = 0; k < p.words.length; k++) words[i + k]!.used = true;
      effects.push(p.effect);
      i += p.words.length - 1;
      break;
    }
  }
  return effects;
}

function applyEffect(out: Draft, e: Effect) {
  const list = (key: 'body' | 'fuel' | 'transmission' | 'drive' | 'color' | 'condition', values: readonly string[]) => {
    const prev = (out[key] as string[] | undefined) ?? [];
    (out as Record<string, unknown>)[key] = [...new Set([...prev, ...values])].sort();
  };
  if ('body' in e) list('body', e.body);
  else if ('fuel' in e) {
    // `газ-бензин` with `газ` is still gas-petrol: the narrower reading wins.
    const prev = (out.fuel as string[] | undefined) ?? [];
    if (prev.length === 1 && prev[0] === 'gas_petrol' && e.fuel.includes('gas_petrol')) return;
    if (e.fuel.length === 1 && e.fuel[0] === 'gas_petrol' && prev.includes('gas')) out.fuel = ['gas_petrol'];
    else list('fuel', e.fuel);
  } else if ('transmission' in e) list('transmission', e.transmission);
  else if ('drive' in e) list('drive', e.drive);
  else if ('color' in e) list('color', e.color);
  else if ('condition' in e) list('condition', e.condition);
  else if ('steering' in e) out.steering = e.steering;
  else if ('customsCleared' in e) out.customsCleared = e.customsCleared;
  else if ('exchange' in e) out.exchange = true;
  else if ('sellerType' in e) out.sellerType = e.sellerType;
}

function findTerm(lex: Lexicon, words: Word[]): string | null {
  for (let i = 0; i < words.length; i++)
    for (const t of candidates(lex.termIndex, words[i]!))
      if (phraseAt(words, i, t.words, true)) {
        for (let k = 0; k < t.words.length; k++) words[i + k]!.used = true;
        return t.id;
      }
  return null;
}

// ---------------------------------------------------------------------------------------------------------------

/** The previous filters with what the follow-up names put over them. */
function merge(prev: Draft, next: Draft): Draft {
  const out: Draft = { ...prev };
  if (next.brand || next.model) {
    delete out.brand;
    delete out.model;
    delete out.generation;
  }
  if (next.city) delete out.region;
  if (next.region) delete out.city;
  for (const [k, v] of Object.entries(next)) (out as Record<string, unknown>)[k] = v;
  for (const what of ['price', 'year', 'mileage', 'engine'] as const) {
    const from = out[`${what}From`] as number | undefined;
    const to = out[`${what}To`] as number | undefined;
    if (from !== undefined && to !== undefined && from > to) {
      if (next[`${what}To`] !== undefined) delete out[`${what}From`];
      else delete out[`${what}To`];
    }
  }
  return out;
}

/** Keys in the deep links' order, lists sorted and unique, nothing empty. */
function normalise(f: Draft): AssistantFilters {
  const out: Record<string, unknown> = {};
  for (const k of KEY_ORDER) {
    const v = f[k];
    if (v === undefined || v === null) continue;
    if (Array.isArray(v)) {
      if (v.length) out[k] = [...new Set(v as string[])].sort();
    } else out[k] = v;
  }
  return out as AssistantFilters;
}
