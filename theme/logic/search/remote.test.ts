import { describe, expect, it, vi } from 'vitest';
import { fetchRemoteGroups, parseRemoteGroups, remoteSearchConfig, remoteSearchUrl, SearchAbortedError } from './remote';

const config = { apiUrl: 'https://search.example.com/api?site=repack', searchIndexes: ['repack', { value: 'rspack', label: 'Rspack' }] };
const query = { keyword: 'chunk loading', limit: 7, lang: 'en' };
const groups = [{ index: 'repack', hits: [{ title: 'Chunks', routePath: '/docs/chunks', content: '' }] }];
const json = (body: unknown, init: ResponseInit = {}) => new Response(JSON.stringify(body), { status: 200, ...init });

describe('remoteSearchConfig', () => {
  it('reads the settings plugins/remote-search defines, none without an API URL', () => {
    expect(remoteSearchConfig({ apiUrl: '/api/search' })).toEqual({ apiUrl: '/api/search', searchIndexes: [] });
    expect(remoteSearchConfig({ apiUrl: '/api/search', searchIndexes: ['repack'] })).toEqual({ apiUrl: '/api/search', searchIndexes: ['repack'] });
    expect(remoteSearchConfig({ versioned: true, codeBlocks: true })).toBeNull();
    expect(remoteSearchConfig({ apiUrl: '' })).toBeNull();
    expect(remoteSearchConfig(null)).toBeNull();
  });
});

describe('remoteSearchUrl', () => {
  it('sends keyword, limit, index names and language, keeping the URL parameters', () => {
    const url = new URL(remoteSearchUrl(config, query));
    expect(url.origin + url.pathname).toBe('https://search.example.com/api');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      site: 'repack',
      keyword: 'chunk loading',
      limit: '7',
      searchIndexes: 'repack,rspack',
      lang: 'en',
    });
  });

  it('resolves a path against the site', () => {
    expect(remoteSearchUrl({ apiUrl: '/api/search' }, query, 'https://re-pack.dev/docs/x')).toBe(
      'https://re-pack.dev/api/search?keyword=chunk+loading&limit=7&searchIndexes=&lang=en',
    );
  });
});

describe('parseRemoteGroups', () => {
  it('reads a list of groups with hits', () => {
    expect(parseRemoteGroups(groups)).toEqual(groups);
  });

  it('rejects anything else', () => {
    expect(() => parseRemoteGroups({ hits: [] })).toThrow();
    expect(() => parseRemoteGroups([{ index: 'a' }])).toThrow();
  });
});

describe('fetchRemoteGroups', () => {
  it('returns the groups the API answers', async () => {
    const fetchImpl = vi.fn(async () => json(groups));
    await expect(fetchRemoteGroups(config, query, { fetchImpl })).resolves.toEqual(groups);
    expect(fetchImpl).toHaveBeenCalledWith(remoteSearchUrl(config, query), expect.anything());
  });

  it.each([
    ['a network error', async () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an HTTP error', async () => json({ error: 'boom' }, { status: 500 })],
    ['a malformed answer', async () => json({ results: [] })],
    ['a body that is not JSON', async () => new Response('<html>')],
  ])('logs %s and answers an empty list', async (_, fetchImpl) => {
    const log = vi.fn();
    await expect(fetchRemoteGroups(config, query, { fetchImpl, log })).resolves.toEqual([]);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('gives up on a slow answer after the timeout', async () => {
    const log = vi.fn();
    const fetchImpl = (_url: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    await expect(fetchRemoteGroups(config, query, { fetchImpl, log, timeoutMs: 20 })).resolves.toEqual([]);
    expect(String(log.mock.calls[0][1])).toContain('no answer within 20 ms');
  });

  it('rejects without logging when the caller aborts (a newer query)', async () => {
    const log = vi.fn();
    const controller = new AbortController();
    const fetchImpl = (_url: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    const pending = fetchRemoteGroups(config, query, { fetchImpl, log, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(SearchAbortedError);
    expect(log).not.toHaveBeenCalled();
  });
});
