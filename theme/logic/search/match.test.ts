import { describe, expect, it } from 'vitest';
import { findHits, foldText, hasEveryWord, MAX_SUGGESTIONS, rankedSuggestions, snippetAround, splitHighlights, suggestionsFor, SUGGESTIONS_PER_PAGE, type Highlight, type SearchHit } from './match';
import { parseQuery } from './terms';

const page: SearchHit = {
  title: 'Code Splitting',
  routePath: '/docs/code-splitting',
  toc: [
    { id: 'concept', text: 'Concept', depth: 2, charIndex: 0 },
    { id: 'chunks', text: 'Async chunks', depth: 2, charIndex: 60 },
    { id: 'remote-chunks', text: 'Remote chunks', depth: 3, charIndex: 120 },
  ],
  content:
    'Code splitting divides the bundle into several files.\n\n' +
    'An async chunk is loaded on demand with ScriptManager.\n\n' +
    'Remote chunks come from a server; ScriptManager resolves their URL.',
};

const marked = (text: string, highlights: Highlight[]) => splitHighlights(text, highlights).map((part) => (part.marked ? `[${part.text}]` : part.text)).join('');

describe('suggestionsFor', () => {
  it('finds a synonym of a word typed, after the word itself', () => {
    const invalidating: SearchHit = { title: 'Caching', routePath: '/docs/caching', toc: [{ id: 'invalidating', text: 'Invalidating scripts', depth: 2, charIndex: 0 }], content: 'Invalidate scripts to load them again.' };
    const deleting: SearchHit = { title: 'Storage', routePath: '/docs/storage', toc: [{ id: 'deleting', text: 'Deleting scripts', depth: 2, charIndex: 0 }], content: 'Delete scripts from the storage.' };
    expect(rankedSuggestions([invalidating], 'delete scripts').map((s) => [s.link, marked(s.text, s.highlights)])).toEqual([['/docs/caching#invalidating', 'Caching > [Invalidating] [scripts]']]);
    expect(rankedSuggestions([invalidating, deleting], 'delete scripts')[0].link).toBe('/docs/storage#deleting');
  });

  it('finds the query in titles, headings (with their parents) and text, marking the typed letters', () => {
    const suggestions = suggestionsFor([page], 'chunk');
    expect(suggestions.map((s) => [s.type, marked(s.text, s.highlights), s.link])).toEqual([
      ['header', 'Code Splitting > Async [chunk]s', '/docs/code-splitting#chunks'],
      ['header', 'Code Splitting > Async chunks > Remote [chunk]s', '/docs/code-splitting#remote-chunks'],
    ]);
    expect(suggestionsFor([page], 'code split').map((s) => [s.type, marked(s.text, s.highlights)])).toEqual([
      ['title', '[Code] [Split]ting'],
      ['content', '[Code] [split]ting divides the bundle into several files.'],
    ]);
  });

  it('finds words in any order, in other forms, with a typo, and the parts of identifiers', () => {
    const hit = (query: string) => suggestionsFor([page], query).map((s) => marked(s.text, s.highlights));
    expect(hit('splitting code')[0]).toBe('[Code] [Splitting]');
    expect(hit('divided bundles')).toEqual(['Code splitting [divides] the [bundle] into several files.']);
    expect(hit('remot chnks')[0]).toBe('Code Splitting > Async chunks > [Remot]e [chunks]');
    expect(hit('script manager')[0]).toBe('An async chunk is loaded on demand with [Script][Manager].');
  });

  it('lists one text hit per section, linking to its heading, and marks an identifier whole', () => {
    const suggestions = suggestionsFor([page], 'scriptmanager');
    expect(suggestions.map((s) => (s.type === 'content' ? [s.header, s.link, marked(s.text, s.highlights)] : null))).toEqual([
      ['Async chunks', '/docs/code-splitting#chunks', 'An async chunk is loaded on demand with [ScriptManager].'],
      ['Remote chunks', '/docs/code-splitting#remote-chunks', 'Remote chunks come from a server; [ScriptManager] resolves their URL.'],
    ]);
  });

  it('ignores case and accents', () => {
    expect(foldText('Übersicht')).toBe('ubersicht');
    expect(suggestionsFor([{ title: 'Déploiement', routePath: '/d' }], 'DEPLOI')[0]).toMatchObject({ type: 'title' });
  });

  it(`lists at most ${MAX_SUGGESTIONS} suggestions, ${SUGGESTIONS_PER_PAGE} of a page while later pages have some`, () => {
    const hits = Array.from({ length: 10 }, (_, i) => ({ title: `Chunk ${i}`, routePath: `/c${i}`, content: 'chunk chunk' }));
    expect(suggestionsFor(hits, 'chunk')).toHaveLength(MAX_SUGGESTIONS);
    const busy: SearchHit = { title: 'Chunks', routePath: '/busy', toc: Array.from({ length: 6 }, (_, i) => ({ id: `h${i}`, text: `Chunk ${i}`, depth: 2, charIndex: -1 })) };
    const other: SearchHit = { title: 'Other chunk', routePath: '/other' };
    expect(suggestionsFor([busy, other], 'chunk').map((s) => s.link.split('#')[0])).toEqual([...Array(6).fill('/busy'), '/other']);
    expect(suggestionsFor([busy, other, { ...other, routePath: '/third' }, { ...other, routePath: '/fourth' }, { ...other, routePath: '/fifth' }], 'chunk').map((s) => s.link.split('#')[0])).toEqual([
      '/busy',
      '/busy',
      '/busy',
      '/other',
      '/third',
      '/fourth',
      '/fifth',
    ]);
  });

  it('puts a heading that is the name typed before a title that only shares a word with it, and leaves out words with only part of an identifier', () => {
    const manager: SearchHit = { title: 'ScriptManager', routePath: '/sm', toc: [{ id: 'loadscript', text: 'loadScript()', depth: 3, charIndex: -1 }, { id: 'invalidatescripts', text: 'invalidateScripts()', depth: 3, charIndex: -1 }] };
    expect(suggestionsFor([manager], 'invalidateScripts').map((s) => s.link)).toEqual(['/sm#invalidatescripts']);
    expect(suggestionsFor([manager], 'script').map((s) => s.link)).toEqual(['/sm', '/sm#loadscript', '/sm#invalidatescripts']);
    const storage: SearchHit = { title: 'Storage', routePath: '/st', toc: [{ id: 'setstorage', text: 'setStorage()', depth: 3, charIndex: -1 }] };
    expect(suggestionsFor([storage], 'set storage').map((s) => s.link)).toEqual(['/st#setstorage', '/st']);
  });

  it('lists a page the engine found even where none of its words are quoted', () => {
    expect(suggestionsFor([{ title: 'Assets', routePath: '/assets' }], 'inlining')).toEqual([{ type: 'title', title: 'Assets', text: 'Assets', highlights: [], link: '/assets' }]);
  });

  it('uses the positions a remote engine sends when the query is not found in the text', () => {
    const hit: SearchHit = { title: 'Assets', routePath: '/assets', content: 'Images are embedded as base64.', _matchesPosition: { content: [{ start: 11, length: 8 }] } };
    const [suggestion] = suggestionsFor([hit], 'inlining');
    expect(marked(suggestion.text, suggestion.highlights)).toBe('Images are [embedded] as base64.');
  });

  it('finds nothing for an empty query', () => {
    expect(suggestionsFor([page], '   ')).toEqual([]);
  });
});

describe('rankedSuggestions', () => {
  const chunks: SearchHit = {
    title: 'Chunks',
    routePath: '/chunks',
    toc: [
      { id: 'chunk-names', text: 'Chunk names', depth: 2, charIndex: 0 },
      { id: 'chunk-ids', text: 'Chunk ids', depth: 2, charIndex: 40 },
    ],
    content: 'Chunk names\n\nEach chunk has a name.\n\nChunk ids\n\nEach chunk has an id.',
  };
  const usage: SearchHit = {
    title: 'Usage',
    routePath: '/usage',
    toc: [
      { id: 'intro', text: 'Introduction', depth: 2, charIndex: 0 },
      { id: 'locator', text: 'Locator fields', depth: 2, charIndex: 50 },
    ],
    content:
      'Introduction\n\nThis page explains loading in general terms.\n\n' +
      'Locator fields\n\nThe url says where the file is. A chunk download that takes longer than its timeout fails, and the error is logged.',
  };

  it('puts a section with every word of the query before headings with some, linking to it and quoting the sentence', () => {
    const [first, ...rest] = rankedSuggestions([chunks, usage], 'chunk timeout');
    expect(first).toMatchObject({ type: 'content', header: 'Locator fields', link: '/usage#locator' });
    expect(marked(first.text, first.highlights)).toBe('A [chunk] download that takes longer than its [timeout] fails, and the error is logged.');
    // The other page's headings with one word of two; "Chunk" typed is closer to them than to the title "Chunks".
    expect(rest.map((s) => s.link)).toEqual(['/chunks#chunk-names', '/chunks#chunk-ids', '/chunks']);
  });

  it('ranks a heading with the words before text with them, and rare words above common ones', () => {
    const heading: SearchHit = { title: 'Guide', routePath: '/guide', toc: [{ id: 'timeouts', text: 'Chunk timeouts', depth: 2, charIndex: 0 }], content: 'Chunk timeouts\n\nSet them per locator.' };
    expect(rankedSuggestions([usage, heading], 'chunk timeout')[0].link).toBe('/guide#timeouts');
    // "guide" is on one page of many, "chunk" on every page: a page with the rare word comes first.
    const common: SearchHit = { title: 'Chunk', routePath: '/chunk', content: 'Chunk' };
    const rare: SearchHit = { title: 'Guide', routePath: '/rare', content: 'Guide' };
    expect(rankedSuggestions([common, rare], 'chunk guide', MAX_SUGGESTIONS, [0.1, 2])[0].link).toBe('/rare');
    expect(rankedSuggestions([common, rare], 'chunk guide', MAX_SUGGESTIONS, [2, 0.1])[0].link).toBe('/chunk');
  });

  it('does not count a word that is only part of an identifier as named by a heading, unless every part is typed', () => {
    const migration: SearchHit = { title: 'Migration', routePath: '/migration', toc: [{ id: 'manager', text: 'Replace ChunkManager', depth: 2, charIndex: 0 }], content: 'Replace ChunkManager\n\nIts timeout option moved.' };
    const usage: SearchHit = { title: 'Usage', routePath: '/usage', toc: [{ id: 'locator', text: 'Locator fields', depth: 2, charIndex: 0 }], content: 'Locator fields\n\nA chunk request has a timeout.' };
    // Both have the words in their text; the heading's ChunkManager does not make the migration a section about chunks.
    expect(rankedSuggestions([migration, usage], 'chunk timeout').map((s) => s.link)).toEqual(['/usage#locator', '/migration#manager']);
    // "chunk manager" names it: every part is typed, as is the identifier whole.
    expect(rankedSuggestions([usage, migration], 'set up chunk manager')[0].link).toBe('/migration#manager');
    expect(rankedSuggestions([usage, migration], 'chunkmanager')[0].link).toBe('/migration#manager');
  });

  it('orders sections with the words in their text only by how often the text has them, for queries of several words', () => {
    const once: SearchHit = { title: 'Loading', routePath: '/loading', toc: [{ id: 'states', text: 'Loading states', depth: 2, charIndex: 0 }], content: 'Loading states\n\nShow a spinner.\n\nA chunk may hit its timeout.' };
    const often: SearchHit = { title: 'Usage', routePath: '/usage', toc: [{ id: 'helpers', text: 'Helpers', depth: 2, charIndex: 0 }], content: 'Helpers\n\nA chunk may hit its timeout. The timeout is in seconds on iOS. Set the timeout per platform.' };
    expect(rankedSuggestions([once, often], 'chunk timeout').map((s) => s.link)).toEqual(['/usage#helpers', '/loading#states']);
    // One word typed: the pages' order stands.
    expect(rankedSuggestions([once, often], 'timeout').map((s) => s.link)).toEqual(['/loading#states', '/usage#helpers']);
  });

  it("orders the sections of all pages together: a heading with a word before another page's text with the words", () => {
    const issues: SearchHit = {
      title: 'Known Issues',
      routePath: '/issues',
      toc: [
        { id: 'esm-config', text: 'ESM config fails on Windows', depth: 2, charIndex: 0 },
        { id: 'overview', text: 'Overview', depth: 2, charIndex: 50 },
      ],
      content: 'ESM config fails on Windows\n\nUpgrade to 3.5.\n\nOverview\n\nAn ESM config fails before 3.5.',
    };
    const templates: SearchHit = { title: 'Templates', routePath: '/templates', toc: [{ id: 'same-config', text: 'The same config', depth: 2, charIndex: 0 }], content: 'The same config\n\nWritten as ESM.' };
    expect(rankedSuggestions([issues, templates], 'esm config').map((s) => s.link)).toEqual(['/issues#esm-config', '/templates#same-config', '/issues#overview']);
  });

  it('names the text before a page\'s first heading by the page title', () => {
    const concepts: SearchHit = { title: 'Concepts', routePath: '/concepts', toc: [{ id: 'splitting', text: 'Splitting', depth: 2, charIndex: 0 }], content: 'Splitting\n\nScreens of React Navigation are split too.' };
    const navigation: SearchHit = { title: 'React Navigation', routePath: '/navigation', content: 'Split your app by screen.' };
    expect(rankedSuggestions([concepts, navigation], 'split screens react navigation')[0].link).toBe('/navigation');
  });

  it("orders by a heading with less than a third of the query's words its section has only after the sentences", () => {
    const start: SearchHit = { title: 'Guide', routePath: '/guide', toc: [{ id: 'before', text: 'Before you start', depth: 2, charIndex: 0 }], content: 'Before you start\n\nNeeded really: a resolver. Each chunk download goes through it.' };
    const glossary: SearchHit = { title: 'Glossary', routePath: '/glossary', toc: [{ id: 'preloading', text: 'Preloading', depth: 2, charIndex: 0 }], content: 'Preloading\n\nDownloading a chunk before it is really needed.' };
    expect(rankedSuggestions([start, glossary], 'download chunk before really needed')[0].link).toBe('/glossary#preloading');
    // A heading with a third or more of them still comes first.
    const named: SearchHit = { ...start, toc: [{ id: 'before', text: 'Before a download', depth: 2, charIndex: 0 }], content: start.content!.replace('Before you start', 'Before a download') };
    expect(rankedSuggestions([named, glossary], 'download chunk before really needed')[0].link).toBe('/guide#before');
  });

  it("puts a page's summary, whose lines start with its sections' headings, after the sections", () => {
    const issues: SearchHit = {
      title: 'Known Issues',
      routePath: '/issues',
      toc: [
        { id: 'overview', text: 'Overview', depth: 2, charIndex: 0 },
        { id: 'traces', text: 'Stack traces after a hot update', depth: 2, charIndex: 150 },
        { id: 'root', text: 'Editing the root component reloads', depth: 2, charIndex: 220 },
        { id: 'names', text: 'Chunks are named after paths', depth: 2, charIndex: 290 },
      ],
      content:
        'Overview\n\nStack traces after a hot update lose file names | reload first\nEditing the root component reloads | move it\nChunks are named after paths | keep comments\n\n'.padEnd(150) +
        'Stack traces after a hot update\n\nFrames point at no file.'.padEnd(70) +
        'Editing the root component reloads\n\nMove it.'.padEnd(70) +
        'Chunks are named after paths\n\nKeep comments.',
    };
    expect(rankedSuggestions([issues], 'stack trace loses file').map((s) => s.link)).toEqual(['/issues#traces', '/issues#overview']);
    // Lines that start with only one other heading do not make a section a summary.
    const guide: SearchHit = { ...issues, content: issues.content!.replace('Editing the root component reloads |', 'Edits |').replace('Chunks are named after paths |', 'Names |') };
    expect(rankedSuggestions([guide], 'stack trace loses file')[0].link).toBe('/issues#overview');
  });

  it('finds a pasted error message in the section that quotes it, punctuation and paths aside', () => {
    const issues: SearchHit = {
      title: 'Known Issues',
      routePath: '/known-issues',
      toc: [
        { id: 'overview', text: 'Overview', depth: 2, charIndex: 0 },
        { id: 'runtime-globals', text: "Cannot find module 'webpack/lib/RuntimeGlobals'", depth: 2, charIndex: 40 },
      ],
      content: "Overview\n\nProblems and what to do.\n\nCannot find module 'webpack/lib/RuntimeGlobals'\n\nPin Webpack 5.111.1.",
    };
    const [first] = rankedSuggestions([usage, issues], "Error: Cannot find module 'webpack/lib/RuntimeGlobals' Require stack: - /app/node_modules/x.js");
    expect(first.link).toBe('/known-issues#runtime-globals');
  });
});

describe('hasEveryWord', () => {
  it('tells whether a text has every word typed, in any form, but not by prefix or typo', () => {
    expect(hasEveryWord('Caching and versioning', parseQuery('versioned cache'))).toBe(true);
    expect(hasEveryWord('Caching and versioning', parseQuery('cache vers'))).toBe(false);
    expect(hasEveryWord('Caching', parseQuery('cahcing'))).toBe(false);
  });

  it('meets a word ending in a doubled consonant in its -ing form', () => {
    expect(hasEveryWord('Adding a resolver', parseQuery('add resolver'))).toBe(true);
  });
});

describe('findHits', () => {
  it('marks an identifier typed whole rather than its parts found elsewhere', () => {
    const text = 'It is compiled first; isCompiledDependency decides.';
    expect(marked(text, findHits(text, parseQuery('isCompiledDependency')).highlights)).toBe('It is compiled first; [isCompiledDependency] decides.');
  });

  it('scores exact words above typos and a text with every word above one with some', () => {
    const query = parseQuery('module federation');
    expect(findHits('Module Federation', query).score).toBe(1);
    expect(findHits('Modle Federation', query).score).toBeLessThan(1);
    expect(findHits('Module', query).score).toBe(0.5);
    expect(findHits('', query)).toEqual({ highlights: [], score: 0 });
  });
});

describe('splitHighlights', () => {
  it('splits a text into plain and marked parts, skipping overlapping or empty ranges', () => {
    expect(splitHighlights('abcdef', [{ start: 1, length: 2 }, { start: 2, length: 1 }, { start: 4, length: 0 }, { start: 4, length: 9 }])).toEqual([
      { text: 'a', marked: false },
      { text: 'bc', marked: true },
      { text: 'd', marked: false },
      { text: 'ef', marked: true },
    ]);
    expect(splitHighlights('abc', [])).toEqual([{ text: 'abc', marked: false }]);
  });
});

describe('snippetAround', () => {
  const long = `${'a'.repeat(200)} needle ${'b'.repeat(200)}`;

  it('cuts a long line to about 100 characters centred on the hit', () => {
    const { text, highlight } = snippetAround(long, 201, 6);
    expect(text.length).toBeLessThanOrEqual(102);
    expect(text.startsWith('…')).toBe(true);
    expect(text.endsWith('…')).toBe(true);
    expect(text.slice(highlight.start, highlight.start + highlight.length)).toBe('needle');
    expect(Math.abs(highlight.start - (text.length - highlight.start - 6))).toBeLessThanOrEqual(2);
  });

  it('keeps a short line whole and collapses whitespace', () => {
    const content = 'first line\nuse   the\tneedle here\nlast line';
    const { text, highlight } = snippetAround(content, content.indexOf('needle'), 6);
    expect(text).toBe('use the needle here');
    expect(text.slice(highlight.start, highlight.start + 6)).toBe('needle');
  });

  it('does not cut before the start of the text', () => {
    const { text } = snippetAround(`needle ${'c'.repeat(300)}`, 0, 6);
    expect(text.startsWith('needle')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(101);
  });
});

describe('members of API tables', () => {
  it('suggests a member by name, linked to its row anchor, before text that mentions it', () => {
    const api: SearchHit = { title: 'DevServer', routePath: '/api/dev', members: [{ id: 'hmrserver', text: 'hmrServer' }], content: 'uses hmrServer for updates' };
    const [first] = suggestionsFor([api], 'hmrServer');
    expect(first).toMatchObject({ type: 'header', text: 'DevServer > hmrServer', link: '/api/dev#hmrserver' });
  });

  it("lists a member's table row once, at the member's anchor, and other text that mentions it at its section", () => {
    const api: SearchHit = {
      title: 'BundleArguments',
      routePath: '/api/bundle',
      toc: [
        { id: 'properties', text: 'Properties', depth: 2, charIndex: 0 },
        { id: 'usage', text: 'Usage', depth: 2, charIndex: 50 },
      ],
      members: [{ id: 'minify', text: 'minify' }],
      content: 'Properties\n\nminify optional boolean Whether to minify.\n\nUsage\n\nPass --minify for a release.',
    };
    expect(suggestionsFor([api], 'minify').map((s) => s.link)).toEqual(['/api/bundle#minify', '/api/bundle#usage']);
  });
});

