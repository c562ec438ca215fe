/**
 * The changes page and the marks of the API pages, as Markdown (MDX-safe: every name and type
 * is a code span). Pure.
 */
import { withVersion } from '../../shared/site-versions.mjs';
import type { ApiChange, ChangeKind, DiffResult, MemberChange, SymbolRef } from './diff';
import { countChanges } from './diff';

export interface RenderOptions {
  /** `2.x` */
  fromVersion: string;
  /** `3.x` */
  toVersion: string;
  defaultVersion: string;
  /** Path of the changes page within the new version, e.g. `/api/changes-from-2x`. */
  pagePath: string;
  /** Packages and versions compared, for the introduction: `@callstack/repack 2.5.2 → 3.7.0`. */
  compared: string[];
}

const KIND_NAMES: Record<string, [singular: string, plural: string]> = {
  classes: ['class', 'Classes'],
  functions: ['function', 'Functions'],
  interfaces: ['interface', 'Interfaces'],
  types: ['type alias', 'Types'],
  variables: ['variable', 'Variables'],
  enums: ['enum', 'Enums'],
  modules: ['namespace', 'Namespaces'],
};
const KIND_ORDER = Object.keys(KIND_NAMES);
const kindWithArticle = (kind: string) => {
  const name = KIND_NAMES[kind]?.[0] ?? kind;
  return `${/^[aeiou]/.test(name) ? 'an' : 'a'} ${name}`;
};
const CHANGE_ORDER: ChangeKind[] = ['removed', 'renamed', 'changed', 'added'];
const CHANGE_LABELS: Record<ChangeKind, string> = { removed: 'Removed', renamed: 'Renamed or moved', changed: 'Changed', added: 'Added' };

/** A code span that survives a table cell and any backticks in the text. */
export function code(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim().replace(/\|/g, '\\|');
  const ticks = '`'.repeat(Math.max(0, ...[...flat.matchAll(/`+/g)].map((m) => m[0].length)) + 1);
  const pad = flat.startsWith('`') || flat.endsWith('`') ? ' ' : '';
  return `${ticks}${pad}${flat}${pad}${ticks}`;
}

const link = (symbol: SymbolRef, version: string, defaultVersion: string) => `[${code(symbol.name)}](${withVersion(symbol.path, version, defaultVersion)})`;

function memberText(changes: MemberChange[]): string[] {
  const of = (kind: MemberChange['change']) => changes.filter((c) => c.change === kind);
  const parts: string[] = [];
  const added = of('added');
  const removed = of('removed');
  if (removed.length) parts.push(`Removed: ${removed.map((c) => code(c.name)).join(', ')}.`);
  for (const c of of('renamed')) parts.push(`Renamed: ${code(c.name)} → ${code(c.to!)}${c.before ? `, now ${code(c.after!)}` : ''}.`);
  for (const c of of('changed')) parts.push(`Changed: ${code(c.name)} from ${code(c.before!)} to ${code(c.after!)}.`);
  if (added.length) parts.push(`Added: ${added.map((c) => code(c.name)).join(', ')}.`);
  return parts;
}

/** What changed in an entry, as sentences (a table cell). */
export function detailsOf(change: ApiChange): string {
  const parts: string[] = [];
  if (change.change === 'removed') parts.push(`No successor in ${code(change.label)}.`);
  if (change.change === 'added') parts.push('New.');
  if (change.change === 'renamed' && change.before && change.after) {
    if (change.before.name !== change.after.name) parts.push(`Renamed from ${code(change.before.name)} to ${code(change.after.name)}.`);
    if (change.before.label !== change.after.label) parts.push(`Moved from ${code(change.before.label)} to ${code(change.after.label)}.`);
  }
  if (change.kindBefore) parts.push(`Was ${kindWithArticle(change.kindBefore)}, now ${kindWithArticle(change.kind)}.`);
  if (change.type) {
    const label = change.kind === 'functions' ? 'Signature' : 'Type';
    parts.push(`${label}: ${change.type.before ? code(change.type.before) : 'none'} → ${change.type.after ? code(change.type.after) : 'none'}.`);
  }
  parts.push(...memberText(change.members));
  return parts.join(' ');
}

/** Anchor ids the changes page gives its entries (for the anchor check). */
export const entryIds = (result: DiffResult) => result.changes.map((c) => c.id);

export function renderChangesPage(result: DiffResult, options: RenderOptions): string {
  const { fromVersion, toVersion, defaultVersion } = options;
  const counts = countChanges(result.changes);
  const labels = [...counts.keys()].sort();
  const md: string[] = [
    '---',
    `title: API changes from ${fromVersion}`,
    `description: Every export of Re.Pack ${fromVersion} that ${toVersion} removed, renamed, moved or changed, and every export it added, generated from the published type declarations.`,
    'editLink: false',
    '---',
    '',
    `# API changes from ${fromVersion}`,
    '',
    `Generated at build time from the published type declarations (${options.compared.map(code).join(', ')}). Each entry links to the symbol's page in both versions; the [migration guide](/docs/migration-guides/repack-v2-to-v3) explains how to move code across the breaking ones. Renames come from the pages each version maps to the other and from a declared list of renamed symbols and options, both checked against the declarations on every build.`,
    '',
    '## Summary',
    '',
    `| Package | ${CHANGE_ORDER.map((c) => CHANGE_LABELS[c]).join(' | ')} |`,
    `| :-- | ${CHANGE_ORDER.map(() => '--:').join(' | ')} |`,
    ...labels.map((label) => `| [${code(label)}](#${headingSlug(label)}) | ${CHANGE_ORDER.map((c) => counts.get(label)![c]).join(' | ')} |`),
    '',
    `Unchanged symbols (same name, package and shape): ${result.unchanged.length}.`,
    '',
  ];
  for (const label of labels) {
    md.push(`## ${code(label)} {#${headingSlug(label)}}`, '');
    const ofPackage = result.changes.filter((c) => c.label === label);
    const kinds = [...new Set(ofPackage.map((c) => c.kind))].sort((a, b) => kindIndex(a) - kindIndex(b));
    for (const kind of kinds) {
      md.push(`### ${KIND_NAMES[kind]?.[1] ?? kind} {#${headingSlug(label)}-${kind}}`, '');
      md.push('| Change | ' + fromVersion + ' | ' + toVersion + ' | What changed |', '| :-- | :-- | :-- | :-- |');
      const rows = ofPackage
        .filter((c) => c.kind === kind)
        .sort((a, b) => CHANGE_ORDER.indexOf(a.change) - CHANGE_ORDER.indexOf(b.change) || nameOf(a).localeCompare(nameOf(b), 'en'));
      for (const change of rows) {
        md.push(
          `| <span id="${change.id}"></span>${CHANGE_LABELS[change.change]} | ${change.before ? link(change.before, fromVersion, defaultVersion) : '–'} | ${change.after ? link(change.after, toVersion, defaultVersion) : '–'} | ${detailsOf(change)} |`,
        );
      }
      md.push('');
    }
  }
  return md.join('\n');
}

const nameOf = (c: ApiChange) => (c.before ?? c.after)!.name;
const kindIndex = (kind: string) => (KIND_ORDER.includes(kind) ? KIND_ORDER.indexOf(kind) : KIND_ORDER.length);
/** The id of a package heading: set explicitly, so that links to it do not depend on the slugger. */
export const headingSlug = (label: string) => label.replace(/^@/, '').replace(/[^a-zA-Z0-9]+/g, '-').toLowerCase();

function countText(members: MemberChange[]): string {
  const n = (kind: MemberChange['change']) => members.filter((m) => m.change === kind).length;
  const parts = (['added', 'removed', 'renamed', 'changed'] as const).filter((k) => n(k)).map((k) => `${n(k)} ${k}`);
  return parts.length ? `members: ${parts.join(', ')}` : '';
}

/** A page of either version (`version` + its path) and the Markdown paragraph it gets under its title. */
export interface PageMark {
  version: string;
  path: string;
  markdown: string;
}

/**
 * The marks of the API pages: on the new version's pages "New in 3.x" or "Changed since 2.x",
 * on the old version's pages "In 3.x: …" with the successor's link; each links to its entry.
 */
export function pageMarks(result: DiffResult, options: RenderOptions): PageMark[] {
  const { fromVersion, toVersion, defaultVersion } = options;
  const entry = (change: ApiChange) => `${withVersion(options.pagePath, toVersion, defaultVersion)}#${change.id}`;
  const marks: PageMark[] = [];
  for (const change of result.changes) {
    const what = `[what changed](${entry(change)})`;
    if (change.change === 'added') {
      marks.push({ version: toVersion, path: change.after!.path, markdown: `**New in ${toVersion}:** not in ${fromVersion} (see [the API changes from ${fromVersion}](${entry(change)})).` });
      continue;
    }
    if (change.change === 'removed') {
      marks.push({ version: fromVersion, path: change.before!.path, markdown: `**In ${toVersion}:** removed (see [the API changes from ${fromVersion}](${entry(change)})).` });
      continue;
    }
    const before = change.before!;
    const after = change.after!;
    const summary = [change.kindBefore ? `was ${kindWithArticle(change.kindBefore)}` : '', change.type ? 'type changed' : '', countText(change.members)]
      .filter(Boolean)
      .join('; ');
    const renamedFrom = change.change === 'renamed' ? `renamed from ${link(before, fromVersion, defaultVersion)}${before.label === after.label ? '' : ` of ${code(before.label)}`}` : `see ${link(before, fromVersion, defaultVersion)} in ${fromVersion}`;
    marks.push({
      version: toVersion,
      path: after.path,
      markdown: `**Changed since ${fromVersion}:** ${renamedFrom}${summary ? `; ${summary}` : ''} (${what}).`,
    });
    marks.push({
      version: fromVersion,
      path: before.path,
      markdown: `**In ${toVersion}:** ${link(after, toVersion, defaultVersion)}${after.label === before.label ? '' : ` of ${code(after.label)}`}, ${change.change === 'renamed' ? 'renamed' : 'changed'} (${what}).`,
    });
  }
  for (const { before, after } of result.unchanged) {
    marks.push({ version: fromVersion, path: before.path, markdown: `**In ${toVersion}:** ${link(after, toVersion, defaultVersion)}, unchanged.` });
  }
  return marks;
}
