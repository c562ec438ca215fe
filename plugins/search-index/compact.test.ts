import { describe, expect, it } from 'vitest';
import { compactSearchPage, compactWhitespace, restoreHiddenFields } from './compact';

describe('compactWhitespace', () => {
  it('drops indentation and trailing spaces, squeezes runs, keeps paragraph breaks', () => {
    const input = 'Intro text  here \n\n\n\nconst a = {\n    b: 1,\n\tc:\t2\n};\n\nEnd';
    const { content } = compactWhitespace(input);
    expect(content).toBe('Intro text here\n\nconst a = {\nb: 1,\nc: 2\n};\n\nEnd');
  });

  it('maps offsets of the old content to the same text in the new one', () => {
    const input = 'A  b\n\n\n\n   Heading one\n    code   x\n\nHeading two';
    const { content, mapIndex } = compactWhitespace(input);
    for (const word of ['Heading one', 'code', 'x', 'Heading two', 'b']) {
      expect(content.slice(mapIndex(input.indexOf(word))).startsWith(word)).toBe(true);
    }
    expect(mapIndex(0)).toBe(0);
    expect(mapIndex(input.length)).toBe(content.length);
  });

  it('leaves text without extra whitespace unchanged', () => {
    const input = 'One line.\n\nTwo lines\nhere.';
    expect(compactWhitespace(input).content).toBe(input);
  });
});

describe('compactSearchPage', () => {
  it('moves heading offsets with the content and hides the fields search does not read', () => {
    const content = 'Intro\n\n\n\nInstall\n    npm i\n\nUsage\nText';
    const page: Record<string, unknown> = {
      title: 'Page',
      content,
      description: 'About the page',
      frontmatter: { title: 'Page' },
      toc: [
        { id: 'install', text: 'Install', depth: 2, charIndex: content.indexOf('Install') },
        { id: 'usage', text: 'Usage', depth: 2, charIndex: content.indexOf('Usage') },
      ],
    };
    compactSearchPage(page);
    const indexed = JSON.parse(JSON.stringify({ ...page }));
    expect(indexed.description).toBeUndefined();
    expect(indexed.frontmatter).toBeUndefined();
    for (const entry of indexed.toc) expect(indexed.content.slice(entry.charIndex).startsWith(entry.text)).toBe(true);
    // Other plugins still read and write the hidden fields…
    expect(page.description).toBe('About the page');
    page.description = 'Changed';
    // …and the page list gets them back.
    restoreHiddenFields(page);
    const { content: _content, ...listed } = page;
    expect(JSON.parse(JSON.stringify(listed))).toMatchObject({ description: 'Changed', frontmatter: { title: 'Page' } });
  });
});
