import fs from 'node:fs';
import path from 'node:path';
import type { Sample } from './generate';

/** Fenced code blocks of a Markdown/MDX source, with their language; a longer fence may hold shorter ones. */
export function fencedBlocks(source: string): Sample[] {
  const blocks: Sample[] = [];
  const lines = source.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const open = /^\s*(`{3,}|~{3,})\s*([\w+-]*)/.exec(lines[index]);
    if (!open) continue;
    const [, fence, lang] = open;
    const close = new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
    let end = index + 1;
    while (end < lines.length && !close.test(lines[end])) end += 1;
    blocks.push({ lang: lang.toLowerCase(), code: lines.slice(index + 1, end).join('\n') });
    index = end;
  }
  return blocks;
}

const FRAGMENT_IMPORT = /^\s*import\s+\w+\s+from\s+['"]([^'"]+\.mdx?)['"]/gm;

/**
 * The code blocks a version's guide pages show: their own and those of the fragments they import
 * (and the fragments those import). The API pages TypeDoc generates (`api/<package>/`) are left out.
 */
export function versionSamples(docsRoot: string, version: string): Sample[] {
  const versionRoot = path.join(docsRoot, version);
  const pages = fs
    .readdirSync(versionRoot, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !/^api\/[^/]+\//.test(path.relative(versionRoot, file).split(path.sep).join('/')))
    .sort();
  const seen = new Set<string>();
  const samples: Sample[] = [];
  const read = (file: string) => {
    if (seen.has(file) || !fs.existsSync(file)) return;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    samples.push(...fencedBlocks(source));
    for (const [, specifier] of source.matchAll(FRAGMENT_IMPORT)) read(path.resolve(path.dirname(file), specifier));
  };
  pages.forEach(read);
  return samples;
}
