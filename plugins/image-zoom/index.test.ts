import type { UserConfig } from '@rspress/core';
import { describe, expect, it, vi } from 'vitest';
import { BUILTIN_MEDIUM_ZOOM, IMAGE_ZOOM_COMPONENT, imageZoomPlugin } from './index';

function configure(config: UserConfig) {
  const plugin = imageZoomPlugin();
  const removePlugin = vi.fn();
  (plugin.config as (config: UserConfig, utils: unknown) => UserConfig)(config, { removePlugin, addPlugin: vi.fn() });
  return { components: plugin.globalUIComponents, removePlugin };
}

describe('imageZoomPlugin', () => {
  it('replaces the built-in zoom with the on-demand component, keeping its options', () => {
    const { components, removePlugin } = configure({ mediumZoom: { selector: '.doc img' }, themeConfig: { lastUpdated: true } });
    expect(removePlugin).toHaveBeenCalledWith(BUILTIN_MEDIUM_ZOOM);
    expect(components).toEqual([[IMAGE_ZOOM_COMPONENT, { selector: '.doc img' }]]);
  });

  it('does nothing when zoom is off', () => {
    const { components, removePlugin } = configure({ mediumZoom: false, themeConfig: { lastUpdated: true } });
    expect(removePlugin).not.toHaveBeenCalled();
    expect(components).toEqual([]);
  });

  it('keeps the built-in zoom when it would be the first plugin', () => {
    const { components, removePlugin } = configure({ mediumZoom: true, themeConfig: {} });
    expect(removePlugin).not.toHaveBeenCalled();
    expect(components).toEqual([]);
  });
});
