// @vitest-environment jsdom
/**
 * Contract tests of theme/rspress-internals against the installed @rspress/core, unmocked: one
 * named test per internal the theme relies on (the names are quoted in the module's comments).
 * Only the modules Rspress generates at build time are stand-ins (vitest.config.ts). A failure
 * names the internal that changed; fix it in theme/rspress-internals, not in the components.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SidebarData } from '@rspress/core';
import { initPageData, MemoryRouter, PageContext, useFrontmatter, usePage } from '@rspress/core/runtime';
import { FallbackHeading as DefaultFallbackHeading, getCustomMDXComponent, Tab, Tabs as DefaultTabs, useStorageValue } from '@rspress/core/theme-original';
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { createElement, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { SidebarList } from '../components/Sidebar/Sidebar';
import {
  BUTTON_CLASS,
  CONTENT_CLASS,
  isNotFoundPage,
  LAYOUT_CLASS,
  loadPageData,
  PageDataProvider,
  PLAIN_MARKDOWN_ELEMENTS,
  SIDEBAR_CLASS,
  OUTLINE_CLASS,
  useHeadingSlug,
  useHydratedPageDataKept,
  usePageContext,
} from '.';
import { pageData as stubPageData, STUB_PAGE, STUB_SECTION_PAGE } from './generated-modules.stub';
import * as copyToClipboard from './copy-to-clipboard';
import * as scrollIntoView from './scroll-into-view';
import * as scrollLock from './scroll-lock';
import { MODAL_CONTAINER_ID, SEARCH_PANEL_CLASS, SUGGEST_ITEM_CLASS } from './search-panel';
import { STORAGE_SYNC_EVENT, TABS_CLASS, tabGroupStorageKey } from './tabs';
import { isSidebarDivider, isSidebarGroup, isSidebarSectionHeader, SidebarDivider, SidebarSectionHeader } from './sidebar';

const require = createRequire(import.meta.url);
const CORE = path.dirname(require.resolve('@rspress/core/package.json'));
const DIST = path.join(CORE, 'dist');
const THEME_DIR = path.resolve(__dirname, '..');
const VERSION = (JSON.parse(fs.readFileSync(path.join(CORE, 'package.json'), 'utf8')) as { version: string }).version;

function listFiles(dir: string, extension: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'eject-theme' ? [] : listFiles(file, extension);
    return file.endsWith(extension) ? [file] : [];
  });
}
const read = (file: string) => fs.readFileSync(file, 'utf8');
const distCss = listFiles(DIST, '.css').map(read).join('\n');
const distJs = listFiles(path.join(DIST, 'theme'), '.js').concat(listFiles(path.join(DIST, 'runtime'), '.js')).map(read).join('\n');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const definesClass = (css: string, name: string) => new RegExp(`\\.${escape(name)}(?![\\w-])`).test(css);
const usesClass = (js: string, name: string) => new RegExp(`(?<![\\w-])${escape(name)}(?![\\w-])`).test(js);
const distFile = (file: string) => path.join(DIST, file);
/** Every group of class names of theme/rspress-internals, by name. */
const RSPRESS_CLASS_GROUPS = {
  SIDEBAR_CLASS,
  OUTLINE_CLASS,
  TABS_CLASS,
  SEARCH_PANEL_CLASS,
  SUGGEST_ITEM_CLASS,
  PLAIN_MARKDOWN_ELEMENTS,
  BUTTON_CLASS,
  CONTENT_CLASS,
  LAYOUT_CLASS,
};
const upgradeHint = `(@rspress/core ${VERSION}; see theme/rspress-internals/index.ts)`;

afterEach(() => window.localStorage.clear());

describe('browser-side Rspress internals (theme/rspress-internals)', () => {
  it('every internal names a contract test that exists', () => {
    const names = new Set([...read(__filename).matchAll(/\bit\(\s*([`'"])(.+?)\1,/g)].map(([, , name]) => name));
    const modules = fs.readdirSync(__dirname, { recursive: true, encoding: 'utf8' }).filter((file) => /\.ts$/.test(file) && !file.includes('.test.'));
    // Comment text joined into one line, so that a cited name may wrap.
    const prose = (file: string) => read(path.join(__dirname, file)).replace(/\n\s*(?:\*|\/\/)?\s*/g, ' ');
    const cited = modules.flatMap((file) =>
      [...prose(file).matchAll(/Guarded by ("[^"]+"(?:\s*(?:,|and)\s*"[^"]+")*)/g)].flatMap(([, list]) => [...list.matchAll(/"([^"]+)"/g)].map(([, name]) => ({ file, name }))),
    );
    expect(cited.length, 'the internals cite their tests').toBeGreaterThan(10);
    const unknown = cited.filter(({ name }) => !name.startsWith('<') && !names.has(name)).map(({ file, name }) => `${file}: "${name}"`);
    expect(unknown, 'internals citing a contract test that does not exist').toEqual([]);
  });

  describe('sidebar', () => {
    it('the default sidebar pieces render the markup our sidebar relies on', () => {
      const sidebar: SidebarData = [
        { text: 'Guide', link: '/guide' },
        { dividerType: 'solid' },
        { sectionHeaderText: 'API' },
        {
          text: '@callstack/repack',
          link: '/api/repack',
          collapsible: true,
          collapsed: false,
          items: [{ text: 'RepackPlugin', link: '/api/repack/plugin' }],
        },
      ] as SidebarData;
      function Harness() {
        const [data, setData] = useState(sidebar);
        return <SidebarList sidebarData={data} setSidebarData={setData} />;
      }
      const { container } = render(
        <MemoryRouter initialEntries={['/api/repack/plugin']}>
          <Harness />
        </MemoryRouter>,
      );
      const links = [...container.querySelectorAll<HTMLAnchorElement>('a')];
      expect(links.map((link) => [link.getAttribute('href'), link.textContent]), 'SidebarItem renders one link per page, named by its text').toEqual([
        ['/guide', 'Guide'],
        ['/api/repack', 'Overview'],
        ['/api/repack/plugin', 'RepackPlugin'],
      ]);
      for (const link of links) {
        expect(link.classList.contains(SIDEBAR_CLASS.item), `SidebarItem's link has the class ${SIDEBAR_CLASS.item} ${upgradeHint}`).toBe(true);
        expect(link.querySelector(`.${SIDEBAR_CLASS.left}`), `SidebarItem's link holds .${SIDEBAR_CLASS.left}`).not.toBeNull();
      }
      // The group's own page comes first inside it, marked as a nested item as the default would mark it.
      expect(links[1].classList.contains(SIDEBAR_CLASS.groupItem), `SidebarItem passes className (${SIDEBAR_CLASS.groupItem}) on`).toBe(true);
      expect(links[2].getAttribute('data-depth'), 'SidebarItem gives its depth as data-depth').toBe('1');
      const title = screen.getByRole('button', { name: '@callstack/repack' });
      expect(title.classList.contains(SIDEBAR_CLASS.group)).toBe(true);
      expect(container.querySelector('.rp-sidebar-divider'), 'SidebarDivider renders .rp-sidebar-divider').not.toBeNull();
      expect(screen.getByText('API').closest('.rp-sidebar-section-header'), 'SidebarSectionHeader renders its text in .rp-sidebar-section-header').not.toBeNull();
      fireEvent.click(title);
      expect(title.getAttribute('aria-expanded')).toBe('false');
      render(<SidebarDivider depth={0} dividerType="dashed" />);
      render(<SidebarSectionHeader sectionHeaderText="Section" />);
    });

    it('the sidebar item type guards tell dividers, section headers, groups and pages apart', () => {
      const items = [{ dividerType: 'solid' }, { sectionHeaderText: 'API' }, { text: 'Group', items: [] }, { text: 'Page', link: '/page' }] as SidebarData;
      expect(items.map((item) => [isSidebarDivider(item), isSidebarSectionHeader(item), isSidebarGroup(item)])).toEqual([
        [true, false, false],
        [false, true, false],
        [false, false, true],
        [false, false, false],
      ]);
    });
  });

  describe('class names', () => {
    for (const [group, classes] of Object.entries(RSPRESS_CLASS_GROUPS)) {
      it(`${group} class names are defined by the installed Rspress`, () => {
        const missing = Object.entries(classes)
          .filter(([, name]) => !definesClass(distCss, name) && !usesClass(distJs, name))
          .map(([key, name]) => `${group}.${key} = '${name}'`);
        expect(missing, `class names neither styled nor rendered by @rspress/core ${VERSION} any more: rename them in theme/rspress-internals/index.ts`).toEqual([]);
      });
    }

    it('the private CSS we import exists and defines the class names we reuse', () => {
      // Classes the default theme renders but styles elsewhere, or not at all.
      const stylesElsewhere = new Set<string>([TABS_CLASS.content, OUTLINE_CLASS.scrollToTop, SEARCH_PANEL_CLASS.noResult]);
      const expected: Record<string, string[]> = {
        'outline.ts': Object.values(OUTLINE_CLASS),
        'search-panel.ts': [...Object.values(SEARCH_PANEL_CLASS), ...Object.values(SUGGEST_ITEM_CLASS)],
        'tabs.ts': Object.values(TABS_CLASS),
      };
      const stylesDir = path.join(__dirname, 'styles');
      expect(fs.readdirSync(stylesDir).sort()).toEqual(Object.keys(expected).sort());
      const problems: string[] = [];
      for (const [module, classes] of Object.entries(expected)) {
        const imported = [...read(path.join(stylesDir, module)).matchAll(/import '@rspress\/core\/dist\/([^']+\.css)'/g)].map(([, file]) => distFile(file));
        if (imported.length === 0) problems.push(`styles/${module} imports no CSS of @rspress/core`);
        const missingFiles = imported.filter((file) => !fs.existsSync(file));
        problems.push(...missingFiles.map((file) => `styles/${module}: ${path.relative(CORE, file)} no longer exists`));
        const css = imported.filter((file) => fs.existsSync(file)).map(read).join('\n');
        for (const name of classes) if (!stylesElsewhere.has(name) && !definesClass(css, name)) problems.push(`styles/${module}: .${name} is not styled there`);
      }
      expect(problems, upgradeHint).toEqual([]);
    });

    it('our CSS styles only class names the installed Rspress defines', () => {
      const ours = new Set<string>(Object.values(RSPRESS_CLASS_GROUPS).flatMap((classes) => Object.values(classes)));
      const problems: string[] = [];
      for (const file of listFiles(THEME_DIR, '.css')) {
        read(file)
          .split('\n')
          .forEach((line, index) => {
            for (const [, name] of line.matchAll(/\.(rp-[\w-]+)/g)) {
              if (!definesClass(distCss, name) && !usesClass(distJs, name) && !ours.has(name)) problems.push(`${path.relative(THEME_DIR, file)}:${index + 1}: .${name}`);
            }
          });
      }
      expect(problems, `our CSS targets classes @rspress/core ${VERSION} no longer has`).toEqual([]);
    });
  });

  describe('runtime names', () => {
    it('the tab group storage key and sync event are those of the installed Rspress', () => {
      const events: unknown[] = [];
      const listener = (event: Event) => events.push((event as CustomEvent).detail);
      window.addEventListener(STORAGE_SYNC_EVENT, listener);
      try {
        render(
          <DefaultTabs groupId="package.manager">
            <Tab label="npm">npm install</Tab>
            <Tab label="yarn">yarn add</Tab>
          </DefaultTabs>,
        );
        fireEvent.click(screen.getByText('yarn'));
      } finally {
        window.removeEventListener(STORAGE_SYNC_EVENT, listener);
      }
      expect(window.localStorage.getItem(tabGroupStorageKey('package.manager')), "the default Tabs store a group's choice under tabGroupStorageKey(groupId)").toBe('1');
      expect(events, `the default theme announces stored values with the ${STORAGE_SYNC_EVENT} event`).toContainEqual({ key: tabGroupStorageKey('package.manager'), newValue: '1' });
      const { result } = renderHook(() => useStorageValue(tabGroupStorageKey('contract'), '0'));
      act(() => result.current[1]('2'));
      expect(window.localStorage.getItem(tabGroupStorageKey('contract'))).toBe('2');
    });

    it('the modal container id is the one the default theme portals into', () => {
      const searchPanel = read(distFile('theme/components/Search/SearchPanel.js'));
      expect(searchPanel.includes(`'${MODAL_CONTAINER_ID}'`) || searchPanel.includes(`"${MODAL_CONTAINER_ID}"`), `Search/SearchPanel.js finds #${MODAL_CONTAINER_ID} ${upgradeHint}`).toBe(true);
    });

    it('the default layout has the elements we find or stop at', () => {
      const missing = [LAYOUT_CLASS.docContent, LAYOUT_CLASS.nav, LAYOUT_CLASS.overview, LAYOUT_CLASS.outlineColumn].filter((name) => !usesClass(distJs, name));
      expect(missing, `layout classes no longer rendered by @rspress/core ${VERSION}`).toEqual([]);
    });

    it('headingSlug gives the ids Rspress gives headings', async () => {
      for (const title of ['Code Splitting & Module Federation (2.x)', 'Ωμέγα: モジュール ½ – “quoted”']) {
        const { container, unmount } = render(
          <MemoryRouter>
            <DefaultFallbackHeading level={2} title={title} />
          </MemoryRouter>,
        );
        const expected = container.querySelector('h2')?.id;
        unmount();
        function Slug() {
          return <output>{useHeadingSlug(title)}</output>;
        }
        const view = await act(async () => render(<Suspense>{<Slug />}</Suspense>));
        await waitFor(() => expect(view.container.querySelector('output')?.textContent, `useHeadingSlug(${JSON.stringify(title)}): the default FallbackHeading's id (the slugger of Rspress's MDX pipeline)`).toBe(expected));
        view.unmount();
      }
    });
  });

  describe('page context', () => {
    it('page data provided in PageContext reaches the runtime hooks', () => {
      function Probe() {
        const { frontmatter } = useFrontmatter();
        const { page } = usePage();
        return <p>{`${String(frontmatter.navbar)} ${page.version}`}</p>;
      }
      function Override({ children }: { children: ReactNode }) {
        const context = usePageContext();
        return (
          <PageDataProvider context={context} data={{ ...context.data!, version: '2.x', frontmatter: { navbar: false } }}>
            {children}
          </PageDataProvider>
        );
      }
      render(
        <PageDataProvider context={{ data: { version: '3.x', frontmatter: {} } } as never} data={{ version: '3.x', frontmatter: {} } as never}>
          <Override>
            <Probe />
          </Override>
        </PageDataProvider>,
      );
      expect(screen.getByText('false 2.x'), 'useFrontmatter() and usePage() read the page data of the nearest PageContext').toBeInTheDocument();
    });

    it("initPageData merges a page's list entry with the data of its chunk", async () => {
      const data = await loadPageData(STUB_PAGE.entry.routePath);
      expect(data, 'the page list entry and the chunk meta (__RSPRESS_PAGE_META, keyed by the encoded file path) merged').toMatchObject({
        ...STUB_PAGE.entry,
        toc: STUB_PAGE.meta.toc,
        frontmatter: STUB_PAGE.meta.frontmatter,
        pageType: 'doc',
      });
    });

    it("a route whose preload fills it in (route sections) gives initPageData its page list entry and chunk data", async () => {
      expect(stubPageData.pages, 'the section has not loaded yet').not.toContainEqual(STUB_SECTION_PAGE.entry);
      const data = await loadPageData(STUB_SECTION_PAGE.entry.routePath);
      expect(data, 'initPageData reads the route file and the page list only after awaiting the route preload (shared/route-sections.mjs relies on it)').toMatchObject({
        ...STUB_SECTION_PAGE.entry,
        frontmatter: STUB_SECTION_PAGE.meta.frontmatter,
        pageType: 'doc',
      });
    });

    it('App takes the page data from the cache warmPageData fills, in a layout effect', async () => {
      const appSource = read(path.join(DIST, 'runtime/App.js'));
      const effect = appSource.slice(appSource.indexOf('useLayoutEffect('));
      const cacheRead = effect.indexOf('consumeCachedPageData(pathname)');
      expect(cacheRead, `runtime/App.js reads the page-data cache in its layout effect ${upgradeHint}`).toBeGreaterThan(-1);
      expect(effect.indexOf('initPageData(pathname)'), 'and loads the data again only when the cache misses').toBeGreaterThan(cacheRead);

      const hydratedWith = { ...STUB_PAGE.entry, pageType: 'doc' };
      function Probe() {
        useHydratedPageDataKept();
        return null;
      }
      render(
        <PageContext.Provider value={{ data: hydratedWith as never, setData: () => {} }}>
          <MemoryRouter initialEntries={[STUB_PAGE.entry.routePath]}>
            <Probe />
          </MemoryRouter>
        </PageContext.Provider>,
      );
      const { consumeCachedPageData } = (await import(pathToFileURL(path.join(DIST, 'runtime/initPageData.js')).href)) as { consumeCachedPageData: (route: string) => unknown };
      expect(consumeCachedPageData(STUB_PAGE.entry.routePath), 'App finds the very object the page hydrated with').toBe(hydratedWith);
    });

    it('the runtime marks the not-found page with pageType 404', async () => {
      const data = await initPageData('/no-such-page');
      expect(isNotFoundPage(data as { pageType?: string }), `initPageData of an unknown route answers pageType '404' (got ${JSON.stringify((data as { pageType?: string }).pageType)})`).toBe(true);
      expect(isNotFoundPage({ pageType: 'doc' })).toBe(false);
    });
  });

  describe('generated modules', () => {
    it('virtual-page-data exports searchIndexHash keyed version###lang', () => {
      const grouping = read(distFile('node/runtimeModule/pageData/createPageData.js'));
      expect(grouping, 'createPageData groups the index by `${version}###${lang}`').toContain('`${version}###${lang}`');
      const writer = read(distFile('node/runtimeModule/pageData/rsbuildPlugin.js'));
      expect(writer, 'the page data module exports `searchIndexHash`, the hash of each group').toMatch(/export const searchIndexHash = \$\{JSON\.stringify\(ref\.indexHashByGroup/);
      expect(read(distFile('theme/components/Search/logic/providers/LocalProvider.js'))).toContain('import { searchIndexHash } from "virtual-page-data"');
    });

    it('virtual-social-links is generated with the icons SVG markup', () => {
      const generator = listFiles(path.join(DIST, 'node'), '.js').map(read).find((source) => source.includes('virtual-social-links'));
      expect(generator, 'a runtime module plugin of @rspress/core generates virtual-social-links').toBeDefined();
      expect(read(distFile('theme/components/SocialLinks/SocialLink.js')), 'the default SocialLink reads the default export as name → SVG').toContain('import virtual_social_links from "virtual-social-links"');
    });

    it('virtual-search-hooks re-exports the search.searchHooks module', async () => {
      const { searchHookVMPlugin } = (await import(/* @vite-ignore */ distFile('node/runtimeModule/searchHooks.js'))) as {
        searchHookVMPlugin: (context: unknown) => Record<string, () => string>;
      };
      const generate = (search: unknown) => searchHookVMPlugin({ config: { search } })['virtual-search-hooks']();
      expect(generate({ searchHooks: '/site/theme/hooks.ts' })).toBe('export * from "/site/theme/hooks.ts"');
      expect(generate({}), 'without searchHooks, a no-op onSearch').toBe('export const onSearch = () => {};');
      expect(read(distFile('theme/components/Search/useSearchPanel.js')), 'the default panel calls beforeSearch, onSearch and afterSearch').toMatch(/beforeSearch[\s\S]*onSearch[\s\S]*afterSearch/);
    });
  });

  it('the default Markdown components of PLAIN_MARKDOWN_ELEMENTS render the plain element', () => {
    const defaults = getCustomMDXComponent() as Record<string, ComponentType<Record<string, unknown>>>;
    const props: Record<string, unknown> = { id: 'an-id', className: 'a-class', title: 'a title', 'data-line': '2', children: 'text <b>' };
    for (const name of PLAIN_MARKDOWN_ELEMENTS) {
      expect(defaults[name], `PLAIN_MARKDOWN_ELEMENTS: the default theme has no Markdown component for ${name} ${upgradeHint}`).toBeTypeOf('function');
      const withChildren = name === 'hr' ? { ...props, children: undefined } : props;
      const wrapped = name === 'tr' || name === 'td' || name === 'th' ? (element: ReactNode) => createElement('table', null, createElement('tbody', null, name === 'tr' ? element : createElement('tr', null, element))) : (element: ReactNode) => element;
      expect(
        renderToStaticMarkup(wrapped(createElement(defaults[name], withChildren))),
        `PLAIN_MARKDOWN_ELEMENTS: the default Markdown component for ${name} no longer renders the plain element ${upgradeHint}`,
      ).toBe(renderToStaticMarkup(wrapped(createElement(name, withChildren))));
    }
  });
  describe('packages replaced in the browser bundle', () => {
    /** What the browser bundle uses in place of each package (BROWSER_REPLACEMENTS of plugins/rspress-internals.ts). */
    const REPLACEMENTS: { packages: string[]; module: object }[] = [
      { packages: ['body-scroll-lock'], module: scrollLock },
      { packages: ['scroll-into-view-if-needed'], module: scrollIntoView },
      { packages: ['copy-to-clipboard'], module: copyToClipboard },
    ];
    // The browser's modules: the prerender's entries (ssrServerEntry, ssrMdServerEntry) keep the real packages.
    const distModules = listFiles(path.join(DIST, 'theme'), '.js')
      .concat(listFiles(path.join(DIST, 'runtime'), '.js'))
      .filter((file) => !/ssr\w*ServerEntry\.js$/.test(file));
    /** The names Rspress's browser code takes from `name`: `x`, `default`, and `default.x` for members of a default or namespace import. */
    function namesImportedFrom(name: string): Set<string> {
      const from = `\\s*from\\s*["']${escape(name)}["']`;
      const names = new Set<string>();
      for (const file of distModules) {
        const code = read(file);
        const named = (list: string) => {
          for (const item of list.split(',').map((part) => part.trim()).filter(Boolean)) names.add(item.split(/\s+as\s+/)[0]);
        };
        for (const [, clause] of code.matchAll(new RegExp(`\\bimport\\s+([^;]+?)${from}`, 'g'))) {
          const [, whole, list] = /^([\w$]+|\*\s+as\s+[\w$]+)?\s*,?\s*(?:\{([^}]*)\})?$/.exec(clause.trim()) ?? [];
          if (list) named(list);
          if (!whole) continue;
          const local = whole.replace(/^\*\s+as\s+/, '');
          if (!whole.startsWith('*')) names.add('default');
          for (const [, member] of code.matchAll(new RegExp(`(?<![\\w$.])${escape(local)}\\.([\\w$]+)`, 'g'))) names.add(`default.${member}`);
        }
        for (const [, list] of code.matchAll(new RegExp(`\\bexport\\s*\\{([^}]*)\\}${from}`, 'g'))) named(list);
      }
      return names;
    }

    /** The same for a replacement module: its exports, and the members of its default export. */
    function namesExportedBy(module: object): Set<string> {
      const names = new Set<string>();
      for (const [exported, value] of Object.entries(module)) {
        names.add(exported);
        if (exported === 'default' && value && typeof value === 'object') for (const member of Object.keys(value)) names.add(`default.${member}`);
      }
      return names;
    }

    it('the packages replaced in the browser bundle are imported by Rspress with the names their replacements export', () => {
      for (const { packages, module } of REPLACEMENTS) {
        const imported = new Set<string>();
        for (const name of packages) {
          const names = namesImportedFrom(name);
          expect(names.size, `${name}: the installed Rspress no longer imports it; drop its replacement ${upgradeHint}`).toBeGreaterThan(0);
          for (const found of names) imported.add(found);
        }
        expect([...namesExportedBy(module)].sort(), `${packages.join(', ')}: Rspress imports other names than its replacement in theme/rspress-internals exports ${upgradeHint}`).toEqual([...imported].sort());
      }
    });
  });
});
