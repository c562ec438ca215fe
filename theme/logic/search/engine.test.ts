import { afterEach, describe, expect, it, vi } from 'vitest';

// The index hashes come from the site's build-time data; tests name the index files themselves.
vi.mock('../../rspress-internals/generated', () => ({ searchIndexHash: {} }));

const { createSearchEngine } = await import('./engine');
const { CANDIDATE_PAGES } = await import('./localIndex');

const INDEX_3 = { version: '3.x', file: 'static/search_index.3_x.en.aaaa.json' };
const INDEX_2 = { version: '2.x', file: 'static/search_index.2_x.en.bbbb.json' };
const page = (routePath: string, title: string, content: string) => ({ title, routePath, content, toc: [] });
const signal = () => new AbortController().signal;

/** A `loadJson` serving the given files, recording what was asked. */
function files(served: Record<string, unknown>) {
  return vi.fn(async (file: string) => {
    if (!(file in served)) throw new Error(`not found: ${file}`);
    return served[file];
  });
}

describe('createSearchEngine (local)', () => {
  it('loads the index of the version being read once, and labels its results with the site title', async () => {
    const loadJson = files({ [INDEX_3.file]: [page('/docs/code-splitting', 'Code Splitting', 'async chunks load on demand')], [INDEX_2.file]: [] });
    const engine = createSearchEngine({ search: { versioned: true }, lang: 'en', version: '3.x', title: 'Re.Pack', indexFiles: [INDEX_3, INDEX_2], loadJson });
    engine.prepare();
    expect(loadJson).toHaveBeenCalledWith(INDEX_3.file);
    const { groups } = await engine.search('chunk', signal());
    await engine.search('demand', signal());
    expect(loadJson.mock.calls.filter(([file]) => file === INDEX_3.file)).toHaveLength(1);
    expect(groups).toMatchObject([{ id: 'Re.Pack', label: 'Re.Pack', suggestions: [{ type: 'content', link: '/docs/code-splitting' }] }]);
  });

  it('quotes the pages found from their text files, fetched only for those pages', async () => {
    const indexed = { title: 'Caching', routePath: '/docs/caching', content: 'chunks are cached by ScriptManager', toc: [{ id: 'cache', text: 'Cache', depth: 2 }], textFile: 'static/search/aaaaaaaaaa.json' };
    const other = { title: 'Other', routePath: '/docs/other', content: 'nothing here', toc: [], textFile: 'static/search/cccccccccc.json' };
    const loadJson = files({
      [INDEX_3.file]: [indexed, other],
      'static/search/aaaaaaaaaa.json': { content: 'Intro.\n\nCache\n\nChunks are cached by ScriptManager.', charIndexes: [8] },
    });
    const engine = createSearchEngine({ search: {}, lang: 'en', version: '3.x', title: 'Re.Pack', indexFiles: [INDEX_3], loadJson });
    const {
      groups: [group],
    } = await engine.search('script manager', signal());
    expect(loadJson).toHaveBeenCalledWith('static/search/aaaaaaaaaa.json');
    expect(loadJson).not.toHaveBeenCalledWith('static/search/cccccccccc.json');
    expect(group.suggestions).toEqual([
      expect.objectContaining({ type: 'content', header: 'Cache', text: 'Chunks are cached by ScriptManager.', link: '/docs/caching#cache' }),
    ]);
  });

  it(`fetches the texts of the ${CANDIDATE_PAGES} pages the index ranks first, and orders them by their sections`, async () => {
    const pages = Array.from({ length: CANDIDATE_PAGES + 2 }, (_, i) => ({
      title: `Chunk ${i}`,
      routePath: `/docs/p${i}`,
      content: 'chunk timeout',
      toc: [{ id: 'setup', text: 'Setup', depth: 2 }],
      textFile: `static/search/${i}.json`,
    }));
    // Only the text of the fourth page has both words in one section.
    const loadJson = vi.fn(async (file: string) =>
      file === INDEX_3.file ? pages : { content: file.endsWith('/3.json') ? 'Setup\n\nA chunk download has a timeout.' : 'Setup\n\nA chunk here. The timeout is elsewhere.', charIndexes: [0] },
    );
    const engine = createSearchEngine({ search: {}, lang: 'en', version: '3.x', title: 'Re.Pack', indexFiles: [INDEX_3], loadJson });
    const {
      groups: [group],
    } = await engine.search('chunk timeout', signal());
    const texts = loadJson.mock.calls.map(([file]) => file).filter((file) => file.startsWith('static/search/'));
    expect(texts).toHaveLength(CANDIDATE_PAGES);
    expect(group.suggestions[0]).toMatchObject({ type: 'content', link: '/docs/p3#setup', text: 'A chunk download has a timeout.' });
  });

  it('puts other versions after the current one where it leaves room, loading their index only then', async () => {
    const loadJson = files({
      [INDEX_2.file]: [page('/2.x/docs/chunks', 'Chunks', 'chunkmanager loads chunks')],
      [INDEX_3.file]: [page('/docs/scripts', 'Scripts', 'scriptmanager loads chunks'), page('/docs/federation', 'Federation', 'ScriptManager resolves containers')],
    });
    const engine = createSearchEngine({ search: {}, lang: 'en', version: '2.x', title: 'Re.Pack', indexFiles: [INDEX_2, INDEX_3], loadJson });
    const first = await engine.search('chunk', signal());
    expect(first.groups[0].suggestions.map((s) => s.link)).toEqual(['/2.x/docs/chunks', '/2.x/docs/chunks']);
    expect(loadJson).not.toHaveBeenCalledWith(INDEX_3.file);
    const more = await first.more!();
    expect(more[0].suggestions).toEqual(first.groups[0].suggestions);
    expect(more[0].otherVersions).toMatchObject([{ version: '3.x', suggestions: [{ link: '/docs/scripts' }] }]);
    // Loaded now: the next search answers complete at once.
    const next = await engine.search('scriptmanager', signal());
    expect(next.more).toBeUndefined();
    expect(next.groups[0].suggestions).toEqual([]);
    expect(next.groups[0].otherVersions?.[0].suggestions.map((s) => s.link)).toEqual(['/docs/scripts', '/docs/federation']);
  });

  it("gives another version's exact names and titles places from the current version's weakest results", async () => {
    const pages = Array.from({ length: 8 }, (_, i) => page(`/docs/p${i}`, `Chunk ${i}`, 'chunk'));
    const loadJson = files({ [INDEX_3.file]: pages, [INDEX_2.file]: [page('/2.x/notes', 'Notes', 'a chunk'), page('/2.x/chunk', 'Chunk', 'the chunk class')] });
    const engine = createSearchEngine({ search: {}, lang: 'en', version: '3.x', title: 'Re.Pack', indexFiles: [INDEX_3, INDEX_2], loadJson });
    const first = await engine.search('chunk', signal());
    expect(first.groups[0].suggestions).toHaveLength(7);
    const more = await first.more!();
    expect(more[0].suggestions).toEqual(first.groups[0].suggestions.slice(0, 6));
    expect(more[0].otherVersions).toEqual([{ version: '2.x', suggestions: [expect.objectContaining({ type: 'title', link: '/2.x/chunk' })] }]);
    // Nothing strong in the other version: the current version keeps the whole list.
    const {
      groups: [plain],
    } = await engine.search('chunk 3', signal());
    expect(plain.suggestions).toHaveLength(7);
    expect(plain.otherVersions).toEqual([]);
  });

  it('drops the answer of a search aborted while page texts load', async () => {
    const controller = new AbortController();
    const loadJson = vi.fn(async (file: string) => {
      if (file === INDEX_3.file) return [{ title: 'A', routePath: '/a', content: 'chunk', toc: [], textFile: 'static/search/bbbbbbbbbb.json' }];
      controller.abort();
      return { content: 'Chunk', charIndexes: [] };
    });
    const engine = createSearchEngine({ search: {}, lang: 'en', version: '3.x', title: 'Re.Pack', indexFiles: [INDEX_3], loadJson });
    await expect(engine.search('chunk', controller.signal)).rejects.toThrow('search aborted');
  });

  it('tries again after the index failed to load, and says which file is not an index', async () => {
    const loadJson = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ not: 'a list' }).mockResolvedValue([]);
    const engine = createSearchEngine({ search: {}, lang: 'en', version: '3.x', title: 'Re.Pack', indexFiles: [INDEX_3], loadJson });
    await expect(engine.search('chunk', signal())).rejects.toThrow('offline');
    await expect(engine.search('chunk', signal())).rejects.toThrow(`${INDEX_3.file} is not a list of pages`);
    await expect(engine.search('chunk', signal())).resolves.toEqual({ groups: [{ id: 'Re.Pack', label: 'Re.Pack', suggestions: [] }] });
    expect(loadJson).toHaveBeenCalledTimes(3);
  });
});

describe('createSearchEngine (search hooks)', () => {
  const globals = globalThis as { __REPACK_REMOTE_SEARCH__?: unknown };
  afterEach(() => {
    vi.unstubAllGlobals();
    delete globals.__REPACK_REMOTE_SEARCH__;
    vi.resetModules();
  });

  it("calls beforeSearch, onSearch and afterSearch as Rspress's panel does, showing the pages onSearch adds as a tab", async () => {
    const loadJson = files({ [INDEX_3.file]: [page('/docs/code-splitting', 'Code Splitting', 'async chunks load on demand')] });
    const afterSearch = vi.fn();
    const onSearch = vi.fn(async () => [
      { group: 'Blog', result: [page('/blog/chunks', 'Chunks in depth', 'chunk loading explained'), 'not a page'] },
      { group: 'Widgets', result: 'rendered by a render hook' },
    ]);
    const hooks = { beforeSearch: (query: string) => query.replace('chunks', 'chunk'), onSearch, afterSearch };
    const engine = createSearchEngine({ search: {}, hooks, lang: 'en', version: '3.x', title: 'Re.Pack', indexFiles: [INDEX_3], loadJson });
    const { groups } = await engine.search('chunks', signal());
    expect(onSearch).toHaveBeenCalledWith('chunk', [expect.objectContaining({ group: 'Re.Pack' })], expect.objectContaining({ lang: 'en', limit: 7 }));
    expect(groups.map((group) => [group.label, [...new Set(group.suggestions.map((suggestion) => suggestion.link))]])).toEqual([
      ['Re.Pack', ['/docs/code-splitting']],
      ['Blog', ['/blog/chunks']],
    ]);
    expect(afterSearch).toHaveBeenCalledWith('chunk', [expect.objectContaining({ group: 'Re.Pack' }), expect.objectContaining({ group: 'Blog' })]);
  });

  it('remote search (its hooks module): asks the API and never touches the local index', async () => {
    globals.__REPACK_REMOTE_SEARCH__ = { apiUrl: 'https://search.example.com/api', searchIndexes: [{ value: 'repack', label: 'Re.Pack docs' }, 'rspack'] };
    const remoteHooks = await import('./remoteSearchHooks');
    const fetchMock = vi.fn(async (_url: string) => new Response(JSON.stringify([{ index: 'repack', hits: [page('/docs/code-splitting', 'Code Splitting', 'Async chunks load on demand.')] }, { index: 'rspack', hits: [] }])));
    vi.stubGlobal('fetch', fetchMock);
    const loadJson = vi.fn();
    const engine = createSearchEngine({ search: {}, hooks: remoteHooks, lang: 'en', version: '3.x', title: 'Re.Pack', indexFiles: [INDEX_3], loadJson });
    engine.prepare();
    const { groups } = await engine.search('chunk', signal());
    expect(loadJson).not.toHaveBeenCalled();
    expect(String(fetchMock.mock.calls[0][0])).toBe('https://search.example.com/api?keyword=chunk&limit=7&searchIndexes=repack%2Crspack&lang=en');
    expect(groups.map((group) => [group.id, group.label, group.suggestions.length])).toEqual([
      ['repack', 'Re.Pack docs', 1],
      ['rspack', 'rspack', 0],
    ]);
  });

  it('remote search without settings asks nothing', async () => {
    const remoteHooks = await import('./remoteSearchHooks');
    vi.stubGlobal('fetch', vi.fn());
    expect(await remoteHooks.onSearch('chunk', [])).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });
});
