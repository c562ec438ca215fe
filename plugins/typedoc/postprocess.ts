/**
 * Turns the pages TypeDoc rendered for one entry point into the files of its
 * output folder: final locations, titles, links, MDX-safe text, the index page
 * and the Rspress sidebar (`_meta.json`) files. Pure: no file system access.
 */
import path from 'node:path';
import { type ApiModel, type ApiSymbol, MODEL_FILE } from './api-model';
import { anchorIds, escapeMdx, escapeText, memberAnchorIds, rewriteLinks, withUniqueMemberAnchors } from './markdown';
import type { SourceLink } from './source-links';
import { markMemberTables } from './tables';

/** One page as rendered by typedoc-plugin-markdown (router `kind`). */
export interface RawPage {
  /** Path TypeDoc gave the page, relative to the output folder, e.g. `classes/RepackPlugin.md`. */
  url: string;
  contents: string;
  /** Qualified symbol name, e.g. `plugins.OutputPlugin`; empty for the project index. */
  name: string;
  /** First paragraph of the symbol's doc comment, as Markdown on one line. */
  summary: string;
  /** A variable whose type is a function type: filed under `functions/`. */
  functionVariable?: boolean;
  /** The project's index page. */
  isIndex?: boolean;
  /** The `.d.ts` file (absolute) and line that declare the symbol. */
  declaredAt?: { file: string; line: number };
  /** Link to the declaration in the package's source repository (added by generate.ts). */
  source?: SourceLink;
  /** Members and type of the symbol, for the API model (api-model.ts). */
  shape?: Pick<ApiSymbol, 'type' | 'members'>;
}

export interface PackageInfo {
  /** Title of the index page, e.g. `@callstack/repack`. */
  label: string;
  /** Package name as published. */
  packageName: string;
  packageVersion: string;
  /** Declaration file the reference was made from, relative to the package. */
  entry: string;
  description?: string;
}

/** A generated file, path relative to the output folder (posix separators). */
export type OutputFiles = Map<string, string>;

export interface SidebarDir {
  type: 'dir';
  name: string;
  label: string;
  collapsible: boolean;
  collapsed: boolean;
}
export interface SidebarFile {
  type: 'file';
  name: string;
  label: string;
}

/** Kind folders of the `kind` router, in sidebar / index order, with their group titles. */
export const KIND_GROUPS: ReadonlyArray<readonly [dir: string, label: string]> = [
  ['classes', 'Classes'],
  ['functions', 'Functions'],
  ['interfaces', 'Interfaces'],
  ['types', 'Types'],
  ['variables', 'Variables'],
  ['enums', 'Enums'],
  ['modules', 'Modules'],
  ['documents', 'Documents'],
];

const posix = path.posix;

function kindOrder(dir: string): number {
  const i = KIND_GROUPS.findIndex(([d]) => d === dir);
  return i === -1 ? KIND_GROUPS.length : i;
}

function kindLabel(dir: string): string {
  return KIND_GROUPS.find(([d]) => d === dir)?.[1] ?? dir.charAt(0).toUpperCase() + dir.slice(1);
}

const compareNames = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || a.localeCompare(b);

/** Where a page ends up: function-typed variables move from `variables/` to `functions/`. */
export function relocate(pages: RawPage[]): { moves: Map<string, string>; warnings: string[] } {
  const taken = new Set(pages.map((p) => p.url));
  const moves = new Map<string, string>();
  const warnings: string[] = [];
  for (const page of pages) {
    if (!page.functionVariable) continue;
    const [dir, ...rest] = page.url.split('/');
    if (dir !== 'variables' || rest.length === 0) continue;
    const target = ['functions', ...rest].join('/');
    if (taken.has(target)) {
      warnings.push(`${page.url} stays a variable page: ${target} already exists`);
      continue;
    }
    taken.add(target);
    moves.set(page.url, target);
  }
  return { moves, warnings };
}

/** Route-style link (no `.md`) from the page at `from` to the page at `to` (both output-relative). */
export function relativeLink(from: string, to: string): string {
  let rel = posix.relative(posix.dirname(from), to.replace(/\.mdx?$/, ''));
  if (!rel.startsWith('.')) rel = `./${rel}`;
  return rel;
}

function splitHash(dest: string): [string, string] {
  const i = dest.indexOf('#');
  return i === -1 ? [dest, ''] : [dest.slice(0, i), dest.slice(i + 1)];
}

const isExternal = (dest: string) => /^[a-z][a-z0-9+.-]*:/i.test(dest) || dest.startsWith('//');

/** Replaces the first `# ` heading of a page (or prepends one). */
export function setTitle(contents: string, title: string): string {
  const heading = `# ${escapeText(title)}`;
  const lines = contents.split('\n');
  let inFence = false;
  for (let i = 0; i < lines.length; i++) {
    if (/^\s*(`{3,}|~{3,})/.test(lines[i])) inFence = !inFence;
    if (!inFence && /^# /.test(lines[i])) {
      lines[i] = heading;
      return lines.join('\n');
    }
  }
  return `${heading}\n\n${contents}`;
}

/** Puts a "Defined in" line with the source link under the page title. */
export function withSourceLink(contents: string, source: SourceLink | undefined): string {
  if (!source) return contents;
  const line = `Defined in [${escapeText(source.path)}, line ${source.line}](${source.url})`;
  return contents.replace(/^# .*\n/m, (title) => `${title}\n${line}\n`);
}

/** The index page: members grouped by kind, each a table of name link + summary. */
export function renderIndex(info: PackageInfo, entries: { path: string; name: string; summary: string }[]): string {
  const md: string[] = [`# ${escapeText(info.label)}`, ''];
  md.push(
    info.description ??
      `API reference of \`${info.packageName}\` **${info.packageVersion}**, generated from its published type declarations (\`${info.entry}\`).`,
  );
  md.push('');
  const groups = new Map<string, typeof entries>();
  for (const e of entries) {
    const dir = e.path.split('/')[0];
    if (!groups.has(dir)) groups.set(dir, []);
    groups.get(dir)!.push(e);
  }
  const dirs = [...groups.keys()].sort((a, b) => kindOrder(a) - kindOrder(b) || a.localeCompare(b));
  for (const dir of dirs) {
    md.push(`## ${kindLabel(dir)}`, '', '| Name | Description |', '| :-- | :-- |');
    for (const e of groups.get(dir)!.sort((a, b) => compareNames(a.name, b.name))) {
      const summary = e.summary.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ').trim();
      md.push(`| [\`${e.name}\`](${relativeLink('index.md', e.path)}) | ${summary} |`);
    }
    md.push('');
  }
  return md.join('\n');
}

/** `_meta.json` contents for the output folder and each kind folder. */
export function sidebarFiles(pages: { path: string; name: string }[]): Map<string, (SidebarDir | SidebarFile)[]> {
  const result = new Map<string, (SidebarDir | SidebarFile)[]>();
  const byDir = new Map<string, { path: string; name: string }[]>();
  for (const p of pages) {
    const parts = p.path.split('/');
    if (parts.length !== 2) continue;
    if (!byDir.has(parts[0])) byDir.set(parts[0], []);
    byDir.get(parts[0])!.push(p);
  }
  const dirs = [...byDir.keys()].sort((a, b) => kindOrder(a) - kindOrder(b) || a.localeCompare(b));
  result.set(
    '_meta.json',
    dirs.map((dir) => ({ type: 'dir', name: dir, label: kindLabel(dir), collapsible: true, collapsed: false })),
  );
  for (const dir of dirs) {
    result.set(
      `${dir}/_meta.json`,
      byDir
        .get(dir)!
        .sort((a, b) => compareNames(a.name, b.name))
        .map((p) => ({ type: 'file', name: posix.basename(p.path).replace(/\.md$/, ''), label: p.name })),
    );
  }
  return result;
}

export interface BuildResult {
  files: OutputFiles;
  warnings: string[];
}

/**
 * Builds all files of one output folder from the rendered pages.
 */
/**
 * Frontmatter of every generated page: it has no source file in the docs repository, so the
 * theme leaves out the "edit this page" link.
 */
export const GENERATED_FRONTMATTER = '---\neditLink: false\n---\n\n';

export function buildOutput(rawPages: RawPage[], info: PackageInfo): BuildResult {
  const pages = rawPages.filter((p) => !p.isIndex);
  const { moves, warnings } = relocate(pages);
  const finalPath = (url: string) => moves.get(url) ?? url;
  const known = new Set(['index.md', ...pages.map((p) => finalPath(p.url))]);

  // 1. titles, links (final locations, no extension), MDX-safe prose
  const contents = new Map<string, string>();
  for (const page of pages) {
    const from = finalPath(page.url);
    let md = setTitle(page.contents, page.name);
    md = rewriteLinks(md, (dest) => {
      if (isExternal(dest) || dest.startsWith('#')) return dest;
      const [file, hash] = splitHash(dest);
      let target = posix.normalize(posix.join(posix.dirname(page.url), file));
      if (/(^|\/)README\.md$/i.test(target)) target = target.replace(/README\.md$/i, 'index.md');
      target = finalPath(target);
      if (!known.has(target)) {
        warnings.push(`${from}: link to missing page ${dest} removed`);
        return '';
      }
      return relativeLink(from, target) + (hash ? `#${hash}` : '');
    });
    md = md.replace(/\[([^\]]*)\]\(\)/g, '$1');
    contents.set(from, withSourceLink(withUniqueMemberAnchors(markMemberTables(escapeMdx(md.trimEnd() + '\n'))), page.source));
  }

  // 2. index page
  const indexEntries = pages.map((p) => ({ path: finalPath(p.url), name: p.name, summary: p.summary }));
  contents.set('index.md', escapeMdx(renderIndex(info, indexEntries)));

  // 3. anchors: keep only those Rspress will generate on the target page
  const ids = new Map<string, Set<string>>();
  for (const [file, md] of contents) ids.set(file, anchorIds(md));
  for (const [file, md] of contents) {
    const rows = new Set(memberAnchorIds(md));
    const fixed = rewriteLinks(md, (dest) => {
      if (isExternal(dest)) return dest;
      const [target, hash] = splitHash(dest);
      if (!hash) return dest;
      const targetFile = target === '' ? file : posix.normalize(posix.join(posix.dirname(file), target)) + '.md';
      const targetIds = ids.get(targetFile.replace(/\/\.md$/, '/index.md'));
      if (!targetIds) return dest;
      const decoded = decodeURIComponent(hash);
      const anchor = targetIds.has(decoded) ? decoded : targetIds.has(decoded.toLowerCase()) ? decoded.toLowerCase() : undefined;
      // A row of this page's own table: named with the page, as Rspress's anchor check needs (see withMemberAnchors).
      if (anchor !== undefined && target === '' && rows.has(anchor)) return `./${posix.basename(file, '.md')}#${anchor}`;
      if (anchor === decoded) return dest;
      if (anchor !== undefined) return `${target}#${anchor}`;
      warnings.push(`${file}: anchor #${hash} not found in ${targetFile}, linking to the page`);
      return target;
    });
    contents.set(file, fixed.replace(/\[([^\]]*)\]\(\)/g, '$1'));
  }

  // 4. sidebar
  const files: OutputFiles = new Map();
  for (const [file, md] of [...contents].sort(([a], [b]) => a.localeCompare(b))) files.set(file, GENERATED_FRONTMATTER + md);
  for (const [file, meta] of sidebarFiles(indexEntries)) files.set(file, `${JSON.stringify(meta, null, 2)}\n`);
  files.set(MODEL_FILE, `${JSON.stringify(apiModel(pages, finalPath, info))}\n`);
  return { files, warnings };
}

/** The API model of the output folder (see api-model.ts), symbols by page. */
function apiModel(pages: RawPage[], finalPath: (url: string) => string, info: PackageInfo): ApiModel {
  const symbols = pages
    .map((p) => ({ name: p.name, page: finalPath(p.url).replace(/\.md$/, ''), ...(p.shape ?? { members: [] }) }))
    .sort((a, b) => compareNames(a.page, b.page));
  return { label: info.label, packageName: info.packageName, packageVersion: info.packageVersion, symbols };
}
