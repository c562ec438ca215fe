/**
 * "Defined in" links: from the `.d.ts` file TypeDoc read a symbol from to the
 * line that declares it in the package's source at the release tag on GitHub.
 *
 * The way back to the source is the package's own JavaScript source map
 * (`dist/x.d.ts` → `dist/x.js.map` → `sources[0]`, e.g. `../src/x.ts`), and the
 * line is found in the map's `sourcesContent`, which is the source file as it was
 * published. A symbol gets a link only when all of that is there and its declaration
 * can be told apart in that file (see `matchingLine`): no link is better than a wrong one.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { SourceRepository } from './types';

export interface DeclarationSource {
  /** Absolute path of the declaration file TypeDoc read. */
  file: string;
  /** 1-based line of the declaration in that file. */
  line: number;
  /** Qualified symbol name, e.g. `plugins.OutputPlugin` (the last part is searched for). */
  name: string;
}

export interface SourceLink {
  /** Path in the repository, e.g. `packages/repack/src/plugins/OutputPlugin.ts`. */
  path: string;
  /** 1-based line of the declaration. */
  line: number;
  url: string;
}

interface SourceMapFile {
  sources?: string[];
  sourcesContent?: (string | null)[];
}

/** Lines that declare `name` at the top level of a module or namespace (no `import`, no use). */
function declarationLines(source: string, name: string): number[] {
  const escaped = name.replace(/[$]/g, '\\$');
  const pattern = new RegExp(
    `^\\s*(?:export\\s+)?(?:default\\s+)?(?:declare\\s+)?(?:abstract\\s+)?(?:async\\s+)?` +
      `(?:class|interface|type|enum|const\\s+enum|function\\*?|const|let|var|namespace|module)\\s+${escaped}(?![\\w$])`,
  );
  const lines: number[] = [];
  source.split(/\r?\n/).forEach((text, index) => {
    if (pattern.test(text)) lines.push(index + 1);
  });
  return lines;
}

/**
 * The source line of the declaration at `declaredAt` in the `.d.ts` file. A name declared once
 * is unambiguous; one declared several times (an interface of the same name in two namespaces)
 * is matched by position, which holds because the compiler emits declarations in source order:
 * only when the source and the `.d.ts` declare it the same number of times.
 */
export function matchingLine(sourceLines: number[], declarationFileLines: number[], declaredAt: number): number | undefined {
  if (sourceLines.length === 1) return sourceLines[0];
  const index = declarationFileLines.indexOf(declaredAt);
  if (sourceLines.length < 2 || index === -1 || sourceLines.length !== declarationFileLines.length) return undefined;
  return sourceLines[index];
}

/** `v2.5.2` from `v{version}` and `2.5.2`. */
export function tagOf(repository: SourceRepository, version: string): string {
  return repository.tag.replace(/\{version\}/g, version);
}

/** The GitHub link of a declaration, or `undefined` when it cannot be derived reliably. */
export function sourceLink(packageDir: string, declaration: DeclarationSource, repository: SourceRepository, version: string): SourceLink | undefined {
  const relative = path.relative(packageDir, declaration.file);
  if (relative.startsWith('..') || !relative.endsWith('.d.ts')) return undefined;
  const mapFile = declaration.file.replace(/\.d\.ts$/, '.js.map');
  if (!fs.existsSync(mapFile)) return undefined;
  let map: SourceMapFile;
  try {
    map = JSON.parse(fs.readFileSync(mapFile, 'utf8'));
  } catch {
    return undefined;
  }
  if (map.sources?.length !== 1 || typeof map.sourcesContent?.[0] !== 'string') return undefined;
  const sourceFile = path.relative(packageDir, path.resolve(path.dirname(mapFile), map.sources[0])).split(path.sep).join('/');
  if (sourceFile.startsWith('..')) return undefined;
  const name = declaration.name.split('.').pop()!;
  const line = matchingLine(declarationLines(map.sourcesContent[0], name), declarationLines(fs.readFileSync(declaration.file, 'utf8'), name), declaration.line);
  if (line === undefined) return undefined;
  const repoPath = path.posix.join(repository.directory, sourceFile);
  const tag = tagOf(repository, version);
  return { path: repoPath, line, url: `https://github.com/${repository.repo}/blob/${encodeURI(tag)}/${encodeURI(repoPath)}#L${line}` };
}
