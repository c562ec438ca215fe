import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';

export const IMAGE_ZOOM_COMPONENT = path.join(__dirname, 'runtime', 'ImageZoom.tsx');

/** The options of Rspress's `mediumZoom` setting, which this plugin takes the place of. */
export interface ImageZoomOptions {
  selector?: string;
  options?: Record<string, unknown>;
}

/**
 * Image zoom that loads the zoom library on demand. Rspress's built-in zoom (`mediumZoom`)
 * imports medium-zoom into every page's bundle; with `mediumZoom: false` in the config, this
 * plugin does the same job (same options, same behaviour: set up again 100 ms after each route
 * change) with a component that imports the library only once a page has content images.
 */
export function imageZoomPlugin(zoom: ImageZoomOptions = {}): RspressPlugin {
  return {
    name: 'repack-image-zoom',
    config(config) {
      if (config.mediumZoom !== false) {
        throw new Error(
          "[repack-image-zoom] rspress.config.ts: set `mediumZoom: false`, or Rspress's built-in image zoom runs as well as imageZoomPlugin (give imageZoomPlugin the zoom options instead).",
        );
      }
      return config;
    },
    globalUIComponents: [[IMAGE_ZOOM_COMPONENT, zoom]],
  };
}
