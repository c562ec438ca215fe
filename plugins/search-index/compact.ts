/**
 * Compaction of the search index (fetched when search opens): whitespace and fields search
 * does not read go, without changing what search finds or shows.
 */
import { hideFromSearchIndex, showInPageData } from '../rspress-internals';

/** A heading of a page, with its offset in the page text (`charIndex`, read only by search). */
export interface SearchHeading {
  id: string;
  text: string;
  depth: number;
  charIndex?: number;
}

/**
 * Whitespace that neither search nor its result snippets need: indentation (of code) and
 * spaces at line ends go, other runs of spaces and tabs become one space, and three or more
 * line breaks become two. Line breaks are kept, since snippets are cut at `\n` and `\n\n`.
 * Returns the new content and a function mapping an offset of the old content to the new one.
 */
export function compactWhitespace(content: string): { content: string; mapIndex: (index: number) => number } {
  const pieces: string[] = [];
  // Where each piece of the result starts, in the old content and in the new one.
  const oldStarts: number[] = [];
  const newStarts: number[] = [];
  let newLength = 0;
  const re = /(?<=^|\n)[ \t]+|[ \t]+(?=\n|$)|(\n{3,})|[ \t]{2,}|\t/g;
  let last = 0;
  const push = (oldStart: number, text: string) => {
    oldStarts.push(oldStart);
    newStarts.push(newLength);
    pieces.push(text);
    newLength += text.length;
  };
  for (let match = re.exec(content); match; match = re.exec(content)) {
    if (match.index > last) push(last, content.slice(last, match.index));
    const end = match.index + match[0].length;
    const atLineEdge = match.index === 0 || content[match.index - 1] === '\n' || end === content.length || content[end] === '\n';
    push(match.index, match[1] !== undefined ? '\n\n' : atLineEdge ? '' : ' ');
    last = end;
  }
  if (last < content.length) push(last, content.slice(last));
  const compacted = pieces.join('');
  const mapIndex = (index: number) => {
    if (index <= 0) return 0;
    if (index >= content.length) return compacted.length;
    // Last piece starting at or before `index`.
    let lo = 0;
    let hi = oldStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (oldStarts[mid] <= index) lo = mid;
      else hi = mid - 1;
    }
    const within = index - oldStarts[lo];
    return newStarts[lo] + Math.min(within, pieces[lo].length);
  };
  return { content: compacted, mapIndex };
}

export interface SearchPage {
  content?: string;
  toc?: SearchHeading[];
  [key: string]: unknown;
}

/** Page fields the search index never reads (the panel shows title, headings and content). */
export const FIELDS_SEARCH_DOES_NOT_USE = ['description', 'frontmatter'] as const;

/**
 * Compacts one page of the search index in place: whitespace in `content` (the headings'
 * `charIndex` moved to match), and the fields search does not read hidden from the index.
 *
 * Other plugins read `description`/`frontmatter` in `extendPageData`, and the page list is made
 * of the same page objects: so those fields are hidden from the index rather than deleted
 * (see `hideFromSearchIndex`), and `restoreHiddenFields` shows them again for the page list.
 */
export function compactSearchPage(page: SearchPage): void {
  if (typeof page.content === 'string') {
    const { content, mapIndex } = compactWhitespace(page.content);
    page.content = content;
    if (Array.isArray(page.toc)) {
      page.toc = page.toc.map((entry) =>
        typeof entry.charIndex === 'number' ? { ...entry, charIndex: mapIndex(entry.charIndex) } : entry,
      );
    }
  }
  hideFromSearchIndex(page, FIELDS_SEARCH_DOES_NOT_USE);
}

/** Undoes the hiding done by `compactSearchPage`, keeping any value written since. */
export function restoreHiddenFields(page: Record<string, unknown>): void {
  showInPageData(page, FIELDS_SEARCH_DOES_NOT_USE);
}
