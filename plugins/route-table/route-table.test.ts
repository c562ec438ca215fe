import { describe, expect, it } from 'vitest';
import { compactGeneratedRoutes } from '../rspress-internals';

// The shape @rspress/core 2.0.22 generates (two routes; the real module has one per page).
const GENERATED = `
import React from 'react';
import { lazyWithPreload } from "react-lazy-with-preload";
const loadRoute0 = () => import(/* webpackChunkName: "route-3b196c7b3b12" */ "/site/docs/2.x/api/about.md")
const Route0 = lazyWithPreload(loadRoute0)
const loadRoute1 = () => import(/* webpackChunkName: "route-ca88b57f8edc" */ "/site/docs/3.x/it's.mdx")
const Route1 = lazyWithPreload(loadRoute1)
export const routes = [
{ path: '/2.x/api/about', element: React.createElement(Route0), filePath: '2.x/api/about.md', preload: async () => {
        await Route0.preload();
        return loadRoute0();
      }, lang: 'en', version: '2.x' },
{ path: '/docs/it\\'s', element: React.createElement(Route1), filePath: '3.x/docs/it\\'s.mdx', preload: async () => {
        await Route1.preload();
        return loadRoute1();
      }, lang: 'en', version: '3.x' }
];
`;

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
