/**
 * How search reads words, the same for the pages and for the query: accents and case folded,
 * identifiers read both whole and by their parts (`CodeSigningPlugin` is `codesigningplugin`,
 * `code`, `signing` and `plugin`), English word forms stemmed (`caching`, `cache` and `cached`
 * are one term), stop words left out, a few abbreviations readers type expanded (`MF`), and a
 * few words readers type for what the pages name otherwise (`delete` for `invalidate`).
 */
import { stemmer as porterStem } from 'stemmer';
import abbreviationList from './abbreviations.json';

/** A word, including compounds joined by `-` or `_` (`custom-version`, `SHARED_REACT`), which read as identifiers. */
const WORD = /[\p{L}\p{N}]+(?:[-_]+[\p{L}\p{N}]+)*/gu;
const JOINERS = /[-_]/g;
/** Parts of an identifier: `HMRMessage` → HMR, Message; `getAssetExtensionsRegExp` → get, Asset, Extensions, Reg, Exp. */
const PART = /\p{Lu}+(?!\p{Ll})|\p{Lu}?\p{Ll}+|\p{N}+/gu;
const COMBINING_MARKS = /[\u0300-\u036f]/g;
const ASCII = /^[\x00-\x7f]*$/;

export const STOP_WORDS: ReadonlySet<string> = new Set(
  'a about an and are as at be between by can do does for from how i if in into is it its me my of on or our should that the this through to up use using we what when with you your'.split(' '),
);

const ABBREVIATIONS: ReadonlyMap<string, string> = new Map(Object.entries(abbreviationList));

/**
 * Phrases that answer one another: a query word of one phrase is also found by the others,
 * counting less than the word itself (match.ts, `SHARE_OF_SYNONYM`). Only words a task is
 * phrased with where the pages use another (a reader "deletes" what the API "invalidates"):
 * every synonym also finds pages about something else.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['set up', 'configure', 'setup'],
  ['delete', 'remove', 'invalidate', 'clear'],
  ['reload', 'refresh', 'update'],
  ['hot reload', 'hmr', 'hot update', 'fast refresh'],
  ['minify', 'minimize'],
];

/** Lower case without accents. */
export function fold(word: string): string {
  return ASCII.test(word) ? word.toLowerCase() : word.normalize('NFKD').replace(COMBINING_MARKS, '').toLowerCase();
}

/** The letters and digits of a text, folded (`setStorage()` → `setstorage`): what an exact name is compared on. */
export function compact(text: string): string {
  return fold(text).replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * The stem of a word (Porter's algorithm), so that word forms meet: `caching`, `cached` and
 * `cache` are `cach`, `signing` is `sign`. Words of up to 3 letters (`ios`, `cdn`) and words
 * with digits or capitals are not stemmed. A doubled final consonant is made single on every
 * stem (see `DOUBLED_END`).
 */
export function stem(term: string): string {
  if (!/^[a-z]+$/.test(term)) return term;
  let stemmed = stems.get(term);
  if (stemmed === undefined) {
    const porter = term.length <= 3 ? term : porterStem(term);
    const single = porter.replace(DOUBLED_END, '$1');
    stems.set(term, (stemmed = STOP_WORDS.has(single) ? porter : single));
  }
  return stemmed;
}

/**
 * A doubled final consonant other than l, s or z. Porter's algorithm makes it single only
 * after taking off -ed or -ing (`adding`, `added` → `ad`), so the word without an ending kept
 * it (`add`) and did not meet its own forms; made single on every stem, they meet. A stem
 * that would become a stop word keeps it (`off` is not `of`).
 */
const DOUBLED_END = /([bcdfghjkmnpqrtvwx])\1$/;

/** Stems met so far: pages repeat their words, and every keystroke reads the same pages again. */
const stems = new Map<string, string>();

/** A word of a text, where it is, and its terms: the whole word, then its parts if it is an identifier. */
export interface Word {
  start: number;
  end: number;
  /** The folded word, unstemmed (what a reader's literal query is compared with for marking). */
  folded: string;
  /** The folded word without joiners (`customversion`): what a typo is measured on. */
  written: string;
  /** The written word, stemmed. */
  term: string;
  parts: { start: number; end: number; folded: string; term: string }[];
}

/** A word that can only be one part: lower-case letters. */
const PLAIN = /^\p{Ll}+$/u;
/** The words of the last long texts read: a reader's next keystroke quotes the same pages. */
const recentWords = new Map<string, Word[]>();
const RECENT_TEXTS = 16;
const LONG_TEXT = 500;

/** The words of `text` with their positions and terms. */
export function readWords(text: string): Word[] {
  const cached = recentWords.get(text);
  if (cached) return cached;
  const words: Word[] = [];
  for (const match of text.matchAll(WORD)) {
    const raw = match[0];
    const start = match.index;
    const folded = fold(raw);
    const parts: Word['parts'] = [];
    const pieces = PLAIN.test(raw) ? [] : [...raw.matchAll(PART)];
    if (pieces.length > 1) {
      for (const piece of pieces) {
        const pieceFolded = fold(piece[0]);
        parts.push({ start: start + piece.index, end: start + piece.index + piece[0].length, folded: pieceFolded, term: stem(pieceFolded) });
      }
    }
    const written = folded.replace(JOINERS, '');
    words.push({ start, end: start + raw.length, folded, written, term: stem(written), parts });
  }
  if (text.length >= LONG_TEXT) {
    if (recentWords.size >= RECENT_TEXTS) recentWords.delete(recentWords.keys().next().value!);
    recentWords.set(text, words);
  }
  return words;
}

/**
 * The terms a text is indexed under: every word whole and, for identifiers, by part; stop words
 * left out. `vocabulary`, if given, records each word as written (folded) with its term.
 */
export function indexTerms(text: string, vocabulary?: Map<string, string>): string[] {
  // Runs on every word of every page when the index is built: no word objects.
  const terms: string[] = [];
  const add = (word: string) => {
    if (STOP_WORDS.has(word)) return;
    const term = stem(word);
    terms.push(term);
    vocabulary?.set(word, term);
  };
  for (const [raw] of text.matchAll(WORD)) {
    add(fold(raw).replace(JOINERS, ''));
    if (PLAIN.test(raw)) continue;
    const pieces = raw.match(PART);
    if (!pieces || pieces.length < 2) continue;
    for (const piece of pieces) add(fold(piece));
  }
  return terms;
}

/**
 * One word of a query. It is found when all terms of one of its alternatives are: the word
 * itself, its parts (`DevServer` → dev, server), or the words an abbreviation stands for.
 */
export interface QuerySlot {
  /** The folded word as typed, for marking the typed letters in a longer word. */
  folded: string;
  /** The word itself, as one term (`devserver` for `DevServer`). */
  whole: string;
  alternatives: string[][];
  /** Index in `alternatives` of the identifier's parts (-1: none), which found apart answer it less well. */
  partsAt: number;
  /** Whether a longer word starting with it counts (the last word, still being typed, and long words). */
  prefix: boolean;
  /** Index in `alternatives` of the first synonym (`SYNONYM_GROUPS`; -1: none): they come last, as they answer it less well. */
  synonymsAt: number;
}

export interface ParsedQuery {
  slots: QuerySlot[];
  /** Every term of every alternative, once. */
  terms: string[];
  /** How many letters each term may differ by, from the length of the word as typed (stems are shorter). */
  edits: ReadonlyMap<string, number>;
  /**
   * Each term's word as typed (folded): typos are measured on words as written, since a
   * misspelt word does not stem like the word meant (`federtaion`, `federation` → `feder`).
   */
  typed: ReadonlyMap<string, string>;
  /** The query's letters and digits, folded: an exact title or symbol name has the same. */
  compact: string;
}

/** The alternatives of a query word other than its synonyms: the word, its parts, an abbreviation's words. */
export function ownAlternatives(slot: QuerySlot): string[][] {
  return slot.synonymsAt >= 0 ? slot.alternatives.slice(0, slot.synonymsAt) : slot.alternatives;
}

/** Words from this length on also match longer words they start. */
const PREFIX_FROM = 5;

/** Each group's phrases as stems without stop words (`set up` → `set`). */
const SYNONYM_STEMS = SYNONYM_GROUPS.map((group) =>
  group.map((phrase) => readWords(phrase).map((word) => word.term).filter((term) => !STOP_WORDS.has(term))),
);

/**
 * The synonyms of each word of a query (by its index in `words`): the other phrases of every
 * group with a phrase that the query has, word for word in its stems (stop words included).
 */
function synonymsOf(words: readonly Word[]): Map<number, string[][]> {
  const synonyms = new Map<number, string[][]>();
  const terms = words.map((word) => word.term);
  const phraseTerms = (phrase: string) => readWords(phrase).map((word) => word.term);
  SYNONYM_GROUPS.forEach((group, groupIndex) => {
    group.forEach((phrase, phraseIndex) => {
      const wanted = phraseTerms(phrase);
      for (let start = 0; start + wanted.length <= terms.length; start += 1) {
        if (!wanted.every((term, offset) => terms[start + offset] === term)) continue;
        const others = SYNONYM_STEMS[groupIndex].filter((_, other) => other !== phraseIndex);
        for (let at = start; at < start + wanted.length; at += 1) synonyms.set(at, [...(synonyms.get(at) ?? []), ...others]);
      }
    });
  });
  return synonyms;
}

export function parseQuery(query: string): ParsedQuery {
  const words = readWords(query);
  const meaningful = words.filter((word) => !STOP_WORDS.has(word.folded));
  const kept = meaningful.length > 0 ? meaningful : words;
  const edits = new Map<string, number>();
  const typed = new Map<string, string>();
  const allow = (term: string, written: string) => {
    const word = written.replace(JOINERS, '');
    edits.set(term, Math.max(edits.get(term) ?? 0, maxEdits(word)));
    if (!typed.has(term)) typed.set(term, word);
    return term;
  };
  const synonyms = synonymsOf(words);
  const slots = kept.map((word, index): QuerySlot => {
    const alternatives = [[allow(word.term, word.folded)]];
    const parts = word.parts.filter((part) => !STOP_WORDS.has(part.folded)).map((part) => allow(part.term, part.folded));
    if (parts.length > 1) alternatives.push(parts);
    const expansion = ABBREVIATIONS.get(word.folded);
    if (expansion) alternatives.push(expansion.split(' ').filter((written) => !STOP_WORDS.has(written)).map((written) => allow(stem(written), written)));
    const own = alternatives.length;
    const known = new Set(alternatives.map((terms) => terms.join(' ')));
    // Synonyms are matched as written, without typos: a typo of a synonym is too far from the word typed.
    for (const synonym of synonyms.get(words.indexOf(word)) ?? []) {
      if (synonym.length === 0 || known.has(synonym.join(' '))) continue;
      known.add(synonym.join(' '));
      alternatives.push(synonym);
    }
    const last = index === kept.length - 1;
    return {
      folded: word.folded,
      whole: word.term,
      alternatives,
      partsAt: parts.length > 1 ? 1 : -1,
      prefix: word.term.length >= PREFIX_FROM || (last && word.term.length >= 2),
      synonymsAt: alternatives.length > own ? own : -1,
    };
  });
  const terms = [...new Set(slots.flatMap((slot) => slot.alternatives.flat()))];
  return { slots, terms, edits, typed, compact: compact(query) };
}

/** The most letters a word may differ by and still match: none up to 3 letters (or digits), 1 up to 6, then 2. */
export function maxEdits(word: string): number {
  if (word.length <= 3 || /^\d+$/.test(word)) return 0;
  return word.length <= 6 ? 1 : 2;
}

/** Levenshtein distance with adjacent swaps counted once, or `max + 1` when it is larger than `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous2: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, previous2[j - 2] + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous2 = previous;
    previous = current;
  }
  return previous[b.length];
}

/** How well a word's term answers a query term: exactly, as a prefix or with a typo; `undefined` for not at all. */
export type MatchKind = 'exact' | 'prefix' | 'fuzzy';

/**
 * Terms are compared exactly or by prefix; a typo is measured between the words as written
 * (`typed` and `written`, the terms themselves when not given) or between their terms
 * (`minify` and `minification` are `minifi` and `minif`).
 */
export function matchKind(queryTerm: string, term: string, prefix: boolean, edits: number, typed = queryTerm, written = term): MatchKind | undefined {
  if (term === queryTerm) return 'exact';
  if (prefix && term.startsWith(queryTerm)) return 'prefix';
  if (edits > 0 && (editDistance(typed, written, edits) <= edits || editDistance(queryTerm, term, edits) <= edits)) return 'fuzzy';
  return undefined;
}
