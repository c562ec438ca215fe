import path from 'node:path';
import type { RspressPlugin, UserConfig } from '@rspress/core';
import { describe, expect, it } from 'vitest';
import { createPluginPreview } from '../rspress-internals';
import { previewPlugin, previewProblems, wrapPreviewPlugin } from './index';

const component = path.join(__dirname, '../../theme/components/Preview/Preview.tsx');

const code = (lang: string, meta: string | null, line = 3) => ({ type: 'code', lang, meta, position: { start: { line } } });

describe('previewPlugin', () => {
  it('adds the wrapped @rspress/plugin-preview from its config hook', async () => {
    const added: RspressPlugin[] = [];
    const plugin = previewPlugin({ component });
    expect(plugin.markdown).toBeUndefined();
    const config = { root: 'docs' } as UserConfig;
    const result = await plugin.config!(config, { addPlugin: (p: RspressPlugin) => added.push(p), removePlugin: () => {} }, false);
    expect(result).toBe(config);
    expect(added).toHaveLength(1);
    const [preview] = added;
    expect(preview.name).toBe('@rspress/plugin-preview');
    expect(preview.markdown?.globalComponents).toEqual([component]);
    expect(preview.globalUIComponents).toEqual([]);
    // The mode check runs before the plugin's own remark plugin.
    expect(preview.markdown?.remarkPlugins).toHaveLength(2);
    expect(typeof preview.routeGenerated).toBe('function');
    // The persistent build cache stays off: with it, an edited preview kept its old code in the HTML.
    expect(preview.builderConfig?.performance?.buildCache).toBe(false);
    // The temporary __dirname is gone again.
    expect(Object.prototype.hasOwnProperty.call(globalThis, '__dirname')).toBe(false);
  });

  it('creates the plugin with its static folder resolved', async () => {
    const base = await createPluginPreview({});
    const [frame] = base.markdown!.globalComponents!;
    expect(frame).toMatch(/@rspress[\\/]plugin-preview[\\/]static[\\/]global-components[\\/]Preview\.tsx$/);
    expect(wrapPreviewPlugin(base, { component }).markdown?.globalComponents).toEqual([component]);
  });

  it('accepts ```tsx preview and plain blocks, and rejects iframe modes with the line', () => {
    const tree = {
      type: 'root',
      children: [code('tsx', 'preview'), code('tsx', null), code('ts', 'preview="iframe-fixed"'), code('tsx', 'preview="internal" title="a.tsx"')],
    };
    expect(previewProblems(tree, ['tsx', 'jsx'])).toEqual([]);
    const bad = { type: 'root', children: [code('tsx', 'preview="iframe-follow"', 12), code('jsx', 'iframe', 20)] };
    expect(previewProblems(bad, ['tsx', 'jsx'])).toEqual([
      'line 12: preview mode "iframe-follow" is not available on this site; write ```tsx preview',
      'line 20: preview mode "iframe" is not available on this site; write ```jsx preview',
    ]);
  });
});
