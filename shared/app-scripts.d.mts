export const SCRIPTS_ATTRIBUTE: string;
export const PRELOADS_ATTRIBUTE: string;
export const EARLY_CLICK_KEY: '__repackEarlyClick';
export const LOADER_SOURCE: string;
export function deferAppScripts(html: string, loaderUrl: string, assetPrefix?: string): string;
export function loaderListsOf(tag: string): { scripts: string[]; preloads: string[] };
export function loaderTagOf(html: string): string | null;
export function withoutLoader(html: string): string;
