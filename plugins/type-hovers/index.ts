/**
 * Type hovers on the names in TypeScript and JavaScript guide samples (see generate.ts), as a
 * progressive enhancement that costs the pages' HTML nothing: the build writes one data module per
 * version, and the browser loads it, with the code that turns names into buttons and their popover,
 * only when a reader first points at, focuses or touches a code block, or once the page has loaded
 * and the browser is idle (runtime/TypeHovers.tsx, runtime/enhance.ts).
 *
 * It runs in the `config` hook after the TypeDoc plugin, whose API pages it links to.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import ts from 'typescript';
import { versionPrefix } from '../../shared/site-versions.mjs';
import { resolvePackage } from '../typedoc/generate';
import type { TypedocEntry } from '../typedoc/types';
import { generateTypeHovers, type HoverModule, type Sample } from './generate';
import { versionSamples } from './samples';

/** The module the browser code imports the data through (an alias of the generated folder). */
export const DATA_MODULE = 'repack-type-hovers-data';
export const TYPE_HOVERS_COMPONENT = path.join(__dirname, 'runtime', 'TypeHovers.tsx');
/** The code the data comes from. */
const GENERATOR_FILES = ['generate.ts', 'samples.ts', '../code-notation/resolve.ts'].map((file) => path.join(__dirname, file));

export interface TypeHoversOptions {
  /** The modules of each version: the TypeDoc plugin's entries (version, package, entry, label, API folder). */
  entries: Pick<TypedocEntry, 'version' | 'out' | 'package' | 'entry' | 'label'>[];
  /** Project root, where packages are resolved. Defaults to `process.cwd()`. */
  root?: string;
  /** Where the data modules are written. Defaults to `<root>/node_modules/.cache/repack-type-hovers`. */
  outDir?: string;
  /**
   * Where computed data is kept by key, outside the checkout, so that a fresh clone and the other site
   * builds of a test run (fixture sites, the `version:new` copy) reuse it. Defaults to
   * `~/.cache/repack-docs-type-hovers` (`REPACK_TYPE_HOVERS_CACHE_DIR`).
   */
  storeDir?: string;
}

/** Data files the store keeps (the newest): enough for a few worktrees and versions. */
const STORED = 16;

/** The modules of one version, as the samples of its pages import them. */
export function versionModules(entries: TypeHoversOptions['entries'], version: string, root: string, docsRoot: string, prefix: string): HoverModule[] {
  return entries
    .filter((entry) => entry.version === version)
    .map((entry) => {
      const pkg = resolvePackage(root, entry.package);
      return {
        label: entry.label,
        entryFile: path.join(pkg.dir, entry.entry),
        packageDir: pkg.dir,
        apiDir: path.join(docsRoot, version, entry.out),
        apiRoute: `${prefix}/${entry.out}`,
      };
    });
}

/**
 * What a version's data depends on: this plugin's code, TypeScript, the samples, the packages' declarations
 * and the API pages (their names and anchors). The data is computed again only when one of them changes.
 * Files are keyed by their contents and their paths inside their folder, never by where the checkout is.
 */
export function dataKey(samples: Sample[], modules: HoverModule[]): string {
  const hash = crypto.createHash('sha256');
  const addFiles = (dir: string, test: (file: string) => boolean) => {
    if (!fs.existsSync(dir)) return;
    for (const file of (fs.readdirSync(dir, { recursive: true }) as string[]).filter(test).sort()) {
      hash.update(file).update(fs.readFileSync(path.join(dir, file)));
    }
  };
  for (const file of GENERATOR_FILES) hash.update(fs.readFileSync(file));
  hash.update(ts.version);
  hash.update(JSON.stringify(samples));
  for (const module of modules) {
    hash.update(JSON.stringify({ label: module.label, entry: path.relative(module.packageDir, module.entryFile), apiRoute: module.apiRoute }));
    addFiles(module.packageDir, (file) => file.endsWith('.d.ts') && !file.startsWith('node_modules'));
    if (module.apiDir) addFiles(module.apiDir, (file) => file.endsWith('.md'));
  }
  return hash.digest('hex');
}

/** Copies `dataFile` into the store as `stored` (atomically) and drops all but the newest files. */
function keep(storeDir: string, stored: string, dataFile: string) {
  fs.mkdirSync(storeDir, { recursive: true });
  const partial = `${stored}.${process.pid}.tmp`;
  fs.copyFileSync(dataFile, partial);
  fs.renameSync(partial, stored);
  const files = fs
    .readdirSync(storeDir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => ({ file, time: path.join(storeDir, file) === stored ? Infinity : fs.statSync(path.join(storeDir, file)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  for (const { file } of files.slice(STORED)) fs.rmSync(path.join(storeDir, file), { force: true });
}

/** The module the browser imports: the versions and a loader of each version's data (its own chunk). */
export function dataModuleSource(versions: string[], defaultVersion: string): string {
  const loaders = versions.map((version) => `  ${JSON.stringify(version)}: () => import(${JSON.stringify(`./${version}.json`)}),`);
  return [
    `export const site = ${JSON.stringify({ versions, defaultVersion })};`,
    `const loaders = {\n${loaders.join('\n')}\n};`,
    'export const load = (version) => loaders[version]?.().then((module) => module.default);',
    '',
  ].join('\n');
}

export function typeHoversPlugin(options: TypeHoversOptions): RspressPlugin {
  const root = path.resolve(options.root ?? process.cwd());
  const outDir = path.resolve(root, options.outDir ?? 'node_modules/.cache/repack-type-hovers');
  const storeDir = options.storeDir ?? process.env.REPACK_TYPE_HOVERS_CACHE_DIR ?? path.join(os.homedir(), '.cache', 'repack-docs-type-hovers');
  const plugin: RspressPlugin = {
    name: 'repack-type-hovers',
    globalUIComponents: [TYPE_HOVERS_COMPONENT],
    config(config) {
      const docsRoot = path.resolve(config.root ?? 'docs');
      const versions = config.multiVersion?.versions ?? [...new Set(options.entries.map((entry) => entry.version))];
      const defaultVersion = config.multiVersion?.default ?? versions[0];
      const started = Date.now();
      fs.mkdirSync(outDir, { recursive: true });
      const counts: string[] = [];
      for (const version of versions) {
        const modules = versionModules(options.entries, version, root, docsRoot, versionPrefix(version, defaultVersion));
        const samples = versionSamples(docsRoot, version);
        const key = dataKey(samples, modules);
        const dataFile = path.join(outDir, `${version}.json`);
        const keyFile = path.join(outDir, `${version}.key`);
        if (fs.existsSync(dataFile) && fs.existsSync(keyFile) && fs.readFileSync(keyFile, 'utf8') === key) {
          counts.push(`${version}: unchanged`);
          continue;
        }
        const stored = path.join(storeDir, `${key}.json`);
        if (fs.existsSync(stored)) {
          fs.copyFileSync(stored, dataFile);
          fs.writeFileSync(keyFile, key);
          counts.push(`${version}: restored`);
          continue;
        }
        const data = generateTypeHovers(samples, modules);
        fs.writeFileSync(dataFile, JSON.stringify(data));
        fs.writeFileSync(keyFile, key);
        keep(storeDir, stored, dataFile);
        counts.push(`${version}: ${Object.values(data.lines).flat().length} names, ${data.hovers.length} hovers`);
      }
      fs.writeFileSync(path.join(outDir, 'index.mjs'), dataModuleSource(versions, defaultVersion));
      console.log(`[type-hovers] ${counts.join('; ')} (${Date.now() - started} ms)`);
      plugin.builderConfig = { resolve: { alias: { [DATA_MODULE]: path.join(outDir, 'index.mjs') } } };
      return config;
    },
  };
  return plugin;
}
