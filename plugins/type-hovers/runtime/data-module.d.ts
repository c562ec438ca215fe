/** The data module the type-hovers plugin generates (index.ts `dataModuleSource`), through its alias. */
declare module 'repack-type-hovers-data' {
  export const site: { versions: string[]; defaultVersion: string };
  export function load(version: string): Promise<import('../data').TypeHoverData> | undefined;
}

