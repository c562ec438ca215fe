import type { RsbuildPlugin } from '@rsbuild/core';

/** The one font every page needs for its first paint: Open Sans regular, latin subset. */
export const REGULAR_FONT = /(?:^|\/)open-sans-latin-400-normal\.[0-9a-f]+\.woff2$/;

export interface PreloadTag {
  tag: 'link';
  attrs: Record<string, string | boolean>;
}

/** `<link rel="preload" as="font" type="font/woff2" crossorigin>` for each matching emitted asset. */
export function fontPreloadTags(assetNames: readonly string[], assetPrefix: string, pattern: RegExp = REGULAR_FONT): PreloadTag[] {
  const prefix = assetPrefix.endsWith('/') ? assetPrefix : `${assetPrefix}/`;
  return assetNames
    .filter((name) => pattern.test(name))
    .sort()
    .map((name) => ({
      tag: 'link',
      attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `${prefix}${name.replace(/^\//, '')}`, crossorigin: true },
    }));
}

/**
 * Rsbuild plugin: preloads the regular Open Sans woff2 (and nothing else) from every page's
 * `<head>`, so the text font starts downloading with the CSS instead of after it. The file
 * name carries a content hash, so the tag is made from the compilation's emitted assets.
 */
export function pluginFontPreload(pattern: RegExp = REGULAR_FONT): RsbuildPlugin {
  return {
    name: 'repack:font-preload',
    setup(api) {
      api.modifyHTMLTags((tags, { compilation, assetPrefix }) => {
        const names = compilation.getAssets().map((asset) => asset.name);
        const preloads = fontPreloadTags(names, assetPrefix, pattern);
        if (!preloads.length) return tags;
        // First in <head>: before the stylesheet that would otherwise discover the font.
        return { ...tags, headTags: [...preloads, ...tags.headTags] };
      });
    },
  };
}
