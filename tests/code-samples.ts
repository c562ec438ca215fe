import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface CodeBlock {
  file: string;
  line: number;
  lang: string;
  /** What follows the language on the opening fence: `title="webpack.config.js" partial`. */
  meta: string;
  code: string;
}

export interface ImportUse {
  module: string;
  name: string;
  line: number;
}

const SCRIPT_LANGS = new Set(['js', 'jsx', 'ts', 'tsx', 'mjs', 'cjs', 'javascript', 'typescript']);

/** Fenced JS/TS code blocks of a Markdown/MDX file, with the line each starts on. */
export function extractCodeBlocks(file: string, source: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const lines = source.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([\w+-]*)(.*)$/.exec(lines[index]);
    if (!open) continue;
    const fence = open[2];
    const lang = open[3].toLowerCase();
    const body: string[] = [];
    let end = index + 1;
    while (end < lines.length && !lines[end].trimStart().startsWith(fence)) {
      body.push(lines[end]);
      end += 1;
    }
    if (SCRIPT_LANGS.has(lang)) blocks.push({ file, line: index + 1, lang, meta: open[4].trim(), code: body.join('\n') });
    index = end;
  }
  return blocks;
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

export function listPages(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}
