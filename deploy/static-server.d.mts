import type { Routing } from './routing.mjs';

export type HeadersFor = (urlPath: string, filePath?: string) => Record<string, string>;
export interface StaticServer {
  url: string;
  close: () => Promise<void>;
}
export function resolveStaticFile(root: string, urlPath: string): string | null;
export interface StaticServerOptions {
  root: string;
  headersFor?: HeadersFor;
  routing?: Routing;
  rewriteHtml?: (html: string) => string;
}
export function createStaticHandler(options: StaticServerOptions): import('node:http').RequestListener;
export function createStaticServer(options: StaticServerOptions): import('node:http').Server;
export function startStaticServer(options: StaticServerOptions & { port?: number }): Promise<StaticServer>;
