import { describe, expect, it } from 'vitest';
import { indexFilesFor } from './indexFiles';

describe('indexFilesFor', () => {
  it('names the index file of every version in the language, the current version first', () => {
    const hashes = { '2.x###en': 'aaaa', '3.x###en': 'bbbb', '3.x###zh': 'cccc' };
    expect(indexFilesFor(hashes, 'en', '2.x')).toEqual([
      { version: '2.x', file: 'static/search_index.2_x.en.aaaa.json' },
      { version: '3.x', file: 'static/search_index.3_x.en.bbbb.json' },
    ]);
    expect(indexFilesFor(hashes, 'en', '3.x').map((file) => file.version)).toEqual(['3.x', '2.x']);
    expect(indexFilesFor({ '###': 'dddd' }, '', '')).toEqual([{ version: '', file: 'static/search_index.dddd.json' }]);
  });
});
