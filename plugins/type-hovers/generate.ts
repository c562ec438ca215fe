/**
 * Type hovers for the names in guide samples, computed at build time with the TypeScript language
 * service over each sample, against the Re.Pack packages of the version the page documents. Only
 * names whose declaration is in one of those packages get a hover: `react-native` and `webpack`
 * are not installed in the site, so their names resolve to nothing and are left alone.
 *
 * The result is keyed by the text of a displayed line (the code as the page shows it: notation
 * markers out, removed lines still there), so the browser can find the names in the highlighted
 * lines without knowing which block of which page they came from.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { displayedLines, resolveCodeNotation } from '../code-notation/resolve';
import { anchorIds } from '../typedoc/markdown';
import { KIND_GROUPS } from '../typedoc/postprocess';
import type { HoverInfo, HoverSpot, TypeHoverData } from './data';

export type { TypeHoverData } from './data';

/** One documented module of a version: what readers import and where its types and API pages are. */
export interface HoverModule {
  /** The module name readers import: `@callstack/repack/client`. */
  label: string;
  /** The declaration file that module name resolves to. */
  entryFile: string;
  /** The installed package's folder: names declared under it get hovers. */
  packageDir: string;
  /** The generated API folder of this module (`docs/3.x/api/repack`), if any. */
  apiDir?: string;
  /** Its route (`/api/repack`, `/2.x/api/node`). */
  apiRoute?: string;
}

export interface Sample {
  /** `ts`, `tsx`, `js`, `jsx`, `mjs`, `cjs`, `typescript`, `javascript`. */
  lang: string;
  /** The block's source, notation markers included. */
  code: string;
}



const EXTENSIONS: Record<string, string> = {
  ts: '.ts',
  typescript: '.ts',
  tsx: '.tsx',
  js: '.js',
  javascript: '.js',
  jsx: '.jsx',
  mjs: '.mjs',
  cjs: '.cjs',
};

export const isHoverLanguage = (lang: string) => Object.hasOwn(EXTENSIONS, lang);

const SAMPLES_DIR = '/__type_hovers__';

/** Pages of an API folder by export path (`plugins.OutputPlugin`), with the anchors each page has. */
function apiPages(module: HoverModule): Map<string, { route: string; anchors: Set<string> }> {
  const pages = new Map<string, { route: string; anchors: Set<string> }>();
  if (!module.apiDir || !module.apiRoute || !fs.existsSync(module.apiDir)) return pages;
  for (const kind of fs.readdirSync(module.apiDir, { withFileTypes: true })) {
    // Only the kind folders: another module's API folder may be nested in this one (`api/repack/client`).
    if (!kind.isDirectory() || !KIND_GROUPS.some(([dir]) => dir === kind.name)) continue;
    for (const file of fs.readdirSync(path.join(module.apiDir, kind.name))) {
      if (!file.endsWith('.md')) continue;
      const name = file.slice(0, -3);
      if (pages.has(name)) continue;
      const markdown = fs.readFileSync(path.join(module.apiDir, kind.name, file), 'utf8');
      pages.set(name, { route: `${module.apiRoute}/${kind.name}/${name}`, anchors: anchorIds(markdown) });
    }
  }
  return pages;
}

/** The first sentence of a doc comment, on one line. */
export function summaryOf(documentation: string): string {
  const text = documentation
    .replace(/\{@link(?:code|plain)?\s+([^}|]+?)\s*(?:\|\s*([^}]+?)\s*)?\}/g, (_match, target: string, label?: string) => label ?? target)
    .replace(/`([^`]+)`/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  const end = /[.!?](\s|$)/.exec(text);
  const sentence = end ? text.slice(0, end.index + 1) : text;
  return sentence.length > 200 ? `${sentence.slice(0, 199)}…` : sentence;
}

/** Hovers of one version's samples. */
export function generateTypeHovers(samples: Sample[], modules: HoverModule[]): TypeHoverData {
  const files = new Map<string, { text: string; displayed: (string | undefined)[] }>();
  samples.forEach((sample, index) => {
    const extension = EXTENSIONS[sample.lang];
    if (!extension) return;
    files.set(`${SAMPLES_DIR}/sample-${index}${extension}`, {
      text: resolveCodeNotation(sample.code, { keepLines: true }),
      displayed: displayedLines(sample.code),
    });
  });
  const options: ts.CompilerOptions = {
    allowJs: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    skipLibCheck: true,
    noEmit: true,
    types: [],
    paths: Object.fromEntries(modules.map((module) => [module.label, [module.entryFile]])),
  };
  const host: ts.LanguageServiceHost = {
    getCompilationSettings: () => options,
    getScriptFileNames: () => [...files.keys(), ...modules.map((module) => module.entryFile)],
    getScriptVersion: () => '1',
    getScriptSnapshot: (file) => {
      const text = files.get(file)?.text ?? ts.sys.readFile(file);
      return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
    },
    getCurrentDirectory: () => SAMPLES_DIR,
    getDefaultLibFileName: ts.getDefaultLibFilePath,
    fileExists: (file) => files.has(file) || ts.sys.fileExists(file),
    readFile: (file) => files.get(file)?.text ?? ts.sys.readFile(file),
    directoryExists: (dir) => dir === SAMPLES_DIR || ts.sys.directoryExists(dir),
    getDirectories: ts.sys.getDirectories,
  };
  const service = ts.createLanguageService(host, ts.createDocumentRegistry());
  const program = service.getProgram()!;
  const checker = program.getTypeChecker();

  const packageDirs = modules.map((module) => fs.realpathSync(module.packageDir) + path.sep);
  const inPackages = (symbol: ts.Symbol) =>
    (symbol.declarations ?? []).some((declaration) => {
      const file = declaration.getSourceFile().fileName;
      return packageDirs.some((dir) => file.startsWith(dir) || path.resolve(file).startsWith(dir));
    });
  const target = (symbol: ts.Symbol) => (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol);

  // Export paths of each module (`plugins.OutputPlugin`) and the API page each has.
  const links = new Map<ts.Symbol, { route: string; anchors: Set<string> }>();
  const moduleSymbols = new Set<ts.Symbol>();
  for (const module of modules) {
    const source = program.getSourceFile(module.entryFile);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`[type-hovers] ${module.entryFile}: no module found for ${module.label}`);
    moduleSymbols.add(moduleSymbol);
    const pages = apiPages(module);
    const add = (symbol: ts.Symbol, exportPath: string) => {
      const page = pages.get(exportPath);
      if (page && !links.has(symbol)) links.set(symbol, page);
    };
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const resolved = target(exported);
      add(resolved, exported.name);
      if (resolved.flags & ts.SymbolFlags.Module) {
        for (const member of checker.getExportsOfModule(resolved)) add(target(member), `${exported.name}.${member.name}`);
      }
    }
  }

  /** The API page of a symbol, or of the class or interface it is a member of, at the member's anchor. */
  const hrefOf = (symbol: ts.Symbol): string => {
    const own = links.get(symbol);
    if (own) return own.route;
    for (const declaration of symbol.declarations ?? []) {
      const container = declaration.parent;
      if (!container || !(ts.isClassDeclaration(container) || ts.isInterfaceDeclaration(container)) || !container.name) continue;
      const containerSymbol = checker.getSymbolAtLocation(container.name);
      const page = containerSymbol && links.get(containerSymbol);
      if (!page) continue;
      const anchor = symbol.name.toLowerCase();
      return page.anchors.has(anchor) ? `${page.route}#${anchor}` : page.route;
    }
    return '';
  };

  /** The symbol a name stands for; for a property of an object literal, the property of the type it is passed as. */
  const symbolOf = (node: ts.Identifier): ts.Symbol | undefined => {
    const parent = node.parent;
    if ((ts.isPropertyAssignment(parent) || ts.isShorthandPropertyAssignment(parent)) && parent.name === node && ts.isObjectLiteralExpression(parent.parent)) {
      const contextual = checker.getContextualType(parent.parent);
      const property = contextual && checker.getPropertyOfType(contextual, node.text);
      if (property) return property;
    }
    const symbol = checker.getSymbolAtLocation(node);
    return symbol && target(symbol);
  };

  const packagePath = new RegExp(
    `"(?:${packageDirs.map((dir) => dir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})[^"]*"`,
    'g',
  );
  const hovers: HoverInfo[] = [];
  const hoverIndex = new Map<string, number>();
  const lines: Record<string, HoverSpot[]> = {};

  for (const [fileName, file] of files) {
    const source = program.getSourceFile(fileName);
    if (!source) continue;
    const visit = (node: ts.Node) => {
      if (ts.isIdentifier(node)) {
        const symbol = symbolOf(node);
        if (symbol && !moduleSymbols.has(symbol) && inPackages(symbol)) {
          const start = node.getStart(source);
          const { line, character } = source.getLineAndCharacterOfPosition(start);
          const shown = file.displayed[line];
          const info = service.getQuickInfoAtPosition(fileName, start);
          if (shown !== undefined && info) {
            const signature = ts.displayPartsToString(info.displayParts).replace(packagePath, '"…"');
            const hover: HoverInfo = [signature, summaryOf(ts.displayPartsToString(info.documentation)), hrefOf(symbol)];
            const key = JSON.stringify(hover);
            let index = hoverIndex.get(key);
            if (index === undefined) {
              index = hovers.push(hover) - 1;
              hoverIndex.set(key, index);
            }
            const spots = (lines[shown] ??= []);
            if (!spots.some(([column]) => column === character)) spots.push([character, node.text.length, index]);
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  for (const spots of Object.values(lines)) spots.sort((a, b) => a[0] - b[0]);
  return { lines, hovers };
}
