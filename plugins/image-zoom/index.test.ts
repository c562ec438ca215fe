import type { UserConfig } from '@rspress/core';
import { describe, expect, it } from 'vitest';
import { IMAGE_ZOOM_COMPONENT, imageZoomPlugin } from './index';

function configure(plugin: ReturnType<typeof imageZoomPlugin>, config: UserConfig) {
  return (plugin.config as (config: UserConfig, utils: unknown) => UserConfig)(config, { removePlugin: () => {}, addPlugin: () => {} });
}

describe('imageZoomPlugin', () => {
  it('renders the on-demand zoom component with the options it is given', () => {
    const plugin = imageZoomPlugin({ selector: '.doc img' });
    expect(configure(plugin, { mediumZoom: false })).toEqual({ mediumZoom: false });
    expect(plugin.globalUIComponents).toEqual([[IMAGE_ZOOM_COMPONENT, { selector: '.doc img' }]]);
    expect(imageZoomPlugin().globalUIComponents).toEqual([[IMAGE_ZOOM_COMPONENT, {}]]);
  });

  it('fails the build, naming the config, while the built-in zoom is on', () => {
    expect(() => configure(imageZoomPlugin(), {})).toThrow(/rspress\.config\.ts: set `mediumZoom: false`/);
    expect(() => configure(imageZoomPlugin(), { mediumZoom: { selector: 'img' } })).toThrow(/mediumZoom: false/);
  });
});
