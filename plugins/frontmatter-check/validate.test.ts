import { describe, expect, it } from 'vitest';
import { checkFrontmatter, frontmatterProblems, readFrontmatter } from './validate';

describe('frontmatter check', () => {
  it('reads frontmatter and accepts good values', () => {
    const source = '---\ntitle: Hello\npageType: home\noverview: true\n---\n# Hello\n';
    expect(readFrontmatter(source)).toEqual({ title: 'Hello', pageType: 'home', overview: true });
    expect(() => checkFrontmatter('docs/ok.md', source)).not.toThrow();
    expect(() => checkFrontmatter('docs/none.md', '# No frontmatter\n')).not.toThrow();
  });

  it('names the file when the YAML is malformed', () => {
    expect(() => checkFrontmatter('docs/broken.md', '---\ntitle: [unclosed\n---\n# Hi\n')).toThrow(
      /Malformed frontmatter in docs\/broken\.md/,
    );
  });

  it('names the file and the key when a value is bad', () => {
    expect(() => checkFrontmatter('docs/bad.md', '---\npageType: landing\n---\n')).toThrow(
      /Bad frontmatter in docs\/bad\.md: pageType must be one of/,
    );
    expect(frontmatterProblems({ sidebar: 'no', title: 3 })).toEqual([
      'sidebar must be true or false, got "no"',
      'title must be a string, got 3',
    ]);
    expect(frontmatterProblems(['a'])).toEqual(['frontmatter must be a mapping of keys to values']);
  });
});
