/**
 * Page texts of the local search index. The site's index (see plugins/search-index) holds
 * each page's words for matching, and in `textFile` the path of a file with the page text,
 * which the suggestions quote: that file is fetched for the pages a search finds.
 */
import type { SearchHit } from './match';

/** A page as the local index stores it: a search hit whose text may be in a file of its own. */
export interface IndexedPage extends Omit<SearchHit, 'toc'> {
  /** The page text file, relative to the site's public path. */
  textFile?: string;
  toc?: { id: string; text: string; depth: number; charIndex?: number }[];
}

/** A page text file: the page text, and where each heading's section starts in it. */
export interface PageText {
  content: string;
  charIndexes: number[];
}

/** Address of a page text file, for a public path such as `/` or `https://cdn.example.com/docs/`. */
export function pageTextUrl(publicPath: string, file: string): string {
  return `${publicPath.replace(/\/+$/, '')}/${file.replace(/^\/+/, '')}`;
}

export function isPageText(value: unknown): value is PageText {
  if (!value || typeof value !== 'object') return false;
  const { content, charIndexes } = value as Partial<PageText>;
  return typeof content === 'string' && Array.isArray(charIndexes) && charIndexes.every((index) => typeof index === 'number');
}

/**
 * The hit search suggestions are made from: the page with its text and heading offsets from
 * `text`. Without a text (the file could not be read) the page keeps its title and headings
 * but no text, so it is suggested for those only, never quoted from its word list.
 */
export function withPageText(page: IndexedPage, text: PageText | null): SearchHit {
  const { textFile: _textFile, toc = [], ...rest } = page;
  const usable = text && text.charIndexes.length === toc.length ? text : null;
  return {
    ...rest,
    content: usable?.content ?? '',
    toc: toc.map((heading, position) => ({ ...heading, charIndex: usable?.charIndexes[position] ?? -1 })),
  };
}

/**
 * Completes the pages a search found with their text: each file is fetched once (a failed
 * fetch is tried again next time); pages stored with their text are returned as they are.
 */
export function createPageTextLoader(fetchPageText: (file: string) => Promise<unknown>): (page: IndexedPage) => Promise<SearchHit> {
  const texts = new Map<string, Promise<PageText | null>>();
  const load = (file: string) => {
    let text = texts.get(file);
    if (!text) {
      text = fetchPageText(file).then(
        (value) => (isPageText(value) ? value : null),
        (error: unknown) => {
          texts.delete(file);
          console.warn(`[search] Could not load the page text ${file}:`, error);
          return null;
        },
      );
      texts.set(file, text);
    }
    return text;
  };
  return async (page) => {
    if (!page.textFile) return page as SearchHit;
    return withPageText(page, await load(page.textFile));
  };
}
