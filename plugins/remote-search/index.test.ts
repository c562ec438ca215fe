import type { UserConfig } from '@rspress/core';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkApiUrl, remoteSearchFromEnv } from '../../deploy/security-headers.mjs';
import { REMOTE_SEARCH_DEFINE, remoteSearchPlugin } from './index';

const base: UserConfig = { search: { versioned: true, codeBlocks: true } };
const run = async (plugin: ReturnType<typeof remoteSearchPlugin>, config: UserConfig = base) =>
  (plugin.config as (config: UserConfig, utils: unknown, isProd: boolean) => Promise<UserConfig> | UserConfig)(config, {}, true);

describe('remoteSearchFromEnv', () => {
  it('is off without DOCS_SEARCH_API_URL', () => {
    expect(remoteSearchFromEnv({})).toBeNull();
    expect(remoteSearchFromEnv({ DOCS_SEARCH_API_URL: '  ' })).toBeNull();
  });

  it('reads the API URL and the index names', () => {
    expect(remoteSearchFromEnv({ DOCS_SEARCH_API_URL: 'https://search.example.com/api', DOCS_SEARCH_INDEXES: 'repack, rspack,' })).toEqual({
      apiUrl: 'https://search.example.com/api',
      searchIndexes: ['repack', 'rspack'],
    });
  });

  it('rejects a URL the browser could not call', () => {
    expect(() => remoteSearchFromEnv({ DOCS_SEARCH_API_URL: 'search.example.com' })).toThrow(/absolute http\(s\) URL/);
    expect(() => checkApiUrl('ftp://example.com/search')).toThrow(/http or https/);
    expect(checkApiUrl('/api/search')).toBe('/api/search');
  });
});

describe('remoteSearchPlugin', () => {
  const searchHooks = path.resolve(__dirname, '../../theme/logic/search/remoteSearchHooks.ts');

  it('names the remote search hooks module as search.searchHooks, keeping the other options, and defines the settings for it', async () => {
    const plugin = remoteSearchPlugin({ apiUrl: 'http://127.0.0.1:9999/search', searchIndexes: ['repack'], searchHooks });
    const config = await run(plugin);
    expect(config.search).toEqual({ versioned: true, codeBlocks: true, searchHooks });
    expect(plugin.builderConfig?.source?.define).toEqual({
      [REMOTE_SEARCH_DEFINE]: JSON.stringify({ apiUrl: 'http://127.0.0.1:9999/search', searchIndexes: ['repack'] }),
    });
    expect(fs.readFileSync(searchHooks, 'utf8'), 'the hooks module reads the constant').toContain(REMOTE_SEARCH_DEFINE);
  });

  it('takes the URL from the environment', async () => {
    const plugin = remoteSearchPlugin({ env: { DOCS_SEARCH_API_URL: 'https://search.example.com/api' }, searchHooks });
    expect((await run(plugin)).search).toMatchObject({ searchHooks });
    expect(plugin.builderConfig?.source?.define).toEqual({ [REMOTE_SEARCH_DEFINE]: JSON.stringify({ apiUrl: 'https://search.example.com/api' }) });
  });

  it('leaves the configuration alone without a URL, or with search switched off', async () => {
    const plugin = remoteSearchPlugin({ env: {}, searchHooks });
    expect(await run(plugin)).toBe(base);
    expect(plugin.builderConfig).toBeUndefined();
    const off = { search: false as const };
    expect(await run(remoteSearchPlugin({ apiUrl: 'https://x.example/api', searchHooks }), off)).toBe(off);
  });

  it('fails without a hooks module, or when search.searchHooks is taken', async () => {
    await expect(async () => run(remoteSearchPlugin({ apiUrl: 'https://x.example/api' }))).rejects.toThrow(/searchHooks/);
    await expect(async () => run(remoteSearchPlugin({ apiUrl: 'https://x.example/api', searchHooks: '/nope.ts' }))).rejects.toThrow(/nope\.ts/);
    await expect(async () => run(remoteSearchPlugin({ apiUrl: 'https://x.example/api', searchHooks }), { search: { searchHooks: '/site/hooks.ts' } })).rejects.toThrow(
      /already \/site\/hooks\.ts/,
    );
  });
});
