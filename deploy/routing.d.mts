import type { RedirectRule, SiteVersions } from '../shared/site-versions.mjs';

/** How a server answers requests the way the hosts are configured (see deploy/static-server.mjs). */
export interface Routing {
  /** The target of a permanent redirect for this path, or `undefined`. */
  redirect: (urlPath: string) => string | undefined;
  /** The path whose file answers a request no file answers directly. */
  rewrite: (urlPath: string) => string;
}

export type SiteRouting = SiteVersions & { redirects: RedirectRule[] };

export const REDIRECTS_FILE: string;
export function lineOf(text: string, needle: string): number;
export function readJsonFile(file: string, displayName?: string): { data: unknown; text: string };
export function readRouting(site: SiteVersions, docsDir?: string): SiteRouting;
export function readProjectRouting(root?: string, config?: string): Promise<SiteRouting>;
export function describeRedirectProblems(rules: RedirectRule[], pages: Iterable<string>, docsDir?: string): string[];
export function servedPathOf(relativeHtml: string): string;
export function pagesOfBuild(outDir: string): string[];
export function pagesOfSources(docsDir: string, site: SiteVersions): string[];
export function createRouting(routing: SiteRouting): Routing;
