/**
 * Turns the pages a search engine found into the suggestions the search panel lists: a hit
 * in the page title, in a heading (shown as "Page > Heading > Subheading") or in the text
 * (shown as a snippet of about 100 characters around the hit). Works the same for the local
 * index and for remote search results.
 */

export interface SearchHeading {
  id: string;
  text: string;
  depth: number;
  /** Where the section starts in `content`. */
  charIndex: number;
}

/** A page as stored in the search index (a subset of Rspress's `PageIndexInfo`). */
export interface SearchHit {
  title: string;
  routePath: string;
  toc?: SearchHeading[];
  content?: string;
  /** Hit positions a remote engine may send instead of the literal query being in `content`. */
  _matchesPosition?: { content?: { start: number; length: number }[] };
}

export interface Highlight {
  start: number;
  length: number;
}

export type Suggestion =
  | { type: 'title' | 'header'; title: string; text: string; highlight: Highlight; link: string }
  | { type: 'content'; title: string; header: string; text: string; highlight: Highlight; link: string };

/** At most this many suggestions are listed per group. */
export const MAX_SUGGESTIONS = 7;
/** Length a text snippet is cut to around its hit. */
export const SNIPPET_LENGTH = 100;
const ELLIPSIS = '…';

/** Case- and accent-insensitive form of a text, with the same length so positions carry over. */
export function foldText(text: string): string {
  const lower = text.toLowerCase();
  const folded = lower.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return folded.length === lower.length ? folded : lower;
}

const collapse = (text: string) => text.replace(/\s+/g, ' ');

/**
 * A snippet of at most about `max` characters of `content` around the hit at `index`: the
 * line holding the hit when it is short enough, otherwise a window centred on the hit with
 * an ellipsis where text was cut. Whitespace runs are shown as one space.
 */
export function snippetAround(content: string, index: number, length: number, max = SNIPPET_LENGTH): { text: string; highlight: Highlight } {
  const lineStart = content.lastIndexOf('\n', index - 1) + 1;
  const newline = content.indexOf('\n', index + length);
  const lineEnd = newline === -1 ? content.length : newline;
  let start = lineStart;
  let end = lineEnd;
  if (end - start > max) {
    const room = Math.max(max - length, 0);
    start = Math.max(lineStart, index - Math.floor(room / 2));
    end = Math.min(lineEnd, Math.max(start + max, index + length));
    start = Math.max(lineStart, Math.min(start, end - max));
  }
  const before = collapse(content.slice(start, index)).replace(/^\s+/, '');
  const hit = content.slice(index, index + length);
  const after = collapse(content.slice(index + length, end)).replace(/\s+$/, '');
  const prefix = start > lineStart ? ELLIPSIS : '';
  const suffix = end < lineEnd ? ELLIPSIS : '';
  return {
    text: `${prefix}${before}${hit}${after}${suffix}`,
    highlight: { start: prefix.length + before.length, length: hit.length },
  };
}

/** The heading chain of `toc[index]` up to its level-2 ancestor ("Setup > Android"). */
function headingPath(toc: readonly SearchHeading[], index: number): SearchHeading[] {
  const path = [toc[index]];
  let current = toc[index];
  for (let i = index - 1; i >= 0 && current.depth > 2; i--) {
    if (toc[i].depth === current.depth - 1) {
      path.unshift(toc[i]);
      current = toc[i];
    }
  }
  return path;
}

/** The section (heading) of `toc` that holds the character at `position` of the page text. */
function sectionAt(toc: readonly SearchHeading[], position: number): SearchHeading | undefined {
  let section: SearchHeading | undefined;
  for (const heading of toc) {
    if (heading.charIndex <= position) section = heading;
    else break;
  }
  return section;
}

function matchPage(hit: SearchHit, query: string, out: Suggestion[], limit: number) {
  const { title = '', routePath, toc = [], content = '' } = hit;
  const push = (suggestion: Suggestion) => {
    if (out.length < limit) out.push(suggestion);
  };

  const titleAt = foldText(title).indexOf(query);
  if (titleAt !== -1) push({ type: 'title', title, text: title, highlight: { start: titleAt, length: query.length }, link: routePath });

  const matchedSections = new Set<string>();
  toc.forEach((heading, index) => {
    if (!foldText(heading.text).includes(query)) return;
    const prefix = `${title} > `;
    const text = `${prefix}${headingPath(toc, index).map((h) => h.text).join(' > ')}`;
    // Mark the hit in the heading itself, not in a parent that happens to contain it too.
    const at = text.length - heading.text.length + foldText(heading.text).indexOf(query);
    push({ type: 'header', title, text, highlight: { start: at, length: query.length }, link: `${routePath}#${heading.id}` });
    matchedSections.add(heading.id);
  });

  const addContent = (index: number, length: number) => {
    const section = sectionAt(toc, index);
    const key = section?.id ?? '';
    if (matchedSections.has(key)) return;
    matchedSections.add(key);
    const { text, highlight } = snippetAround(content, index, length);
    push({
      type: 'content',
      title,
      header: section?.text ?? title,
      text,
      highlight,
      link: section ? `${routePath}#${section.id}` : routePath,
    });
  };

  const folded = foldText(content);
  let at = folded.indexOf(query);
  if (at === -1) {
    const position = hit._matchesPosition?.content?.[0];
    if (position && position.start >= 0 && position.start < content.length) addContent(position.start, Math.max(1, Math.min(position.length, content.length - position.start)));
    return;
  }
  while (at !== -1 && out.length < limit) {
    addContent(at, query.length);
    at = folded.indexOf(query, at + query.length);
  }
}

/** Suggestions for `query` from the pages found, in the order the engine ranked them. */
export function suggestionsFor(hits: readonly SearchHit[], query: string, limit = MAX_SUGGESTIONS): Suggestion[] {
  const normalized = foldText(query.trim());
  const out: Suggestion[] = [];
  if (!normalized) return out;
  for (const hit of hits) {
    if (out.length >= limit) break;
    matchPage(hit, normalized, out, limit);
  }
  return out;
}

/** Splits a text into the parts before, in and after its highlight, for rendering with `<mark>`. */
export function splitHighlight(text: string, { start, length }: Highlight): [string, string, string] {
  if (start < 0 || length <= 0 || start >= text.length) return [text, '', ''];
  return [text.slice(0, start), text.slice(start, start + length), text.slice(start + length)];
}
