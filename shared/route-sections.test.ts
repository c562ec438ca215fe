import { describe, expect, it } from 'vitest';
import { routeSectionOf, sectionRoutes, sectionSlug, type SectionModule } from './route-sections.mjs';

const VERSIONS = ['2.x', '3.x'];

describe('routeSectionOf', () => {
  it.each([
    ['/docs/getting-started', '/docs'],
    ['/docs/', '/docs'],
    ['/docs/index', '/docs'],
    ['/api/repack/classes/RepackPlugin', '/api'],
    ['/2.x/docs/getting-started', '/2.x/docs'],
    ['/2.x/api/node/classes/DevServer', '/2.x/api'],
    ['/2.x/docs/', '/2.x/docs'],
  ])('%s is in the section %s', (route, section) => {
    expect(routeSectionOf(route, VERSIONS)).toBe(section);
  });

  it.each(['/', '/index', '/2.x/', '/2.x/index', '/2.x', '/contributing', '/404'])('%s is in no section', (route) => {
    expect(routeSectionOf(route, VERSIONS)).toBeUndefined();
  });

  it('reads a first segment as a version only when the site has that version', () => {
    expect(routeSectionOf('/2.x/docs/a', [])).toBe('/2.x');
  });

  it('names section chunks by their path', () => {
    expect(sectionSlug('/2.x/api')).toBe('2.x-api');
    expect(sectionSlug('/docs')).toBe('docs');
  });
});

describe('sectionRoutes', () => {
  const realRoute = (path: string) => ({
    path,
    filePath: `${path.slice(1)}.md`,
    lang: 'en',
    preload: async () => ({ default: `page ${path}` }),
    element: `element ${path}`,
  });

  type Section = SectionModule<ReturnType<typeof realRoute>>;

  function setUp(load: () => Promise<Section> = async () => ({
    routes: [realRoute('/docs/a'), realRoute('/docs/b')],
    pages: [{ routePath: '/docs/a' }, { routePath: '/docs/b' }],
    sidebars: { '/docs': [{ text: 'A', link: '/docs/a' }] },
  })) {
    const site = { pages: [{ routePath: '/' }] as unknown[], sidebars: {} as Record<string, unknown>, element: (loadPage: () => Promise<unknown>) => ({ loadPage }) };
    let loads = 0;
    const entries = sectionRoutes(() => (loads++, load()), ['/docs/a', '/docs/b'], site);
    return { site, entries, loads: () => loads };
  }

  it('stands for each route by its path, loading nothing until one is used', () => {
    const { entries, loads } = setUp();
    expect(entries.map((entry) => entry.path)).toEqual(['/docs/a', '/docs/b']);
    expect(entries[0]).not.toHaveProperty('filePath');
    expect(loads()).toBe(0);
  });

  it("a route's preload loads the section once: every entry becomes its real route, the pages and sidebars join the site's", async () => {
    const { site, entries, loads } = setUp();
    const [a, b] = entries;
    expect(await Promise.all([a.preload(), b.preload()])).toEqual([{ default: 'page /docs/a' }, { default: 'page /docs/b' }]);
    expect(loads()).toBe(1);
    expect(a).toMatchObject({ path: '/docs/a', filePath: 'docs/a.md', lang: 'en', element: 'element /docs/a' });
    expect(b).toMatchObject({ filePath: 'docs/b.md', element: 'element /docs/b' });
    expect(site.pages).toEqual([{ routePath: '/' }, { routePath: '/docs/a' }, { routePath: '/docs/b' }]);
    expect(site.sidebars).toEqual({ '/docs': [{ text: 'A', link: '/docs/a' }] });
  });

  it('the element a route had before its section loaded renders the real page once loaded', async () => {
    const { entries } = setUp();
    const { loadPage } = entries[1].element as { loadPage: () => Promise<unknown> };
    expect(await loadPage()).toEqual({ default: 'page /docs/b' });
  });

  it('a section that failed to load is asked for again on the next use', async () => {
    let fail = true;
    const { entries, loads } = setUp(async () => {
      if (fail) throw new Error('offline');
      return { routes: [realRoute('/docs/a')], pages: [], sidebars: {} };
    });
    await expect(entries[0].preload()).rejects.toThrow('offline');
    fail = false;
    expect(await entries[0].preload()).toEqual({ default: 'page /docs/a' });
    expect(loads()).toBe(2);
  });
});
