import { describe, expect, it } from 'vitest';
import { resultGroups } from './groups';

const hit = (title: string) => ({ title, routePath: `/${title.toLowerCase()}` });
const options = { currentIndex: 'repack', currentLabel: 'Re.Pack' };

describe('resultGroups', () => {
  it('puts the site index first, labelled with the site title', () => {
    const groups = resultGroups(
      [
        { index: 'rspack', hits: [hit('Chunks')] },
        { index: 'default', hits: [hit('Chunk loading')] },
      ],
      'chunk',
      { ...options, searchIndexes: ['repack', { value: 'rspack', label: 'Rspack' }] },
    );
    expect(groups.map((group) => [group.id, group.label, group.suggestions.length])).toEqual([
      ['repack', 'Re.Pack', 1],
      ['rspack', 'Rspack', 1],
    ]);
  });

  it('keeps the site tab when only other indexes answered', () => {
    expect(resultGroups([{ index: 'other', hits: [hit('Chunk')] }], 'chunk', options).map((group) => group.suggestions.length)).toEqual([0, 1]);
  });

  it('answers no groups with no tabs', () => {
    expect(resultGroups([], 'chunk', options)).toEqual([]);
  });
});
