/**
 * Rspress plugin: the site's text font, cut down to what the pages use.
 *
 * Open Sans came as three static weights (400, 600, 700; about 18 KB each) and an italic, each
 * with the whole Latin range. Now the upright text uses one variable font limited to the
 * weights the CSS uses (400 to 700), and both files keep only the characters of `FONT_TEXT`:
 * 19 KB for every upright weight and 13 KB for the italic. Any other character falls back,
 * glyph by glyph, to the metric-matched fallback face (theme/styles/index.css). The files are
 * made before each build into a cache folder keyed by their inputs, and imported by the CSS
 * through the `@repack-fonts/` alias, so they get hashed names like every other asset. The
 * upright file is the one preloaded: the first paint uses it for every weight.
 *
 * The theme's CSS needs this plugin: a site built with the theme keeps it (the e2e fixtures do).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { pluginFontPreload } from '../font-preload';

const require = createRequire(import.meta.url);

export const FONT_ALIAS = '@repack-fonts';

/** Printable ASCII and the typography the pages use (quotes, dashes, ellipsis, arrows, symbols). */
export const FONT_TEXT = `${Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('')}‘’“”–—…•→←↑↓×©·é`;

export interface FontSubset {
  /** The file the CSS imports: `@repack-fonts/<file>`. */
  file: string;
  /** The full font, resolved from node_modules. */
  source: string;
  /** Axis ranges kept from a variable font. */
  axes?: Record<string, { min: number; max: number }>;
}

export const FONT_SUBSETS: FontSubset[] = [
  { file: 'open-sans-wght-normal.woff2', source: '@fontsource-variable/open-sans/files/open-sans-latin-wght-normal.woff2', axes: { wght: { min: 400, max: 700 } } },
  { file: 'open-sans-400-italic.woff2', source: '@fontsource/open-sans/files/open-sans-latin-400-italic.woff2' },
];

/** The preloaded file, as emitted (`static/font/open-sans-wght-normal.<hash>.woff2`). */
export const PRELOADED_FONT = /(?:^|\/)open-sans-wght-normal\.[0-9a-f]+\.woff2$/;

// In the project's cache whatever the working directory (fixture sites build from their own).
const DEFAULT_DIR = path.resolve(__dirname, '..', '..', 'node_modules', '.cache', 'repack-fonts');

/**
 * Writes the subsets into `dir` unless its `.key` says they were made from the same inputs:
 * the source fonts, the text, the axes and the subsetter's version.
 */
export async function writeFontSubsets(dir = DEFAULT_DIR, subsets = FONT_SUBSETS, text = FONT_TEXT): Promise<void> {
  const sources = subsets.map((subset) => fs.readFileSync(require.resolve(subset.source)));
  const hash = createHash('sha256').update(JSON.stringify({ text, subsets, subsetter: require('subset-font/package.json').version }));
  for (const data of sources) hash.update(data);
  const key = hash.digest('hex');
  const keyFile = path.join(dir, '.key');
  if (fs.existsSync(keyFile) && fs.readFileSync(keyFile, 'utf8') === key && subsets.every((subset) => fs.existsSync(path.join(dir, subset.file)))) return;
  const { default: subsetFont } = await import('subset-font');
  fs.mkdirSync(dir, { recursive: true });
  await Promise.all(
    subsets.map(async (subset, i) => {
      const data = await subsetFont(sources[i], text, { targetFormat: 'woff2', ...(subset.axes ? { variationAxes: subset.axes } : {}) });
      fs.writeFileSync(path.join(dir, subset.file), data);
    }),
  );
  fs.writeFileSync(keyFile, key);
}

export function fontsPlugin({ dir = DEFAULT_DIR }: { dir?: string } = {}): RspressPlugin {
  return {
    name: 'repack-fonts',
    async beforeBuild() {
      await writeFontSubsets(dir);
    },
    builderConfig: {
      resolve: { alias: { [FONT_ALIAS]: dir } },
      plugins: [pluginFontPreload(PRELOADED_FONT)],
    },
  };
}

export default fontsPlugin;
