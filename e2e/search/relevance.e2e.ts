/**
 * Relevance of the local search, on the built index of each version: every query of
 * e2e/search/fixtures/search-queries.json goes through the same engine and suggestion list as the
 * search panel (theme/logic/search), and its target must be among the first three results
 * (hit@3 = 100 %) with a mean reciprocal rank of at least 0.9. A few of the queries also run
 * on the real panel in e2e/search/local-search.e2e.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readQueries, rankOf, summarize } from '../../scripts/bench/relevance.mjs';
import { createLocalIndex } from '../../theme/logic/search/localIndex';
import { MAX_SUGGESTIONS, suggestionsFor } from '../../theme/logic/search/match';
import { type IndexedPage, isPageText, withPageText } from '../../theme/logic/search/pageText';

const DOC_BUILD = path.join(__dirname, '..', '..', 'doc_build');
const suite = readQueries();

/** The built index of `version` with each page's text, as the panel has them after loading. */
function builtIndex(version: string) {
  const dir = path.join(DOC_BUILD, 'static');
  const file = fs.readdirSync(dir).find((name) => name.startsWith(`search_index.${version.replace('.', '_')}.`));
  if (!file) throw new Error(`No search index for ${version} in ${dir}: run npm run build first`);
  const pages = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as IndexedPage[];
  const texts = new Map(
    pages.filter((page) => page.textFile).map((page) => [page.textFile!, JSON.parse(fs.readFileSync(path.join(DOC_BUILD, page.textFile!), 'utf8')) as unknown]),
  );
  const withText = (page: IndexedPage) => {
    const text = page.textFile ? texts.get(page.textFile) : undefined;
    return withPageText(page, isPageText(text) ? text : null);
  };
  return { index: createLocalIndex(pages), withText };
}

describe('search relevance on the built index', () => {
  for (const [version, queries] of Object.entries(suite)) {
    it(`${version}: ${queries.length} queries, every target in the first three, MRR ≥ 0.9`, () => {
      expect(queries.length).toBeGreaterThanOrEqual(60);
      const { index, withText } = builtIndex(version);
      const results = queries.map(({ kind, query, target }) => {
        const hits = index.search(query, MAX_SUGGESTIONS).map(({ page }) => withText(page));
        const links = suggestionsFor(hits, query).map((suggestion) => suggestion.link);
        return { kind, query, target, rank: rankOf(links, target), links };
      });
      const { hitAt3, mrr } = summarize(results.map((result) => result.rank));
      console.log(`search relevance ${version}: ${queries.length} queries, hit@3 ${(hitAt3 * 100).toFixed(1)} %, MRR ${mrr.toFixed(3)}`);
      const misses = results.filter((result) => result.rank < 1 || result.rank > 3);
      expect(misses.map(({ kind, query, target, rank, links }) => `${kind} "${query}" → ${target}: rank ${rank || 'none'} (${links.slice(0, 4).join(', ')})`)).toEqual([]);
      expect(hitAt3).toBe(1);
      expect(mrr).toBeGreaterThanOrEqual(0.9);
    });
  }
});
