import fs from 'node:fs';
import path from 'node:path';
import type { Sample } from './generate';

export interface FencedBlock extends Sample {
  /** The line of the opening fence (1-based). */
  line: number;
  /** What follows the language on the opening fence: `title="webpack.config.js" partial`. */
  meta: string;
}

/** Fenced code blocks of a Markdown/MDX source, as written (notation markers in); a longer fence may hold shorter ones. */
export function fencedBlocks(source: string): FencedBlock[] {
  const blocks: FencedBlock[] = [];
  const lines = source.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([\w+-]*)(.*)$/.exec(lines[index]);
    if (!open) continue;
    const [, , fence, lang, meta] = open;
    let end = index + 1;
    while (end < lines.length && !lines[end].trimStart().startsWith(fence)) end += 1;
    blocks.push({ line: index + 1, lang: lang.toLowerCase(), meta: meta.trim(), code: lines.slice(index + 1, end).join('\n') });
    index = end;
  }
  return blocks;
}

/** The written pages of a version folder, without the API pages TypeDoc generates into `api/<package>/`. */
export function listPages(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !/^api\/[^/]+\//.test(path.relative(dir, file).split(path.sep).join('/')))
    .sort();
}

const TARGETS_COMMENT = /^\{\/\*\s*code samples target:?(.*?)\*\/\}\s*$/;

/**
 * The versions a fragment's code samples are written for, from an MDX comment on a line of its own:
 * `{/* code samples target: 2.x *\/}`. A fragment without one is checked with every page that renders
 * it. A comment that names no version, or something other than versions, is an error naming the line.
 */
export function fragmentTargets(file: string, source: string): { versions: string[]; line: number } | undefined {
  const lines = source.split('\n');
  const index = lines.findIndex((text) => TARGETS_COMMENT.test(text.trim()));
  if (index === -1) return undefined;
  const versions = TARGETS_COMMENT.exec(lines[index].trim())![1].split(/[\s,]+/).filter(Boolean);
  const invalid = versions.find((version) => !/^\d+\.x$/.test(version));
  if (!versions.length || invalid !== undefined) {
    throw new Error(`${file}:${index + 1}: "code samples target" must list versions such as 2.x or 3.x${invalid ? `, not "${invalid}"` : ''}`);
  }
  return { versions, line: index + 1 };
}
const FRAGMENT_IMPORT
 = /^\s*import\s+\w+\s+from\s+['"]([^'"]+\.mdx?)['"]/gm;

/**
 * The code blocks a version's guide pages show: their own and those of the fragments they import
 * (and the fragments those import), except a fragment's written for other versions only
 * (`fragmentTargets`), whose names would be read with the wrong types. The API pages TypeDoc
 * generates (`api/<package>/`) are left out.
 */
export function versionSamples(docsRoot: string, version: string): Sample[] {
  const pages = listPages(path.join(docsRoot, version));
  const seen = new Set<string>();
  const samples: Sample[] = [];
  const read = (file: string) => {
    if (seen.has(file) || !fs.existsSync(file)) return;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    const targets = fragmentTargets(file, source)?.versions;
    if (targets && !targets.includes(version)) return;
    samples.push(...fencedBlocks(source).map(({ lang, code }) => ({ lang, code })));
    for (const [, specifier] of source.matchAll(FRAGMENT_IMPORT)) read(path.resolve(path.dirname(file), specifier));
  };
  pages.forEach(read);
  return samples;
}
