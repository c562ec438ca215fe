/**
 * The search index keeps each page's words once (plugins/search-index) instead of its text:
 * the engine (theme/logic/search) must find and rank the same pages from either.
 */
import { describe, expect, it } from 'vitest';
import { searchTerms } from '../plugins/search-index/pageText';
import { createLocalIndex } from '../theme/logic/search/localIndex';

const pages = [
  {
    routePath: '/scripts',
    title: 'Scripts',
    content:
      'Re.Pack loads chunks; Re.Pack caches chunks.\nconst répertoire = webpack.config.mjs // v3.7.0 ID_123456\n\nScriptManager.shared.loadScript("x") with npx @callstack/repack-init --custom-version 3.7.0',
  },
  { routePath: '/assets', title: 'Assets', content: 'Webpack caches assets in the cache folder. Assets are loaded by the assets loader.' },
  { routePath: '/hmr', title: 'Hot reloading', content: 'HMRMessage carries hot module replacement updates; the dev server sends them.' },
];

const queries = ['re.pack', 'chunk', 'caching', 'repertoire', 'Répertoire', 'webpack.config', '3.7', 'id_123456', 'script manager', 'scriptmanager', 'loadScript', 'loads chunks', 'chunks loads', 'zzqx', 'webpack x', '--custom-version', 'HMR', 'hmr message', 'dev server', 'asets loader', 'the'];

describe('search terms instead of the text', () => {
  it('find and rank the same pages for the same queries', () => {
    const fromText = createLocalIndex(pages);
    const fromTerms = createLocalIndex(pages.map((page) => ({ ...page, content: searchTerms(page.content) })));
    const ranked = (index: typeof fromText, query: string) => index.search(query, 7).map(({ page }) => page.routePath);
    for (const query of queries) expect(ranked(fromTerms, query), query).toEqual(ranked(fromText, query));
    expect(queries.filter((query) => ranked(fromText, query).length === 1).length).toBeGreaterThan(8);
    expect(queries.filter((query) => ranked(fromText, query).length === 0)).toEqual(['zzqx']);
  });
});
