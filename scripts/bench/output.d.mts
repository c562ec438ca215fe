export interface Sizes {
  raw: number;
  gzip: number;
}
export interface FirstLoadAsset {
  url: string;
  type: 'js' | 'css' | 'font';
  how: string;
  fontType?: string;
  crossorigin?: boolean;
}
export interface StaticFirstLoad {
  routePath: string;
  html: Sizes;
  /** The CSS of the page's `<style>` elements (its inlined critical CSS). */
  inlineCss: Sizes;
  /** The HTML without its `<style>` elements. */
  markup: Sizes;
  js: Sizes & { files: string[] };
  css: Sizes & { files: string[] };
  assets: FirstLoadAsset[];
}
export function gzipSize(data: string | Buffer): number;
export function listFiles(root: string): string[];
export function htmlFileFor(root: string, routePath: string): string;
export function firstLoadAssetsOfHtml(html: string): FirstLoadAsset[];
export function splitInlineCss(html: string): { css: string; markup: string };
export function staticFirstLoad(root: string, routePath: string): StaticFirstLoad;
export interface SearchIndexFile {
  file: string;
  version: string;
  raw: number;
  gzip: number;
  pages: number;
  /** Page text files named by the index (fetched for the pages a search finds). */
  pageTexts: { files: number; gzip: number; largestGzip: number };
}
export function searchIndexes(root: string): SearchIndexFile[];
export function fontFiles(root: string): { file: string; bytes: number }[];
export function imageFiles(root: string): { file: string; bytes: number; svg: boolean }[];
export function imagesWithoutSize(root: string): { page: string; tag: string }[];
export function imageSourcesInHtml(root: string): string[];
export function siteSummary(root: string): { pages: number; files: number; totalBytes: number; bytesByKind: Record<string, number> };
