/**
 * Small, dependency-free Markdown helpers used to post-process the pages that
 * typedoc-plugin-markdown writes, so that they build under Rspress (which
 * compiles `.md` with the MDX compiler) and pass its dead-link and anchor
 * checks.
 */
import { createHeadingSlugger } from '../rspress-internals';

export interface Segment {
  code: boolean;
  text: string;
}

const FENCE_RE = /^( {0,}|\t*)(`{3,}|~{3,})(.*)$/;

/**
 * Splits Markdown into code (fenced blocks and inline code spans) and prose
 * segments. Joining all segments gives back the input unchanged.
 */
export function splitCode(markdown: string): Segment[] {
  const segments: Segment[] = [];
  const push = (code: boolean, text: string) => {
    if (!text) return;
    const last = segments[segments.length - 1];
    if (last && last.code === code) last.text += text;
    else segments.push({ code, text });
  };

  const lines = markdown.split(/(?<=\n)/);
  let prose = '';
  let fence: { char: string; size: number } | null = null;
  let block = '';
  for (const line of lines) {
    const bare = line.replace(/\r?\n$/, '');
    if (fence) {
      block += line;
      const m = bare.match(FENCE_RE);
      if (m && m[2][0] === fence.char && m[2].length >= fence.size && m[3].trim() === '') {
        push(true, block);
        block = '';
        fence = null;
      }
      continue;
    }
    const m = bare.match(FENCE_RE);
    if (m && !(m[2][0] === '`' && m[3].includes('`'))) {
      splitInline(prose, push);
      prose = '';
      fence = { char: m[2][0], size: m[2].length };
      block = line;
      continue;
    }
    prose += line;
  }
  if (fence) push(true, block); // unterminated fence runs to the end, as in CommonMark
  splitInline(prose, push);
  return segments;
}

/** Splits prose into inline code spans and text (CommonMark backtick-run matching). */
function splitInline(text: string, push: (code: boolean, text: string) => void): void {
  let i = 0;
  let start = 0;
  while (i < text.length) {
    if (text[i] === '\\') {
      i += 2;
      continue;
    }
    if (text[i] !== '`') {
      i++;
      continue;
    }
    let run = 0;
    while (text[i + run] === '`') run++;
    // find a closing run of exactly the same length
    let j = i + run;
    let close = -1;
    while (j < text.length) {
      if (text[j] === '`') {
        let r = 0;
        while (text[j + r] === '`') r++;
        if (r === run) {
          close = j;
          break;
        }
        j += r;
      } else j++;
    }
    if (close === -1) {
      i += run; // literal backticks
      continue;
    }
    push(false, text.slice(start, i));
    push(true, text.slice(i, close + run));
    i = close + run;
    start = i;
  }
  push(false, text.slice(start));
}

/** Applies `fn` to the prose parts of `markdown` only, leaving code untouched. */
export function mapProse(markdown: string, fn: (prose: string) => string): string {
  return splitCode(markdown)
    .map((s) => (s.code ? s.text : fn(s.text)))
    .join('');
}

function isEscaped(text: string, index: number): boolean {
  let n = 0;
  for (let i = index - 1; i >= 0 && text[i] === '\\'; i--) n++;
  return n % 2 === 1;
}

/**
 * Makes prose safe for both the Markdown and the MDX compiler: every `<`, `{`
 * and `}` that is not escaped yet gets a backslash (except a member table anchor, see
 * `PLUGIN_ANCHOR`), so `Array<T>`, `{ a: 1 }`
 * or `<div>` in a doc comment show up as written instead of being parsed as
 * JSX / expressions / raw HTML. Autolinks (`<https://…>`, unsupported by MDX)
 * become ordinary links.
 */
export function escapeProse(prose: string): string {
  const withLinks = prose.replace(/(^|[^\\])<((?:https?|mailto):[^\s<>]+)>/g, (_m, pre: string, url: string) => {
    return `${pre}[${url.replace(/([\\[\]_*])/g, '\\$1')}](${url})`;
  });
  let out = '';
  for (let i = 0; i < withLinks.length; i++) {
    const c = withLinks[i];
    if (c === '<' && !isEscaped(withLinks, i)) {
      const anchor = withLinks.slice(i).match(PLUGIN_ANCHOR);
      if (anchor) {
        out += `<span id="${anchor[1]}"></span>`;
        i += anchor[0].length - 1;
        continue;
      }
    }
    if ((c === '<' || c === '{' || c === '}') && !isEscaped(withLinks, i)) out += `\\${c}`;
    else out += c;
  }
  return out;
}

/**
 * The anchor typedoc-plugin-markdown puts in the name cell of a member table row
 * (`<a id="devserver"></a>`) is the one piece of HTML kept as HTML, so that every member keeps
 * its own link target when it is a table row rather than a heading. It becomes a `span`: the
 * theme renders every `a` as a link (an empty one to `/`, for an `a` without `href`).
 */
const PLUGIN_ANCHOR = /^<a id="([\w$.-]+)"><\/a>/;
const MEMBER_ANCHOR = /<span id="([\w$.-]+)"><\/span>/g;

/** Ids of the member anchors (table rows) in the prose of a page. */
export function memberAnchorIds(markdown: string): string[] {
  const ids: string[] = [];
  mapProse(markdown, (prose) => {
    for (const m of prose.matchAll(MEMBER_ANCHOR)) if (!isEscaped(prose, m.index)) ids.push(m[1]);
    return prose;
  });
  return ids;
}

/**
 * Gives a member anchor that has the id of one of the page's headings (the `command` property of
 * the `Command` interface, whose title is slugged `command`) the suffix `-member`, so the page has
 * no duplicate id. Links to the bare id then land on the heading of the same page.
 */
export function withUniqueMemberAnchors(markdown: string): string {
  const slugger = createHeadingSlugger();
  const taken = new Set(headings(markdown).map((h) => slugger.slug(h.text)));
  if (!memberAnchorIds(markdown).some((id) => taken.has(id))) return markdown;
  return mapProse(markdown, (prose) =>
    prose.replace(MEMBER_ANCHOR, (anchor, id: string, index: number) => {
      if (isEscaped(prose, index) || !taken.has(id)) return anchor;
      let unique = `${id}-member`;
      for (let n = 1; taken.has(unique); n++) unique = `${id}-member-${n}`;
      taken.add(unique);
      return `<span id="${unique}"></span>`;
    }),
  );
}

/** `escapeProse` applied to all prose of a Markdown document. */
export function escapeMdx(markdown: string): string {
  return mapProse(markdown, escapeProse);
}

/** Escapes a plain string (a symbol name, a summary) for use as Markdown text. */
export function escapeText(text: string): string {
  return text.replace(/([\\`*_[\]<>{}|#])/g, '\\$1');
}

/**
 * Rewrites the destinations of inline links (`[text](dest)`) in prose.
 * `fn` returns the new destination (or the same one).
 */
export function rewriteLinks(markdown: string, fn: (dest: string) => string): string {
  return mapProse(markdown, (prose) =>
    prose.replace(/\]\(([^()\s]+)\)/g, (m, dest: string, offset: number) => {
      if (isEscaped(prose, offset)) return m;
      return `](${fn(dest)})`;
    }),
  );
}

/** Collects the destinations of inline links in prose. */
export function collectLinks(markdown: string): string[] {
  const links: string[] = [];
  rewriteLinks(markdown, (dest) => {
    links.push(dest);
    return dest;
  });
  return links;
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'", nbsp: ' ' };

/** The text of an ATX heading as Rspress sees it (link targets, escapes and entities resolved). */
export function headingText(raw: string): string {
  return raw
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (m, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) ? String.fromCodePoint(code) : m;
      }
      return ENTITIES[name.toLowerCase()] ?? m;
    })
    .replace(/\\([!-/:-@[-`{-~])/g, '$1')
    .trim();
}

/** Headings (outside code) of a Markdown page, in order. */
export function headings(markdown: string): { depth: number; text: string }[] {
  const result: { depth: number; text: string }[] = [];
  for (const seg of splitCodeBlocksOnly(markdown)) {
    if (seg.code) continue;
    for (const line of seg.text.split('\n')) {
      const m = line.match(/^ {0,3}(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/);
      if (m) result.push({ depth: m[1].length, text: headingText(m[2]) });
    }
  }
  return result;
}

/** Applies `fn` to the text between fenced code blocks (inline code included), leaving the blocks untouched. */
export function mapOutsideFences(markdown: string, fn: (text: string) => string): string {
  return splitCodeBlocksOnly(markdown)
    .map((s) => (s.code ? s.text : fn(s.text)))
    .join('');
}

/** Like `splitCode`, but inline code stays part of the prose (headings keep their backticks). */
function splitCodeBlocksOnly(markdown: string): Segment[] {
  const out: Segment[] = [];
  for (const s of splitCode(markdown)) {
    const isBlock = s.code && /^\s*(`{3,}|~{3,})/.test(s.text) && s.text.includes('\n');
    const last = out[out.length - 1];
    if (!isBlock && last && !last.code) last.text += s.text;
    else out.push({ code: isBlock, text: s.text });
  }
  return out;
}

/**
 * The anchor ids of a page: those Rspress gives its headings (github-slugger over
 * the heading text, with duplicates numbered in page order, the same algorithm and
 * slugger its TOC plugin uses) and the member anchors of its tables.
 */
export function anchorIds(markdown: string): Set<string> {
  const slugger = createHeadingSlugger();
  const ids = new Set<string>();
  for (const h of headings(markdown)) ids.add(slugger.slug(h.text));
  for (const id of memberAnchorIds(markdown)) ids.add(id);
  return ids;
}
