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
      const { generateApiDocs } = await import('./generate');
      const results = await generateApiDocs({ ...options, docsRoot });
      console.log(formatReport(results, Date.now() - started));
      return config;
    },
  };
}

export function formatReport(results: EntryResult[], ms: number): string {
  const parts = results.map((r) => `${r.entry.version}/${r.entry.out} ${r.status} (${r.pages} pages${r.status === 'generated' ? `, ${r.ms} ms` : ''})`);
  return `[typedoc] API reference ready in ${ms} ms: ${parts.join(', ')}`;
}

export default typedocPlugin;
