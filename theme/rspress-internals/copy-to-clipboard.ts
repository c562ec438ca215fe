/**
 * `copy-to-clipboard` in the browser bundle, loaded on first use (part of theme/rspress-internals,
 * see index.ts; `BROWSER_REPLACEMENTS` of plugins/rspress-internals.ts points Rspress's import
 * here). Rspress's `copyToClipboard` (theme/logic/copyToClipboard.js, since 2.0.0) writes with the
 * Clipboard API and calls this fallback only where that fails, as the return value of an async
 * function: the promise returned here settles that function with the package's result.
 * Guarded by "the packages replaced in the browser bundle are imported by Rspress with the names
 * their replacements export" and theme/rspress-internals/on-demand.test.ts.
 */
import type copyText from 'copy-to-clipboard';

type Options = Parameters<typeof copyText>[1];

export default function copy(text: string, options?: Options): Promise<boolean> {
  return import('copy-to-clipboard').then((library) => library.default(text, options));
}
