import { describe, expect, it } from 'vitest';
import { compileMappings, counterpart, versionLinksFor, versionTarget, type VersionRoutes } from './targets';

const site: VersionRoutes = {
  defaultVersion: '3.x',
  versions: ['2.x', '3.x'],
  routes: new Set([
    '/',
    '/docs/',
    '/docs/getting-started',
    '/docs/code-splitting/concept',
    '/docs/code-splitting/local-vs-remote-chunks',
    '/docs/module-federation',
    '/api/repack/',
    '/api/repack/classes/RepackPlugin',
    '/api/repack/classes/plugins.OutputPlugin',
    '/api/repack/functions/bundle',
    '/api/repack/client/',
    '/api/repack/client/classes/ScriptManager',
    '/2.x/',
    '/2.x/docs/getting-started',
    '/2.x/docs/code-splitting/concepts',
    '/2.x/api/node/',
    '/2.x/api/node/classes/DevServer',
    '/2.x/api/node/classes/OutputPlugin',
    '/2.x/api/node/functions/bundle',
    '/2.x/api/react-native/',
    '/2.x/api/react-native/classes/ChunkManager',
  ]),
};

/** The same site, with docs/2.x/_versions.json naming the renamed and moved pages. */
const mapped: VersionRoutes = {
  ...site,
  mappings: compileMappings({
    '2.x': {
      '3.x': {
        '/docs/code-splitting/concepts': '/docs/code-splitting/concept',
        '/api/node/*': '/api/repack/*',
        '/api/node/classes/OutputPlugin': '/api/repack/classes/plugins.OutputPlugin',
        '/api/react-native/*': '/api/repack/client/*',
        '/api/react-native/classes/ChunkManager': '/api/repack/client/classes/ScriptManager',
      },
    },
  }),
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

  it('lists a target for every version, the current one being the page itself', () => {
    expect(versionLinksFor('/docs/getting-started', '3.x', site)).toEqual({
      '2.x': '/2.x/docs/getting-started',
      '3.x': '/docs/getting-started',
    });
  });
});

describe('pages renamed or moved between versions (_versions.json)', () => {
  it('sends a renamed page to its new path, both ways, from the mapping of one side', () => {
    expect(versionTarget('/2.x/docs/code-splitting/concepts', '2.x', '3.x', mapped)).toBe('/docs/code-splitting/concept');
    expect(versionTarget('/docs/code-splitting/concept', '3.x', '2.x', mapped)).toBe('/2.x/docs/code-splitting/concepts');
  });

  it('maps a moved folder page by page, explicit entries first, the more specific folder first', () => {
    expect(versionTarget('/2.x/api/node/functions/bundle', '2.x', '3.x', mapped)).toBe('/api/repack/functions/bundle');
    expect(versionTarget('/2.x/api/node/classes/OutputPlugin', '2.x', '3.x', mapped)).toBe('/api/repack/classes/plugins.OutputPlugin');
    expect(versionTarget('/api/repack/classes/plugins.OutputPlugin', '3.x', '2.x', mapped)).toBe('/2.x/api/node/classes/OutputPlugin');
    expect(versionTarget('/api/repack/client/classes/ScriptManager', '3.x', '2.x', mapped)).toBe(
      '/2.x/api/react-native/classes/ChunkManager',
    );
    expect(versionTarget('/api/repack/client/', '3.x', '2.x', mapped)).toBe('/2.x/api/react-native/');
  });

  it('falls back to the mapped ancestor when the page itself has no counterpart', () => {
    expect(versionTarget('/2.x/api/node/classes/DevServer', '2.x', '3.x', mapped)).toBe('/api/repack/');
    expect(versionTarget('/api/repack/classes/RepackPlugin', '3.x', '2.x', mapped)).toBe('/2.x/api/node/');
  });

  it('finds the counterpart through a third version (4.x keeps 3.x paths)', () => {
    const withFour: VersionRoutes = {
      defaultVersion: '4.x',
      versions: ['2.x', '3.x', '4.x'],
      routes: new Set(['/', '/docs/code-splitting/concept', '/3.x/', '/3.x/docs/code-splitting/concept', '/2.x/', '/2.x/docs/code-splitting/concepts']),
      mappings: compileMappings({ '2.x': { '3.x': { '/docs/code-splitting/concepts': '/docs/code-splitting/concept' } } }),
    };
    expect(counterpart('/docs/code-splitting/concept', '4.x', '2.x', withFour)).toBe('/docs/code-splitting/concepts');
    expect(versionTarget('/2.x/docs/code-splitting/concepts', '2.x', '4.x', withFour)).toBe('/docs/code-splitting/concept');
    expect(versionTarget('/2.x/docs/code-splitting/concepts', '2.x', '3.x', withFour)).toBe('/3.x/docs/code-splitting/concept');
  });

  it('has no counterpart where neither the mapped nor the same path is a page', () => {
    expect(counterpart('/docs/module-federation', '3.x', '2.x', mapped)).toBeUndefined();
  });
});
