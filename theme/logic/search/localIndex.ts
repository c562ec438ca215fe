/**
 * The local search engine: MiniSearch over the pages of one version's index (title, headings
 * and the words of the text, read as terms.ts reads them), ranked so that a title or symbol
 * name counts more than a heading and a heading more than the text (field boosts, BM25), an
 * exact word more than a prefix and a prefix more than a typo (match weights), a page with
 * every word of the query above one with some, and an exact title or symbol name first.
 * Pure: the search panel, the relevance suite (e2e/search/relevance.e2e.ts) and the engine
 * comparison (scripts/bench/search-engines.mjs) all run this.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import { findHits } from './match';
import { compact, indexTerms, parseQuery, type ParsedQuery } from './terms';

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

export const FIELD_BOOSTS = { title: 6, headings: 2, content: 1 } as const;
/** A term found by its prefix or with a typo counts this much of an exact one. */
export const MATCH_WEIGHTS = { prefix: 0.4, fuzzy: 0.25 } as const;
/** An identifier's whole term and its parts (`devserver`; `dev`, `server`) against a plain word's 1. */
export const TERM_BOOSTS = { whole: 1.5, part: 0.6 } as const;

export interface RankedPage<Page> {
  page: Page;
  score: number;
  /** 2: the query is the page's title or symbol name; 1: one of its headings (a member's name); 0: neither. */
  exact: number;
  /** An exact name, or every word of the query, as typed, in the title: worth showing from another version too. */
  strong: boolean;
}

export interface LocalIndex<Page> {
  search(query: string, limit: number): RankedPage<Page>[];
}

/** The keys of a title: itself and its symbol name (`plugins.CodeSigningPlugin` → `codesigningplugin`). */
function titleKeys(title: string): string[] {
  return [compact(title), compact(title.split('.').pop() ?? title)];
}

/** Share of the query's words found: a word counts in full when all terms of one of its alternatives are found. */
function coverage(parsed: ParsedQuery, found: ReadonlySet<string>): number {
  if (parsed.slots.length === 0) return 0;
  let sum = 0;
  for (const slot of parsed.slots) {
    sum += Math.max(...slot.alternatives.map((terms) => terms.filter((term) => found.has(term)).length / terms.length));
  }
  return sum / parsed.slots.length;
}

export function createLocalIndex<Page extends IndexedPageFields>(pages: readonly Page[]): LocalIndex<Page> {
  const engine = new MiniSearch<{ id: number; title: string; headings: string; content: string }>({
    fields: ['title', 'headings', 'content'],
    tokenize: indexTerms,
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
  const titles = pages.map((page) => new Set(titleKeys(page.title ?? '')));
  const headings = pages.map((page) => new Set([...(page.toc ?? []), ...(page.members ?? [])].map((heading) => compact(heading.text))));

  return {
    search(query, limit) {
      const parsed = parseQuery(query);
      if (parsed.terms.length === 0) return [];
      const prefixTerms = new Set(parsed.slots.filter((slot) => slot.prefix).flatMap((slot) => slot.alternatives.flat()));
      // An identifier typed whole counts more than its parts found apart (`setStorage` over `StorageApi`).
      const identifiers = parsed.slots.filter((slot) => slot.alternatives.length > 1);
      const wholeTerms = new Set(identifiers.map((slot) => slot.whole));
      const partTerms = new Set(identifiers.flatMap((slot) => slot.alternatives.slice(1).flat()));
      const results: SearchResult[] = engine.search(
        { combineWith: 'OR', queries: parsed.terms },
        {
          tokenize: (term) => [term],
          processTerm: (term) => term,
          boost: { ...FIELD_BOOSTS },
          boostTerm: (term) => (wholeTerms.has(term) ? TERM_BOOSTS.whole : partTerms.has(term) ? TERM_BOOSTS.part : 1),
          weights: { ...MATCH_WEIGHTS },
          prefix: (term) => prefixTerms.has(term),
          fuzzy: (term) => parsed.edits.get(term) || false,
          maxFuzzy: 2,
        },
      );
      return results
        .map((result) => {
          const exact = titles[result.id].has(parsed.compact) ? 2 : headings[result.id].has(parsed.compact) ? 1 : 0;
          const share = coverage(parsed, new Set(result.queryTerms));
          const strong = exact > 0 || findHits(pages[result.id].title ?? '', parsed).score === 1;
          return { page: pages[result.id], exact, strong, score: result.score * share * share };
        })
        .sort((a, b) => b.exact - a.exact || b.score - a.score)
        .slice(0, limit);
    },
  };
}
