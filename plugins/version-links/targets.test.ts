import { describe, expect, it } from 'vitest';
import { stripVersion, versionLinksFor, versionTarget, type VersionRoutes } from './targets';

const site: VersionRoutes = {
  defaultVersion: '3.x',
  versions: ['2.x', '3.x'],
  routes: new Set([
    '/',
    '/docs/',
    '/docs/getting-started',
    '/docs/code-splitting/local-vs-remote-chunks',
    '/docs/module-federation',
    '/api/repack/',
    '/api/repack/classes/RepackPlugin',
    '/2.x/',
    '/2.x/docs/getting-started',
    '/2.x/api/node/',
  ]),
};

describe('version switcher targets', () => {
  it('keeps the same page when the other version has it', () => {
    expect(versionTarget('/docs/getting-started', '3.x', '2.x', site)).toBe('/2.x/docs/getting-started');
    expect(versionTarget('/2.x/docs/getting-started', '2.x', '3.x', site)).toBe('/docs/getting-started');
  });

  it('falls back to the nearest existing ancestor section page', () => {
    expect(versionTarget('/2.x/docs/code-splitting/concepts', '2.x', '3.x', site)).toBe('/docs/');
    expect(versionTarget('/2.x/api/node/classes/DevServer', '2.x', '3.x', site)).toBe('/');
    expect(versionTarget('/api/repack/classes/RepackPlugin', '3.x', '2.x', site)).toBe('/2.x/');
  });

  it('falls back to the version home when no ancestor exists', () => {
    expect(versionTarget('/docs/module-federation', '3.x', '2.x', site)).toBe('/2.x/');
    expect(versionTarget('/', '3.x', '2.x', site)).toBe('/2.x/');
    expect(versionTarget('/2.x/', '2.x', '3.x', site)).toBe('/');
  });

  it('strips only the version prefix of non-default versions', () => {
    expect(stripVersion('/2.x/docs/about', '2.x', '3.x')).toBe('/docs/about');
    expect(stripVersion('/2.x', '2.x', '3.x')).toBe('/');
    expect(stripVersion('/2.xyz/docs', '2.x', '3.x')).toBe('/2.xyz/docs');
    expect(stripVersion('/docs/about', '3.x', '3.x')).toBe('/docs/about');
  });

  it('lists a target for every version, the current one being the page itself', () => {
    expect(versionLinksFor('/docs/getting-started', '3.x', site)).toEqual({
      '2.x': '/2.x/docs/getting-started',
      '3.x': '/docs/getting-started',
    });
  });
});
