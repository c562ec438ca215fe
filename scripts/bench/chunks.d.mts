export interface SourceMapLike {
  sources: (string | null)[];
  mappings: string;
}
export function bytesBySource(code: string, map: SourceMapLike): Map<string | null, number>;
export function groupOf(source: string | null): string;
export interface ChunkComposition {
  url: string;
  how: string;
  raw: number;
  gzip: number;
  modules: { name: string; raw: number; gzip: number }[] | null;
  others?: number;
}
export function chunkComposition(root: string, route: string, options?: { top?: number }): ChunkComposition[];
export function formatComposition(route: string, chunks: ChunkComposition[]): string;
export function buildWithSourceMaps(siteDir: string, configFile?: string): void;
