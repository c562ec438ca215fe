/**
 * Runs TypeDoc + typedoc-plugin-markdown on one declaration entry point and
 * returns the rendered pages in memory (see postprocess.ts for what happens
 * to them next).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  Application,
  Comment,
  type CommentDisplayPart,
  DeclarationReflection,
  type ProjectReflection,
  type SignatureReflection,
  ReflectionKind,
  ReflectionType,
  ReferenceType,
  TSConfigReader,
  type TypeDocOptions,
} from 'typedoc';
import { MarkdownPageEvent } from 'typedoc-plugin-markdown';
import type { ApiMember, ApiSymbol } from './api-model';
import { applyErrata } from './errata';
import type { RawPage } from './postprocess';

/**
 * TypeDoc and typedoc-plugin-markdown options used for every entry point.
 * Part of the cache key: changing them regenerates the pages.
 */
export const DEFAULT_TYPEDOC_OPTIONS = {
  plugin: ['typedoc-plugin-markdown'],
  router: 'kind',
  fileExtension: '.md',
  entryFileName: 'index',
  readme: 'none',
  // Declarations are read as published: no type-checking of the dependency graph.
  skipErrorChecking: true,
  excludeExternals: true,
  excludePrivate: true,
  // `@internal` is how Re.Pack marks its CLI argument types; they are public API.
  excludeInternal: false,
  // Declaration positions are read (see `takeSources`) but never rendered by the plugin itself.
  disableSources: false,
  disableGit: true,
  // Required by TypeDoc with `disableGit`; the links themselves come from source-links.ts.
  sourceLinkTemplate: '{path}#L{line}',
  hidePageHeader: true,
  hideBreadcrumbs: true,
  useCodeBlocks: true,
  sanitizeComments: true,
  // Members as tables (name, type, default, description); methods keep their highlighted signatures.
  parametersFormat: 'table',
  interfacePropertiesFormat: 'table',
  classPropertiesFormat: 'table',
  enumMembersFormat: 'table',
  typeDeclarationFormat: 'table',
  tableColumnSettings: { hideSources: true, leftAlignHeaders: true },
  indexFormat: 'table',
  pageTitleTemplates: { index: '{projectName}', module: '{name}', member: '{name}' },
  validation: { notExported: false, invalidLink: true, invalidPath: false, rewrittenLink: false, notDocumented: false, unusedMergeModuleWith: false },
  treatWarningsAsErrors: false,
} as const;

export interface RunTypedocInput {
  /** Absolute path of the declaration file. */
  entryFile: string;
  /** Absolute package folder (its own nested node_modules count as external). */
  packageDir: string;
  /** Project name (index title inside TypeDoc). */
  name: string;
  typedocOptions?: Record<string, unknown>;
  verbose?: boolean;
}

/** Globs TypeDoc treats as external: every package except the documented one. */
export function externalPatterns(packageDir: string): string[] {
  const dir = packageDir.split(path.sep).join('/');
  const patterns = [`${dir}/node_modules/**`];
  const m = dir.match(/^(.*)\/node_modules\/((?:@[^/]+\/)?[^/]+)$/);
  if (!m) return [...patterns, '**/node_modules/**'];
  const [scope, name] = m[2].includes('/') ? m[2].split('/') : [undefined, m[2]];
  if (scope) {
    patterns.push(`**/node_modules/!(${scope})/**`, `**/node_modules/${scope}/!(${name})/**`);
  } else {
    patterns.push(`**/node_modules/!(${name})/**`);
  }
  return patterns;
}

function displayText(parts: readonly CommentDisplayPart[] | undefined): string {
  return (parts ?? [])
    .map((p) => {
      if (p.kind === 'inline-tag') return `\`${p.text.trim()}\``;
      return p.text;
    })
    .join('');
}

/** First paragraph of a comment summary, on one line (code blocks skipped). */
export function summaryLine(comment: Comment | undefined): string {
  const text = displayText(comment?.summary).trim();
  const first = text.split(/\n\s*\n/).find((p) => p.trim() && !/^\s*(```|~~~)/.test(p)) ?? '';
  return first.replace(/\s*\n\s*/g, ' ').trim();
}

function isFunctionType(refl: DeclarationReflection): boolean {
  const type = refl.type;
  if (!(type instanceof ReflectionType)) return false;
  const decl = type.declaration;
  return Boolean(decl.signatures?.length) && !decl.children?.length && !decl.indexSignatures?.length;
}

function commentOf(refl: DeclarationReflection): Comment | undefined {
  if (refl.comment?.summary.length) return refl.comment;
  const sig = refl.signatures?.find((s) => s.comment?.summary.length);
  if (sig) return sig.comment;
  if (refl.type instanceof ReflectionType) {
    const s = refl.type.declaration.signatures?.find((x) => x.comment?.summary.length);
    if (s) return s.comment;
  }
  return refl.comment;
}

/**
 * TypeDoc gives a class without a doc comment the comment of the interface it
 * implements ("Interface that all Webpack plugins should implement." on every
 * plugin class). That text describes the interface, not the class: drop it.
 */
export function dropInterfaceComments(project: ProjectReflection): void {
  for (const refl of project.getReflectionsByKind(ReflectionKind.Class)) {
    if (!(refl instanceof DeclarationReflection) || !refl.comment) continue;
    const own = Comment.combineDisplayParts(refl.comment.summary);
    const copied = (refl.implementedTypes ?? []).some(
      (t) =>
        t instanceof ReferenceType &&
        t.reflection instanceof DeclarationReflection &&
        t.reflection.kindOf(ReflectionKind.Interface) &&
        t.reflection.comment &&
        Comment.combineDisplayParts(t.reflection.comment.summary) === own,
    );
    if (copied) refl.comment = undefined;
  }
}

/**
 * `<https://…>` autolinks in doc comments would be escaped into literal text
 * (MDX has no autolinks): turn them into ordinary Markdown links first.
 */
export function rewriteAutolinks(project: ProjectReflection): void {
  const fix = (parts: CommentDisplayPart[] | undefined) => {
    for (const part of parts ?? []) {
      if (part.kind === 'text') {
        part.text = part.text.replace(/<((?:https?|mailto):[^\s<>]+)>/g, (_m, url: string) => `[${url.replace(/([\\[\]_*])/g, '\\$1')}](${url})`);
      }
    }
  };
  const visit = (comment: Comment | undefined) => {
    if (!comment) return;
    fix(comment.summary);
    for (const tag of comment.blockTags) fix(tag.content);
  };
  for (const refl of Object.values(project.reflections)) {
    visit(refl.comment);
    if (refl instanceof DeclarationReflection) {
      for (const sig of refl.signatures ?? []) visit(sig.comment);
    }
  }
}

/**
 * `@example ```js` with the code fence on the tag's own line (Re.Pack 3's
 * ChunksToHermesBytecodePlugin) reaches TypeDoc as an example titled "```js" whose code is
 * plain text and whose closing fence opens a code block that swallows the rest of the page's
 * headings. Put the fence back around the code. What followed the fence is kept, except tag
 * lines (`@category …`): TypeDoc would have read those as tags, which the pages do not show.
 */
export function repairExampleFences(project: ProjectReflection): void {
  const repair = (comment: Comment | undefined) => {
    for (const tag of comment?.blockTags ?? []) {
      if (tag.tag !== '@example' || !tag.name?.startsWith('```')) continue;
      // The fence line, the code and the closing fence are split between the title and the content.
      const lines = [tag.name, Comment.combineDisplayParts(tag.content)].join('\n').split('\n');
      const closing = lines.findIndex((line, index) => index > 0 && /^```\s*$/.test(line));
      if (closing === -1) continue;
      const after = lines
        .slice(closing + 1)
        .filter((line) => !/^@\w+/.test(line.trim()))
        .join('\n')
        .trim();
      tag.content = [{ kind: 'code', text: lines.slice(0, closing + 1).join('\n') }, ...(after ? [{ kind: 'text' as const, text: `\n\n${after}` }] : [])];
      tag.name = undefined;
    }
  };
  for (const refl of Object.values(project.reflections)) {
    repair(refl.comment);
    if (refl instanceof DeclarationReflection) {
      for (const sig of refl.signatures ?? []) repair(sig.comment);
    }
  }
}

/**
 * typedoc-plugin-markdown fills the Default column from `@defaultValue` only; `@default` is the
 * same tag under its JSDoc name, so it counts too.
 */
export function unifyDefaultTags(project: ProjectReflection): void {
  for (const refl of Object.values(project.reflections)) {
    const comments = [refl.comment, ...(refl instanceof DeclarationReflection ? (refl.signatures ?? []).map((s) => s.comment) : [])];
    for (const comment of comments) {
      for (const tag of comment?.blockTags ?? []) if (tag.tag === '@default') tag.tag = '@defaultValue';
    }
  }
}

/**
 * Where each symbol is declared (absolute `.d.ts` path), for the "Defined in" links; the
 * positions are then removed so that the markdown plugin does not print them itself.
 */
export function takeSources(project: ProjectReflection): Map<DeclarationReflection, { file: string; line: number }> {
  const files = new Map<DeclarationReflection, { file: string; line: number }>();
  for (const refl of Object.values(project.reflections)) {
    if (!(refl instanceof DeclarationReflection)) continue;
    const first = refl.sources?.[0] ?? refl.signatures?.[0]?.sources?.[0];
    if (first?.fullFileName) files.set(refl, { file: first.fullFileName, line: first.line });
    refl.sources = undefined;
    for (const sig of [...(refl.signatures ?? []), ...(refl.indexSignatures ?? [])]) sig.sources = undefined;
    if (refl.getSignature) refl.getSignature.sources = undefined;
    if (refl.setSignature) refl.setSignature.sources = undefined;
  }
  return files;
}

const signatureText = (sig: SignatureReflection): string => {
  const typeParameters = sig.typeParameters?.length ? `<${sig.typeParameters.map((t) => t.name).join(', ')}>` : '';
  const parameters = (sig.parameters ?? []).map((p) => `${p.flags.isRest ? '...' : ''}${p.name}${p.flags.isOptional ? '?' : ''}: ${p.type?.toString() ?? 'any'}`);
  return `${typeParameters}(${parameters.join(', ')}) => ${sig.type?.toString() ?? 'void'}`;
};

const signaturesText = (signatures: readonly SignatureReflection[] | undefined): string | undefined =>
  signatures?.length ? signatures.map(signatureText).join(' | ') : undefined;

function memberKind(child: DeclarationReflection): string {
  if (child.kindOf(ReflectionKind.Constructor)) return 'constructor';
  if (child.kindOf(ReflectionKind.Method)) return 'method';
  if (child.kindOf(ReflectionKind.Accessor)) return 'accessor';
  if (child.kindOf(ReflectionKind.EnumMember)) return 'enum member';
  return 'property';
}

function memberOf(child: DeclarationReflection): ApiMember {
  const signatures = child.signatures ?? (child.type instanceof ReflectionType ? child.type.declaration.signatures : undefined);
  // A constructor's return type is the class: only its parameters tell constructors apart.
  const type =
    (child.kindOf(ReflectionKind.Constructor) ? signaturesText(child.signatures)?.replace(/ => [^|]*?(?= \| |$)/g, '') : undefined) ??
    signaturesText(child.signatures) ??
    (child.getSignature ? signatureText(child.getSignature) : undefined) ??
    child.type?.toString() ??
    signaturesText(signatures) ??
    'unknown';
  return { name: child.flags.isStatic ? `static ${child.name}` : child.name, kind: memberKind(child), type, ...(child.flags.isOptional ? { optional: true } : {}) };
}

/** The members and type text of a symbol that has a page (namespaces list none: their symbols have pages). */
export function symbolShape(refl: DeclarationReflection): Pick<ApiSymbol, 'type' | 'members'> {
  if (refl.kindOf(ReflectionKind.Namespace | ReflectionKind.Module)) return { members: [] };
  const literal = refl.type instanceof ReflectionType ? refl.type.declaration : undefined;
  const children = refl.children ?? literal?.children ?? [];
  const members = children.map(memberOf).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const type = signaturesText(refl.signatures) ?? (literal && children.length ? undefined : (signaturesText(literal?.signatures) ?? refl.type?.toString()));
  return { ...(type ? { type } : {}), members };
}

export interface RunTypedocResult {
  pages: RawPage[];
  warnings: number;
}

export async function runTypedoc(input: RunTypedocInput): Promise<RunTypedocResult> {
  // A scratch folder of this run's own, so that concurrent runs (a dev server
  // and a build) never share TypeDoc's output folder.
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'repack-typedoc-'));
  try {
    return await runIn(workDir, input);
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

async function runIn(workDir: string, input: RunTypedocInput): Promise<RunTypedocResult> {
  const tsconfig = path.join(workDir, 'tsconfig.json');
  // A tsconfig of its own: only the entry point and what it imports, no project files.
  fs.writeFileSync(
    tsconfig,
    JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          module: 'ESNext',
          moduleResolution: 'Bundler',
          lib: ['ES2022', 'DOM'],
          types: [],
          skipLibCheck: true,
          noEmit: true,
          esModuleInterop: true,
          allowSyntheticDefaultImports: true,
          strict: false,
        },
        files: [input.entryFile],
      },
      null,
      2,
    ),
  );

  const options = {
    ...DEFAULT_TYPEDOC_OPTIONS,
    ...input.typedocOptions,
    entryPoints: [input.entryFile],
    tsconfig,
    out: path.join(workDir, 'typedoc-out'),
    name: input.name,
    externalPattern: externalPatterns(input.packageDir),
    logLevel: input.verbose ? 'Warn' : 'Error',
  } as unknown as TypeDocOptions;

  // Explicit readers: no typedoc.json / package.json / command line discovery.
  const app = await Application.bootstrapWithPlugins(options, [new TSConfigReader()]);
  const project: ProjectReflection | undefined = await app.convert();
  if (!project || app.logger.hasErrors()) {
    throw new Error(`TypeDoc could not convert ${input.entryFile}`);
  }
  dropInterfaceComments(project);
  rewriteAutolinks(project);
  repairExampleFences(project);
  applyErrata(project);
  unifyDefaultTags(project);
  const declarationFiles = takeSources(project);

  const pages: RawPage[] = [];
  app.renderer.on(MarkdownPageEvent.END, (event) => {
    // typedoc-plugin-markdown emits its own page event class on TypeDoc's event name
    const page = event as unknown as MarkdownPageEvent;
    const model = page.model;
    const url = page.url.split(path.sep).join('/');
    if (model instanceof DeclarationReflection) {
      pages.push({
        url,
        contents: page.contents ?? '',
        name: model.getFriendlyFullName(),
        summary: summaryLine(commentOf(model)),
        functionVariable: model.kindOf(ReflectionKind.Variable) && isFunctionType(model),
        declaredAt: declarationFiles.get(model),
        shape: symbolShape(model),
      });
    } else {
      pages.push({ url, contents: page.contents ?? '', name: '', summary: '', isIndex: true });
    }
  });
  await app.generateOutputs(project);
  if (app.logger.hasErrors()) throw new Error(`TypeDoc could not render ${input.entryFile}`);
  return { pages, warnings: app.logger.warningCount + app.logger.validationWarningCount };
}
