import type { UserConfig } from '@rspress/core';
import { describe, expect, it } from 'vitest';
import { checkApiUrl, remoteSearchFromEnv } from '../../deploy/security-headers.mjs';
import { remoteSearchPlugin } from './index';

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
  it('switches the search options to remote mode, keeping the others', async () => {
    const config = await run(remoteSearchPlugin({ apiUrl: 'http://127.0.0.1:9999/search', searchIndexes: ['repack'] }));
    expect(config.search).toEqual({ versioned: true, codeBlocks: true, mode: 'remote', apiUrl: 'http://127.0.0.1:9999/search', searchIndexes: ['repack'] });
  });

  it('takes the URL from the environment', async () => {
    const config = await run(remoteSearchPlugin({ env: { DOCS_SEARCH_API_URL: 'https://search.example.com/api' } }));
    expect(config.search).toMatchObject({ mode: 'remote', apiUrl: 'https://search.example.com/api' });
  });

  it('leaves the configuration alone without a URL, or with search switched off', async () => {
    expect(await run(remoteSearchPlugin({ env: {} }))).toBe(base);
    const off = { search: false as const };
    expect(await run(remoteSearchPlugin({ apiUrl: 'https://x.example/api' }), off)).toBe(off);
  });
});
