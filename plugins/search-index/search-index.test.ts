import { describe, expect, it, vi } from 'vitest';
import { PLUGIN_NAME, searchIndexPlugin } from './index';
import { PAGE_TEXT_DIR, searchTerms, splitPageText, type PageText, type SearchIndexPage } from './pageText';

const guide = (): SearchIndexPage => {
  const content = 'Intro to chunks.\n\nInstall\n\nnpm i @callstack/repack\n\nUsage\n\nconst chunk = await ScriptManager.shared.loadScript("chunk");';
  return {
    title: 'Code splitting',
    routePath: '/docs/code-splitting',
    content,
    toc: [
      { id: 'install', text: 'Install', depth: 2, charIndex: content.indexOf('Install') },
      { id: 'usage', text: 'Usage', depth: 2, charIndex: content.indexOf('Usage') },
    ],
    frontmatter: {},
  };
};

describe('searchTerms', () => {
  it('keeps every word of the text once, in order of first appearance, compounds and identifiers whole', () => {
    const text = 'Re.Pack loads chunks; Re.Pack caches chunks.\nconst répertoire = webpack.config.mjs // v3.7.0 ID_1234 --custom-version ScriptManager.shared';
    expect(searchTerms(text)).toBe('re pack loads chunks caches const repertoire webpack config mjs v3 7 0 id_1234 custom-version ScriptManager shared');
  });

  it('folds case and accents, keeps the capitals of identifiers, and is empty for text without letters or digits', () => {
    expect(searchTerms('Café CAFÉ café')).toBe('cafe');
    expect(searchTerms('HMRMessage hmrMessage HMR')).toBe('HMRMessage hmrMessage hmr');
    expect(searchTerms(' -- {} ')).toBe('');
  });
});

describe('splitPageText', () => {
  it('leaves the terms and headings in the index and moves the text and heading offsets to the page text file', () => {
    const page = guide();
    const original = guide();
    const split = splitPageText(page)!;
    expect(split.file).toMatch(new RegExp(`^${PAGE_TEXT_DIR}/[0-9a-f]{10}\\.json$`));
    const text = JSON.parse(split.source) as PageText;
    expect(text).toEqual({ content: original.content, charIndexes: original.toc!.map((heading) => heading.charIndex) });
    expect(page).toEqual({
      ...original,
      content: searchTerms(original.content!),
      toc: [
        { id: 'install', text: 'Install', depth: 2 },
        { id: 'usage', text: 'Usage', depth: 2 },
      ],
      textFile: split.file,
    });
  });

  it('names the file by its content: the same text gives the same file, another text another', () => {
    const first = splitPageText(guide())!;
    expect(splitPageText(guide())!.file).toBe(first.file);
    expect(splitPageText({ ...guide(), content: 'Other text' })!.file).not.toBe(first.file);
  });

  it('leaves pages without text as they are', () => {
    const page: SearchIndexPage = { title: 'Empty', content: '', toc: [] };
    expect(splitPageText(page)).toBeUndefined();
    expect(page).toEqual({ title: 'Empty', content: '', toc: [] });
  });
});

type Hook = (...args: unknown[]) => unknown;

describe('searchIndexPlugin', () => {
  it('splits the indexed pages, emits their text files for the web build and keeps textFile out of the page list', async () => {
    const plugin = searchIndexPlugin();
    expect(plugin.name).toBe(PLUGIN_NAME);
    const page = guide();
    const home: SearchIndexPage = { ...guide(), routePath: '/', frontmatter: { pageType: 'home' } };
    await (plugin.modifySearchIndexData as Hook)([page, home], true);
    expect(page.textFile).toMatch(/^static\/search\//);
    expect(home).toEqual({ ...guide(), routePath: '/', frontmatter: { pageType: 'home' } });

    const [rsbuildPlugin] = plugin.builderConfig!.plugins as { setup: (api: unknown) => void }[];
    let handler: Hook | undefined;
    const processAssets = vi.fn((descriptor: unknown, given: Hook) => {
      handler = given;
    });
    rsbuildPlugin.setup({ processAssets });
    expect(processAssets).toHaveBeenCalledWith({ stage: 'additional', environments: ['web'] }, expect.any(Function));
    const emitted = new Map<string, string>();
    class RawSource {
      constructor(readonly text: string) {}
    }
    handler!({ compilation: { emitAsset: (file: string, source: RawSource) => emitted.set(file, source.text) }, sources: { RawSource } });
    expect([...emitted.keys()]).toEqual([page.textFile]);
    expect(JSON.parse(emitted.get(page.textFile!)!).content).toBe(guide().content);

    await (plugin.extendPageData as Hook)(page, true);
    expect(page).not.toHaveProperty('textFile');
  });
});

describe('plugin order', () => {
  it('refuses to run before the plugin whose compaction the page texts keep', () => {
    const plugin = searchIndexPlugin();
    const configure = plugin.config as (config: object, utils: unknown, isProd: boolean) => object;
    expect(() => configure({ plugins: [plugin, { name: 'repack-performance' }] }, {}, true)).toThrow(/list repack-performance before repack-search-index/);
    const config = { plugins: [{ name: 'repack-performance' }, plugin] };
    expect(configure(config, {}, true)).toBe(config);
  });
});

describe('members of API tables', () => {
  it('reads the anchored name of each table row, once', async () => {
    const { tableMembers } = await import('./pageText');
    const source = [
      '| Property | Type |',
      '| --- | --- |',
      '| <span id="hmrserver"></span> `hmrServer` <small>required</small> | `WebSocketHMRServer` |',
      '| <span id="entryfile"></span> `entryFile` | `string` |',
      '| <span id="entryfile"></span> `entryFile` | `string` |',
      'Text with <span id="x"></span> `notARow` inside.',
    ].join('\n');
    expect(tableMembers(source)).toEqual([
      { id: 'hmrserver', text: 'hmrServer' },
      { id: 'entryfile', text: 'entryFile' },
    ]);
  });
});
