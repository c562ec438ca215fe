/**
 * The import specifiers of the project's own source files, with file and line: static imports
 * and re-exports, side-effect imports, `import()`, `require()` / `require.resolve()` and CSS
 * `@import`. Used by the tests that keep package declarations and layers in order.
 */
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..');

/** Where the project's own code lives (relative to the root). */
export const SOURCE_ROOTS = ['theme', 'plugins', 'shared', 'deploy', 'scripts', 'tests', 'e2e', 'rspress.config.ts'];

/** Folders that are output or another project's code (the React Native apps of tests/guides bundle with their own packages). */
const SKIPPED_DIRS = new Set(['node_modules', '.output', 'doc_build', 'fixture-apps']);
const SOURCE_FILE = /\.(?:[cm]?[jt]sx?|css)$/;

export interface SourceImport {
  /** Path relative to the root, with `/`. */
  file: string;
  line: number;
  specifier: string;
}

/** Every source file under `roots` (relative paths with `/`). */
export function sourceFiles(roots: readonly string[] = SOURCE_ROOTS): string[] {
  const files: string[] = [];
  const walk = (relative: string) => {
    const absolute = path.join(ROOT, relative);
    if (!fs.existsSync(absolute)) return;
    if (fs.statSync(absolute).isDirectory()) {
      for (const entry of fs.readdirSync(absolute)) if (!SKIPPED_DIRS.has(entry)) walk(path.posix.join(relative, entry));
    } else if (SOURCE_FILE.test(relative)) {
      files.push(relative);
    }
  };
  roots.forEach(walk);
  return files.sort();
}

const IMPORT_PATTERNS = [
  /^[ \t]*(?:import|export)\b[^'";]*?\bfrom\s*['"]([^'"\n]+)['"]/gm,
  /^[ \t]*import\s*['"]([^'"\n]+)['"]/gm,
  /\bimport\(\s*['"]([^'"\n]+)['"]\s*\)/g,
  /\brequire(?:\.resolve)?\(\s*['"]([^'"\n]+)['"]\s*\)/g,
  /^@import\s+(?:url\()?['"]([^'"\n]+)['"]/gm,
];

/** Whether `index` of `source` is inside a string or template on its line (a code sample in a test, say). */
function insideStringOnItsLine(source: string, index: number): boolean {
  const before = source.slice(source.lastIndexOf('\n', index - 1) + 1, index);
  return ['"', '`'].some((quote) => before.split(quote).length % 2 === 0);
}

/** The imports of one file's `source`, in order. */
export function importsOf(file: string, source: string): SourceImport[] {
  const found: (SourceImport & { index: number })[] = [];
  for (const pattern of IMPORT_PATTERNS) {
    for (const match of source.matchAll(pattern)) {
      const index = match.index + match[0].indexOf(match[1]);
      if (insideStringOnItsLine(source, match.index)) continue;
      found.push({ file, line: source.slice(0, index).split('\n').length, specifier: match[1], index });
    }
  }
  return found.sort((a, b) => a.index - b.index).map(({ index: _index, ...entry }) => entry);
}

/** The imports of every source file under `roots`. */
export function projectImports(roots: readonly string[] = SOURCE_ROOTS): SourceImport[] {
  return sourceFiles(roots).flatMap((file) => importsOf(file, fs.readFileSync(path.join(ROOT, file), 'utf8')));
}

const PACKAGE_NAME = /^(?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*$/i;

/**
 * The package a bare specifier names (`@scope/name/sub` → `@scope/name`), or `undefined` for a
 * path, a URL or a specifier built at run time (a template).
 */
export function packageOf(specifier: string): string | undefined {
  if (/^(?:[./]|[a-z]+:)/i.test(specifier)) return undefined;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return PACKAGE_NAME.test(name) ? name : undefined;
}
