import { afterEach, describe, expect, it, vi } from 'vitest';
import { suggestionsFor } from './match';
import { createPageTextLoader, isPageText, pageTextUrl, withPageText, type IndexedPage } from './pageText';

const text = 'Intro.\n\nInstall\n\nnpm i @callstack/repack\n\nUsage\n\nScriptManager.shared.loadScript("home");';
const charIndexes = [text.indexOf('Install'), text.indexOf('Usage')];
const page: IndexedPage = {
  title: 'Code splitting',
  routePath: '/docs/code-splitting',
  content: 'intro install npm i callstack repack usage scriptmanager shared loadscript home',
  toc: [
    { id: 'install', text: 'Install', depth: 2 },
    { id: 'usage', text: 'Usage', depth: 2 },
  ],
  textFile: 'static/search/0123456789.json',
};

afterEach(() => vi.restoreAllMocks());

describe('pageTextUrl', () => {
  it('joins the public path and the file with one slash', () => {
    expect(pageTextUrl('/', 'static/search/a.json')).toBe('/static/search/a.json');
    expect(pageTextUrl('', 'static/search/a.json')).toBe('/static/search/a.json');
    expect(pageTextUrl('https://cdn.example.com/docs/', '/static/search/a.json')).toBe('https://cdn.example.com/docs/static/search/a.json');
  });
});

describe('isPageText', () => {
  it('accepts a text with numeric heading offsets only', () => {
    expect(isPageText({ content: 'x', charIndexes: [0, 4] })).toBe(true);
    expect(isPageText({ content: 'x', charIndexes: ['0'] })).toBe(false);
    expect(isPageText({ content: 1, charIndexes: [] })).toBe(false);
    expect(isPageText(null)).toBe(false);
  });
});

describe('withPageText', () => {
  it('gives the page its text and heading offsets, so a hit in code is quoted under its heading', () => {
    const hit = withPageText(page, { content: text, charIndexes });
    expect(hit).toEqual({
      title: page.title,
      routePath: page.routePath,
      content: text,
      toc: [
        { id: 'install', text: 'Install', depth: 2, charIndex: charIndexes[0] },
        { id: 'usage', text: 'Usage', depth: 2, charIndex: charIndexes[1] },
      ],
    });
    expect(suggestionsFor([hit], 'loadScript')).toEqual([
      {
        type: 'content',
        title: 'Code splitting',
        header: 'Usage',
        text: 'ScriptManager.shared.loadScript("home");',
        highlights: [{ start: 21, length: 10 }],
        link: '/docs/code-splitting#usage',
      },
    ]);
  });

  it('without its text (or with offsets of other headings) the page is quoted for its title and headings only', () => {
    for (const missing of [null, { content: text, charIndexes: [0] }]) {
      const hit = withPageText(page, missing);
      expect(hit.content).toBe('');
      // Found by the engine for a word of its text, the page is listed, but nothing is quoted.
      expect(suggestionsFor([hit], 'loadscript')).toEqual([{ type: 'title', title: page.title, text: page.title, highlights: [], link: page.routePath }]);
      expect(suggestionsFor([hit], 'usage').map((suggestion) => suggestion.type)).toEqual(['header']);
    }
  });
});

describe('createPageTextLoader', () => {
  it('fetches each page text once and leaves pages stored with their text as they are', async () => {
    const fetchPageText = vi.fn(async () => ({ content: text, charIndexes }));
    const load = createPageTextLoader(fetchPageText);
    const [first, second] = await Promise.all([load(page), load(page)]);
    expect(await load(page)).toEqual(first);
    expect(second.content).toBe(text);
    expect(fetchPageText).toHaveBeenCalledTimes(1);
    expect(fetchPageText).toHaveBeenCalledWith(page.textFile);
    const stored = { title: 'Other', routePath: '/other', content: 'Full text', toc: [] };
    expect(await load(stored)).toBe(stored);
    expect(fetchPageText).toHaveBeenCalledTimes(1);
  });

  it('tries a failed page text again on the next search, and treats a malformed one as missing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchPageText = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ content: text, charIndexes });
    const load = createPageTextLoader(fetchPageText);
    expect((await load(page)).content).toBe('');
    expect(warn).toHaveBeenCalledTimes(1);
    expect((await load(page)).content).toBe(text);
    const malformed = createPageTextLoader(async () => ({ content: text }));
    expect((await malformed(page)).content).toBe('');
  });
});
