import { describe, expect, it } from 'vitest';
import { claimReload, inSiteNavigationTarget, isChunkLoadError, pendingNavigationTarget, PENDING_NAVIGATION_MS, RELOAD_GUARD_MS } from './pageLoad';

describe('isChunkLoadError', () => {
  it('recognises failed chunk and module loads', () => {
    const chunkError = Object.assign(new Error('Loading chunk 812 failed.\n(error: http://x/static/js/async/route-1.js)'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk route-1 failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new TypeError('x is undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('inSiteNavigationTarget', () => {
  const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
  const here = 'https://re-pack.dev/docs/about';

  it('returns the page a plain click on an in-site link opens', () => {
    expect(inSiteNavigationTarget({ href: '/docs/getting-started' }, click, here)).toBe('https://re-pack.dev/docs/getting-started');
    expect(inSiteNavigationTarget({ href: 'https://re-pack.dev/2.x/?a=1', target: '_self' }, click, here)).toBe('https://re-pack.dev/2.x/?a=1');
  });

  it('ignores clicks the browser handles itself', () => {
    expect(inSiteNavigationTarget({ href: '/docs/x' }, { ...click, ctrlKey: true }, here)).toBeNull();
    expect(inSiteNavigationTarget({ href: '/docs/x' }, { ...click, button: 1 }, here)).toBeNull();
    expect(inSiteNavigationTarget({ href: '/docs/x', target: '_blank' }, click, here)).toBeNull();
    expect(inSiteNavigationTarget({ href: '/docs/x', hasAttribute: (name) => name === 'download' }, click, here)).toBeNull();
    expect(inSiteNavigationTarget({ href: 'https://github.com/callstack/repack' }, click, here)).toBeNull();
    expect(inSiteNavigationTarget({ href: 'mailto:a@b.c' }, click, here)).toBeNull();
    expect(inSiteNavigationTarget({ href: '#setup' }, click, here)).toBeNull();
  });
});

describe('pendingNavigationTarget', () => {
  it('forgets a click after a while', () => {
    const pending = { href: 'https://re-pack.dev/docs/x', at: 1000 };
    expect(pendingNavigationTarget(pending, 1000 + PENDING_NAVIGATION_MS)).toBe(pending.href);
    expect(pendingNavigationTarget(pending, 1001 + PENDING_NAVIGATION_MS)).toBeNull();
    expect(pendingNavigationTarget(null, 0)).toBeNull();
  });
});

describe('claimReload', () => {
  const storage = () => {
    const values = new Map<string, string>();
    return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
  };

  it('reloads a URL once per guard period', () => {
    const store = storage();
    expect(claimReload(store, '/a', 0)).toBe(true);
    expect(claimReload(store, '/a', 10)).toBe(false);
    expect(claimReload(store, '/b', 20)).toBe(true);
    expect(claimReload(store, '/b', 20 + RELOAD_GUARD_MS)).toBe(true);
  });

  it('reloads when storage fails', () => {
    expect(claimReload({ getItem: () => { throw new Error('denied'); }, setItem: () => {} }, '/a', 0)).toBe(true);
    expect(claimReload(undefined, '/a', 0)).toBe(true);
  });
});
