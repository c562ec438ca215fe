/**
 * Rspress plugin: the map of API changes between two versions ("API changes from 2.x"), built
 * from the API models plugins/typedoc stores next to the pages it generates (no second TypeDoc
 * run), the pages each version maps to the other (docs/<version>/_versions.json) and a declared
 * rename list. It writes the changes page and marks every API page of both versions with its
 * entry, as Markdown under the page title (a remark plugin: nothing runs in the browser).
 *
 * Runs in the `config` hook, after plugins/typedoc's (listed after it), before routes are scanned.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { siteVersionsOf, withVersion } from '../../shared/site-versions.mjs';
import { MODEL_FILE, type ApiModel } from '../typedoc/api-model';
import type { TypedocEntry } from '../typedoc/types';
import { readMappings } from '../version-links/mappings';
import { compileMappings, mappedPath } from '../version-links/targets';
import { diffApis, renameProblems, type DiffResult, type ModelSide } from './diff';
import { entryIds, pageMarks, renderChangesPage } from './render';
import { readRenames } from './renames';

export interface ApiChangesOptions {
  /** The old version, e.g. `2.x`. */
  from: string;
  /** The new version, where the changes page lives, e.g. `3.x`. */
  to: string;
  /** The typedoc plugin's entries: their output folders hold the models. */
  entries: TypedocEntry[];
  /** Declared renames (symbols and members), relative to the docs root (a build may run in another directory). */
  renames: string;
  /** The changes page, relative to `docs/<to>/`, without extension, e.g. `api/changes-from-2x`. */
  page: string;
}

export const PLUGIN_NAME = 'repack-api-changes';

function readModels(docsRoot: string, version: string, entries: TypedocEntry[]): ModelSide[] {
  return entries
    .filter((entry) => entry.version === version)
    .map((entry) => {
      const file = path.join(docsRoot, version, entry.out, MODEL_FILE);
      if (!fs.existsSync(file)) throw new Error(`[${PLUGIN_NAME}] no API model at ${file}: list this plugin after plugins/typedoc`);
      return { route: `/${entry.out}`, model: JSON.parse(fs.readFileSync(file, 'utf8')) as ApiModel };
    });
}

type LinkCheck = NonNullable<NonNullable<NonNullable<Parameters<NonNullable<RspressPlugin['config']>>[0]['markdown']>['link']>['checkAnchors']>;

/** Lets the anchor check through links to the changes page's entries (table rows, not headings). */
export function withEntryAnchors(check: LinkCheck, pageName: string, ids: Set<string>): (url: string) => boolean {
  const excludes = typeof check === 'object' ? check.excludes : undefined;
  return (url) => {
    if (Array.isArray(excludes) ? excludes.includes(url) : excludes?.(url)) return true;
    const [target, hash] = url.split('#');
    if (!hash) return false;
    return target.split('?')[0].replace(/\.(md|mdx|html)$/, '').split('/').pop() === pageName && ids.has(decodeURIComponent(hash));
  };
}

/** Remark plugin: the page's mark goes right under its title. */
export function remarkApiMarks(marks: Map<string, string>) {
  return () => (tree: Root, file: VFile) => {
    const mark = file.path ? marks.get(path.resolve(file.path)) : undefined;
    if (!mark) return;
    const title = tree.children.findIndex((node) => node.type === 'heading' && node.depth === 1);
    tree.children.splice(title + 1, 0, ...fromMarkdown(mark).children);
  };
}

export function apiChangesPlugin(options: ApiChangesOptions): RspressPlugin {
  return {
    name: PLUGIN_NAME,
    config(config) {
      const docsRoot = path.resolve(config.root ?? 'docs');
      const site = siteVersionsOf(config.multiVersion);
      const before = readModels(docsRoot, options.from, options.entries);
      const after = readModels(docsRoot, options.to, options.entries);
      const renamesFile = path.resolve(docsRoot, options.renames);
      const renamesName = path.relative(process.cwd(), renamesFile);
      const renames = readRenames(renamesFile, renamesName, options.to);
      const problems = renameProblems({ before, after, renames });
      if (problems.length) throw new Error(`[${PLUGIN_NAME}] ${problems.map((p) => `${renamesName}:${p.line}: ${p.message}`).join('\n')}`);

      const { declared } = readMappings(docsRoot, site.versions);
      const mappings = compileMappings(declared);
      const routes = { ...site, routes: new Set<string>(), mappings };
      const result: DiffResult = diffApis({ before, after, renames, mapPage: (p) => mappedPath(p, options.from, options.to, routes) });

      const pagePath = `/${options.page}`;
      const compared = [...new Set([...before, ...after].map((s) => `${s.model.packageName}@${s.model.packageVersion}`))];
      const renderOptions = { fromVersion: options.from, toVersion: options.to, defaultVersion: site.defaultVersion, pagePath, compared };
      const pageFile = path.join(docsRoot, options.to, `${options.page}.md`);
      const page = renderChangesPage(result, renderOptions);
      if (!fs.existsSync(pageFile) || fs.readFileSync(pageFile, 'utf8') !== page) fs.writeFileSync(pageFile, page);

      const marks = new Map(pageMarks(result, renderOptions).map((m) => [path.join(docsRoot, m.version, `${m.path}.md`), m.markdown]));
      const link = config.markdown?.link;
      const ids = new Set(entryIds(result));
      config.markdown = {
        ...config.markdown,
        remarkPlugins: [...(config.markdown?.remarkPlugins ?? []), remarkApiMarks(marks)],
        ...(link?.checkAnchors ? { link: { ...link, checkAnchors: { excludes: withEntryAnchors(link.checkAnchors, path.basename(options.page), ids) } } } : {}),
      };
      const counts = result.changes.length;
      console.log(`[api-changes] ${withVersion(pagePath, options.to, site.defaultVersion)}: ${counts} entries, ${marks.size} API pages marked`);
      return config;
    },
  };
}
