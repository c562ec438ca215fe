export type HeadersFor = (urlPath: string, filePath?: string) => Record<string, string>;
export interface StaticServer {
  url: string;
  close: () => Promise<void>;
}
export interface Routing {
  /** The target of a permanent redirect for this path, or `undefined`. */
  redirect: (urlPath: string) => string | undefined;
  /** The path whose file answers a request no file answers directly. */
  rewrite: (urlPath: string) => string;
}
export function resolveStaticFile(root: string, urlPath: string): string | null;
export function createStaticServer(options: { root: string; headersFor?: HeadersFor; routing?: Routing }): import('node:http').Server;
export function startStaticServer(options: { root: string; port?: number; headersFor?: HeadersFor; routing?: Routing }): Promise<StaticServer>;
