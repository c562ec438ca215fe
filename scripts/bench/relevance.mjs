/**
 * Scores of the search relevance suite (e2e/search/fixtures/search-queries.json), shared by its test
 * (e2e/search/relevance.e2e.ts) and the engine comparison (scripts/bench/search-engines.mjs).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const QUERIES_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../e2e/search/fixtures/search-queries.json');

/** The suite: per version, `{ kind, query, target }` where target is a route or `route#anchor`. */
export function readQueries(file = QUERIES_FILE) {
  const data = JSON.parse(fs.readFileSync(file, 'utf8'));
  const suite = {};
  for (const [version, queries] of Object.entries(data)) {
    if (version.startsWith('$')) continue;
    queries.forEach((entry, position) => {
      for (const field of ['kind', 'query', 'target']) {
        if (typeof entry?.[field] !== 'string' || !entry[field]) throw new Error(`${file}: ${version}[${position}] needs a non-empty "${field}"`);
      }
    });
    suite[version] = queries;
  }
  return suite;
}

/**
 * 1-based rank of `target` in a result list, or 0 when it is missing. `results` are links in
 * the order shown (`route` or `route#anchor`). A page target is ranked among the pages listed
 * (a page's several suggestions count once); a heading target among the links themselves.
 */
export function rankOf(results, target) {
  if (target.includes('#')) return results.indexOf(target) + 1;
  const pages = [...new Set(results.map((link) => link.split('#')[0]))];
  return pages.indexOf(target) + 1;
}

/** hit@3 (share of targets ranked 1–3) and mean reciprocal rank, over a list of ranks. */
export function summarize(ranks) {
  const hitAt3 = ranks.filter((rank) => rank >= 1 && rank <= 3).length / ranks.length;
  const mrr = ranks.reduce((sum, rank) => sum + (rank > 0 ? 1 / rank : 0), 0) / ranks.length;
  return { hitAt3, mrr };
}
