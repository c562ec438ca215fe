import type { Page } from 'playwright-core';

export interface LoadedKind {
  transfer: number;
  decoded: number;
  files: string[];
}
export interface FirstLoadMeasure {
  url: string;
  js: LoadedKind;
  css: LoadedKind;
  font: LoadedKind;
  image: LoadedKind;
  afterLoad: { path: string; kind: string; transfer: number }[];
  searchIndexFetched: boolean;
}
export function kindOf(url: string): 'js' | 'css' | 'font' | 'search-index' | 'image' | 'other';
export function measureFirstLoad(page: Page, url: string, options?: { settleMs?: number }): Promise<FirstLoadMeasure>;
