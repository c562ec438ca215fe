import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compactGeneratedRoutes, generatedRoutesRequest, importPagesAndSidebars } from '../rspress-internals';
import { mainRoutesModule, preloadSectionChunks, sectionPageListModule, sectionRoutesModule, sectionSiteDataModule } from '.';

interface GeneratedRoute {
  path: string;
  file: string;
  filePath: string;
  version: string;
}

/** A routes module in the shape @rspress/core 2.0.22 generates, for these routes (the real module has one per page). */
function generatedRoutes(routes: GeneratedRoute[]): string {
  // Not a template: TypeScript's import scanner (tests/declared-packages.test.ts) loses its place in a
  // template whose substitution has quotes in a regular expression, and reads this file's text as imports.
  const literal = (value: string) => "'" + value.replace(/'/g, "\\'") + "'";
  const constants = routes.map(
    (route, index) =>
      `const loadRoute${index} = () => import(/* webpackChunkName: "route-${index}" */ ${JSON.stringify(route.file)})\nconst Route${index} = lazyWithPreload(loadRoute${index})\n`,
  );
  const entries = routes.map(
    (route, index) =>
      `{ path: ${literal(route.path)}, element: React.createElement(Route${index}), filePath: ${literal(route.filePath)}, preload: async () => {\n        await Route${index}.preload();\n        return loadRoute${index}();\n      }, lang: 'en', version: '${route.version}' }`,
  );
  return `\nimport React from 'react';\nimport { lazyWithPreload } from "react-lazy-with-preload";\n${constants.join('')}export const routes = [\n${entries.join(',\n')}\n];\n`;
}

const GENERATED = generatedRoutes([
  { path: '/2.x/api/about', file: '/site/docs/2.x/api/about.md', filePath: '2.x/api/about.md', version: '2.x' },
  { path: "/docs/it's", file: "/site/docs/3.x/it's.mdx", filePath: "3.x/docs/it's.mdx", version: '3.x' },
]);

/** Evaluates a routes module with stand-ins for React, the lazy loader and `import()`. */
function evaluate(code: string) {
  const body = code
    .replace(/^import .*$/gm, '')
    .replace(/import\((?:\/\*[^*]*\*\/ )?("[^"]*")\)/g, 'load($1)')
    .replace('export const routes =', 'return');
  const React = { createElement: (type: unknown) => ({ element: type }) };
  const lazyWithPreload = (load: () => unknown) => ({ lazy: load, preload: async () => 'preloaded' });
  return new Function('React', 'lazyWithPreload', 'load', body)(React, lazyWithPreload, async (file: string) => `module ${file}`);
}

describe('compactGeneratedRoutes', () => {
  it('builds the same routes as the generated module, with less code', async () => {
    const compact = compactGeneratedRoutes(GENERATED);
    expect(compact.length).toBeLessThan(GENERATED.length);
    expect(compact).not.toContain('const Route0');
    const before = evaluate(GENERATED);
    const after = evaluate(compact);
    expect(after.map(({ element, preload, ...meta }: Record<string, unknown>) => meta)).toEqual(
      before.map(({ element, preload, ...meta }: Record<string, unknown>) => meta),
    );
    expect(after[1]).toMatchObject({ path: "/docs/it's", filePath: "3.x/docs/it's.mdx", lang: 'en', version: '3.x' });
    expect(await after[1].preload()).toBe(await before[1].preload());
    expect(await after[1].preload()).toBe("module /site/docs/3.x/it's.mdx");
    expect(await after[0].element.element.lazy()).toBe('module /site/docs/2.x/api/about.md');
  });

  it('reads the module as SWC prints it too (what a post-transform sees)', async () => {
    const printed = `
import React from 'react';
import { lazyWithPreload } from "react-lazy-with-preload";
const loadRoute0 = ()=>import(/* webpackChunkName: "route-3b196c7b3b12" */ "/site/docs/2.x/api/about.md");
const Route0 = lazyWithPreload(loadRoute0);
export const routes = [
    {
        path: '/2.x/api/about',
        element: /*#__PURE__*/ React.createElement(Route0),
        filePath: '2.x/api/about.md',
        preload: async ()=>{
            await Route0.preload();
            return loadRoute0();
        },
        lang: 'en',
        version: '2.x'
    }
];
`;
    const compact = compactGeneratedRoutes(printed);
    expect(compact).toContain("route(loadRoute0, { path: '/2.x/api/about', filePath: '2.x/api/about.md', lang: 'en', version: '2.x' })");
    const [route] = evaluate(compact);
    expect(route).toMatchObject({ path: '/2.x/api/about', filePath: '2.x/api/about.md', lang: 'en', version: '2.x' });
    expect(await route.preload()).toBe('module /site/docs/2.x/api/about.md');
  });

  it('leaves the module unchanged when something else names a route component (React Refresh in rspress dev)', () => {
    const registered = `${GENERATED}var _c, _c1;\n_c = Route0;\n_c1 = Route1;\n$RefreshReg$(_c, "Route0");\n$RefreshReg$(_c1, "Route1");\n`;
    expect(compactGeneratedRoutes(registered)).toBe(registered);
  });

  it('leaves a module of another shape unchanged', () => {
    const changed = GENERATED.replace("element: React.createElement(Route1)", 'element: null');
    expect(compactGeneratedRoutes(changed)).toBe(changed);
    expect(compactGeneratedRoutes('export const routes = [];')).toBe('export const routes = [];');
  });
});

describe('route sections', () => {
  // Four routes: one outside any section, two in /docs, one in /2.x/api (as compactGeneratedRoutes writes them).
  const compact = compactGeneratedRoutes(
    generatedRoutes([
      { path: '/', file: '/site/docs/3.x/index.md', filePath: '3.x/index.md', version: '3.x' },
      { path: '/docs/a', file: '/site/docs/3.x/docs/a.md', filePath: '3.x/docs/a.md', version: '3.x' },
      { path: '/2.x/api/b', file: '/site/docs/2.x/api/b.md', filePath: '2.x/api/b.md', version: '2.x' },
      { path: "/docs/it's", file: "/site/docs/3.x/docs/it's.md", filePath: "3.x/docs/it's.md", version: '3.x' },
    ]),
  );
  const VERSIONS = ['2.x', '3.x'];
  // The module names, as the import code of the generated page list and site data writes them.
  const [PAGE_LIST, SITE_DATA] = [...importPagesAndSidebars('x').matchAll(/from "([^"]+)"/g)].map((match) => match[1]);

  /** Evaluates a routes module: imports become arguments, `import()` records what it loads. */
  function evaluateModule(code: string) {
    const imported: string[] = [];
    const sections: { load: () => unknown; paths: string[] }[] = [];
    const body = code
      .replace(/^import \{ pageData as (\w+) \} from (".*");$/gm, 'const $1 = (reexports.push($2), { pages: [] });')
      .replace(/^import (\w+SiteData) from (".*");$/gm, 'const $1 = (reexports.push($2), { themeConfig: { sidebar: {} } });')
      .replace(/import\((?:\/\*[^*]*\*\/ )?("[^"]*")\)/g, 'load($1)')
      .replace(/^import .*$/gm, '')
      .replace(/^export \{[^}]*\};$/gm, '')
      .replace('export const routes =', 'return');
    const reexports: string[] = [];
    const React = { createElement: (type: unknown) => ({ element: type }) };
    const lazyWithPreload = (load: () => unknown) => ({ lazy: load, preload: async () => 'preloaded' });
    const sectionRoutes = (load: () => unknown, paths: string[]) => (sections.push({ load, paths }), paths.map((path) => ({ placeholder: path })));
    const routes = new Function('React', 'lazyWithPreload', 'load', 'sectionRoutes', 'reexports', body)(
      React,
      lazyWithPreload,
      async (file: string) => (imported.push(file), `module ${file}`),
      sectionRoutes,
      reexports,
    );
    return { routes, sections, imported, reexports };
  }

  it('the main module keeps the routes outside any section and, for each section, only its paths', async () => {
    const main = mainRoutesModule(compact, 'routes.js', VERSIONS);
    expect(main).not.toContain('/site/docs/3.x/docs/a.md');
    expect(main).not.toContain('/site/docs/2.x/api/b.md');
    const { routes, sections } = evaluateModule(main);
    expect(routes).toEqual([expect.objectContaining({ path: '/', filePath: '3.x/index.md' }), { placeholder: '/docs/a' }, { placeholder: "/docs/it's" }, { placeholder: '/2.x/api/b' }]);
    expect(sections.map((section) => section.paths)).toEqual([['/docs/a', "/docs/it's"], ['/2.x/api/b']]);
    expect(await sections[0].load()).toBe(`module ${generatedRoutesRequest('?repack-section=%2Fdocs')}`);
    expect(main).toContain('webpackChunkName: "repack-section-2.x-api"');
  });

  it("a section's module has its routes, with its part of the page list and of the site data", async () => {
    const { routes, reexports } = evaluateModule(sectionRoutesModule(compact, 'routes.js', VERSIONS, '/docs'));
    expect(routes.map((route: { path: string }) => route.path)).toEqual(['/docs/a', "/docs/it's"]);
    expect(await routes[1].preload()).toBe("module /site/docs/3.x/docs/it's.md");
    expect(reexports).toEqual([`${PAGE_LIST}?repack-section=%2Fdocs`, `${SITE_DATA}?repack-section=%2Fdocs`]);
  });

  it('a routes module of another shape fails the build, naming the file', () => {
    expect(() => mainRoutesModule('export const routes = [];', '/x/routes.js', VERSIONS)).toThrow(/\/x\/routes\.js: the routes module is not in the compact shape/);
  });

  const pageList = `export const pageData = ${JSON.stringify({ pages: [{ routePath: '/' }, { routePath: '/docs/a' }, { routePath: '/2.x/api/b' }] })};\nexport const searchIndexHash = "x";`;
  const readPages = (code: string) => JSON.parse(code.slice('export const pageData = '.length, code.indexOf(';\n'))).pages.map((page: { routePath: string }) => page.routePath);

  it('the page list: the main module keeps the pages outside any section, a section module its own', () => {
    expect(readPages(sectionPageListModule(pageList, 'p.js', VERSIONS, undefined))).toEqual(['/']);
    expect(readPages(sectionPageListModule(pageList, 'p.js', VERSIONS, '/2.x/api'))).toEqual(['/2.x/api/b']);
    expect(sectionPageListModule(pageList, 'p.js', VERSIONS, '/docs')).toContain('export const searchIndexHash = "x";');
  });

  it('the site data: the main module has no section sidebars, a section module its sidebars and nothing else', () => {
    const siteData = `export default ${JSON.stringify({ title: 'Re.Pack', themeConfig: { nav: [1], sidebar: { '/docs': ['a'], '/2.x/api': ['b'] } } })}`;
    const read = (code: string) => JSON.parse(code.slice('export default '.length));
    expect(read(sectionSiteDataModule(siteData, 's.js', VERSIONS, undefined))).toEqual({ title: 'Re.Pack', themeConfig: { nav: [1], sidebar: {} } });
    expect(read(sectionSiteDataModule(siteData, 's.js', VERSIONS, '/2.x/api'))).toEqual({ themeConfig: { sidebar: { '/2.x/api': ['b'] } } });
  });

  it("each page of a section preloads the section's chunk before its own; other pages are left alone", () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-sections-'));
    try {
      const page = (chunk: string) => `<html><head><link rel="preload" href="/static/js/async/${chunk}.js" as="script"></head><body></body></html>`;
      const files = { 'docs/a.html': page('a'), 'index.html': page('home'), '2.x/api/b.html': page('b'), 'docs/redirect.html': '<html><head></head></html>' };
      for (const [file, html] of Object.entries(files)) {
        fs.mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
        fs.writeFileSync(path.join(outDir, file), html);
      }
      const chunks = new Map([['repack-section-docs', 'static/js/async/d.js'], ['repack-section-2.x-api', 'static/js/async/o.js']]);
      expect(preloadSectionChunks(outDir, '/', VERSIONS, chunks)).toBe(2);
      const read = (file: string) => fs.readFileSync(path.join(outDir, file), 'utf8');
      expect(read('docs/a.html')).toContain('<link rel="preload" href="/static/js/async/d.js" as="script"><link rel="preload" href="/static/js/async/a.js" as="script">');
      expect(read('2.x/api/b.html')).toContain('href="/static/js/async/o.js"');
      expect(read('index.html')).toBe(files['index.html']);
      expect(read('docs/redirect.html')).toBe(files['docs/redirect.html']);
      chunks.delete('repack-section-docs');
      fs.writeFileSync(path.join(outDir, 'docs/a.html'), files['docs/a.html']);
      expect(() => preloadSectionChunks(outDir, '/', VERSIONS, chunks)).toThrow('docs/a.html: the build wrote no chunk for its section /docs');
    } finally {
      fs.rmSync(outDir, { recursive: true, force: true });
    }
  });
});
