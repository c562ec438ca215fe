import type { Browser } from 'playwright-core';

export interface SearchLatencyPage {
  version: string;
  route: string;
  cold: string;
  warm: string[];
}
export interface SearchLatency {
  version: string;
  route: string;
  throttle: number;
  runs: number;
  cold: { query: string; fromOpenMs: number; fromInputMs: number };
  warm: { query: string; fromInputMs: number }[];
}
export const SEARCH_CPU_SLOWDOWN: number;
export const SEARCH_LATENCY_PAGES: SearchLatencyPage[];
export function searchLatencyRun(
  browser: Browser,
  baseUrl: string,
  page: Omit<SearchLatencyPage, 'version'>,
  throttle?: number,
): Promise<{ cold: SearchLatency['cold']; warm: SearchLatency['warm'] }>;
export function searchLatency(browser: Browser, baseUrl: string, options?: { runs?: number; throttle?: number; pages?: SearchLatencyPage[] }): Promise<SearchLatency[]>;
export function formatSearchLatency(results: readonly SearchLatency[], loadAverage?: string): string;
export function loadAverage(): string;
