/**
 * Rspress plugin that generates the API reference from the published type
 * declarations with TypeDoc + typedoc-plugin-markdown.
 *
 * It runs in the `config` hook: Rspress calls it (in `rspress dev` and
 * `rspress build` alike) before it scans the docs folder for routes and
 * builds the sidebar from `_meta.json` files, so the generated pages are
 * ordinary pages of the site. `beforeBuild` would be too late: it runs after
 * the routes were collected.
 */
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import type { EntryResult, TypedocPluginOptions } from './types';

export type { EntryResult, TypedocEntry, TypedocPluginOptions } from './types';

export const PLUGIN_NAME = 'repack-typedoc';

export type TypedocRspressPlugin = RspressPlugin & {
  /** The options the plugin was created with (read by tests and tooling). */
  readonly pluginOptions: TypedocPluginOptions;
};

export function typedocPlugin(options: TypedocPluginOptions): TypedocRspressPlugin {
  return {
    name: PLUGIN_NAME,
    pluginOptions: options,
    async config(config) {
      const docsRoot = path.resolve(options.docsRoot ?? config.root ?? 'docs');
      const started = Date.now();
      const { generateApiDocs, memberAnchors } = await import('./generate');
      const results = await generateApiDocs({ ...options, docsRoot });
      console.log(formatReport(results, Date.now() - started));
      const link = config.markdown?.link;
      if (link?.checkAnchors) {
        const known = memberAnchors(results.map((r) => r.outDir));
        config.markdown = { ...config.markdown, link: { ...link, checkAnchors: { excludes: withMemberAnchors(link.checkAnchors, known) } } };
      }
      return config;
    },
  };
}

type AnchorCheck = NonNullable<NonNullable<NonNullable<Parameters<NonNullable<RspressPlugin['config']>>[0]['markdown']>['link']>['checkAnchors']>;

/**
 * Rspress checks anchors against the headings of the target page only; the members of API
 * tables are rows with their own ids (`<a id>`), so links to them (`…/RepackPluginConfig#devserver`)
 * are let through when a generated page of that name has that member anchor. The served ids
 * are checked again in the browser by e2e/site-health/links.e2e.ts.
 */
export function withMemberAnchors(check: AnchorCheck, known: Map<string, Set<string>>): (url: string) => boolean {
  const excludes = typeof check === 'object' ? check.excludes : undefined;
  return (url) => {
    if (Array.isArray(excludes) ? excludes.includes(url) : excludes?.(url)) return true;
    const [target, hash] = url.split('#');
    if (!hash) return false;
    const page = target.split('?')[0].replace(/\.(md|mdx|html)$/, '').split('/').pop()!;
    return known.get(page)?.has(decodeURIComponent(hash)) ?? false;
  };
}

export function formatReport(results: EntryResult[], ms: number): string {
  const parts = results.map((r) => `${r.entry.version}/${r.entry.out} ${r.status} (${r.pages} pages${r.status === 'generated' ? `, ${r.ms} ms` : ''})`);
  return `[typedoc] API reference ready in ${ms} ms: ${parts.join(', ')}`;
}

export default typedocPlugin;
