/**
 * The built search index of a version with each page's text, as the search panel has them
 * after loading: what the relevance suites (relevance.e2e.ts, task-relevance.e2e.ts) search.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CANDIDATE_PAGES, createLocalIndex } from '../../theme/logic/search/localIndex';
import { rankedSuggestions } from '../../theme/logic/search/match';
import { type IndexedPage, isPageText, withPageText } from '../../theme/logic/search/pageText';

export const DOC_BUILD = path.join(__dirname, '..', '..', 'doc_build');

export function builtIndex(version: string) {
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
  const index = createLocalIndex(pages);
  /** The links the panel lists for `query`, in order (`route` or `route#anchor`), found as the engine finds them (engine.ts). */
  const links = (query: string) => {
    const hits = index.search(query, CANDIDATE_PAGES).map(({ page }) => withText(page));
    return rankedSuggestions(hits, query, undefined, index.wordWeights(query)).map((suggestion) => suggestion.link);
  };
  return { index, withText, links };
}
