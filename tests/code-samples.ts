import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { resolveCodeNotation } from '../plugins/code-notation/resolve';
import { proofKey } from '../plugins/code-proofs/record';
import { fencedBlocks, fragmentTargets, listPages } from '../plugins/type-hovers/samples';

export { fragmentTargets, listPages };

export interface CodeBlock {
  file: string;
  line: number;
  lang: string;
  /** What follows the language on the opening fence: `title="webpack.config.js" partial`. */
  meta: string;
  code: string;
  /** The code as written, notation markers in: what the proof record's key hashes (`proofKey`). */
  written: string;
  /**
   * For a block of a `_shared` fragment that names the versions its samples are written for
   * (`fragmentTargets`): those versions. Pages of other versions render the block but do not check it.
   */
  targets?: string[];
}

export interface ImportUse {
  module: string;
  name: string;
  line: number;
}

const SCRIPT_LANGS = new Set(['js', 'jsx', 'ts', 'tsx', 'mjs', 'cjs', 'javascript', 'typescript']);

/** Fenced JS/TS code blocks of a Markdown/MDX file, with the line each starts on. */
export function extractCodeBlocks(file: string, source: string): CodeBlock[] {
  return (
    fencedBlocks(source)
      .filter((block) => SCRIPT_LANGS.has(block.lang))
      // the code after the change marked in the block (`// [!code --]` lines out), on the lines of the source
      .map(({ line, lang, meta, code }) => ({ file, line, lang, meta, code: resolveCodeNotation(code, { keepLines: true }), written: code }))
  );
}

function requiredModule(node: ts.Node): string | undefined {
  if (
    ts.isCallExpression(node) &&
    ts.isIdentifier(node.expression) &&
    node.expression.text === 'require' &&
    node.arguments.length === 1 &&
    ts.isStringLiteral(node.arguments[0])
  ) {
    return node.arguments[0].text;
  }
  return undefined;
}

/**
 * Names a code sample takes from the given modules, as export paths: named imports and
 * destructured requires (`ScriptManager`), members of namespace imports or whole-module
 * requires (`Repack.RepackPlugin`), and members of imported names (`plugins.OutputPlugin`).
 */
export function findImportUses(code: string, modules: Set<string>): ImportUse[] {
  const source = ts.createSourceFile('sample.tsx', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const uses: ImportUse[] = [];
  const bindings = new Map<string, { module: string; path: string[] }>();
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const bind = (local: string, module: string, path: string[], node: ts.Node) => {
    bindings.set(local, { module, path });
    if (path.length) uses.push({ module, name: path.join('.'), line: lineOf(node) });
  };

  const collect = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && modules.has(node.moduleSpecifier.text)) {
      const module = node.moduleSpecifier.text;
      const named = node.importClause?.namedBindings;
      if (named && ts.isNamespaceImport(named)) bind(named.name.text, module, [], named);
      if (named && ts.isNamedImports(named)) {
        for (const element of named.elements) {
          bind(element.name.text, module, [(element.propertyName ?? element.name).text], element);
        }
      }
      if (node.importClause?.name) bind(node.importClause.name.text, module, [], node.importClause);
    }
    if (ts.isVariableDeclaration(node) && node.initializer) {
      const module = requiredModule(node.initializer);
      if (module && modules.has(module)) {
        if (ts.isIdentifier(node.name)) bind(node.name.text, module, [], node);
        if (ts.isObjectBindingPattern(node.name)) {
          for (const element of node.name.elements) {
            const imported = element.propertyName ?? element.name;
            if (ts.isIdentifier(imported) && ts.isIdentifier(element.name)) {
              bind(element.name.text, module, [imported.text], element);
            }
          }
        }
      }
    }
    ts.forEachChild(node, collect);
  };
  collect(source);

  const resolve = (node: ts.Node): { module: string; path: string[] } | undefined => {
    if (ts.isIdentifier(node)) return bindings.get(node.text);
    if (ts.isPropertyAccessExpression(node) || ts.isQualifiedName(node)) {
      const [object, member] = ts.isPropertyAccessExpression(node) ? [node.expression, node.name] : [node.left, node.right];
      const base = resolve(object);
      return base && ts.isIdentifier(member) ? { module: base.module, path: [...base.path, member.text] } : undefined;
    }
    return undefined;
  };
  const collectMembers = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node) || ts.isQualifiedName(node)) {
      const resolved = resolve(node);
      if (resolved && resolved.path.length <= 2) {
        uses.push({ module: resolved.module, name: resolved.path.join('.'), line: lineOf(node) });
      }
    }
    ts.forEachChild(node, collectMembers);
  };
  collectMembers(source);
  return uses;
}

/**
 * Every export path of a declaration file: top-level names, followed through `export *`,
 * and the members of exported namespaces (`plugins.OutputPlugin`).
 */
export function exportedNames(declarationFile: string): Set<string> {
  const program = ts.createProgram([declarationFile], { noEmit: true, skipLibCheck: true, types: [] });
  const checker = program.getTypeChecker();
  const sourceFile = program.getSourceFile(declarationFile);
  const moduleSymbol = sourceFile && checker.getSymbolAtLocation(sourceFile);
  if (!moduleSymbol) throw new Error(`No module found in ${declarationFile}`);
  const names = new Set<string>();
  for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
    names.add(symbol.name);
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    if (target.flags & ts.SymbolFlags.Module) {
      for (const member of checker.getExportsOfModule(target)) names.add(`${symbol.name}.${member.name}`);
    }
  }
  return names;
}

/**
 * Whether an export path exists. Members are checked only on namespaces: `ScriptManager.shared`
 * is a class member, which the declaration's export list does not hold.
 */
export function isExported(exports: Set<string>, name: string): boolean {
  const [head, member] = name.split('.');
  if (!exports.has(head)) return false;
  if (member === undefined) return true;
  const isNamespace = [...exports].some((path) => path.startsWith(`${head}.`));
  return !isNamespace || exports.has(`${head}.${member}`);
}

export interface BlockMeta {
  /** The `title="…"` value, if any. */
  title?: string;
  /** The writer marked the block as deliberately incomplete (` ```js partial`). */
  partial: boolean;
}

/** Meta words Rspress itself reads on a fence, besides line highlights such as `{4}`. */
const RSPRESS_META_WORDS = new Set(['preview', 'lineNumbers', 'wrapCode']);

/** Reads a fence's meta: `title="webpack.config.mjs" partial`. Unknown words are an error naming the block. */
export function parseMeta(block: Pick<CodeBlock, 'file' | 'line' | 'meta'>): BlockMeta {
  const result: BlockMeta = { partial: false };
  for (const [, key, value, word] of block.meta.matchAll(/(\w+)="([^"]*)"|(\S+)/g)) {
    if (key === 'title') result.title = value;
    else if (word === 'partial') result.partial = true;
    else if (word !== undefined && !RSPRESS_META_WORDS.has(word) && !/^\{[\d,-]+\}$/.test(word)) {
      throw new Error(`${block.file}:${block.line}: unknown word "${word}" in the code block's meta`);
    }
  }
  return result;
}

const FILE_EXTENSIONS: Record<string, string> = {
  js: '.js',
  javascript: '.js',
  jsx: '.jsx',
  mjs: '.mjs',
  cjs: '.cjs',
  ts: '.ts',
  typescript: '.ts',
  tsx: '.tsx',
};

/** A title names a file of the reader's project when it is one path with a script extension. */
export function titleFilePath(title: string | undefined): string | undefined {
  if (!title || /\s/.test(title)) return undefined;
  return /\.(d\.ts|[cm]?[jt]sx?)$/.test(title) ? path.posix.normalize(title) : undefined;
}

/** Blocks of a page in reading order, with the blocks of the `_shared` fragments it renders where it renders them. */
export function pageBlocks(file: string, readFile: (file: string) => string = (name) => fs.readFileSync(name, 'utf8')): CodeBlock[] {
  const source = readFile(file);
  const targets = fragmentTargets(file, source)?.versions;
  const fragments = new Map<string, string>();
  for (const [, name, specifier] of source.matchAll(/^import\s+(\w+)\s+from\s+['"]([^'"]+\.mdx?)['"];?\s*$/gm)) {
    fragments.set(name, path.resolve(path.dirname(file), specifier));
  }
  const own = extractCodeBlocks(file, source).map((block) => (targets ? { ...block, targets } : block));
  const fenced = new Set<number>();
  for (const block of own) {
    for (let line = block.line; line <= block.line + block.code.split('\n').length + 1; line += 1) fenced.add(line);
  }
  const blocks: { at: number; blocks: CodeBlock[] }[] = own.map((block) => ({ at: block.line, blocks: [block] }));
  source.split('\n').forEach((text, index) => {
    const usage = /^\s*<(\w+)[\s/>]/.exec(text);
    const fragment = usage && fragments.get(usage[1]);
    if (!fragment || fenced.has(index + 1)) return;
    const inner = pageBlocks(fragment, readFile).map((block) => (targets && !block.targets ? { ...block, targets } : block));
    blocks.push({ at: index + 1, blocks: inner });
  });
  return blocks.sort((a, b) => a.at - b.at).flatMap((entry) => entry.blocks);
}

export interface SampleFile {
  block: CodeBlock;
  meta: BlockMeta;
  /** Path inside the reader's project: the title, or `__samples__/<page>-<line>.<ext>` for an untitled block. */
  path: string;
}

/**
 * The files of a page's virtual project, one set per block that is checked: blocks titled with a file path
 * are files of one project, so `index.js` can import `./src/chunks/resolver` shown earlier. When a page
 * shows the same file more than once, each block is checked with, for every other file, the latest
 * version shown before it (or the first one shown after it, if none was shown before). Partial blocks
 * are never files of another block's project.
 */
export function pageProjects(blocks: CodeBlock[], setupFiles: SampleFile[] = []): { target: SampleFile; files: SampleFile[] }[] {
  const samples: SampleFile[] = blocks.map((block) => {
    const meta = parseMeta(block);
    const titled = titleFilePath(meta.title);
    const page = path.basename(block.file).replace(/\.mdx?$/, '');
    return { block, meta, path: titled ?? `__samples__/${page}-${block.line}${FILE_EXTENSIONS[block.lang]}` };
  });
  const projectFiles = samples.filter((sample) => titleFilePath(sample.meta.title) && !sample.meta.partial);
  return samples.map((target, index) => {
    const before = new Map<string, SampleFile>();
    const after = new Map<string, SampleFile>();
    for (const sample of projectFiles) {
      if (sample.path === target.path) continue;
      if (samples.indexOf(sample) < index) before.set(sample.path, sample);
      else if (!after.has(sample.path)) after.set(sample.path, sample);
    }
    const files = new Map<string, SampleFile>(setupFiles.map((file) => [file.path, file]));
    for (const [file, sample] of [...after, ...before]) files.set(file, sample);
    files.set(target.path, target);
    return { target, files: [...files.values()] };
  });
}

/**
 * The pages of a version and the blocks the type-check harness checks on each: the page's own and those of
 * the fragments it renders, except a fragment's written for other versions only (checked with those versions' pages).
 */
export function versionPageBlocks(docsRoot: string, version: string): { page: string; blocks: CodeBlock[] }[] {
  return listPages(path.join(docsRoot, version)).map((page) => ({
    page,
    blocks: pageBlocks(page).filter((block) => !block.targets || block.targets.includes(version)),
  }));
}

/** A block's key in the version's proof record. */
export function blockProofKey(version: string, block: Pick<CodeBlock, 'lang' | 'meta' | 'written'>): string {
  return proofKey(version, block.lang, block.meta, block.written);
}
