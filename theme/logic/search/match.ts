/**
 * Turns the pages a search engine found into the suggestions the search panel lists: a hit
 * in the page title, in a heading (shown as "Page > Heading > Subheading") or in the text
 * (shown as a snippet of about 100 characters around the hit), with the query's words marked.
 * Words are found the way the engine finds them (terms.ts: any order, word forms, identifier
 * parts, prefixes, typos). Works the same for the local index and for remote search results.
 */
import { compact, matchKind, parseQuery, readWords, STOP_WORDS, type MatchKind, type ParsedQuery, type QuerySlot } from './terms';

export interface SearchHeading {
  id: string;
  text: string;
  depth: number;
  /** Where the section starts in `content`. */
  charIndex: number;
}

/** A page as stored in the search index (a subset of Rspress's `PageIndexInfo`). */
export interface SearchHit {
  title: string;
  routePath: string;
  toc?: SearchHeading[];
  /** Members of API tables (anchored rows, no heading). */
  members?: { id: string; text: string }[];
  content?: string;
  /** Hit positions a remote engine may send where the query's words are not found in `content`. */
  _matchesPosition?: { content?: { start: number; length: number }[] };
}

export interface Highlight {
  start: number;
  length: number;
}

export type Suggestion =
  | { type: 'title' | 'header'; title: string; text: string; highlights: Highlight[]; link: string }
  | { type: 'content'; title: string; header: string; text: string; highlights: Highlight[]; link: string };

/** At most this many suggestions are listed per group. */
export const MAX_SUGGESTIONS = 7;
/** A page lists at most this many suggestions while later pages have some to list. */
export const SUGGESTIONS_PER_PAGE = 3;
/** Length a text snippet is cut to around its hit. */
export const SNIPPET_LENGTH = 100;
/** A sentence up to this long is quoted whole; a longer one is cut around its hits. */
export const SENTENCE_LENGTH = 160;
const ELLIPSIS = '…';
const KIND_WEIGHT: Record<MatchKind, number> = { exact: 1, prefix: 0.6, fuzzy: 0.4 };
/** How much of a hit's weight depends on how close the word is to the word typed. */
const CLOSENESS_SHARE = 0.1;

/** Case- and accent-insensitive form of a text, with the same length so positions carry over. */
export function foldText(text: string): string {
  const lower = text.toLowerCase();
  const folded = lower.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return folded.length === lower.length ? folded : lower;
}

const collapse = (text: string) => text.replace(/\s+/g, ' ');

/**
 * A snippet of at most about `max` characters of `content` around the hit at `index`: the
 * line holding the hit when it is short enough, otherwise a window centred on the hit with
 * an ellipsis where text was cut. Whitespace runs are shown as one space.
 */
export function snippetAround(content: string, index: number, length: number, max = SNIPPET_LENGTH): { text: string; highlight: Highlight } {
  const lineStart = content.lastIndexOf('\n', index - 1) + 1;
  const newline = content.indexOf('\n', index + length);
  const lineEnd = newline === -1 ? content.length : newline;
  let start = lineStart;
  let end = lineEnd;
  if (end - start > max) {
    const room = Math.max(max - length, 0);
    start = Math.max(lineStart, index - Math.floor(room / 2));
    end = Math.min(lineEnd, Math.max(start + max, index + length));
    start = Math.max(lineStart, Math.min(start, end - max));
  }
  const before = collapse(content.slice(start, index)).replace(/^\s+/, '');
  const hit = content.slice(index, index + length);
  const after = collapse(content.slice(index + length, end)).replace(/\s+$/, '');
  const prefix = start > lineStart ? ELLIPSIS : '';
  const suffix = end < lineEnd ? ELLIPSIS : '';
  return {
    text: `${prefix}${before}${hit}${after}${suffix}`,
    highlight: { start: prefix.length + before.length, length: hit.length },
  };
}

/** The query's words found in a text: where to mark them, and how well the text answers the query (0–1). */
export interface TextHits {
  highlights: Highlight[];
  score: number;
}

/** A word of a text found for one query word: where, for which query word, and how well (0–1). */
interface SlotHit {
  slot: number;
  start: number;
  end: number;
  kind: MatchKind;
  /** Found by the parts of the identifier typed, which may be words of different sentences. */
  apart: boolean;
  /** Found by a synonym of the word typed (terms.ts, `SYNONYM_GROUPS`). */
  synonym: boolean;
  weight: number;
  /** Found as a part of a longer identifier (`Chunk` of `ChunkManager`), not as a word of its own. */
  inWord: InWord | undefined;
}

/** The marked range of a word found for `slot`: the letters typed when the word starts with them, else the word. */
function markRange(slot: QuerySlot, start: number, end: number, folded: string, kind: MatchKind) {
  const typed = kind !== 'fuzzy' && folded.startsWith(slot.folded) ? slot.folded.length : end - start;
  // Of the words with the same stem, the one closest to what was typed (`resolv`: resolve before resolver).
  const closeness = Math.min(slot.folded.length, folded.length) / Math.max(slot.folded.length, folded.length, 1);
  return { start, end: start + typed, kind, closeness };
}

/** A term of one query word, as the words of a text are compared with it. */
interface SlotTerm {
  slot: number;
  term: string;
  edits: number;
}

type Found = ReturnType<typeof markRange> & { inWord: InWord | undefined };
/** The identifier a part was found in: where it starts and how many parts it has that a query can find (no stop words). */
interface InWord {
  start: number;
  parts: number;
}
/** How a word answers each term of a query: found exactly or by prefix, and found allowing a typo. */
type WordKinds = [sure: MatchKind | undefined, typo: MatchKind | undefined][];

/** A query's terms, and how the words met so far answer them (`null`: none), each word compared once per query. */
const comparers = new WeakMap<ParsedQuery, { terms: SlotTerm[]; kindsOf: (written: string, term: string) => WordKinds | null }>();

function comparerOf(query: ParsedQuery) {
  let comparer = comparers.get(query);
  if (comparer) return comparer;
  const terms = query.slots.flatMap((slot, index) => [...new Set(slot.alternatives.flat())].map((term) => ({ slot: index, term, edits: query.edits.get(term) ?? 0 })));
  const known = new Map<string, WordKinds | null>();
  const kindsOf = (written: string, wordTerm: string) => {
    let kinds = known.get(written);
    if (kinds === undefined) {
      let any = false;
      const compared: WordKinds = terms.map(({ slot, term, edits }) => {
        const { prefix } = query.slots[slot];
        const sure = matchKind(term, wordTerm, prefix, 0);
        const typo = sure ?? (edits > 0 ? matchKind(term, wordTerm, prefix, edits, query.typed.get(term) ?? term, written) : undefined);
        any ||= typo !== undefined;
        return [sure, typo];
      });
      known.set(written, (kinds = any ? compared : null));
    }
    return kinds;
  };
  comparers.set(query, (comparer = { terms, kindsOf }));
  return comparer;
}

/**
 * The query's words in `text`. Per query word, the first of its alternatives found in full
 * counts (the word itself before its parts, its parts before an abbreviation's words), and a
 * typo only counts where the word is not found exactly or by prefix.
 */
function slotHits(text: string, query: ParsedQuery): SlotHit[] {
  if (!text || query.slots.length === 0) return [];
  const { terms, kindsOf } = comparerOf(query);
  const found: [sure: Found[], typo: Found[]][] = terms.map(() => [[], []]);
  for (const word of readWords(text)) {
    const whole = kindsOf(word.written, word.term);
    const parts = word.parts.map((part) => kindsOf(part.folded, part.term));
    if (!whole && !parts.some(Boolean)) continue;
    terms.forEach(({ slot }, index) => {
      for (const mode of [0, 1] as const) {
        const kind = whole?.[index][mode];
        // A part that is the word typed (`Script` of `ScriptManager`) says more than the whole word starting with it.
        const partTyped = kind !== undefined && kind !== 'exact' && parts.some((part) => part?.[index][0] === 'exact');
        if (kind && !partTyped) {
          found[index][mode].push({ ...markRange(query.slots[slot], word.start, word.end, word.folded, kind), inWord: undefined });
          continue;
        }
        word.parts.forEach((part, position) => {
          const partKind = parts[position]?.[index][mode];
          if (partKind) found[index][mode].push({ ...markRange(query.slots[slot], part.start, part.end, part.folded, partKind), inWord: { start: word.start, parts: word.parts.filter((piece) => !STOP_WORDS.has(piece.folded)).length } });
        });
      }
    });
  }
  const hitsOf = (slot: number, term: string) => {
    const index = terms.findIndex((candidate) => candidate.slot === slot && candidate.term === term);
    const [sure, typo] = found[index];
    return sure.length > 0 || terms[index].edits === 0 ? sure : typo;
  };
  const out: SlotHit[] = [];
  query.slots.forEach((slot, slotIndex) => {
    for (const [alternative, alternativeTerms] of slot.alternatives.entries()) {
      const hits = alternativeTerms.map((term) => hitsOf(slotIndex, term));
      if (!hits.every((list) => list.length > 0)) continue;
      // Some parts of an identifier are not the identifier: a query word is found in full or not at all.
      const apart = alternative === slot.partsAt;
      const synonym = slot.synonymsAt >= 0 && alternative >= slot.synonymsAt;
      for (const hit of hits.flat()) {
        const weight = KIND_WEIGHT[hit.kind] * (1 - CLOSENESS_SHARE + CLOSENESS_SHARE * hit.closeness) * (synonym ? SHARE_OF_SYNONYM : 1);
        out.push({ slot: slotIndex, start: hit.start, end: hit.end, kind: hit.kind, apart, synonym, weight, inWord: hit.inWord });
      }
      break;
    }
  });
  return out;
}

/** How well some hits answer the query (0–1): each query word by its best hit. */
function scoreOf(hits: readonly SlotHit[], query: ParsedQuery): number {
  if (query.slots.length === 0) return 0;
  const best = new Map<number, number>();
  for (const hit of hits) best.set(hit.slot, Math.max(best.get(hit.slot) ?? 0, hit.weight));
  return [...best.values()].reduce((sum, weight) => sum + weight, 0) / query.slots.length;
}

/** Whether every word of the query is in `text` as typed or in another form of it (no prefix, no typo, no synonym). */
export function hasEveryWord(text: string, query: ParsedQuery): boolean {
  const found = new Set(slotHits(text, query).filter((hit) => hit.kind === 'exact' && !hit.synonym).map((hit) => hit.slot));
  return query.slots.length > 0 && found.size === query.slots.length;
}

/** The marks for some hits: sorted, overlapping ones merged. */
function highlightsOf(hits: readonly SlotHit[]): Highlight[] {
  const sorted = [...hits].sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: Highlight[] = [];
  for (const { start, end } of sorted) {
    const last = merged[merged.length - 1];
    if (last && start < last.start + last.length) last.length = Math.max(last.length, end - last.start);
    else merged.push({ start, length: end - start });
  }
  return merged;
}

/** Finds the query's words in `text` (see `slotHits`): where to mark them, and how well the text answers the query. */
export function findHits(text: string, query: ParsedQuery): TextHits {
  const hits = slotHits(text, query);
  return { highlights: highlightsOf(hits), score: scoreOf(hits, query) };
}

/** The heading chain of `toc[index]` up to its level-2 ancestor ("Setup > Android"). */
function headingPath(toc: readonly SearchHeading[], index: number): SearchHeading[] {
  const path = [toc[index]];
  let current = toc[index];
  for (let i = index - 1; i >= 0 && current.depth > 2; i--) {
    if (toc[i].depth === current.depth - 1) {
      path.unshift(toc[i]);
      current = toc[i];
    }
  }
  return path;
}

/** Index in `toc` of the section that holds the character at `position` of the page text, or -1. */
function sectionAt(toc: readonly SearchHeading[], position: number): number {
  let section = -1;
  toc.forEach((heading, index) => {
    if (heading.charIndex >= 0 && heading.charIndex <= position) section = index;
  });
  return section;
}

/** Where the sentence of `content` holding `position` starts and ends: at `.`, `!` or `?` before a space, or at a line break. */
function sentenceAround(content: string, position: number): { start: number; end: number } {
  let start = 0;
  for (let i = position - 1; i >= 0; i -= 1) {
    if (content[i] === '\n' || (/[.!?]/.test(content[i]) && /\s/.test(content[i + 1] ?? ''))) {
      start = i + 1;
      break;
    }
  }
  let end = content.length;
  for (let i = position; i < content.length; i += 1) {
    if (content[i] === '\n' || (/[.!?]/.test(content[i]) && /\s/.test(content[i + 1] ?? ''))) {
      end = content[i] === '\n' ? i : i + 1;
      break;
    }
  }
  while (start < end && /\s/.test(content[start])) start += 1;
  return { start, end };
}

/** The sentence of a section with the most of the query's words (the first of equals), and its hits. */
function bestSentence(content: string, hits: readonly SlotHit[], query: ParsedQuery, weights: readonly number[]) {
  let best: { start: number; end: number; share: number; hits: SlotHit[] } | undefined;
  for (const hit of hits) {
    const sentence = sentenceAround(content, hit.start);
    if (best && sentence.start <= best.start && best.start < sentence.end) continue;
    const inside = hits.filter((other) => other.start >= sentence.start && other.end <= sentence.end);
    const share = shareOf(inside, query, weights);
    if (!best || share > best.share) best = { ...sentence, share, hits: inside };
  }
  return best;
}

/** A sentence quoted whole when short enough, else cut around its hits, with the query's words marked. */
function sentenceSnippet(content: string, sentence: { start: number; end: number; hits: SlotHit[] }, query: ParsedQuery): { text: string; highlights: Highlight[] } {
  const { start, end, hits: inside } = sentence;
  const first = inside[0].start;
  const last = inside[inside.length - 1].end;
  // A window over the sentence's hits, as wide as a snippet unless the hits are further apart.
  const room = Math.max(SNIPPET_LENGTH, Math.min(last - first, SENTENCE_LENGTH));
  const windowStart = end - start <= SENTENCE_LENGTH ? start : Math.max(start, Math.min(first - Math.floor((room - (last - first)) / 2), end - room));
  const windowEnd = end - start <= SENTENCE_LENGTH ? end : Math.min(end, windowStart + room);
  const prefix = windowStart > start ? ELLIPSIS : '';
  const suffix = windowEnd < end ? ELLIPSIS : '';
  const text = `${prefix}${collapse(content.slice(windowStart, windowEnd)).trim()}${suffix}`;
  const { highlights } = findHits(text, query);
  return { text, highlights };
}

/** How well a place of a page (its title, a section or an API member) answers a query; see `compareAnswers`. */
export interface Answer {
  /** The query is the place's name: the page title or symbol name, a heading or a member. */
  exact: boolean;
  /** Share of the query's words found there (a section counts its page title and headings too). */
  coverage: number;
  /** Share of the query's words found in one sentence of it, or in its name (`Page > Heading`): words that belong together. */
  sentence: number;
  /**
   * Share of the query's words found in its name: the title of a page, the heading of a section
   * (its parents' count half; a part of an identifier counts only with all its parts, see `shareOf`),
   * the page title for the text before the first heading.
   */
  named: number;
  /**
   * How much the text of a section dwells on the query's words (`repeatedShare`): among sections
   * with the words in their text only, the last word on their order. Only for queries of several words.
   */
  repeated?: number;
  /** How well the words are found, 0–1: exactly, by prefix or with a typo. */
  score: number;
  /** A section that summarises its page (see `summarySections`): the sections it names answer better. */
  summary?: boolean;
  /** Share of the query's words its name has, however found (by weight, as in `shareOf`): see `strongName`. */
  nameCover?: number;
}

/**
 * Best first: an exact name, then anything over a page's summary, every word over some, words
 * in headings over words in text (a heading with few of them only after the sentences, see
 * `strongName`), words in one sentence over words spread out, exact words over typos.
 */
export function compareAnswers(a: Answer, b: Answer): number {
  return compareWhatIsFound(a, b) || b.score - a.score;
}

/** The order both comparisons share: what is found and where, not how well each word is matched. */
function compareWhatIsFound(a: Answer, b: Answer): number {
  return (
    Number(b.exact) - Number(a.exact) ||
    Number(a.summary ?? false) - Number(b.summary ?? false) ||
    coverageTier(b) - coverageTier(a) ||
    strongName(b) - strongName(a) ||
    b.sentence - a.sentence ||
    b.named - a.named
  );
}

/** Part of the query's words found at a place (by weight) that its name must have to order it before sentences do. */
const STRONG_NAME = 1 / 3;

/**
 * `named` where the name has at least `STRONG_NAME` of the query's words found at its place
 * (`coverage`), however found, else 0: a heading with one common word of what the section
 * matches ("When a script is downloaded again" for "chunk download timeout") is a passing
 * mention, and a sentence with more of the words says more; such a heading orders only after the sentences.
 */
function strongName(answer: Answer): number {
  return (answer.nameCover ?? answer.named) >= STRONG_NAME * answer.coverage ? answer.named : 0;
}

/**
 * The order of suggestions of different pages: `compareAnswers` without how well the words are
 * found (`score`), whose small differences (a word form closer to the one typed) already
 * ordered the pages and do not make one page's section a better answer than another's.
 */
function compareSections(a: Answer, b: Answer): number {
  return (
    compareWhatIsFound(a, b) ||
    (a.named === 0 && b.named === 0 && a.repeated !== undefined && b.repeated !== undefined ? b.repeated - a.repeated : 0)
  );
}

/** How often a word must be in a section's text to count half (`repeated`). */
const TEXT_SATURATION = 1;

/**
 * How much a section's text dwells on the query's words, 0–1: each word by how often it is
 * there (`n / (n + TEXT_SATURATION)`, so once counts half) and how well it is found,
 * weighted as in `shareOf`.
 */
function repeatedShare(text: readonly SlotHit[], query: ParsedQuery, weights: readonly number[]): number {
  const weight = (slot: number) => weights[slot] ?? 1;
  const total = query.slots.reduce((sum, _, slot) => sum + weight(slot), 0);
  const sum = query.slots.reduce((acc, _, slot) => {
    const found = text.filter((hit) => hit.slot === slot);
    const best = found.reduce((most, hit) => Math.max(most, shareOfHit(hit)), 0);
    return acc + (weight(slot) * best * found.length) / (found.length + TEXT_SATURATION);
  }, 0);
  return sum / total;
}

/**
 * The coverage that decides an order: in fifths, so that a common word left out of a long
 * question (`set up`, `not working`) does not put a section with every word first.
 */
function coverageTier(answer: Answer): number {
  return Math.round(answer.coverage * COVERAGE_TIERS);
}

const COVERAGE_TIERS = 5;

/** What a query word counts for in a share of the query's words, by how it is found. */
export const SHARE_OF_KIND: Record<MatchKind, number> = { exact: 1, prefix: 0.75, fuzzy: 0.5 };
/** What an identifier typed counts for when only its parts are found (`NoSuchMethodError`: no, such, method, error). */
export const SHARE_OF_PARTS = 0.5;
/** What a query word counts for when a synonym of it is found (`invalidate` for `delete`): less than the word, as a prefix does. */
export const SHARE_OF_SYNONYM = 0.75;

const shareOfHit = (hit: SlotHit) => Math.min(SHARE_OF_KIND[hit.kind], hit.apart ? SHARE_OF_PARTS : 1, hit.synonym ? SHARE_OF_SYNONYM : 1);

/**
 * Share of the query's words among some hits (see `SHARE_OF_KIND`). With `asName` (the hits
 * of a heading), a word found only as a part of a longer identifier does not count unless the
 * query has every part of it: a heading that names `ChunkManager` is about that, not about
 * chunks, but it does name "chunk manager". With `whole`, a word counts in full however it is
 * found (by prefix, typo, parts or synonym).
 */
function shareOf(hits: readonly SlotHit[], query: ParsedQuery, weights: readonly number[] = [], asName = false, whole = false): number {
  const best = new Map<number, number>();
  const partsFound = new Map<number, Set<number>>();
  for (const { inWord, start } of hits) if (inWord) partsFound.set(inWord.start, (partsFound.get(inWord.start) ?? new Set()).add(start));
  const named = ({ inWord }: SlotHit) => !inWord || (partsFound.get(inWord.start)?.size ?? 0) >= inWord.parts;
  for (const hit of hits) if (!asName || named(hit)) best.set(hit.slot, whole ? 1 : Math.max(best.get(hit.slot) ?? 0, shareOfHit(hit)));
  const weight = (slot: number) => weights[slot] ?? 1;
  const total = query.slots.reduce((sum, _, slot) => sum + weight(slot), 0);
  return [...best].reduce((sum, [slot, share]) => sum + share * weight(slot), 0) / total;
}

/** Words a heading needs for a line that starts with it to count as naming its section (`summarySections`). */
const SUMMARY_HEADING_WORDS = 3;
/** Lines naming other sections that make a section a summary of its page. */
const SUMMARY_LINES = 3;

/**
 * The sections of a page that summarise it: at least `SUMMARY_LINES` of their lines start
 * with the headings of the page's other sections (an overview table of a known-issues page,
 * one row per issue). Such a line repeats the words of the section it names, which explains
 * them: the summary comes after the sections. Only headings of several words that the page
 * does not repeat count ("Parameters" starts lines of every API page).
 */
function summarySections(toc: readonly SearchHeading[], content: string): Set<number> {
  const counts = new Map<string, number>();
  for (const heading of toc) counts.set(compact(heading.text), (counts.get(compact(heading.text)) ?? 0) + 1);
  const names = toc.map((heading) => {
    const name = compact(heading.text);
    return counts.get(name) === 1 && readWords(heading.text).length >= SUMMARY_HEADING_WORDS ? name : '';
  });
  const summaries = new Set<number>();
  toc.forEach((heading, index) => {
    if (heading.charIndex < 0) return;
    const next = toc.slice(index + 1).find((later) => later.charIndex >= 0);
    const lines = content.slice(heading.charIndex, next?.charIndex ?? content.length).split('\n').map(compact);
    const named = names.filter((name, other) => other !== index && name !== '' && lines.some((line) => line.startsWith(name)));
    if (named.length >= SUMMARY_LINES) summaries.add(index);
  });
  return summaries;
}

/** The suggestions of one page, best answer first, each with how well it answers. */
function pageAnswers(hit: SearchHit, query: ParsedQuery, weights: readonly number[]): { suggestion: Suggestion; answer: Answer }[] {
  const { title = '', routePath, toc = [], members = [], content = '' } = hit;
  const answers: { suggestion: Suggestion; answer: Answer; order: number }[] = [];
  const titleHits = slotHits(title, query);
  const titleExact = [compact(title), compact(title.split('.').pop() ?? title)].includes(query.compact);
  if (titleHits.length > 0) {
    const share = shareOf(titleHits, query, weights);
    answers.push({
      suggestion: { type: 'title', title, text: title, highlights: highlightsOf(titleHits), link: routePath },
      answer: { exact: titleExact, coverage: share, sentence: share, named: share, nameCover: shareOf(titleHits, query, weights, false, true), score: scoreOf(titleHits, query) },
      order: -2,
    });
  }

  // Each section once: its heading (with its parents) and its text, found together.
  const contentHits = slotHits(content, query);
  // An API table's row starts with its member's name; a member found is suggested at its own anchor.
  const rowsFound = members.filter((member) => slotHits(member.text, query).length > 0).map((member) => `${member.text} `);
  const isMemberRow = (start: number) => rowsFound.some((row) => content.startsWith(row, start));
  const sectionsWithText = new Map<number, SlotHit[]>();
  for (const found of contentHits) {
    const section = sectionAt(toc, found.start);
    const list = sectionsWithText.get(section);
    if (list) list.push(found);
    else sectionsWithText.set(section, [found]);
  }
  const sections = new Set([...sectionsWithText.keys(), ...toc.map((_, index) => index)]);
  const summaries = summarySections(toc, content);
  for (const section of [...sections].sort((a, b) => a - b)) {
    const heading = section >= 0 ? toc[section] : undefined;
    const path = heading ? headingPath(toc, section) : [];
    const headingHits = heading ? slotHits(heading.text, query) : [];
    const parentHits = path.slice(0, -1).flatMap((parent) => slotHits(parent.text, query));
    const textHits = (sectionsWithText.get(section) ?? []).sort((a, b) => a.start - b.start);
    if (headingHits.length === 0 && textHits.length === 0) continue;
    const sentence = bestSentence(content, textHits, query, weights);
    const namedOf = (hits: SlotHit[]) => shareOf(hits, query, weights, true);
    const ownShare = namedOf(headingHits);
    const answer: Answer = {
      exact: heading !== undefined && compact(heading.text) === query.compact,
      coverage: shareOf([...titleHits, ...parentHits, ...headingHits, ...textHits], query, weights),
      sentence: Math.max(sentence?.share ?? 0, shareOf([...titleHits, ...parentHits, ...headingHits], query, weights)),
      // The text before a page's first heading is named by the page title.
      named: heading ? ownShare + (namedOf([...parentHits, ...headingHits]) - ownShare) / 2 : namedOf(titleHits),
      nameCover: shareOf(heading ? [...parentHits, ...headingHits] : titleHits, query, weights, true, true),
      summary: summaries.has(section),
      // One word typed: the index's order of the pages says more than how often a text repeats it.
      repeated: query.slots.length > 1 ? repeatedShare(textHits, query, weights) : undefined,
      score: scoreOf([...titleHits, ...parentHits, ...headingHits, ...textHits], query),
    };
    const link = heading ? `${routePath}#${heading.id}` : routePath;
    // The heading is the suggestion when its text adds no word to it; otherwise the sentence that answers.
    const headingSlots = new Set([...titleHits, ...headingHits].map((found) => found.slot));
    const textAdds = textHits.some((found) => !headingSlots.has(found.slot));
    if (headingHits.length > 0 && (!textAdds || !sentence)) {
      const text = `${title} > ${path.map((h) => h.text).join(' > ')}`;
      // Marks go on the heading itself, not on a parent that happens to contain the word too.
      const offset = text.length - heading!.text.length;
      answers.push({ suggestion: { type: 'header', title, text, highlights: highlightsOf(headingHits).map((h) => ({ ...h, start: h.start + offset })), link }, answer, order: section });
    } else if (!isMemberRow(sentence!.start)) {
      answers.push({ suggestion: { type: 'content', title, header: heading?.text ?? title, ...sentenceSnippet(content, sentence!, query), link }, answer, order: section });
    }
  }

  members.forEach((member, index) => {
    const memberHits = slotHits(member.text, query);
    if (memberHits.length === 0) return;
    const text = `${title} > ${member.text}`;
    const offset = text.length - member.text.length;
    answers.push({
      suggestion: { type: 'header', title, text, highlights: highlightsOf(memberHits).map((h) => ({ ...h, start: h.start + offset })), link: `${routePath}#${member.id}` },
      answer: {
        exact: compact(member.text) === query.compact,
        coverage: shareOf([...titleHits, ...memberHits], query, weights),
        sentence: shareOf([...titleHits, ...memberHits], query, weights),
        named: shareOf(memberHits, query, weights),
        nameCover: shareOf(memberHits, query, weights, false, true),
        score: scoreOf([...titleHits, ...memberHits], query),
      },
      order: toc.length + index,
    });
  });

  if (contentHits.length === 0) {
    const position = hit._matchesPosition?.content?.[0];
    if (position && position.start >= 0 && position.start < content.length) {
      const section = sectionAt(toc, position.start);
      const heading = section >= 0 ? toc[section] : undefined;
      answers.push({
        suggestion: {
          type: 'content',
          title,
          header: heading?.text ?? title,
          ...snippet(content, position.start, Math.max(1, Math.min(position.length, content.length - position.start)), query),
          link: heading ? `${routePath}#${heading.id}` : routePath,
        },
        answer: { exact: false, coverage: 0, sentence: 0, named: 0, score: 0 },
        order: section,
      });
    }
  }

  // A page the engine found is listed even where its words are not quoted (e.g. no text loaded).
  if (answers.length === 0) {
    answers.push({ suggestion: { type: 'title', title, text: title, highlights: [], link: routePath }, answer: { exact: false, coverage: 0, sentence: 0, named: 0, score: 0 }, order: -2 });
  }
  return answers.sort((a, b) => compareAnswers(a.answer, b.answer) || a.order - b.order);
}

/** The snippet of `content` around the hit at `index`, with every word of the query in it marked. */
function snippet(content: string, index: number, length: number, query: ParsedQuery): { text: string; highlights: Highlight[] } {
  const { text, highlight } = snippetAround(content, index, length);
  const { highlights } = findHits(text, query);
  return { text, highlights: highlights.length > 0 ? highlights : [highlight] };
}

/** A page's suggestions, best first, with how well each answers the query. */
export interface PageSuggestions {
  suggestions: Suggestion[];
  answers: Answer[];
}

/**
 * The suggestions of each page found, in the order given, each page's best first. `weights`
 * (one per word of the query, as `parseQuery` reads it) says how much each word counts in a
 * share of the query: the local index weighs rare words above common ones.
 */
export function pageSuggestionsOf(hits: readonly SearchHit[], query: string, weights: readonly number[] = []): PageSuggestions[] {
  const parsed = parseQuery(query.trim());
  if (parsed.slots.length === 0) return [];
  return hits.map((hit) => {
    const found = pageAnswers(hit, parsed, weights);
    return { suggestions: found.map(({ suggestion }) => suggestion), answers: found.map(({ answer }) => answer) };
  });
}

/**
 * The suggestions for the pages found, best first: the pages ordered by their best answer (see
 * `compareAnswers`; pages that answer equally well in the order given), and the suggestions of
 * all pages ordered together, as sections: every word of the query before some, then words in
 * a heading before words in text only, then words in one sentence before words spread out,
 * whatever their page (a page's weaker sections do not keep a better section of the next page
 * down); equals in the pages' order. A page lists at most `SUGGESTIONS_PER_PAGE` while other
 * pages have suggestions to show, `limit` in all.
 */
export function rankedSuggestions(hits: readonly SearchHit[], query: string, limit = MAX_SUGGESTIONS, weights: readonly number[] = []): Suggestion[] {
  const pages = pageSuggestionsOf(hits, query, weights)
    .map((page, order) => ({ ...page, order }))
    .sort((a, b) => compareAnswers(a.answers[0], b.answers[0]) || a.order - b.order);
  const items = pages
    .flatMap((page, rank) => page.suggestions.map((suggestion, position) => ({ suggestion, answer: page.answers[position], rank, position })))
    .sort((a, b) => compareSections(a.answer, b.answer) || a.rank - b.rank || a.position - b.position);
  const wanted = Math.min(limit, items.length);
  for (let quota = SUGGESTIONS_PER_PAGE; ; quota += 1) {
    const listed = new Map<number, number>();
    const taken = items.filter(({ rank }) => {
      const count = listed.get(rank) ?? 0;
      listed.set(rank, count + 1);
      return count < quota;
    });
    if (taken.length >= wanted) return taken.slice(0, limit).map(({ suggestion }) => suggestion);
  }
}

/** The suggestions of each page found, best first (see `fillList`). */
export function pageSuggestionLists(hits: readonly SearchHit[], query: string): Suggestion[][] {
  return pageSuggestionsOf(hits, query).map(({ suggestions }) => suggestions);
}

/**
 * The list shown from each page's suggestions, in the order the engine ranked the pages:
 * each page's suggestions together, at most `SUGGESTIONS_PER_PAGE` of a page while the pages
 * after it have suggestions to show, `limit` in all.
 */
export function fillList(lists: readonly Suggestion[][], limit = MAX_SUGGESTIONS): Suggestion[] {
  const available = lists.reduce((sum, list) => sum + list.length, 0);
  let quota = SUGGESTIONS_PER_PAGE;
  const take = () => lists.reduce((sum, list) => sum + Math.min(list.length, quota), 0);
  while (take() < Math.min(limit, available)) quota += 1;
  return lists.flatMap((list) => list.slice(0, quota)).slice(0, limit);
}

/** Suggestions for `query` from the pages found, in the order the engine ranked them (see `fillList`). */
export function suggestionsFor(hits: readonly SearchHit[], query: string, limit = MAX_SUGGESTIONS): Suggestion[] {
  return fillList(pageSuggestionLists(hits, query), limit);
}

/** Splits a text into plain and marked parts, for rendering with `<mark>`. */
export function splitHighlights(text: string, highlights: readonly Highlight[]): { text: string; marked: boolean }[] {
  const parts: { text: string; marked: boolean }[] = [];
  let at = 0;
  for (const { start, length } of highlights) {
    if (length <= 0 || start < at || start >= text.length) continue;
    if (start > at) parts.push({ text: text.slice(at, start), marked: false });
    parts.push({ text: text.slice(start, start + length), marked: true });
    at = start + length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false });
  return parts;
}
