import { describe, expect, it } from 'vitest';
import { editDistance, indexTerms, matchKind, ownAlternatives, parseQuery, readWords, stem } from './terms';

describe('stem', () => {
  it('brings word forms to one term and leaves short words and identifiers alone', () => {
    expect(['cache', 'caching', 'cached', 'caches'].map(stem)).toEqual(['cach', 'cach', 'cach', 'cach']);
    expect(['version', 'versions', 'versioning', 'versioned'].map(stem)).toEqual(['version', 'version', 'version', 'version']);
    expect(['migrate', 'migrating', 'migration'].map(stem)).toEqual(['migrat', 'migrat', 'migrat']);
    expect(['sign', 'signing', 'signed'].map(stem)).toEqual(['sign', 'sign', 'sign']);
    expect(['ios', 'cdn', 'v3', 'Chunk'].map(stem)).toEqual(['ios', 'cdn', 'v3', 'Chunk']);
  });

  it('makes a doubled final consonant single on every stem, so that a word meets its -ed and -ing forms', () => {
    expect(['add', 'adding', 'added', 'adds'].map(stem)).toEqual(['ad', 'ad', 'ad', 'ad']);
    expect(['app', 'apps', 'stiff', 'stiffing'].map(stem)).toEqual(['ap', 'ap', 'stif', 'stif']);
    // Not l, s or z (Porter's rule), and not where the stem would be a stop word.
    expect(['install', 'process', 'buzz', 'off'].map(stem)).toEqual(['instal', 'process', 'buzz', 'off']);
  });
});

describe('readWords and indexTerms', () => {
  it('reads identifiers whole and by part, compounds whole, and leaves out stop words', () => {
    expect(indexTerms('The CodeSigningPlugin and HMRMessage')).toEqual(['codesigningplugin', 'code', 'sign', 'plugin', 'hmrmessag', 'hmr', 'messag']);
    expect(indexTerms('--custom-version ID_12')).toEqual(['customvers', 'custom', 'version', 'id12', 'id', '12']);
    const [word] = readWords('use ScriptManager').slice(1);
    expect(word).toMatchObject({ start: 4, end: 17, folded: 'scriptmanager', term: 'scriptmanag' });
    expect(word.parts.map((part) => [part.start, part.term])).toEqual([
      [4, 'script'],
      [10, 'manag'],
    ]);
  });
});

describe('parseQuery', () => {
  it('keeps the words that matter, each with its alternatives, and the last one as a prefix', () => {
    const { slots, terms, compact } = parseQuery('the DevServer with MF');
    expect(slots.map((slot) => slot.alternatives)).toEqual([[['devserv'], ['dev', 'server']], [['mf'], ['modul', 'feder']]]);
    expect(slots.map((slot) => slot.prefix)).toEqual([true, true]);
    expect(terms).toEqual(['devserv', 'dev', 'server', 'mf', 'modul', 'feder']);
    expect(compact).toBe('thedevserverwithmf');
  });

  it('keeps stop words when the query has nothing else, and short words other than the last whole', () => {
    expect(parseQuery('to the').slots.map((slot) => slot.whole)).toEqual(['to', 'the']);
    expect(parseQuery('rn web').slots.map((slot) => slot.prefix)).toEqual([false, true]);
    expect(parseQuery('constructor').slots[0].alternatives).toEqual([['constructor']]);
    // Prepositions that join the words of a task say nothing about the page that answers it.
    expect(parseQuery('share react between host and remotes').slots.map((slot) => slot.folded)).toEqual(['share', 'react', 'host', 'remotes']);
  });
});

describe('synonyms', () => {
  it('adds the other phrases of a group after the word itself, for phrases typed word for word', () => {
    const [deleteSlot, chunks] = parseQuery('deleting chunks').slots;
    expect(deleteSlot.alternatives).toEqual([['delet'], ['remov'], ['invalid'], ['clear']]);
    expect(deleteSlot.synonymsAt).toBe(1);
    expect(ownAlternatives(deleteSlot)).toEqual([['delet']]);
    expect(chunks.synonymsAt).toBe(-1);
    // `set up` is a phrase: each of its words kept (`set`) is also found as `configure`; `set` alone is not.
    expect(parseQuery('set up chunk manager').slots[0].alternatives).toEqual([['set'], ['configur'], ['setup']]);
    expect(parseQuery('set chunk').slots[0].synonymsAt).toBe(-1);
    // Both words of `hot reload` are found by `HMR`; synonyms get no typo allowance.
    const { slots, edits } = parseQuery('hot reload');
    expect(slots.map((slot) => slot.alternatives.slice(slot.synonymsAt).some((terms) => terms.join() === 'hmr'))).toEqual([true, true]);
    expect(edits.has('refresh')).toBe(false);
  });
});

describe('matchKind and editDistance', () => {
  it('tells exact, prefix and typo matches apart, allowing more typos in longer words', () => {
    const { edits, typed } = parseQuery('modle federtaion cahcing hmr');
    expect(Object.fromEntries(edits)).toEqual({ modl: 1, federtaion: 2, cahc: 2, hmr: 0, hot: 0, modul: 1, replac: 2 });
    expect(typed.get('cahc')).toBe('cahcing');
    // A misspelt word does not stem like the word meant: the typo is measured on the words as written.
    expect(matchKind('federtaion', 'feder', false, 2, 'federtaion', 'federation')).toBe('fuzzy');
    expect(matchKind('federtaion', 'feder', false, 2)).toBeUndefined();
    // Word forms that stem apart (`minify`, `minification`) meet as a typo of their stems.
    expect(matchKind('minifi', 'minif', false, 1, 'minify', 'minification')).toBe('fuzzy');
    expect(matchKind('chunk', 'chunk', true, 1)).toBe('exact');
    expect(matchKind('chunk', 'chunkmanager', true, 1)).toBe('prefix');
    expect(matchKind('chunk', 'chunkmanager', false, 1)).toBeUndefined();
    expect(matchKind('modl', 'modul', false, 1)).toBe('fuzzy');
    expect(matchKind('federta', 'federat', false, 2)).toBe('fuzzy');
    expect(matchKind('cahc', 'cach', false, 2)).toBe('fuzzy');
    expect(matchKind('hmr', 'hmm', false, 0)).toBeUndefined();
    expect(editDistance('federta', 'federat', 2)).toBe(1);
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
  });
});
