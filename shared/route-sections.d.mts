export interface SectionModule<Route> {
  routes: Route[];
  pages: unknown[];
  sidebars: Record<string, unknown>;
}
export interface SectionSite {
  pages: unknown[];
  sidebars: Record<string, unknown>;
  element: (loadPage: () => Promise<unknown>) => unknown;
}
export interface SectionRouteEntry {
  path: string;
  preload: () => Promise<unknown>;
  element: unknown;
  [field: string]: unknown;
}

export function routeSectionOf(routePath: string, versions: readonly string[]): string | undefined;
export function sectionSlug(section: string): string;
export function sectionRoutes<Route extends { path: string }>(load: () => Promise<SectionModule<Route>>, paths: readonly string[], site: SectionSite): SectionRouteEntry[];
