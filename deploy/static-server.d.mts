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
/** PEM key and certificate: the server then speaks HTTP/2 over TLS (and HTTP/1.1 to clients without h2). */
export interface StaticServerTls {
  key: string;
  cert: string;
}
export function startStaticServer(options: StaticServerOptions & { port?: number; tls?: StaticServerTls }): Promise<StaticServer>;
/** A self-signed certificate for 127.0.0.1 and its public key's SHA-256 (base64) for Chromium's `--ignore-certificate-errors-spki-list`. */
export function createThrowawayTls(): Promise<StaticServerTls & { spkiSha256: string }>;
