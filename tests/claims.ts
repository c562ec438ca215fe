import fs from 'node:fs';
import path from 'node:path';

/** What a reviewer may conclude about a claim: it held, was corrected, was narrowed to what can be checked, or was dropped. */
export const VERDICTS = ['holds', 'fixed', 'rewritten', 'removed'] as const;

export interface ClaimRow {
  /** Path relative to `docs/`: `2.x/docs/about.mdx`, or `_shared/x.mdx` for a fragment. */
  page: string;
  claim: string;
  verdict: string;
  evidence: string;
  line: number;
}

export interface ClaimsTable {
  rows: ClaimRow[];
  /** Malformed rows and tables, each naming the file and line. */
  problems: string[];
}

const HEADER = ['page', 'claim', 'verdict', 'evidence'];

/** The cells of a Markdown table row; `\|` is a literal pipe inside a cell. */
function splitRow(line: string): string[] {
  const body = line.trim().replace(/^\|/, '').replace(/(?<!\\)\|$/, '');
  return body.split(/(?<!\\)\|/).map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

const isSeparator = (cells: string[]) => cells.every((cell) => /^:?-{3,}:?$/.test(cell));

/** The page a row names, without code marks and without a ` (2.x)` version note. */
export function pageOfCell(cell: string): { page: string; version?: string } {
  const match = /^`?([^`]+?)`?(?:\s+\((\d+\.x)\))?$/.exec(cell.trim());
  return match ? { page: match[1], version: match[2] } : { page: cell.trim() };
}

/**
 * Reads every `| page | claim | verdict | evidence |` table in a review file. Tables with other
 * headers (an errors list, for example) are left alone.
 */
export function parseClaimsTable(file: string, source: string): ClaimsTable {
  const rows: ClaimRow[] = [];
  const problems: string[] = [];
  const lines = source.split('\n');
  let tables = 0;
  for (let index = 0; index < lines.length; index += 1) {
    if (!lines[index].trim().startsWith('|')) continue;
    const header = splitRow(lines[index]).map((cell) => cell.toLowerCase());
    if (header.join('|') !== HEADER.join('|')) continue;
    tables += 1;
    const separator = lines[index + 1] === undefined ? [] : splitRow(lines[index + 1]);
    if (separator.length !== HEADER.length || !isSeparator(separator)) {
      problems.push(`${file}:${index + 2}: the table header must be followed by a separator row of 4 cells`);
    }
    index += 2;
    for (; index < lines.length && lines[index].trim().startsWith('|'); index += 1) {
      const line = index + 1;
      const cells = splitRow(lines[index]);
      if (cells.length !== HEADER.length) {
        problems.push(`${file}:${line}: expected 4 cells (page, claim, verdict, evidence), found ${cells.length}`);
        continue;
      }
      const [page, claim, verdict, evidence] = cells;
      const where = `${file}:${line} (${page || 'no page'})`;
      if (!page) problems.push(`${where}: the page cell is empty`);
      if (!claim) problems.push(`${where}: the claim cell is empty`);
      if (!(VERDICTS as readonly string[]).includes(verdict)) {
        problems.push(`${where}: verdict "${verdict}" is not one of ${VERDICTS.join(', ')}`);
      }
      if (!evidence) problems.push(`${where}: the evidence cell is empty`);
      rows.push({ page, claim, verdict, evidence, line });
    }
  }
  if (tables === 0) problems.push(`${file}: no | page | claim | verdict | evidence | table found`);
  return { rows, problems };
}

const toPosix = (file: string) => file.split(path.sep).join('/');

/**
 * Guide pages of a version, relative to `docs/`: every md/mdx file under `docs/<version>/` except
 * the generated API reference, which lives in one folder per package under `api/`, and the API
 * change map generated beside it (`api/changes-from-<version>.md`, plugins/api-changes), both
 * git-ignored build output.
 */
export function guidePages(docsRoot: string, version: string): string[] {
  const versionRoot = path.join(docsRoot, version);
  return fs
    .readdirSync(versionRoot, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => toPosix(path.relative(versionRoot, path.join(entry.parentPath, entry.name))))
    .filter((relative) => !/^api\/([^/]+\/|changes-from-[^/]+\.md$)/.test(relative))
    .map((relative) => `${version}/${relative}`)
    .sort();
}

const IMPORT = /^\s*import\s+[\w{}\s,*]+\s+from\s+['"]([^'"]+\.mdx?)['"]/gm;

/** Shared fragments (`_shared/x.mdx`) a version's pages import, directly or through other fragments. */
export function importedFragments(docsRoot: string, version: string): string[] {
  const sharedRoot = path.join(docsRoot, '_shared');
  const found = new Set<string>();
  const pending = guidePages(docsRoot, version).map((page) => path.join(docsRoot, page));
  while (pending.length) {
    const file = pending.pop()!;
    for (const match of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = path.resolve(path.dirname(file), match[1]);
      const relative = toPosix(path.relative(sharedRoot, target));
      if (relative.startsWith('..') || path.isAbsolute(relative)) continue;
      const page = `_shared/${relative}`;
      if (found.has(page)) continue;
      found.add(page);
      if (fs.existsSync(target)) pending.push(target);
    }
  }
  return [...found].sort();
}

/**
 * Everything wrong with one version's review table: pages and fragments without a row, rows naming
 * pages that are gone or belong elsewhere, and malformed rows.
 */
export function claimsProblems(docsRoot: string, version: string, tableFile: string): string[] {
  if (!fs.existsSync(tableFile)) return [`${tableFile}: missing review table for ${version}`];
  const table = parseClaimsTable(tableFile, fs.readFileSync(tableFile, 'utf8'));
  const problems = [...table.problems];
  const pages = new Set(guidePages(docsRoot, version));
  const fragments = new Set(importedFragments(docsRoot, version));
  const reviewed = new Set<string>();
  for (const row of table.rows) {
    const { page, version: note } = pageOfCell(row.page);
    const where = `${tableFile}:${row.line}`;
    if (note && note !== version) {
      problems.push(`${where}: row for ${page} is marked (${note}) but sits in the ${version} table`);
    } else if (pages.has(page) || fragments.has(page)) {
      reviewed.add(page);
    } else if (page.startsWith('_shared/')) {
      problems.push(`${where}: ${page} is not a fragment that ${version} pages import (moved, renamed or no longer used?)`);
    } else {
      problems.push(`${where}: ${page} is not a guide page of ${version} (moved, renamed or deleted?)`);
    }
  }
  for (const page of [...pages, ...fragments]) {
    if (!reviewed.has(page)) problems.push(`${page}: no row in ${tableFile}; review the page and add its claims`);
  }
  return problems;
}

/** `it('…')`, `it.each(…)('…')` and `describe('…')` titles of a test file, with `%s` placeholders as they are written. */
export function testTitles(source: string): string[] {
  return [...source.matchAll(/\b(?:it|describe)(?:\.each\([^)]*\))?\(\s*(['"`])((?:\\.|(?!\1).)*)\1/gs)].map((match) =>
    match[2].replace(/\\(['"`])/g, '$1'),
  );
}

/** Quoted names a row's evidence gives after a test file, as `file 'name'`, `file "name"` or `file 'a' and 'b'`. */
function citedTests(evidence: string, testFile: string): string[] {
  const names: string[] = [];
  for (const mention of evidence.split(testFile).slice(1)) {
    const quoted = /^[\s:,]*(?:\(?[^'"`|]{0,40}?)((?:['"`][^'"`]+['"`](?:[\s,]*(?:and|,|;)?[\s,]*)?)+)/.exec(mention);
    if (!quoted) continue;
    names.push(...[...quoted[1].matchAll(/['"`]([^'"`]+)['"`]/g)].map((match) => match[1]));
  }
  return names;
}

const titleMatches = (title: string, cited: string) => {
  // Placeholders of `it.each` titles: `%s` for array rows, `$name` for object rows.
  const pattern = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/%s/g, '.+').replace(/\\\$[A-Za-z_]\w*/g, '.+');
  return title.includes(cited) || new RegExp(`^${pattern}$`).test(cited) || cited.split('...')[0].length > 10 && title.startsWith(cited.split('...')[0].trim());
};

/**
 * Folders of a Re.Pack package whose code runs on the device to load chunks and scripts: 2.5.2's
 * ChunkManager client (`dist/client/api`, `setup/setupRepack.js`, the inline bootstrap, `LoadEvent`),
 * 3.7.0's ScriptManager (`dist/modules/ScriptManager`) and the native module (`ios/`, `android/`).
 * Development-only helpers (the dev server and HMR clients) are left out: they do not load code in an app.
 */
export const RUNTIME_FOLDERS = [
  'dist/client/api',
  'dist/client/setup',
  'dist/client/setup/inline',
  'dist/client/shared',
  'dist/modules/ScriptManager',
  'ios',
  'android/src/main/java/com/callstack/repack',
];

/** Re-export and type-only modules: they hold no behaviour, and their names are too common to attribute. */
const NOT_BEHAVIOUR = new Set(['index', 'types']);

export interface RuntimeSources {
  /** Module and class names of the runtime: `ChunkManagerBackend`, `ScriptManager`, `RemoteChunkLoader`, … */
  names: string[];
  /** Folder endings under which a path to one of those names is the runtime's own file: `client/api/`, `ios/`, … */
  folders: string[];
}

/** The runtime's file and class names and folders, read from the installed packages (`RUNTIME_FOLDERS` of each). */
export function runtimeSources(packageDirs: string[]): RuntimeSources {
  const names = new Set<string>();
  const folders = new Set<string>();
  for (const packageDir of packageDirs) {
    for (const folder of RUNTIME_FOLDERS) {
      const dir = path.join(packageDir, folder);
      if (!fs.existsSync(dir)) continue;
      folders.add(`${folder.replace(/^dist\//, '')}/`);
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const match = /^([^.]+)\.(js|m|mm|swift|kt)$/.exec(entry.name);
        if (entry.isFile() && match && !NOT_BEHAVIOUR.has(match[1])) names.add(match[1]);
      }
    }
  }
  return { names: [...names].sort(), folders: [...folders].sort() };
}

/**
 * Whether a row's evidence cites Re.Pack's code-loading runtime, its JavaScript or its native module,
 * by file (`ChunkManagerBackend.js`, `src/client/api/Chunk.ts`, `ios/ChunkManager.mm`, a shortened
 * `android/…/RemoteChunkLoader.kt`), member (`Script.from`) or bare name (`RemoteChunkLoader`). A declaration file (`.d.ts`: what the API
 * accepts, not what it does) does not count, nor a same-named file in another folder (webpack's
 * `lib/Chunk.js`, the build-side `dist/webpack/federated.js`), nor a runtime folder on the way to a
 * declaration (`ScriptManager/index.d.ts`). React Native's own native code is not Re.Pack's runtime:
 * the doubles stand in for it.
 */
export function citesRuntime(evidence: string, sources: RuntimeSources): boolean {
  const mention = new RegExp(`([\\w./:@…-]*/)?\\b(${sources.names.join('|')})\\b(?!\\.d\\.ts|/)`, 'g');
  for (const match of evidence.matchAll(mention)) {
    const folder = match[1];
    const elided = /(\.\.\.|…)\/$/.test(folder ?? '');
    if (!folder || elided || sources.folders.some((ending) => folder.endsWith(ending))) return true;
  }
  return false;
}

/** The runtime test files whose names a row can cite, and which of them prove a claim of this table's version. */
export interface RuntimeTests {
  /** Source of every runtime and guides-harness test file, by file name (`client-runtime-v2.test.ts`). */
  files: Record<string, string>;
  /** The files that prove this version's runtime claims: its client-runtime test and the guides harness. */
  proving: string[];
}

/** The mark that exempts a runtime claim from citing a test, followed by why no runtime test can prove it. */
export const NO_RUNTIME_TEST = 'no runtime test:';

const VERDICTS_NEEDING_PROOF = ['holds', 'fixed', 'rewritten'];

/**
 * Rows whose evidence is a runtime test must name it in quotes, and the named test must exist. A runtime
 * claim (`citesRuntime`) that holds, was fixed or was rewritten must cite a test of `tests.proving`, or
 * say why none can prove it with `no runtime test: <reason>`: a runtime claim is proved by a test
 * someone can run.
 */
export function runtimeTestProblems(tableFile: string, tests: RuntimeTests, sources: RuntimeSources): string[] {
  const table = parseClaimsTable(tableFile, fs.readFileSync(tableFile, 'utf8'));
  const problems: string[] = [];
  for (const row of table.rows) {
    const where = `${tableFile}:${row.line} (${row.page})`;
    let proved = false;
    for (const [testFile, source] of Object.entries(tests.files)) {
      if (!row.evidence.includes(testFile)) continue;
      const cited = citedTests(row.evidence, testFile);
      if (cited.length === 0) problems.push(`${where}: cites ${testFile} without naming a test in quotes`);
      const titles = testTitles(source);
      for (const name of cited) {
        if (titles.some((title) => titleMatches(title, name))) proved ||= tests.proving.includes(testFile);
        else problems.push(`${where}: ${testFile} has no test named "${name}"`);
      }
    }
    if (proved || !VERDICTS_NEEDING_PROOF.includes(row.verdict) || !citesRuntime(row.evidence, sources)) continue;
    const exemption = row.evidence.split(NO_RUNTIME_TEST)[1];
    if (exemption === undefined) {
      problems.push(
        `${where}: a runtime claim (its evidence cites code that runs on the device) names no runtime test of ${tests.proving.join(', ')}; cite one in quotes, or write "${NO_RUNTIME_TEST} <why no test can prove it>"`,
      );
    } else if (exemption.trim().split(/\s+/).length < 3) {
      problems.push(`${where}: "${NO_RUNTIME_TEST}" needs a reason of a few words`);
    }
  }
  return problems;
}
