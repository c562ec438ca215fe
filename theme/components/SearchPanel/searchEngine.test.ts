import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('@rspress/core/dist/theme/components/Search/logic/providers/LocalProvider.js', () => ({
  LocalProvider: class {
    init() {
      throw new Error('use createLocalProvider in tests');
    }
  },
}));

const { createSearchEngine } = await import('./searchEngine');

const page = { title: 'Code Splitting', routePath: '/docs/code-splitting', content: 'Async chunks load on demand.', toc: [] };
const signal = () => new AbortController().signal;

describe('createSearchEngine (local)', () => {
  it('builds the index of the current version and language once, and labels results with the site title', async () => {
    const provider = { init: vi.fn(async () => {}), search: vi.fn(async () => [{ index: 'default', hits: [page] }]) };
    const engine = createSearchEngine({
      search: { versioned: true, codeBlocks: true },
      lang: 'en',
      version: '2.x',
      title: 'Re.Pack',
      createLocalProvider: () => provider,
    });
    engine.prepare();
    const groups = await engine.search('chunk', signal());
    await engine.search('demand', signal());
    expect(provider.init).toHaveBeenCalledTimes(1);
    expect(provider.init).toHaveBeenCalledWith(expect.objectContaining({ currentLang: 'en', currentVersion: '2.x', versioned: true }));
    expect(provider.search).toHaveBeenCalledWith({ keyword: 'chunk', limit: 7 });
    expect(groups).toMatchObject([{ id: 'Re.Pack', label: 'Re.Pack', suggestions: [{ type: 'content', link: '/docs/code-splitting' }] }]);
  });

  it('quotes the pages found from their text files, fetched only for those pages', async () => {
    const indexed = {
      title: 'Caching',
      routePath: '/docs/caching',
      content: 'chunks are cached by scriptmanager',
      toc: [{ id: 'cache', text: 'Cache', depth: 2 }],
      textFile: 'static/search/aaaaaaaaaa.json',
    };
    const provider = { init: vi.fn(async () => {}), search: vi.fn(async () => [{ index: 'default', hits: [indexed] }]) };
    const loadPageText = vi.fn(async () => ({ content: 'Intro.\n\nCache\n\nChunks are cached by ScriptManager.', charIndexes: [8] }));
    const engine = createSearchEngine({ search: {}, lang: 'en', version: '3.x', title: 'Re.Pack', createLocalProvider: () => provider, loadPageText });
    expect(loadPageText).not.toHaveBeenCalled();
    const [group] = await engine.search('scriptmanager', signal());
    expect(loadPageText).toHaveBeenCalledWith('static/search/aaaaaaaaaa.json');
    expect(group.suggestions).toEqual([
      expect.objectContaining({ type: 'content', header: 'Cache', text: 'Chunks are cached by ScriptManager.', link: '/docs/caching#cache' }),
    ]);
  });

  it('drops the answer of a search aborted while page texts load', async () => {
    const indexed = { title: 'A', routePath: '/a', content: 'chunk', toc: [], textFile: 'static/search/bbbbbbbbbb.json' };
    const provider = { init: vi.fn(async () => {}), search: vi.fn(async () => [{ index: 'default', hits: [indexed] }]) };
    const controller = new AbortController();
    const loadPageText = vi.fn(async () => {
      controller.abort();
      return { content: 'Chunk', charIndexes: [] };
    });
    const engine = createSearchEngine({ search: {}, lang: 'en', version: '', title: 'Re.Pack', createLocalProvider: () => provider, loadPageText });
    await expect(engine.search('chunk', controller.signal)).rejects.toThrow('search aborted');
  });

  it('tries again after the index failed to load', async () => {
    const provider = { init: vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined), search: vi.fn(async () => []) };
    const engine = createSearchEngine({ search: {}, lang: 'en', version: '', title: 'Re.Pack', createLocalProvider: () => provider });
    await expect(engine.search('chunk', signal())).rejects.toThrow('offline');
    await expect(engine.search('chunk', signal())).resolves.toEqual([]);
    expect(provider.init).toHaveBeenCalledTimes(2);
  });
});

describe('createSearchEngine (remote)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the API and never touches the local index', async () => {
    const fetchMock = vi.fn(async (_url: string) => new Response(JSON.stringify([{ index: 'repack', hits: [page] }, { index: 'rspack', hits: [] }])));
    vi.stubGlobal('fetch', fetchMock);
    const createLocalProvider = vi.fn();
    const engine = createSearchEngine({
      search: { mode: 'remote', apiUrl: 'https://search.example.com/api', searchIndexes: [{ value: 'repack', label: 'Re.Pack docs' }, 'rspack'] },
      lang: 'en',
      version: '3.x',
      title: 'Re.Pack',
      createLocalProvider,
    });
    engine.prepare();
    const groups = await engine.search('chunk', signal());
    expect(createLocalProvider).not.toHaveBeenCalled();
    expect(String(fetchMock.mock.calls[0][0])).toBe('https://search.example.com/api?keyword=chunk&limit=7&searchIndexes=repack%2Crspack&lang=en');
    expect(groups.map((group) => [group.id, group.label, group.suggestions.length])).toEqual([
      ['repack', 'Re.Pack docs', 1],
      ['rspack', 'rspack', 0],
    ]);
  });
});
