import type { Routing } from './routing.mjs';

export type HeadersFor = (urlPath: string, filePath?: string) => Record<string, string>;
export interface StaticServer {
  url: string;
  close: () => Promise<void>;
}
export function resolveStaticFile(root: string, urlPath: string): string | null;
export function createStaticHandler(options: { root: string; headersFor?: HeadersFor; routing?: Routing }): import('node:http').RequestListener;
export function createStaticServer(options: { root: string; headersFor?: HeadersFor; routing?: Routing }): import('node:http').Server;
export function startStaticServer(options: { root: string; port?: number; headersFor?: HeadersFor; routing?: Routing }): Promise<StaticServer>;
