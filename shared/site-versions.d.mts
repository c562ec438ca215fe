export interface SiteVersions {
  versions: string[];
  defaultVersion: string;
}
export interface RedirectRule {
  version: string;
  from: string;
  to: string;
  splat: boolean;
}
export interface RedirectProblem {
  version: string;
  from: string;
  message: string;
}
export type RedirectSource = Record<string, Record<string, string> | string>;

export const REDIRECTS_URL: string;
export function siteVersionsOf(multiVersion: { default?: string; versions?: string[] } | undefined): SiteVersions;
export function isDefaultVersion(version: string | undefined, defaultVersion: string): boolean;
export function permanentPrefix(defaultVersion: string): string;
export function pageOfSourceFile(relativePath: string, site: SiteVersions): { version: string; purePath: string; routePath: string };
export function versionPrefix(version: string, defaultVersion: string): string;
export function withVersion(purePath: string, version: string, defaultVersion: string): string;
export function stripVersion(routePath: string, version: string, defaultVersion: string): string;
export function versionHome(version: string, defaultVersion: string): string;
export function versionOfPath(pathname: string, site: SiteVersions): string;
export function rootPathOfPermanentUrl(pathname: string, site: Pick<SiteVersions, 'defaultVersion'>): string | undefined;
export function trimSlash(path: string): string;
export function sortRules<T extends { from: string; splat: boolean }>(rules: T[]): T[];
export function matchRule<T extends { from: string; to: string; splat: boolean }>(pathname: string, rules: T[]): { rule: T; to: string } | undefined;
export function entryProblem(from: string, to: unknown): string | undefined;
export function redirectRules(source: unknown, site: SiteVersions, file?: string): RedirectRule[];
export function redirectTarget(pathname: string, rules: RedirectRule[]): string | undefined;
export function redirectProblems(rules: RedirectRule[], pages: Iterable<string>): RedirectProblem[];
