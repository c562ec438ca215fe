/**
 * Relevance of the local search, on the built index of each version: every query of
 * e2e/search/fixtures/search-queries.json goes through the same engine and suggestion list as the
 * search panel (theme/logic/search), and its target must be among the first three results
 * (hit@3 = 100 %) with a mean reciprocal rank of at least the version's floor (what the engine
 * reaches now, so that a change that loses ground fails). A few of the queries also run on the
 * real panel in e2e/search/local-search.e2e.ts.
 */
import { describe, expect, it } from 'vitest';
import { readQueries, rankOf, summarize } from '../../scripts/bench/relevance.mjs';
import { builtIndex } from './builtIndex';

const suite = readQueries();
const MRR_FLOORS: Record<string, number> = { '3.x': 0.965, '2.x': 0.969 };

describe('search relevance on the built index', () => {
  for (const [version, queries] of Object.entries(suite)) {
    const floor = MRR_FLOORS[version] ?? 0.9;
    it(`${version}: ${queries.length} queries, every target in the first three, MRR ≥ ${floor}`, () => {
      expect(queries.length).toBeGreaterThanOrEqual(60);
      const { links: linksFor } = builtIndex(version);
      const results = queries.map(({ kind, query, target }) => {
        const links = linksFor(query);
        return { kind, query, target, rank: rankOf(links, target), links };
      });
      const { hitAt3, mrr } = summarize(results.map((result) => result.rank));
      console.log(`search relevance ${version}: ${queries.length} queries, hit@3 ${(hitAt3 * 100).toFixed(1)} %, MRR ${mrr.toFixed(3)}`);
      const misses = results.filter((result) => result.rank < 1 || result.rank > 3);
      expect(misses.map(({ kind, query, target, rank, links }) => `${kind} "${query}" → ${target}: rank ${rank || 'none'} (${links.slice(0, 4).join(', ')})`)).toEqual([]);
      expect(hitAt3).toBe(1);
      expect(mrr).toBeGreaterThanOrEqual(floor);
    });
  }
});
