// Route sections: the route table, page list and sidebars of each part of the site ("/docs",
// "/api", "/2.x/docs", "/2.x/api", "/contributing") travel in their own chunk, loaded with the first page of that
// part a reader opens, instead of all of them in every page's first load (plugins/route-table).
//
// The build (plugins/route-table) and the browser (the routes module it writes) both import this
// module: it is pure (no Node or browser API, no imports), so it runs on both sides.

/**
 * The section of a route: its version prefix and first folder (`/docs/getting-started` →
 * `/docs`, `/2.x/api/node/classes/DevServer` → `/2.x/api`, `/docs/` → `/docs`), or `undefined`
 * for a page at a version's top level (`/`, `/2.x/`, `/404`), which stays in the first load.
 * `versions` are the site's version names; a first segment naming one is a version prefix.
 * @param {string} routePath
 * @param {readonly string[]} versions
 * @returns {string | undefined}
 */
export function routeSectionOf(routePath, versions) {
  const segments = routePath.split('/').slice(1);
  const folderAt = segments.length > 1 && versions.includes(segments[0]) ? 1 : 0;
  if (segments.length <= folderAt + 1 || !segments[folderAt]) return undefined;
  return `/${segments.slice(0, folderAt + 1).join('/')}`;
}

/** A section as a chunk name part: `/2.x/api` → `2.x-api`. */
export function sectionSlug(section) {
  return section.slice(1).replace(/\//g, '-');
}

/**
 * Browser side: the route entries that stand for a section's routes (`paths`) until the section's
 * chunk has loaded. Rspress's runtime matches a URL against the route table it reads once, so
 * every route is in it from the start; the first preload (a link hovered or followed, the page
 * being opened) or render of one of them loads the section (`load()`, the chunk's module), which
 * fills each entry in place with the real route (its file, language, version, element and
 * preload), adds the section's pages to the page list (`site.pages`) and its sidebars to the
 * site's (`site.sidebars`). `site.element(loadPage)` makes a route element from a page loader.
 * @template Route
 * @param {() => Promise<{ routes: Route[], pages: unknown[], sidebars: Record<string, unknown> }>} load
 * @param {readonly string[]} paths
 * @param {{ pages: unknown[], sidebars: Record<string, unknown>, element: (loadPage: () => Promise<unknown>) => unknown }} site
 */
export function sectionRoutes(load, paths, site) {
  /** @type {Map<string, any>} */
  const entries = new Map();
  /** @type {Promise<void> | undefined} */
  let loading;
  const loadSection = () =>
    (loading ??= load().then(
      (section) => {
        for (const route of section.routes) Object.assign(entries.get(/** @type {any} */ (route).path) ?? {}, route);
        site.pages.push(...section.pages);
        Object.assign(site.sidebars, section.sidebars);
      },
      (error) => {
        loading = undefined;
        throw error;
      },
    ));
  for (const path of paths) {
    const entry = {
      path,
      preload: async () => {
        await loadSection();
        return entry.preload();
      },
      element: site.element(async () => {
        await loadSection();
        return entry.preload();
      }),
    };
    entries.set(path, entry);
  }
  return [...entries.values()];
}
