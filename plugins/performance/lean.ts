/**
 * Pure helpers of the performance plugin: what the page list shipped to every
 * page keeps, and how the search index is compacted without changing what
 * search finds or shows.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface TocEntry {
  id: string;
  text: string;
  depth: number;
  charIndex?: number;
}

/** Heading depths the overview pages list under each page when nothing says otherwise. */
export const DEFAULT_OVERVIEW_DEPTHS = [2];

/**
 * The table of contents kept with a page's data once the search index has its copy. A page's
 * own outline comes from its own route chunk (`__RSPRESS_PAGE_META`); this copy only feeds
 * the overview pages listing the page (see `pageList.ts`), which show the headings of the
 * `depths` listed (`overviewHeaders`, default `[2]`). `charIndex` is only used by search.
 */
export function leanToc(toc: readonly TocEntry[] | undefined, depths: readonly number[]): Omit<TocEntry, 'charIndex'>[] {
  if (!toc) return [];
  return toc.filter((entry) => depths.includes(entry.depth)).map(({ id, text, depth }) => ({ id, text, depth }));
}

/** Depths named by `overviewHeaders` in a `_meta.json` tree or in frontmatter. */
export function overviewDepthsIn(value: unknown, found: Set<number> = new Set()): Set<number> {
  if (Array.isArray(value)) {
    for (const item of value) overviewDepthsIn(item, found);
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === 'overviewHeaders' && Array.isArray(child)) {
        for (const depth of child) if (typeof depth === 'number') found.add(depth);
      } else {
        overviewDepthsIn(child, found);
      }
    }
  }
  return found;
}

/** Every `overviewHeaders` depth set by a `_meta.json` under `docsRoot`, plus the default ones. */
export function overviewDepthsOfDocs(docsRoot: string): number[] {
  const found = new Set(DEFAULT_OVERVIEW_DEPTHS);
  const walk = (dir: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name === '_meta.json') {
        try {
          overviewDepthsIn(JSON.parse(fs.readFileSync(file, 'utf8')), found);
        } catch {
          // A malformed _meta.json is Rspress's to report.
        }
      }
    }
  };
  walk(docsRoot);
  return [...found].sort((a, b) => a - b);
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
  toc?: TocEntry[];
  [key: string]: unknown;
}

/** Page fields the search index never reads (the panel shows title, headings and content). */
export const FIELDS_SEARCH_DOES_NOT_USE = ['description', 'frontmatter'] as const;

/**
 * Compacts one page of the search index in place: whitespace in `content` (the headings'
 * `charIndex` moved to match), and the fields search does not read hidden from the index.
 *
 * The page objects given to `modifySearchIndexData` are the same ones the page list is made
 * of later, and other plugins read `description`/`frontmatter` in `extendPageData`; so those
 * fields are not deleted but made non-enumerable (the index is written from a spread copy,
 * which skips them, while reads and writes still work). `restoreHiddenFields` makes them
 * enumerable again before the page list is written.
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
  for (const field of FIELDS_SEARCH_DOES_NOT_USE) {
    if (!Object.prototype.hasOwnProperty.call(page, field)) continue;
    Object.defineProperty(page, field, { value: page[field], enumerable: false, writable: true, configurable: true });
  }
}

/** Undoes the hiding done by `compactSearchPage`, keeping any value written since. */
export function restoreHiddenFields(page: Record<string, unknown>): void {
  for (const field of FIELDS_SEARCH_DOES_NOT_USE) {
    const descriptor = Object.getOwnPropertyDescriptor(page, field);
    if (descriptor && !descriptor.enumerable) {
      Object.defineProperty(page, field, { value: descriptor.value, enumerable: true, writable: true, configurable: true });
    }
  }
}
