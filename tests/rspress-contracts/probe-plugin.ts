/**
 * An Rspress plugin for the contract tests' fixture site: it writes what Rspress hands to
 * plugins (the generated modules as Rspress wrote them, each page's compiled MDX, the page
 * objects of the search index hooks, the modules each environment builds) to `<site>/probe/`, where the tests read them.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import { GENERATED_PAGE_LIST_MODULE, GENERATED_ROUTES_MODULE, GENERATED_SITE_DATA_MODULE } from '../../plugins/rspress-internals';

export const PROBE_DIR = 'probe';

let probeDir = '';
const write = (name: string, content: string) => fs.writeFileSync(path.join(probeDir, name), content);

/**
 * Sees the generated modules as Rspress wrote them: set up before Rspress's own Rsbuild plugins
 * (plugin `enforce: 'pre'`), its plain transforms run after Rspress's (loaders of later rules run
 * first) and before the `post` ones that rewrite them.
 */
function probeModules(): RsbuildPlugin {
  return {
    name: 'contract-probe:modules',
    enforce: 'pre',
    setup(api) {
      api.transform({ test: GENERATED_PAGE_LIST_MODULE }, ({ code, resourcePath, environment }) => {
        write(`page-list.${environment.name}.json`, JSON.stringify({ resourcePath, code }));
        return code;
      });
      api.transform({ test: GENERATED_SITE_DATA_MODULE }, ({ code, resourcePath, environment }) => {
        write(`site-data.${environment.name}.json`, JSON.stringify({ resourcePath, code }));
        return code;
      });
      api.transform({ test: GENERATED_ROUTES_MODULE, enforce: 'post' }, ({ code, resourcePath, environment }) => {
        write(`routes.${environment.name}.json`, JSON.stringify({ resourcePath, code }));
        return code;
      });
      api.transform({ test: /\.mdx?$/, enforce: 'post', environments: ['web'] }, ({ code, resourcePath }) => {
        write(`page.${path.basename(resourcePath)}.js`, code);
        return code;
      });
      // Every script and style module each environment builds, by file.
      const built: Record<string, Set<string>> = {};
      api.transform({ test: /\.(?:[cm]?js|tsx?|css)$/ }, ({ code, resourcePath, environment }) => {
        (built[environment.name] ??= new Set()).add(resourcePath);
        return code;
      });
      api.onAfterBuild(() => write('modules.json', JSON.stringify(Object.fromEntries(Object.entries(built).map(([name, files]) => [name, [...files]])))));
    },
  };
}

/** Whether each page object reaches `extendPageData` as the same object `modifySearchIndexData` had, after it. */
const indexedPages = new Set<object>();
const extended: { routePath: string; sameObject: boolean; afterIndexHook: boolean }[] = [];
let indexHookRan = false;

const probe: RspressPlugin = {
  name: 'contract-probe',
  config(config) {
    probeDir = path.join(path.dirname(path.resolve(config.root ?? 'docs')), PROBE_DIR);
    fs.mkdirSync(probeDir, { recursive: true });
    return config;
  },
  modifySearchIndexData(pages) {
    indexHookRan = true;
    for (const page of pages) indexedPages.add(page);
    write('search-index-pages.json', JSON.stringify(pages.map((page) => ({ routePath: page.routePath, frontmatter: page.frontmatter }))));
  },
  extendPageData(pageData) {
    extended.push({ routePath: pageData.routePath, sameObject: indexedPages.has(pageData), afterIndexHook: indexHookRan });
    write('extended-pages.json', JSON.stringify(extended));
  },
  builderConfig: { plugins: [probeModules()] },
};

export default probe;
