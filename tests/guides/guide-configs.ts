import fs from 'node:fs';
import path from 'node:path';
import { blockProofKey, type CodeBlock, extractCodeBlocks, fragmentTargets, listPages } from '../code-samples';
import type { Build, Mode, Platform } from '../../plugins/code-proofs/record';
import type { DocsVersion } from './fixture-apps';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** `webpack.config.mjs`, `catalog/webpack.config.mjs`: a code block showing a whole configuration file. */
const CONFIG_TITLE = /^(?:[\w.-]+\/)*webpack\.config\.(js|mjs|cjs)$/;

export interface GuideConfig {
  version: DocsVersion;
  /** `docs/3.x/docs/guides/svg.mdx:17`, or the fragment's own file and line for shared blocks. */
  location: string;
  /** File-name-safe id of the block. */
  slug: string;
  /** The block's key in the version's proof record. */
  proofKey: string;
  code: string;
  extension: 'js' | 'mjs' | 'cjs';
  /** Marked `partial` in its meta: bundled only on top of the version's getting-started configuration. */
  partial: boolean;
}

export function metaTitle(meta: string): string | undefined {
  return /(?:^|\s)title="([^"]*)"/.exec(meta)?.[1];
}

export function isMarkedPartial(meta: string): boolean {
  return meta.replace(/title="[^"]*"/, '').split(/\s+/).includes('partial');
}

/** Whether the block hands a configuration to webpack, as a file that is loaded alone must. */
export function exportsConfig(code: string): boolean {
  return /^\s*(module\.exports\s*=|export\s+default\b)/m.test(code);
}

/**
 * Whether a partial block is a module of its own that can be bundled on top of the getting-started
 * configuration: it exports a configuration and loads what it uses. A block that continues the one
 * before it (`module.exports = { mode, context, ... }` with names defined earlier on the page) is not.
 */
export function isStandalonePart(code: string): boolean {
  return exportsConfig(code) && /^\s*(import\s|const\s+\w+\s*=\s*require\()/m.test(code);
}

/** The `docs/_shared` fragments a page imports. */
function importedFragments(page: string, source: string): string[] {
  return [...source.matchAll(/^import\s+\w+\s+from\s+'([^']+_shared\/[^']+\.mdx?)';/gm)].map((match) =>
    path.resolve(path.dirname(page), match[1]),
  );
}

function toConfig(version: DocsVersion, block: CodeBlock, docsRoot: string): GuideConfig | undefined {
  const title = metaTitle(block.meta);
  const extension = title && CONFIG_TITLE.exec(title)?.[1];
  if (!extension) return undefined;
  const location = `${path.relative(path.dirname(docsRoot), block.file).split(path.sep).join('/')}:${block.line}`;
  return {
    version,
    location,
    slug: location.replace(/^docs\//, '').replace(/\.mdx?:/, '-L').replace(/[^\w-]+/g, '-'),
    proofKey: blockProofKey(version, block),
    code: block.code,
    extension: extension as GuideConfig['extension'],
    partial: isMarkedPartial(block.meta),
  };
}

/**
 * Every block of a version's guides (and the fragments they import) titled as a webpack configuration file.
 * A fragment whose samples target other versions (`code samples target: 2.x`) is built with those versions.
 */
export function guideConfigs(version: DocsVersion, docsRoot = path.join(ROOT, 'docs')): GuideConfig[] {
  const files = new Set<string>();
  for (const page of listPages(path.join(docsRoot, version, 'docs'))) {
    files.add(page);
    for (const fragment of importedFragments(page, fs.readFileSync(page, 'utf8'))) {
      const targets = fragmentTargets(fragment, fs.readFileSync(fragment, 'utf8'))?.versions;
      if (!targets || targets.includes(version)) files.add(fragment);
    }
  }
  return [...files].flatMap((file) =>
    extractCodeBlocks(file, fs.readFileSync(file, 'utf8'))
      .map((block) => toConfig(version, block, docsRoot))
      .filter((config): config is GuideConfig => config !== undefined),
  );
}

/** The configuration the getting-started page builds: the base every partial configuration is applied to. */
export function baseConfig(configs: GuideConfig[]): GuideConfig {
  const base = configs.find((config) => /\/getting-started\.mdx:\d+$/.test(config.location) && !config.partial);
  if (!base) throw new Error('No complete webpack configuration on the getting-started page');
  return base;
}

export const PLATFORMS: Platform[] = ['android', 'ios'];
export const MODES: Mode[] = ['development', 'production'];

export interface PlannedBuilds {
  config: GuideConfig;
  /** For a partial configuration: the getting-started one it is applied on top of. */
  base?: GuideConfig;
  builds: { platform: Platform; mode: Mode; name: Build }[];
}

const planned = (platform: Platform, mode: Mode) => ({ platform, mode, name: `${platform} ${mode}` as Build });

/**
 * What the bundling tests build of a version's configurations: each complete one for both platforms in both
 * modes, and each partial one that is a module of its own on top of getting started, for iOS in production
 * (what a partial configuration changes shows in a release build: chunk and asset placement, minification;
 * the platforms and development builds are covered by the complete configurations).
 */
export function plannedBuilds(configs: GuideConfig[]): PlannedBuilds[] {
  const base = baseConfig(configs);
  const complete = configs.filter((config) => !config.partial && exportsConfig(config.code));
  const overlays = configs.filter((config) => config.partial && isStandalonePart(config.code));
  return [
    ...complete.map((config) => ({ config, builds: PLATFORMS.flatMap((platform) => MODES.map((mode) => planned(platform, mode))) })),
    ...overlays.map((config) => ({ config, base, builds: [planned('ios', 'production')] })),
  ];
}
