/**
 * The local search engine: MiniSearch over the pages of one version's index (title, headings
 * and the words of the text, read as terms.ts reads them), ranked so that a title or symbol
 * name counts more than a heading and a heading more than the text (field boosts, BM25), an
 * exact word more than a prefix and a prefix more than a typo (match weights); an exact
 * title or symbol name first, then every page with all words of the query before those with some.
 * Pure: the search panel, the relevance suite (e2e/search/relevance.e2e.ts) and the engine
 * comparison (scripts/bench/search-engines.mjs) all run this.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import { hasEveryWord, SHARE_OF_KIND, SHARE_OF_PARTS, SHARE_OF_SYNONYM } from './match';
import { compact, editDistance, indexTerms, ownAlternatives, parseQuery, type ParsedQuery, type QuerySlot } from './terms';

/** A page of the index as plugins/search-index leaves it (a subset of Rspress's `PageIndexInfo`). */
export interface IndexedPageFields {
  title: string;
  routePath: string;
  toc?: { id: string; text: string; depth: number }[];
  /** Members of API tables (anchored rows, no heading): matched as headings are. */
  members?: { id: string; text: string }[];
  /** The words of the page text (or the text itself). */
  content?: string;
}

/**
 * Pages the engine hands on for each search: their texts are fetched, and their sections
 * decide their final order (match.ts), so a page the index ranks lower can still come first.
 */
export const CANDIDATE_PAGES = 8;

export const FIELD_BOOSTS = { title: 6, headings: 2, content: 1 } as const;
/** A term found by its prefix or with a typo counts this much of an exact one. */
export const MATCH_WEIGHTS = { prefix: 0.4, fuzzy: 0.25 } as const;
/** An identifier's whole term and its parts (`devserver`; `dev`, `server`) against a plain word's 1. */
export const TERM_BOOSTS = { whole: 1.5, part: 0.6, synonym: 0.5 } as const;

export interface RankedPage<Page> {
  page: Page;
  score: number;
  /** Share of the query's words the page has (anywhere): pages with every word come first. */
  coverage: number;
  /** 2: the query is the page's title or symbol name; 1: one of its headings (a member's name); 0: neither. */
  exact: number;
  /** An exact name, or every word of the query, as typed, in the title: worth showing from another version too. */
  strong: boolean;
}

export interface LocalIndex<Page> {
  search(query: string, limit: number): RankedPage<Page>[];
  /**
   * How much each word of `query` counts (one weight per word, as `parseQuery` reads it): a
   * word on few pages says more about what is wanted than one on most (inverse document frequency).
   */
  wordWeights(query: string): number[];
}

/** The keys of a title: itself and its symbol name (`plugins.CodeSigningPlugin` → `codesigningplugin`). */
function titleKeys(title: string): string[] {
  return [compact(title), compact(title.split('.').pop() ?? title)];
}

/** The most an alternative of a query word counts for: the word 1, its parts or a synonym less. */
function alternativeShare(slot: QuerySlot, alternative: number): number {
  if (slot.synonymsAt >= 0 && alternative >= slot.synonymsAt) return SHARE_OF_SYNONYM;
  return alternative === slot.partsAt ? SHARE_OF_PARTS : 1;
}

/**
 * Share of the query's words a page has (`matched`: the page's terms that matched): a word counts
 * in full when all terms of one of its alternatives are there, less when they are only found by
 * prefix or with a typo (`SHARE_OF_KIND`, as match.ts counts them in a section).
 */
function coverage(parsed: ParsedQuery, typos: readonly (readonly string[])[], matched: readonly string[]): number {
  if (parsed.slots.length === 0) return 0;
  const shareOfTerm = (term: string) =>
    matched.includes(term) ? SHARE_OF_KIND.exact : matched.some((found) => found.startsWith(term)) ? SHARE_OF_KIND.prefix : 0;
  let sum = 0;
  parsed.slots.forEach((slot, index) => {
    const whole = Math.max(
      ...slot.alternatives.map((terms, alternative) => terms.reduce((least, term) => Math.min(least, shareOfTerm(term)), alternativeShare(slot, alternative))),
    );
    sum += Math.max(whole, typos[index].some((term) => matched.includes(term)) ? SHARE_OF_KIND.fuzzy : 0);
  });
  return sum / parsed.slots.length;
}

export function createLocalIndex<Page extends IndexedPageFields>(pages: readonly Page[]): LocalIndex<Page> {
  // Every word of the pages as written, with its term: a typo is looked up among the words as written.
  const vocabulary = new Map<string, string>();
  const engine = new MiniSearch<{ id: number; title: string; headings: string; content: string }>({
    fields: ['title', 'headings', 'content'],
    tokenize: (text) => indexTerms(text, vocabulary),
    processTerm: (term) => term,
  });
  engine.addAll(
    pages.map((page, id) => ({
      id,
      title: page.title ?? '',
      headings: [...(page.toc ?? []), ...(page.members ?? [])].map((heading) => heading.text).join(' \n '),
      content: page.content ?? '',
    })),
  );
  // The words and terms by length: a typo of `edits` letters is looked for among words of about the same length.
  const byLength = <T>(entries: Iterable<T>, length: (entry: T) => number) => {
    const groups = new Map<number, T[]>();
    for (const entry of entries) {
      const group = groups.get(length(entry));
      if (group) group.push(entry);
      else groups.set(length(entry), [entry]);
    }
    return groups;
  };
  const wordsByLength = byLength(vocabulary, ([word]) => word.length);
  const termsByLength = byLength(new Set(vocabulary.values()), (term) => term.length);
  const near = <T>(groups: Map<number, T[]>, length: number, edits: number) =>
    Array.from({ length: 2 * edits + 1 }, (_, i) => groups.get(length - edits + i) ?? []).flat();
  /** The terms of the words of the pages a typo away from each query word, as typed or as a stem. */
  const typoTerms = (parsed: ParsedQuery) =>
    parsed.slots.map((slot) => {
      const term = slot.alternatives[0][0];
      const typed = parsed.typed.get(term) ?? term;
      const edits = parsed.edits.get(term) ?? 0;
      if (edits === 0) return [];
      const found = new Set<string>();
      // Readers rarely mistype the first letter: only words starting with it are compared.
      for (const [word, wordTerm] of near(wordsByLength, typed.length, edits)) {
        if (word[0] === typed[0] && wordTerm !== term && !found.has(wordTerm) && editDistance(typed, word, edits) <= edits) found.add(wordTerm);
      }
      for (const wordTerm of near(termsByLength, term.length, edits)) {
        if (wordTerm[0] === term[0] && wordTerm !== term && !found.has(wordTerm) && editDistance(term, wordTerm, edits) <= edits) found.add(wordTerm);
      }
      return [...found];
    });
  const titles = pages.map((page) => new Set(titleKeys(page.title ?? '')));
  const headings = pages.map((page) => new Set([...(page.toc ?? []), ...(page.members ?? [])].map((heading) => compact(heading.text))));

  const pagesWith = (term: string) =>
    engine.search({ combineWith: 'OR', queries: [term] }, { tokenize: (word) => [word], processTerm: (word) => word }).length;

  return {
    wordWeights(query) {
      return parseQuery(query).slots.map((slot) => {
        // The words typed decide how rare a word is, not its synonyms.
        const found = Math.max(...ownAlternatives(slot).map((terms) => Math.min(...terms.map(pagesWith))));
        return Math.log(1 + pages.length / (found + 1));
      });
    },
    search(query, limit) {
      const parsed = parseQuery(query);
      if (parsed.terms.length === 0) return [];
      const prefixTerms = new Set(parsed.slots.filter((slot) => slot.prefix).flatMap((slot) => slot.alternatives.flat()));
      // An identifier typed whole counts more than its parts found apart (`setStorage` over `StorageApi`).
      const identifiers = parsed.slots.filter((slot) => ownAlternatives(slot).length > 1);
      const wholeTerms = new Set(identifiers.map((slot) => slot.whole));
      const partTerms = new Set(identifiers.flatMap((slot) => ownAlternatives(slot).slice(1).flat()));
      const ownTerms = new Set(parsed.slots.flatMap((slot) => ownAlternatives(slot).flat()));
      const typos = typoTerms(parsed);
      const typoSet = new Set(typos.flat().filter((term) => !parsed.terms.includes(term)));
      const results: SearchResult[] = engine.search(
        { combineWith: 'OR', queries: [...parsed.terms, ...typoSet] },
        {
          tokenize: (term) => [term],
          processTerm: (term) => term,
          boost: { ...FIELD_BOOSTS },
          boostTerm: (term) =>
            typoSet.has(term)
              ? MATCH_WEIGHTS.fuzzy
              : wholeTerms.has(term)
                ? TERM_BOOSTS.whole
                : partTerms.has(term)
                  ? TERM_BOOSTS.part
                  : ownTerms.has(term)
                    ? 1
                    : TERM_BOOSTS.synonym,
          weights: { ...MATCH_WEIGHTS },
          prefix: (term) => prefixTerms.has(term),
        },
      );
      return results
        .map((result) => {
          const exact = titles[result.id].has(parsed.compact) ? 2 : headings[result.id].has(parsed.compact) ? 1 : 0;
          const share = coverage(parsed, typos, result.terms);
          const strong = exact > 0 || hasEveryWord(pages[result.id].title ?? '', parsed);
          return { page: pages[result.id], exact, strong, coverage: share, score: result.score };
        })
        .sort((a, b) => b.exact - a.exact || b.coverage - a.coverage || b.score - a.score)
        .slice(0, limit);
    },
  };
}
