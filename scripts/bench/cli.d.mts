import type { Browser } from 'playwright-core';

export interface BenchSite {
  url: string;
  protocol: 'HTTP/2' | 'HTTP/1.1';
  /** What the bench's Chromium needs to trust the site's throwaway certificate (none over HTTP/1.1). */
  chromiumArgs: string[];
  close: () => Promise<void>;
}
export interface BenchSiteOptions {
  http1?: boolean;
}
export function launchBenchChromium(extraArgs?: readonly string[]): Promise<Browser>;
export function serveBenchSite(root: string, options?: BenchSiteOptions): Promise<BenchSite>;
export function withServedSite<T>(root: string, use: (site: BenchSite) => Promise<T>, options?: BenchSiteOptions): Promise<T>;
export function withSiteAndBrowser<T>(root: string, use: (url: string, browser: Browser, site: BenchSite) => Promise<T>, options?: BenchSiteOptions): Promise<T>;
export function runAsCommand(moduleUrl: string, main: () => Promise<void>): void;
export function readOptions<T extends Record<string, string | number | boolean>>(argv: readonly string[], defaults: T, command: string): T;
