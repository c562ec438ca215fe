import { describe, expect, it } from 'vitest';
import { createLocalIndex } from './localIndex';

const pages = [
  { routePath: '/base', title: 'BaseDevServer', toc: [{ id: 'run', text: 'run()', depth: 3 }], content: 'a dev server base class' },
  { routePath: '/dev', title: 'DevServer', toc: [{ id: 'setup', text: 'setup()', depth: 3 }], content: 'the dev server' },
  { routePath: '/guide', title: 'Development server', toc: [{ id: 'devserver', text: 'DevServer', depth: 2 }], content: 'start the devserver' },
  { routePath: '/storage', title: 'StorageApi', toc: [{ id: 'getitem', text: 'getItem()', depth: 3 }], content: 'storage set get' },
  { routePath: '/manager', title: 'ScriptManager', toc: [{ id: 'setstorage', text: 'setStorage()', depth: 3 }], content: 'sets the storage' },
  { routePath: '/caching', title: 'Caching and versioning', toc: [{ id: 'cdn', text: 'CDN headers', depth: 2 }], content: 'scripts are cached and versioned' },
  { routePath: '/notes', title: 'Notes', toc: [{ id: 'caching', text: 'Caching', depth: 2 }], content: 'caching' },
];
const routes = (query: string) => createLocalIndex(pages).search(query, 7).map(({ page }) => page.routePath);

describe('createLocalIndex', () => {
  it('lists an exact title or symbol name first, then an exact heading', () => {
    expect(routes('DevServer')[0]).toBe('/dev');
    expect(routes('devserver').slice(0, 2)).toEqual(['/dev', '/guide']);
    expect(routes('setStorage')[0]).toBe('/manager');
  });

  it('ranks a title above a heading above the text, and a page with every word above one with some', () => {
    expect(routes('versioning caching').slice(0, 2)).toEqual(['/caching', '/notes']);
    expect(routes('cdn')[0]).toBe('/caching');
  });

  it('finds typos and prefixes, below exact words', () => {
    expect(routes('cahcing versoning')[0]).toBe('/caching');
    expect(routes('stora')[0]).toBe('/storage');
    expect(routes('zzqx')).toEqual([]);
  });

  it('gives at most `limit` pages', () => {
    expect(createLocalIndex(pages).search('server', 2)).toHaveLength(2);
  });

  it('finds a member of an API table by its name, as it finds a heading', () => {
    const withMembers = [...pages, { routePath: '/args', title: 'BundleArguments', members: [{ id: 'entryfile', text: 'entryFile' }], content: 'entryFile string' }];
    expect(createLocalIndex(withMembers).search('entryFile', 7)[0]).toMatchObject({ page: { routePath: '/args' }, exact: 1 });
  });
});

