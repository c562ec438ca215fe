/**
 * Pure helpers of the search index plugin: which words of a page the index keeps for matching,
 * and the page text file that search results take their snippets from.
 */
import { createHash } from 'node:crypto';

/** Folder of the page text files in the output, under `static/` (hashed, cached for good). */
export const PAGE_TEXT_DIR = 'static/search';

/**
 * How the local search engine (theme/logic/search/terms.ts) reads text: accents folded, words
 * of letters and digits, compounds joined by `-` or `_` kept as one word (`custom-version`),
 * and identifiers (`ScriptManager`, `HMRMessage`) read by their capitals as well as whole.
 */
const COMBINING_MARKS = /[\u0300-\u036f]/g;
const WORD = /[\p{L}\p{N}]+(?:[-_]+[\p{L}\p{N}]+)*/gu;
/** A lower-case letter before a capital, or a capital run before a lower-case one: the case carries meaning. */
const IDENTIFIER = /\p{Ll}\p{Lu}|\p{Lu}{2}\p{Ll}/u;

/**
 * The words of `text`, each once, in order of first appearance, space-separated: lower case,
 * except identifiers, which keep the capitals that split them into parts. The engine finds the
 * same pages from this list as from the text itself, but a page repeats most of its words, so
 * the list is a fraction of the text.
 */
export function searchTerms(text: string): string {
  const folded = text.normalize('NFKD').replace(COMBINING_MARKS, '');
  const words = (folded.match(WORD) ?? []).map((word) => (IDENTIFIER.test(word) ? word : word.toLowerCase()));
  return [...new Set(words)].join(' ');
}

export interface SearchIndexHeading {
  id: string;
  text: string;
  depth: number;
  charIndex?: number;
}

/** A page as Rspress hands it to `modifySearchIndexData` (the fields this plugin reads or writes). */
export interface SearchIndexPage {
  content?: string;
  toc?: SearchIndexHeading[];
  /** Members listed in the rows of API tables, which have anchors but no heading. */
  members?: SearchIndexMember[];
  frontmatter?: { pageType?: unknown; search?: unknown };
  /** Path of the page's text file, relative to the site's public path. */
  textFile?: string;
  [key: string]: unknown;
}

export interface SearchIndexMember {
  id: string;
  text: string;
}

/** A table row of a generated API page starts with the member's anchor, then its name: `| <span id="addresolver"></span> \`addResolver\``. */
const MEMBER_ROW = /^\|\s*<span id="([^"]+)"><\/span>\s*`([^`]+)`/gm;

/** The members named by the table rows of a page's Markdown source, each once. */
export function tableMembers(source: string): SearchIndexMember[] {
  const members = new Map<string, string>();
  for (const [, id, text] of source.matchAll(MEMBER_ROW)) if (!members.has(id)) members.set(id, text);
  return [...members].map(([id, text]) => ({ id, text }));
}

/** A page text file: the text search results quote, and where each heading's section starts in it. */
export interface PageText {
  content: string;
  charIndexes: number[];
}

/**
 * Moves a page's text out of the search index, in place: the index keeps the page's terms
 * (`content`), its headings without their offsets, and `textFile`, the path of the text file
 * returned here (named by its content hash). Returns nothing for a page without text.
 */
export function splitPageText(page: SearchIndexPage): { file: string; source: string } | undefined {
  if (typeof page.content !== 'string' || !page.content) return undefined;
  const toc = page.toc ?? [];
  const text: PageText = { content: page.content, charIndexes: toc.map((heading) => heading.charIndex ?? -1) };
  const source = JSON.stringify(text);
  const file = `${PAGE_TEXT_DIR}/${createHash('sha256').update(source).digest('hex').slice(0, 10)}.json`;
  page.content = searchTerms(page.content);
  page.toc = toc.map(({ charIndex: _charIndex, ...heading }) => heading);
  page.textFile = file;
  return { file, source };
}
