import { describe, expect, it } from 'vitest';
import { foldText, MAX_SUGGESTIONS, snippetAround, splitHighlight, suggestionsFor, type SearchHit } from './match';

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

const marked = (text: string, highlight: { start: number; length: number }) => {
  const [before, hit, after] = splitHighlight(text, highlight);
  return `${before}[${hit}]${after}`;
};

describe('suggestionsFor', () => {
  it('finds the query in titles, headings (with their parents) and text, marking the hit', () => {
    const suggestions = suggestionsFor([page], 'chunk');
    expect(suggestions.map((s) => [s.type, marked(s.text, s.highlight), s.link])).toEqual([
      ['header', 'Code Splitting > Async [chunk]s', '/docs/code-splitting#chunks'],
      ['header', 'Code Splitting > Async chunks > Remote [chunk]s', '/docs/code-splitting#remote-chunks'],
    ]);
    expect(suggestionsFor([page], 'code split').map((s) => [s.type, marked(s.text, s.highlight)])).toEqual([
      ['title', '[Code Split]ting'],
      ['content', '[Code split]ting divides the bundle into several files.'],
    ]);
  });

  it('lists one text hit per section, linking to its heading', () => {
    const suggestions = suggestionsFor([page], 'scriptmanager');
    expect(suggestions.map((s) => (s.type === 'content' ? [s.header, s.link, marked(s.text, s.highlight)] : null))).toEqual([
      ['Async chunks', '/docs/code-splitting#chunks', 'An async chunk is loaded on demand with [ScriptManager].'],
      ['Remote chunks', '/docs/code-splitting#remote-chunks', 'Remote chunks come from a server; [ScriptManager] resolves their URL.'],
    ]);
  });

  it('ignores case and accents', () => {
    expect(foldText('Übersicht')).toBe('ubersicht');
    expect(suggestionsFor([{ title: 'Déploiement', routePath: '/d' }], 'DEPLOI')[0]).toMatchObject({ type: 'title' });
  });

  it(`lists at most ${MAX_SUGGESTIONS} suggestions`, () => {
    const hits = Array.from({ length: 10 }, (_, i) => ({ title: `Chunk ${i}`, routePath: `/c${i}`, content: 'chunk chunk' }));
    expect(suggestionsFor(hits, 'chunk')).toHaveLength(MAX_SUGGESTIONS);
  });

  it('uses the positions a remote engine sends when the literal query is not in the text', () => {
    const hit: SearchHit = { title: 'Assets', routePath: '/assets', content: 'Images are inlined as base64.', _matchesPosition: { content: [{ start: 11, length: 7 }] } };
    const [suggestion] = suggestionsFor([hit], 'inlining');
    expect(marked(suggestion.text, suggestion.highlight)).toBe('Images are [inlined] as base64.');
  });

  it('finds nothing for an empty query', () => {
    expect(suggestionsFor([page], '   ')).toEqual([]);
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
