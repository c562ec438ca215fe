import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { logger } from '@rspress/core';

/** Name of the built-in plugin Rspress registers for `mediumZoom`, which this one replaces. */
export const BUILTIN_MEDIUM_ZOOM = '@rspress/plugin-medium-zoom';
export const IMAGE_ZOOM_COMPONENT = path.join(__dirname, 'runtime', 'ImageZoom.tsx');

export interface ImageZoomOptions {
  selector?: string;
  options?: Record<string, unknown>;
}

/**
 * Image zoom for `mediumZoom: true`, loading the zoom library on demand. Rspress's built-in
 * zoom imports medium-zoom into every page's bundle; this plugin takes its place (same
 * `mediumZoom` options, same behaviour: set up again 100 ms after each route change) with a
 * component that imports the library only once a page has content images.
 */
export function imageZoomPlugin(): RspressPlugin {
  let component: [string, ImageZoomOptions] | undefined;
  return {
    name: 'repack-image-zoom',
    config(config, { removePlugin }) {
      const setting = config.mediumZoom ?? true;
      if (!setting) return config;
      // Rspress registers its zoom plugin right after last-updated (when that is on), before the
      // config's plugins. `removePlugin` misses one plugin's `config` hook when it removes the
      // first plugin of the list, so the built-in is only replaced when it is not first.
      if (!config.themeConfig?.lastUpdated) {
        logger.warn('[repack-image-zoom] themeConfig.lastUpdated is off: keeping Rspress\'s built-in image zoom.');
        return config;
      }
      removePlugin(BUILTIN_MEDIUM_ZOOM);
      component = [IMAGE_ZOOM_COMPONENT, typeof setting === 'object' ? (setting as ImageZoomOptions) : {}];
      return config;
    },
    get globalUIComponents() {
      return component ? [component] : [];
    },
  };
}
