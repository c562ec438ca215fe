export interface AnalyticsSettings {
  /** `data-domain` of the Plausible script. */
  domain: string;
  scriptSrc: string;
  origin: string;
}
export interface DocSearchSettings {
  appId: string;
  apiKey: string;
  indexName: string;
}
export interface RemoteSearchSettings {
  /** The search API: `GET {apiUrl}?keyword=…&limit=…&searchIndexes=a,b&lang=…`, answering a list of `{ index, hits }` groups. */
  apiUrl: string;
  /** Index names sent to the API (`searchIndexes=a,b`). */
  searchIndexes?: string[];
}
export interface PublishingSettings {
  analytics: AnalyticsSettings | null;
  docsearch: DocSearchSettings | null;
  remoteSearch: RemoteSearchSettings | null;
}
export interface HeaderSettings extends PublishingSettings {
  scriptHashes: string[];
}
export type HeaderRule = { match: 'all' | 'revalidate' | 'immutable'; headers: Record<string, string> };

export const CSP_HASHES_FILE: string;
export const IMMUTABLE_CACHE: string;
export const REVALIDATE_CACHE: string;
export const IMMUTABLE_PREFIX: string;
export const PERMISSIONS_POLICY: string;

export function analyticsFromEnv(env?: Record<string, string | undefined>): AnalyticsSettings | null;
export function docsearchFromEnv(env?: Record<string, string | undefined>): DocSearchSettings | null;
export function checkApiUrl(apiUrl: string): string;
export function remoteSearchFromEnv(env?: Record<string, string | undefined>): RemoteSearchSettings | null;
export function remoteSearchOrigin(remoteSearch: RemoteSearchSettings): string | null;
export function publishingSettingsFromEnv(env?: Record<string, string | undefined>): PublishingSettings;
export function readScriptHashes(file?: string): string[];
export function headerSettingsFromEnv(env?: Record<string, string | undefined>): HeaderSettings;
export function inlineScripts(html: string): string[];
export function cspHash(source: string): string;
export function hashInlineScripts(htmlFiles: string[]): string[];
export function listHtmlFiles(dir: string): string[];
export function contentSecurityPolicy(settings: HeaderSettings): string;
export function securityHeaders(settings: HeaderSettings): Record<string, string>;
export function isImmutableAsset(urlPath: string): boolean;
export function cacheControlFor(urlPath: string): string;
export function headerRules(settings: HeaderSettings): HeaderRule[];
export function createHeadersFor(settings?: HeaderSettings): (urlPath: string, filePath?: string) => Record<string, string>;
export function headersFor(urlPath: string, filePath?: string): Record<string, string>;
