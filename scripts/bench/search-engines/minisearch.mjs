/**
 * The site's engine for scripts/bench/search-engines.mjs: MiniSearch with the site's reading of
 * words and ranking (theme/logic/search/localIndex.ts, transpiled by the benchmark into ../lib
 * of its work folder, where this file is copied). Runs in Node and in Chromium.
 */
import { createLocalIndex } from '../lib/localIndex.js';

export async function build(pages, limit) {
  const index = createLocalIndex(pages);
  return async (query) => index.search(query, limit).map(({ page }) => page.routePath);
}
