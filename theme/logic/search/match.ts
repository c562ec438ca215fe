/**
 * Turns the pages a search engine found into the suggestions the search panel lists: a hit
 * in the page title, in a heading (shown as "Page > Heading > Subheading") or in the text
 * (shown as a snippet of about 100 characters around the hit), with the query's words marked.
 * Words are found the way the engine finds them (terms.ts: any order, word forms, identifier
 * parts, prefixes, typos). Works the same for the local index and for remote search results.
 */
import { compact, matchKind, parseQuery, readWords, type MatchKind, type ParsedQuery, type QuerySlot } from './terms';

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
const ELLIPSIS = '…';
const KIND_WEIGHT: Record<MatchKind, number> = { exact: 1, prefix: 0.6, fuzzy: 0.4 };

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
  weight: number;
}

/** The marked range of a word found for `slot`: the letters typed when the word starts with them, else the word. */
function markRange(slot: QuerySlot, start: number, end: number, folded: string, kind: MatchKind) {
  const typed = kind !== 'fuzzy' && folded.startsWith(slot.folded) ? slot.folded.length : end - start;
  return { start, end: start + typed, kind };
}

const knownKinds = new WeakMap<ParsedQuery, Map<string, Map<string, MatchKind | undefined>>>();

/** How the words met so far answer a term of `query` (keyed with its prefix and typo allowance). */
function kindsOf(query: ParsedQuery, term: string): Map<string, MatchKind | undefined> {
  let byTerm = knownKinds.get(query);
  if (!byTerm) knownKinds.set(query, (byTerm = new Map()));
  let kinds = byTerm.get(term);
  if (!kinds) byTerm.set(term, (kinds = new Map()));
  return kinds;
}

/**
 * The query's words in `text`. Per query word, the first of its alternatives found in full
 * counts (the word itself before its parts, its parts before an abbreviation's words), and a
 * typo only counts where the word is not found exactly or by prefix.
 */
function slotHits(text: string, query: ParsedQuery): SlotHit[] {
  if (!text || query.slots.length === 0) return [];
  const words = readWords(text);
  const out: SlotHit[] = [];
  query.slots.forEach((slot, slotIndex) => {
    let best: ReturnType<typeof markRange>[][] | undefined;
    for (const terms of slot.alternatives) {
      const found = terms.map((term) => {
        // Texts repeat their words: each is compared with the term once per query. Typos are
        // looked for only where the word is not found exactly or by prefix (the costly part).
        const scan = (edits: number) => {
          const kinds = kindsOf(query, `${term}${slot.prefix ? '*' : ''}${edits}`);
          const kindOf = (word: string) => {
            if (!kinds.has(word)) kinds.set(word, matchKind(term, word, slot.prefix, edits));
            return kinds.get(word);
          };
          const hits: ReturnType<typeof markRange>[] = [];
          for (const word of words) {
            const kind = kindOf(word.term);
            if (kind) {
              hits.push(markRange(slot, word.start, word.end, word.folded, kind));
              continue;
            }
            for (const part of word.parts) {
              const partKind = kindOf(part.term);
              if (partKind) hits.push(markRange(slot, part.start, part.end, part.folded, partKind));
            }
          }
          return hits;
        };
        const sure = scan(0);
        const edits = query.edits.get(term) ?? 0;
        return sure.length > 0 || edits === 0 ? sure : scan(edits);
      });
      if (found.every((hits) => hits.length > 0)) {
        best = found;
        break;
      }
    }
    // Some parts of an identifier are not the identifier: a query word is found in full or not at all.
    if (!best) return;
    for (const hit of best.flat()) out.push({ slot: slotIndex, start: hit.start, end: hit.end, weight: KIND_WEIGHT[hit.kind] });
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

/** The snippet of `content` around the hit at `index`, with every word of the query in it marked. */
function snippet(content: string, index: number, length: number, query: ParsedQuery): { text: string; highlights: Highlight[] } {
  const { text, highlight } = snippetAround(content, index, length);
  const { highlights } = findHits(text, query);
  return { text, highlights: highlights.length > 0 ? highlights : [highlight] };
}

/** All suggestions of one page, best first: its title, its headings, then text from its other sections. */
function pageSuggestions(hit: SearchHit, query: ParsedQuery): Suggestion[] {
  const { title = '', routePath, toc = [], members = [], content = '' } = hit;
  const out: Suggestion[] = [];

  const titleHits = findHits(title, query);
  if (titleHits.highlights.length > 0) out.push({ type: 'title', title, text: title, highlights: titleHits.highlights, link: routePath });

  const matchedSections = new Set<number>();
  const headings = toc
    .map((heading, index) => ({ heading, index, hits: findHits(heading.text, query), exact: compact(heading.text) === query.compact }))
    .filter(({ hits }) => hits.highlights.length > 0)
    .sort((a, b) => Number(b.exact) - Number(a.exact) || b.hits.score - a.hits.score || a.index - b.index);
  for (const { heading, index, hits, exact } of headings) {
    const prefix = `${title} > `;
    const text = `${prefix}${headingPath(toc, index).map((h) => h.text).join(' > ')}`;
    // Marks go on the heading itself, not on a parent that happens to contain the word too.
    const offset = text.length - heading.text.length;
    const suggestion: Suggestion = { type: 'header', title, text, highlights: hits.highlights.map((h) => ({ ...h, start: h.start + offset })), link: `${routePath}#${heading.id}` };
    // A heading that is the name typed (a member) comes before a title that only shares a word with it.
    if (exact && titleHits.score < 1) out.unshift(suggestion);
    else out.push(suggestion);
    matchedSections.add(index);
  }
  const memberHits = members
    .map((member, index) => ({ member, index, hits: findHits(member.text, query), exact: compact(member.text) === query.compact }))
    .filter(({ hits }) => hits.highlights.length > 0)
    .sort((a, b) => Number(b.exact) - Number(a.exact) || b.hits.score - a.hits.score || a.index - b.index);
  for (const { member, hits, exact } of memberHits) {
    const text = `${title} > ${member.text}`;
    const offset = text.length - member.text.length;
    const suggestion: Suggestion = { type: 'header', title, text, highlights: hits.highlights.map((h) => ({ ...h, start: h.start + offset })), link: `${routePath}#${member.id}` };
    if (exact && titleHits.score < 1) out.unshift(suggestion);
    else out.push(suggestion);
  }

  const addContent = (index: number, length: number) => {
    const section = sectionAt(toc, index);
    if (matchedSections.has(section)) return;
    matchedSections.add(section);
    const heading = section >= 0 ? toc[section] : undefined;
    out.push({
      type: 'content',
      title,
      header: heading?.text ?? title,
      ...snippet(content, index, length, query),
      link: heading ? `${routePath}#${heading.id}` : routePath,
    });
  };

  const contentHits = slotHits(content, query);
  if (contentHits.length > 0) {
    // Each section once, the sections where the query is found best first, each quoted at its first hit.
    const bySection = new Map<number, SlotHit[]>();
    for (const hit of [...contentHits].sort((a, b) => a.start - b.start)) {
      const section = sectionAt(toc, hit.start);
      const hits = bySection.get(section);
      if (hits) hits.push(hit);
      else bySection.set(section, [hit]);
    }
    [...bySection.values()]
      .map((hits) => ({ first: hits[0], score: scoreOf(hits, query) }))
      .sort((a, b) => b.score - a.score)
      .forEach(({ first }) => addContent(first.start, first.end - first.start));
  } else {
    const position = hit._matchesPosition?.content?.[0];
    if (position && position.start >= 0 && position.start < content.length) addContent(position.start, Math.max(1, Math.min(position.length, content.length - position.start)));
  }

  // A page the engine found is listed even where its words are not quoted (e.g. no text loaded).
  if (out.length === 0) out.push({ type: 'title', title, text: title, highlights: [], link: routePath });
  return out;
}

/** The suggestions of each page found, best first (see `fillList`). */
export function pageSuggestionLists(hits: readonly SearchHit[], query: string): Suggestion[][] {
  const parsed = parseQuery(query.trim());
  if (parsed.slots.length === 0) return [];
  return hits.map((hit) => pageSuggestions(hit, parsed));
}

/** Whether the pages listed so far fill the list, so that pages after them would not show. */
export function fillsList(lists: readonly Suggestion[][], limit = MAX_SUGGESTIONS): boolean {
  return lists.reduce((sum, list) => sum + Math.min(list.length, SUGGESTIONS_PER_PAGE), 0) >= limit;
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
