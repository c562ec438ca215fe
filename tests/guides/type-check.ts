/**
 * Type-checks the code blocks of a version's pages with the TypeScript compiler API, against the packages
 * installed in that version's fixture app: every page is a project laid over the app's folder (in memory),
 * so `@callstack/repack`, `react-native`, `webpack`... resolve to the versions the guides tell readers to install.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { type CodeBlock, fragmentTargets, listPages, pageBlocks, pageProjects, type SampleFile, versionPageBlocks } from '../code-samples';

/** Files that run in Node (webpack and React Native CLI configs) rather than in the app. */
const NODE_FILE = /(^|\/)([\w.-]+\.config|webpackfile)\.[cm]?[jt]s$/;
const WEBPACK_CONFIG = /(^|\/)webpack\.config\.[cm]?js$/;
/** Module imports that mark an untitled block as Node-side code. */
const NODE_IMPORT = /(from\s+|require\()['"](webpack|path|node:[\w/]+|@callstack\/repack|@callstack\/repack\/commands|terser-webpack-plugin)['"]|\b(Repack|webpack)\.\w/;

/** Diagnostics a partial block may have: names and context defined in the part of the file it leaves out. */
const PARTIAL_ALLOWED = new Set([
  2304, // Cannot find name
  2552, // Cannot find name, did you mean
  2580, // Cannot find name 'require'/'module'
  18004, // No value exists in scope for the shorthand property
  7006, // Parameter implicitly has an 'any' type (its type comes from the omitted context)
  7031, // Binding element implicitly has an 'any' type
  1108, // A 'return' statement can only be used within a function body
]);
/** Ways to read a partial block: as it is, as an expression, as object members, as array elements. */
const PARTIAL_WRAPPERS: [string, string][] = [
  ['', ''],
  ['(\n', '\n)'],
  ['({\n', '\n})'],
  ['[\n', '\n]'],
];

export type SampleKind = 'app' | 'node';

export function sampleKind(sample: SampleFile): SampleKind {
  if (NODE_FILE.test(sample.path)) return 'node';
  if (sample.path.startsWith('__samples__/') && NODE_IMPORT.test(sample.block.code)) return 'node';
  return 'app';
}

/** React Native's own TypeScript template config for the app code, Node's module rules for configs. */
function compilerOptions(appDir: string, kind: SampleKind, { file: templateConfig, overrides }: TemplateConfig): ts.CompilerOptions {
  const common: ts.CompilerOptions = { noEmit: true, allowJs: true, checkJs: true, strict: true, skipLibCheck: true };
  if (kind === 'node') {
    return {
      ...common,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      esModuleInterop: true,
      types: ['node'],
    };
  }
  const file = path.join(appDir, 'node_modules', templateConfig);
  const { config, error } = ts.readConfigFile(file, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  const { options } = ts.convertCompilerOptionsFromJson(config.compilerOptions, path.dirname(file));
  // The template also lists `jest`, which a fresh app has but the guides never use.
  return { ...options, ...overrides, ...common, types: ['react-native'] };
}

interface TemplateConfig {
  /** The tsconfig a new app of that React Native version extends, in node_modules. */
  file: string;
  /** What the version's getting started page tells TypeScript readers to change in it. */
  overrides: ts.CompilerOptions;
}

const TEMPLATE_CONFIGS: Record<string, TemplateConfig> = {
  '2.x': { file: '@tsconfig/react-native/tsconfig.json', overrides: {} },
  // React Native 0.73's template sets `module: es2015`, which rejects `import()` (TS1323).
  '3.x': { file: '@react-native/typescript-config/tsconfig.json', overrides: { module: ts.ModuleKind.ESNext } },
};

export interface VersionReport {
  /** Blocks found on the version's pages and the fragments they render (a fragment block once per page). */
  extracted: number;
  /** Blocks checked whole, without a `partial` mark. */
  complete: number;
  partial: number;
  /** Partial webpack configurations (applied on top of the getting-started one) that compile whole. */
  partialCompiling: number;
  /** `page:line: message`, page line of the code, not of the block. */
  errors: string[];
  /** Each block checked, on each page that renders it, and whether it passed: what the proof record is written from. */
  checked: { block: CodeBlock; as: 'file' | 'part'; passed: boolean }[];
}

interface Check {
  sample: SampleFile;
  files: SampleFile[];
  /** Text placed before the block's code, for partial blocks read as an expression. */
  wrapper: [string, string];
  wholeMode: boolean;
}

export function checkVersion(version: string, appDir: string, docsRoot: string): VersionReport {
  const pages = listPages(path.join(docsRoot, version));
  const gettingStarted = pages.find((page) => /getting-started\.mdx?$/.test(page));
  // Declaration files a reader creates while getting started are part of every later page's project.
  const setupFiles = gettingStarted
    ? pageProjects(pageBlocks(gettingStarted))
        .map(({ target }) => target)
        .filter((sample) => sample.path.endsWith('.d.ts') && !sample.meta.partial)
    : [];
  const checker = createChecker(appDir, (kind) => compilerOptions(appDir, kind, TEMPLATE_CONFIGS[version]));
  const report: VersionReport = { extracted: 0, complete: 0, partial: 0, partialCompiling: 0, errors: [], checked: [] };
  const relative = (file: string) => path.relative(path.dirname(docsRoot), file);

  report.errors.push(...targetProblems(version, docsRoot));

  for (const { page, blocks } of versionPageBlocks(docsRoot, version)) {
    for (const { target, files } of pageProjects(blocks, setupFiles)) {
      report.extracted += 1;
      const rendered = target.block.file === page ? '' : ` (in ${relative(page)}, checked against ${version})`;
      const where = (line: number) => `${relative(target.block.file)}:${target.block.line + line}${rendered}`;
      const whole = checker.diagnose({ sample: target, files, wrapper: ['', ''], wholeMode: true });
      if (!target.meta.partial) {
        report.complete += 1;
        report.errors.push(...whole.map((d) => `${where(d.line)}: ${d.message}`));
        report.checked.push({ block: target.block, as: 'file', passed: whole.length === 0 });
        continue;
      }
      report.partial += 1;
      if (whole.length === 0) {
        // For a webpack configuration, `partial` means "not the whole configuration": the bundling tests apply
        // it on top of the getting-started one, so compiling alone does not make the mark stale.
        const isConfig = WEBPACK_CONFIG.test(target.path);
        if (isConfig) report.partialCompiling += 1;
        else report.errors.push(`${where(1)}: marked partial but compiles as a whole file: remove the partial mark`);
        report.checked.push({ block: target.block, as: 'file', passed: isConfig });
        continue;
      }
      const readings = PARTIAL_WRAPPERS.map((wrapper) => checker.diagnose({ sample: target, files, wrapper, wholeMode: false }));
      const parsed = readings.find((diagnostics) => !diagnostics.some((d) => d.syntactic));
      const problems = parsed ?? readings[0];
      report.errors.push(...problems.map((d) => `${where(d.line)}: ${d.message} (partial block)`));
      report.checked.push({ block: target.block, as: 'part', passed: problems.length === 0 });
    }
  }
  return report;
}

/**
 * Fragments rendered by the version's pages whose samples target other versions: each target must be a
 * version of the docs whose pages render the fragment too, or its samples would never be checked.
 */
function targetProblems(version: string, docsRoot: string): string[] {
  const versions = fs.readdirSync(docsRoot).filter((name) => /^\d+\.x$/.test(name)).sort();
  const renderedBy = new Map<string, Set<string>>();
  const fragmentsOf = (of: string): CodeBlock[] =>
    listPages(path.join(docsRoot, of)).flatMap((page) => pageBlocks(page).filter((block) => block.file !== page));
  for (const of of versions) {
    for (const block of fragmentsOf(of)) {
      if (!renderedBy.has(block.file)) renderedBy.set(block.file, new Set());
      renderedBy.get(block.file)!.add(of);
    }
  }
  const problems: string[] = [];
  const fragments = new Set(fragmentsOf(version).filter((block) => block.targets).map((block) => block.file));
  for (const fragment of fragments) {
    const declared = fragmentTargets(fragment, fs.readFileSync(fragment, 'utf8'));
    if (!declared) continue;
    const where = `${path.relative(path.dirname(docsRoot), fragment)}:${declared.line}`;
    for (const target of declared.versions) {
      if (!versions.includes(target)) {
        problems.push(`${where}: code samples target ${target}, which is not a version of the docs (${versions.join(', ')})`);
      } else if (!renderedBy.get(fragment)?.has(target)) {
        problems.push(`${where}: code samples target ${target}, but no ${target} page renders this fragment, so they are never checked`);
      }
    }
  }
  return problems;
}

interface Problem {
  /** 1-based line in the block's code. */
  line: number;
  message: string;
  syntactic: boolean;
}

function createChecker(appDir: string, optionsFor: (kind: SampleKind) => ts.CompilerOptions) {
  const libraryFiles = new Map<string, ts.SourceFile | undefined>();
  const options = { app: optionsFor('app'), node: optionsFor('node') };

  const diagnose = ({ sample, files, wrapper, wholeMode }: Check): Problem[] => {
    const kind = sampleKind(sample);
    const own = files.filter((file) => sampleKind(file) === kind);
    const overlay = new Map<string, string>();
    for (const file of own) overlay.set(path.join(appDir, file.path), file === sample ? wrapper[0] + file.block.code + wrapper[1] : file.block.code);
    const host = ts.createCompilerHost(options[kind]);
    const readFile = host.readFile;
    host.readFile = (fileName) => overlay.get(fileName) ?? readFile(fileName);
    host.fileExists = (fileName) => overlay.has(fileName) || ts.sys.fileExists(fileName);
    host.directoryExists = (dir) =>
      [...overlay.keys()].some((file) => file.startsWith(`${dir}${path.sep}`)) || ts.sys.directoryExists(dir);
    host.getCurrentDirectory = () => appDir;
    const getSourceFile = host.getSourceFile;
    host.getSourceFile = (fileName, languageVersion, ...rest) => {
      const text = overlay.get(fileName);
      if (text !== undefined) return ts.createSourceFile(fileName, text, languageVersion, true);
      const key = `${kind}:${fileName}`;
      if (!libraryFiles.has(key)) libraryFiles.set(key, getSourceFile(fileName, languageVersion, ...rest));
      return libraryFiles.get(key);
    };
    const program = ts.createProgram([...overlay.keys()], options[kind], host);
    const fileName = path.join(appDir, sample.path);
    const sourceFile = program.getSourceFile(fileName);
    if (!sourceFile) throw new Error(`${sample.block.file}:${sample.block.line}: ${sample.path} was not compiled`);
    const offset = wrapper[0].split('\n').length - 1;
    const shownFiles = new Set(files.map((file) => path.basename(file.path).replace(/\.(d\.ts|[cm]?[jt]sx?)$/, '')));
    const problems: Problem[] = [];
    const syntactic: readonly ts.Diagnostic[] = program.getSyntacticDiagnostics(sourceFile);
    const semantic = syntactic.length ? [] : program.getSemanticDiagnostics(sourceFile);
    for (const diagnostic of [...syntactic, ...semantic]) {
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
      if (!wholeMode && PARTIAL_ALLOWED.has(diagnostic.code)) continue;
      if (isUnshownReaderFile(diagnostic, message, shownFiles)) continue;
      // A config file cannot give types to a package that ships none (2.5.2's `commands`); the app code can.
      if (kind === 'node' && diagnostic.code === 7016) continue;
      const line = sourceFile.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line + 1 - offset;
      problems.push({ line, message: `TS${diagnostic.code}: ${message}`, syntactic: syntactic.includes(diagnostic) });
    }
    return problems;
  };
  return { diagnose };
}

/**
 * A relative import of a file no block shows (`./InboxScreen`, `../assets/stamp.png`) stands for a file of
 * the reader's own app, so it is not an error. It is one when a block of the project has that file's name:
 * then the import's path is wrong.
 */
function isUnshownReaderFile(diagnostic: ts.Diagnostic, message: string, shownFiles: Set<string>): boolean {
  if (diagnostic.code !== 2307) return false;
  const specifier = /'([^']+)'/.exec(message)?.[1];
  if (!specifier?.startsWith('.')) return false;
  const name = path.basename(specifier).replace(/\.(d\.ts|[cm]?[jt]sx?)$/, '');
  return !shownFiles.has(name);
}

export function formatReport(version: string, report: VersionReport): string {
  return (
    `${version}: ${report.extracted} code blocks extracted, ${report.complete} unmarked ones type-checked whole, ` +
    `${report.partial} marked partial (${report.partialCompiling} webpack configurations among them type-checked whole, ` +
    `the rest parsed and type-checked with names from the omitted code allowed), ${report.errors.length} errors`
  );
}
