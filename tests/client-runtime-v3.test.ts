/**
 * What the 3.x guides say ScriptManager does, checked against the published 3.7.0 client running on a
 * test double of its native module (see client-runtime.ts). Each test names the page it backs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Device, ENTRY_CHUNK, guideBlock, HERMES_BYTECODE, launchV3, numericChunkFileName, ReactNativeFormData, ReactNativeURLSearchParams, runGuideModule } from './client-runtime';

const CDN = 'https://cdn.example.com/trailmate/2.4.0/android';

/**
 * A launch of a release-build app whose resolver points every script at the CDN, as the guides' resolvers
 * do, with the device's storage set through setStorage unless `storage` is false.
 */
function releaseApp(device = new Device(), { storage = true, ...extra }: Record<string, unknown> = {}) {
  const app = launchV3(device);
  if (storage) app.ScriptManager.shared.setStorage(device.storage);
  app.ScriptManager.shared.addResolver(async (scriptId) => ({ url: app.Script.getRemoteURL(`${CDN}/${scriptId}`), ...extra }));
  return app;
}

/** Whether a promise settles once every queued step of the client and the native double has run. */
async function settlement(promise: Promise<unknown>): Promise<'resolved' | 'rejected' | 'pending'> {
  const idle = async () => {
    for (let round = 0; round < 20; round += 1) await new Promise((resolve) => setImmediate(resolve));
    return 'pending' as const;
  };
  return Promise.race([promise.then(() => 'resolved' as const, () => 'rejected' as const), idle()]);
}

type App = ReturnType<typeof launchV3>;

/** `new ScriptManager(nativeModule)`, which the guides tell readers never to call (its constructor is @internal). */
const construct = (app: App, nativeModule?: null) => new (app.ScriptManager as unknown as new (native?: null) => unknown)(nativeModule);

/** The workaround of caching-versioning: `forgetScripts(ids)` also passes the `<scriptId>_<caller>` keys. */
function forgetScripts(app: App, scriptIds: string[]): Promise<void> {
  const code = guideBlock('docs/3.x/docs/code-splitting/caching-versioning.mdx', 'src/settings/clearDownloads.ts');
  const { forgetScripts: forget } = runGuideModule(code, { '@callstack/repack/client': app });
  return (forget as (ids: string[]) => Promise<void>)(scriptIds);
}

/** The `forgetChunk` helper that the usage and react-navigation pages' retries and prefetches call. */
function forgetChunk(app: App, page: string, scriptId: string): Promise<void> {
  const { forgetChunk: forget } = runGuideModule(guideBlock(page, 'src/chunks/forgetChunk.ts'), { '@callstack/repack/client': app });
  return (forget as (id: string) => Promise<void>)(scriptId);
}

describe('resolvers (code-splitting/usage, caching-versioning)', () => {
  it('runs resolvers highest priority first and stops at the first locator', async () => {
    const app = launchV3(new Device());
    const asked: string[] = [];
    app.ScriptManager.shared.addResolver(async (scriptId) => {
      asked.push('default');
      return { url: app.Script.getRemoteURL(`${CDN}/${scriptId}`) };
    });
    app.ScriptManager.shared.addResolver(
      async (scriptId) => {
        asked.push('bundled');
        return scriptId === 'editor' ? { url: app.Script.getFileSystemURL(scriptId) } : undefined;
      },
      { priority: 3 },
    );
    app.ScriptManager.shared.addResolver(async () => {
      asked.push('federation default');
      return undefined;
    }, { priority: 0 });

    await app.importChunk('editor');
    expect(asked).toEqual(['bundled']);
    asked.length = 0;
    await app.importChunk('stats');
    expect(asked).toEqual(['bundled', 'default']);
  });

  it('fails with an error naming the script when every resolver returns undefined', async () => {
    const app = launchV3(new Device());
    app.ScriptManager.shared.addResolver(async () => undefined);
    await expect(app.ScriptManager.shared.loadScript('stats', ENTRY_CHUNK)).rejects.toThrow(
      'No resolver was able to resolve script stats',
    );
  });

  it('removeResolver returns whether the resolver was registered', () => {
    const app = launchV3(new Device());
    const resolver = async () => undefined;
    app.ScriptManager.shared.addResolver(resolver, { priority: 4 });
    expect(app.ScriptManager.shared.removeResolver(resolver)).toBe(true);
    expect(app.ScriptManager.shared.removeResolver(resolver)).toBe(false);
  });

  it('appends the chunk extension to getRemoteURL and a query object to the address', async () => {
    const device = new Device();
    const app = launchV3(device);
    app.ScriptManager.shared.addResolver(async (scriptId) => ({
      url: app.Script.getRemoteURL(`https://cdn.example.com/trailmate/android/${scriptId}`),
      query: { release: '2.4.0-118' },
    }));
    await app.importChunk('settings');
    expect(device.downloadsOf('settings')).toEqual(['https://cdn.example.com/trailmate/android/settings.chunk.bundle?release=2.4.0-118']);
  });

  it('fails the first import asking for addResolver when no resolver was added', async () => {
    const app = launchV3(new Device());
    await expect(app.ScriptManager.shared.loadScript('stats', ENTRY_CHUNK)).rejects.toThrow(
      'No script resolvers were added. Did you forget to call `ScriptManager.shared.addResolver(...)`?',
    );
  });

  it('an import() before anything touched ScriptManager logs [RepackRuntime] Script manager was not provided and fails, without the addResolver hint', async () => {
    const app = launchV3(new Device());
    await expect(app.importChunk('stats')).rejects.toThrow('Loading chunk stats failed');
    expect(app.errors.map((args) => args[0])).toEqual(['[RepackRuntime] Script manager was not provided']);
  });

  it('ScriptManager.shared is the one instance: constructing another throws', () => {
    const app = launchV3(new Device());
    expect(app.ScriptManager.shared).toBe(app.ScriptManager.shared);
    expect(() => construct(app)).toThrow('ScriptManager was already instantiated. Use ScriptManager.shared instead.');
  });

  it('without the native module, fails with a message whose hint about native dependencies appears in development only', () => {
    expect(() => construct(launchV3(new Device(), { dev: true }), null)).toThrow(
      'repack react-native module was not found. Did you forget to update native dependencies?',
    );
    expect(() => construct(launchV3(new Device()), null)).toThrow(/^repack react-native module was not found\.$/);
  });

  it('excludeExtension keeps the URL as given; a query written into url gets the extension after it and iOS drops it', async () => {
    const device = new Device();
    const app = launchV3(device);
    app.ScriptManager.shared.addResolver(async (scriptId) => ({
      url: app.Script.getRemoteURL(`${CDN}/files/${scriptId}.3f9a1c.js`, { excludeExtension: true }),
    }));
    await app.importChunk('inbox');
    expect(device.downloadsOf('inbox')).toEqual([`${CDN}/files/inbox.3f9a1c.js`]);

    for (const [platform, expected] of [['android', `${CDN}/stats?v=2.chunk.bundle`], ['ios', `${CDN}/stats`]] as const) {
      const phone = new Device(platform);
      const launched = launchV3(phone);
      launched.ScriptManager.shared.addResolver(async (scriptId) => ({ url: launched.Script.getRemoteURL(`${CDN}/${scriptId}?v=2`) }));
      await launched.importChunk('stats');
      expect(phone.downloadsOf('stats'), platform).toEqual([expected]);
    }
  });

  it('Federated.createURLResolver: [name] and [ext] give .container.bundle for a container and the chunk file name for its chunks; an unknown name throws', async () => {
    const device = new Device();
    device.plainScripts.set('catalog', 'globalThis.__repack__.shared.loadScriptCallback.push(["catalog"]);');
    const app = launchV3(device);
    const resolveURL = app.Federated.createURLResolver({ containers: { catalog: 'https://cdn.example.com/catalog/[name][ext]' } });
    app.ScriptManager.shared.addResolver(async (scriptId, caller) => ({ url: resolveURL(scriptId, caller) as string }));
    await app.ScriptManager.shared.loadScript('catalog');
    await app.ScriptManager.shared.prefetchScript('catalog-list', 'catalog');
    expect(device.downloads.map((download) => download.url)).toEqual([
      'https://cdn.example.com/catalog/catalog.container.bundle',
      'https://cdn.example.com/catalog/catalog-list.chunk.bundle',
    ]);
    expect(() => resolveURL('unknown')).toThrow(TypeError);
  });

  it("without named chunk ids, getRemoteURL hands the URL to webpack's id table: no request; iOS rejects the address, Android fails to parse it (a native error)", async () => {
    for (const platform of ['android', 'ios'] as const) {
      const device = new Device(platform);
      const app = launchV3(device, { chunkFileName: numericChunkFileName({ '636': 'stats', '695': 'settings' }) });
      const resolved: string[] = [];
      app.ScriptManager.shared.addResolver(async (scriptId) => {
        resolved.push(scriptId);
        return { url: app.Script.getRemoteURL(`${CDN}/${scriptId}`) };
      });
      const outcome = await settlement(app.importChunk('636'));
      expect(resolved, platform).toEqual(['636']);
      expect(device.downloads, platform).toEqual([]);
      expect(outcome, platform).toBe(platform === 'ios' ? 'rejected' : 'pending');
      expect(device.fatalErrors, platform).toEqual(platform === 'ios' ? [] : ['636']);
    }
  });

  it('reads a local chunk from the app package without downloading it', async () => {
    const device = new Device();
    const app = launchV3(device);
    app.ScriptManager.shared.addResolver(async (scriptId) => ({ url: app.Script.getFileSystemURL(scriptId) }));
    await app.importChunk('editor');
    expect(device.downloads).toEqual([]);
    expect(device.executed).toEqual(['editor']);
  });
});

describe('caching (code-splitting/caching-versioning, usage)', () => {
  it('downloads a script once, runs the stored file in later launches with setStorage, and downloads again without it', async () => {
    const device = new Device();
    await releaseApp(device).importChunk('stats');
    await releaseApp(device).importChunk('stats');
    expect(device.downloadsOf('stats')).toHaveLength(1);
    expect(device.executed).toEqual(['stats', 'stats']);

    await releaseApp(device, { storage: false }).importChunk('stats');
    await releaseApp(device, { storage: false }).importChunk('stats');
    expect(device.downloadsOf('stats')).toHaveLength(3);
  });

  it('downloads on every load with cache: false', async () => {
    const device = new Device();
    await releaseApp(device, { cache: false }).importChunk('stats');
    await releaseApp(device, { cache: false }).importChunk('stats');
    expect(device.downloadsOf('stats')).toHaveLength(2);
  });

  it('downloads again when method, url, query, headers or body change, but not for timeout', async () => {
    const device = new Device();
    const changes = [{}, { timeout: 5000 }, { query: { v: '2' } }, { headers: { 'x-build': '118' } }, { method: 'POST' }, { method: 'POST', body: 'a' }, { url: 'x' }];
    const downloadsAfter: number[] = [];
    let locator: Record<string, unknown> = {};
    for (const change of changes) {
      locator = { ...locator, ...change };
      const app = launchV3(device);
      app.ScriptManager.shared.setStorage(device.storage);
      const { url = '', ...rest } = locator;
      app.ScriptManager.shared.addResolver(async (scriptId) => ({ url: `${CDN}/${scriptId}${url}.chunk.bundle`, ...rest }));
      await app.importChunk('stats');
      downloadsAfter.push(device.downloadsOf('stats').length);
    }
    expect(downloadsAfter).toEqual([1, 1, 2, 3, 4, 5, 6]);
  });

  it('keys the remembered request by script id and caller: prefetching without the caller downloads twice', async () => {
    const device = new Device();
    const app = releaseApp(device);
    await app.ScriptManager.shared.prefetchScript('inbox', ENTRY_CHUNK);
    await app.importChunk('inbox');
    expect(device.downloadsOf('inbox')).toHaveLength(1);

    await app.ScriptManager.shared.prefetchScript('gear-list');
    await app.importChunk('gear-list');
    expect(device.downloadsOf('gear-list')).toHaveLength(2);
  });

  it('passes isScriptCacheOutdated = true only for a stored and changed request; false for a never-downloaded script fails', async () => {
    const device = new Device();
    const seen: boolean[] = [];
    const launchAt = (release: string, answer: boolean) => {
      const app = launchV3(device);
      app.ScriptManager.shared.setStorage(device.storage);
      app.ScriptManager.shared.addResolver(async (scriptId) => ({
        url: app.Script.getRemoteURL(`https://cdn.example.com/trailmate/${release}/android/${scriptId}`),
        shouldUpdateScript: async (_id, _caller, isScriptCacheOutdated) => {
          seen.push(Boolean(isScriptCacheOutdated));
          return answer;
        },
      }));
      return app;
    };
    await expect(launchAt('2.4.0', false).importChunk('trips')).rejects.toThrow('Loading chunk trips failed');
    await launchAt('2.4.0', true).importChunk('stats');
    await launchAt('2.4.0', false).importChunk('stats');
    await launchAt('2.5.0', false).importChunk('stats');
    expect(seen).toEqual([false, false, false, true]);
    expect(device.downloadsOf('stats')).toHaveLength(1);
  });

  it("runs the guide's Wi-Fi gate: a never-downloaded script is fetched even when shouldUpdateScript would wait", async () => {
    const device = new Device();
    const app = launchV3(device);
    const alreadyDownloaded = new Set<string>();
    app.ScriptManager.shared.on('loaded', ({ scriptId }: { scriptId: string }) => alreadyDownloaded.add(scriptId));
    app.ScriptManager.shared.addResolver(async (scriptId) => ({
      url: app.Script.getRemoteURL(`${CDN}/${scriptId}`),
      shouldUpdateScript: async (id, _caller, isScriptCacheOutdated) => {
        if (!id || !alreadyDownloaded.has(id)) return true;
        return Boolean(isScriptCacheOutdated);
      },
    }));
    await app.importChunk('stats');
    expect(device.downloadsOf('stats')).toHaveLength(1);
    expect(alreadyDownloaded).toEqual(new Set(['stats']));
  });
});

describe('invalidateScripts in 3.7.0 (caching-versioning, usage, module-federation, migration v2 to v3)', () => {
  it('stores requests under <scriptId>_<caller>, so invalidating by id deletes the file but not the entry, and the next launch fails to load it', async () => {
    const device = new Device();
    const app = releaseApp(device);
    await app.importChunk('trip-planner');
    const [stored] = [...device.storageData.values()];
    expect(Object.keys(JSON.parse(stored))).toEqual([`trip-planner_${ENTRY_CHUNK}`]);

    const invalidated: string[][] = [];
    app.ScriptManager.shared.on('invalidated', (ids: string[]) => invalidated.push(ids));
    await app.ScriptManager.shared.invalidateScripts(['trip-planner']);
    expect(invalidated).toEqual([['trip-planner']]);
    expect(device.files.has('trip-planner')).toBe(false);
    await expect(releaseApp(device).importChunk('trip-planner')).rejects.toThrow('Loading chunk trip-planner failed');
  });

  it('on iOS the load after invalidating hands the bridge no file: nothing runs and the import never settles', async () => {
    const device = new Device('ios');
    await releaseApp(device).importChunk('trip-planner');
    await releaseApp(device).ScriptManager.shared.invalidateScripts(['trip-planner']);
    expect(await settlement(releaseApp(device).importChunk('trip-planner'))).toBe('pending');
    expect(device.executed).toEqual(['trip-planner']);
  });

  it('breaks a script that was prefetched but not yet run in the same launch', async () => {
    const device = new Device();
    const app = releaseApp(device, { storage: false });
    await app.ScriptManager.shared.prefetchScript('trip-planner', ENTRY_CHUNK);
    await app.ScriptManager.shared.invalidateScripts(['trip-planner']);
    await expect(app.importChunk('trip-planner')).rejects.toThrow('Loading chunk trip-planner failed');
  });

  it('deletes every downloaded file when called without ids or with an empty array, and forgets nothing', async () => {
    for (const ids of [undefined, []]) {
      const device = new Device();
      const app = releaseApp(device);
      await app.importChunk('stats');
      await app.ScriptManager.shared.prefetchScript('inbox', ENTRY_CHUNK);
      await app.ScriptManager.shared.invalidateScripts(ids);
      expect(device.files.size).toBe(0);
      await expect(app.importChunk('inbox')).rejects.toThrow('Loading chunk inbox failed');
      await expect(releaseApp(device).importChunk('stats')).rejects.toThrow('Loading chunk stats failed');
    }
  });

  it('workaround: passing the cache keys as well makes the next load download again, in this and later launches', async () => {
    const device = new Device();
    const app = releaseApp(device);
    await app.importChunk('trip-planner');
    await app.ScriptManager.shared.prefetchScript('trip-planner-map', ENTRY_CHUNK);
    await forgetScripts(app, ['trip-planner', 'trip-planner-map']);
    expect(device.files.size).toBe(0);

    await app.importChunk('trip-planner-map');
    await releaseApp(device).importChunk('trip-planner');
    expect(device.downloadsOf('trip-planner')).toHaveLength(2);
    expect(device.downloadsOf('trip-planner-map')).toHaveLength(2);
  });
});

describe('failed downloads (chunk-error-boundary fragment, usage, react-navigation)', () => {
  it('remembers the request before downloading, so a retry after a failed download runs a file that was never saved', async () => {
    const device = new Device();
    const app = releaseApp(device);
    device.unreachable.add(`${CDN}/inbox.chunk.bundle`);
    await expect(app.importChunk('inbox')).rejects.toThrow('Loading chunk inbox failed');
    device.unreachable.clear();
    await expect(app.importChunk('inbox')).rejects.toThrow('Loading chunk inbox failed');
    expect(device.downloadsOf('inbox')).toHaveLength(1);
  });

  it('a resolver that throws stores nothing, so the next import tries again and succeeds (usage, error handling)', async () => {
    const device = new Device();
    const app = launchV3(device);
    let available = false;
    app.ScriptManager.shared.addResolver(async (scriptId) => {
      if (!available) throw new Error(`${scriptId} is not on the CDN (HEAD 404)`);
      return { url: app.Script.getRemoteURL(`${CDN}/${scriptId}`) };
    });
    await expect(app.importChunk('inbox')).rejects.toThrow('Loading chunk inbox failed');
    available = true;
    await app.importChunk('inbox');
    expect(device.executed).toEqual(['inbox']);
  });

  it('a failed prefetch makes the later import fail too', async () => {
    const device = new Device();
    const app = releaseApp(device);
    device.unreachable.add(`${CDN}/inbox.chunk.bundle`);
    await expect(app.ScriptManager.shared.prefetchScript('inbox', ENTRY_CHUNK)).rejects.toThrow();
    device.unreachable.clear();
    await expect(app.importChunk('inbox')).rejects.toThrow('Loading chunk inbox failed');
  });

  it('resolveScript stores the request without downloading, so the later import runs a file that was never saved; forgetChunk repairs it', async () => {
    const device = new Device();
    const app = releaseApp(device);
    const script = await app.ScriptManager.shared.resolveScript('inbox', ENTRY_CHUNK);
    expect(script.locator.fetch).toBe(true);
    expect(device.downloadsOf('inbox')).toHaveLength(0);
    await expect(app.importChunk('inbox')).rejects.toThrow('Loading chunk inbox failed');
    expect(device.downloadsOf('inbox')).toHaveLength(0);
    await forgetChunk(app, 'docs/3.x/docs/code-splitting/usage.mdx', 'inbox');
    await app.importChunk('inbox');
    expect(device.executed).toEqual(['inbox']);
  });

  it.each(['docs/3.x/docs/code-splitting/usage.mdx', 'docs/3.x/docs/code-splitting/react-navigation.mdx'])(
    "workaround: the forgetChunk of %s, called after a failed prefetch or import, makes the next import download",
    async (page) => {
      const device = new Device();
      const app = releaseApp(device);
      device.unreachable.add(`${CDN}/inbox.chunk.bundle`);
      await expect(app.ScriptManager.shared.prefetchScript('inbox', ENTRY_CHUNK)).rejects.toThrow();
      await forgetChunk(app, page, 'inbox');
      await expect(app.importChunk('inbox')).rejects.toThrow();
      device.unreachable.clear();
      await forgetChunk(app, page, 'inbox');
      await app.importChunk('inbox');
      expect(device.executed).toEqual(['inbox']);
      expect(device.downloadsOf('inbox')).toHaveLength(3);
    },
  );
});

describe('events and errors (usage, react-navigation)', () => {
  it('emits resolving, resolved, loading and loaded for an import, with the locator and whether it was downloaded', async () => {
    const device = new Device();
    const app = releaseApp(device);
    const events: string[] = [];
    for (const name of ['resolving', 'resolved', 'prefetching', 'loading', 'loaded']) {
      app.ScriptManager.shared.on(name, (payload: { scriptId: string; caller?: string; locator?: { url: string; fetch: boolean } }) =>
        events.push(`${name} ${payload.scriptId} ${payload.caller} ${payload.locator ? `${payload.locator.url} fetch=${payload.locator.fetch}` : ''}`.trim()),
      );
    }
    await app.ScriptManager.shared.prefetchScript('stats', ENTRY_CHUNK);
    await app.importChunk('stats');
    const url = `${CDN}/stats.chunk.bundle`;
    expect(events).toEqual([
      'resolving stats main',
      `resolved stats main ${url} fetch=true`,
      `prefetching stats main ${url} fetch=true`,
      'resolving stats main',
      `resolved stats main ${url} fetch=false`,
      `loading stats main ${url} fetch=false`,
      `loaded stats main ${url} fetch=false`,
    ]);
  });

  it('logs with console.error, emits error with message and originalError, and rejects the import', async () => {
    const device = new Device();
    const app = releaseApp(device);
    device.unreachable.add(`${CDN}/stats.chunk.bundle`);
    const errors: { message: string; originalError: { code?: string } }[] = [];
    app.ScriptManager.shared.on('error', (details: (typeof errors)[number]) => errors.push(details));
    await expect(app.importChunk('stats')).rejects.toThrow();
    expect(errors.map((error) => [error.message, error.originalError.code])).toEqual([
      ['[ScriptManager] Failed to load script:', 'RequestFailure'],
    ]);
    expect(app.errors.some((args) => args[0] === '[ScriptManager] Failed to load script:')).toBe(true);
  });

  it('a direct loadScript of a chunk settles only with the caller the chunk reports, the entry chunk', async () => {
    const app = releaseApp();
    expect(await settlement(app.ScriptManager.shared.loadScript('plugin-maps'))).toBe('pending');
    expect(await settlement(app.ScriptManager.shared.loadScript('plugin-maps', ENTRY_CHUNK))).toBe('resolved');
  });
});

describe('plain scripts (code-splitting/usage "Loading scripts that are not chunks")', () => {
  it("runs the guide's weather-widget.js: loadScript without a caller settles, and the request is stored as weather-widget_unknown", async () => {
    const device = new Device();
    device.plainScripts.set('weather-widget', guideBlock('docs/3.x/docs/code-splitting/loading-scripts.mdx', 'weather-widget.js'));
    const app = launchV3(device);
    app.ScriptManager.shared.setStorage(device.storage);
    const { loadWeatherWidget } = runGuideModule(guideBlock('docs/3.x/docs/code-splitting/loading-scripts.mdx', 'src/widgets/weatherWidget.ts'), {
      '@callstack/repack/client': app,
    });
    expect(await (loadWeatherWidget as () => Promise<boolean>)()).toBe(true);
    expect(device.downloadsOf('weather-widget')).toEqual(['https://cdn.example.com/widgets/weather-1.3.0.js']);
    expect(Object.keys(JSON.parse([...device.storageData.values()][0]))).toEqual(['weather-widget_unknown']);
    const widget = app.global.WeatherWidget as { describe: (celsius: number) => string };
    expect(widget.describe(30)).toBe('hot');
  });

  it('loads a Module Federation container without a caller, so its request is stored as <name>_unknown (module-federation)', async () => {
    const device = new Device();
    device.plainScripts.set('catalog', 'globalThis.__repack__.shared.loadScriptCallback.push(["catalog"]);');
    const app = releaseApp(device);
    await app.ScriptManager.shared.loadScript('catalog');
    expect(Object.keys(JSON.parse([...device.storageData.values()][0]))).toEqual(['catalog_unknown']);
  });
});

describe('the native module per platform (code-splitting/usage, concept)', () => {
  const USAGE = 'docs/3.x/docs/code-splitting/usage.mdx';

  /** A release launch on `platform` whose resolver is the usage guide's first one (with its per-platform `timeout`). */
  function guideResolverApp(platform: 'android' | 'ios') {
    const device = new Device(platform);
    const app = launchV3(device);
    const modules = { '@callstack/repack/client': app, 'react-native': { Platform: { OS: platform } } };
    runGuideModule(guideBlock(USAGE, 'src/chunks/setupChunks.ts', 'timeout'), modules);
    return { device, app };
  }

  // The guide's resolver reads the bundle's `__DEV__`: a release build.
  const globals = globalThis as { __DEV__?: boolean };
  beforeAll(() => {
    globals.__DEV__ = false;
  });
  afterAll(() => {
    delete globals.__DEV__;
  });

  it('timeout: Android counts milliseconds and iOS seconds; the default 30000 is 30,000 s on iOS', async () => {
    for (const [platform, expected] of [['android', 30_000], ['ios', 30_000_000]] as const) {
      const device = new Device(platform);
      await releaseApp(device).importChunk('stats');
      expect(device.downloads[0].timeoutMs, platform).toBe(expected);
    }
  });

  it("timeout: the usage guide's per-platform value gives both platforms 15 seconds", async () => {
    for (const platform of ['android', 'ios'] as const) {
      const { device, app } = guideResolverApp(platform);
      await app.importChunk('editor');
      expect(device.downloads[0].timeoutMs, platform).toBe(15_000);
    }
  });

  it('an error status rejects on Android; iOS saves and runs the error page, a fatal error, and the import never settles', async () => {
    const android = new Device('android');
    android.unreachable.add(`${CDN}/stats.chunk.bundle`);
    expect(await settlement(releaseApp(android).importChunk('stats'))).toBe('rejected');
    expect(android.fatalErrors).toEqual([]);

    const ios = new Device('ios');
    ios.unreachable.add(`${CDN}/stats.chunk.bundle`);
    expect(await settlement(releaseApp(ios).importChunk('stats'))).toBe('pending');
    expect(ios.fatalErrors).toEqual(['stats']);
  });

  it('query: React Native encodes the values and iOS encodes the string again; unreserved values arrive unchanged', async () => {
    const sent = async (platform: 'android' | 'ios', release: string) => {
      const device = new Device(platform);
      await releaseApp(device, { query: { release } }).importChunk('stats');
      return device.downloads[0].url.split('?')[1];
    };
    expect(await sent('android', '2.4.0 beta')).toBe('release=2.4.0%20beta');
    expect(await sent('ios', '2.4.0 beta')).toBe('release=2.4.0%2520beta');
    expect(await sent('android', '2.4.0%beta')).toBe('release=2.4.0%25beta');
    expect(await sent('ios', '2.4.0%beta')).toBe('release=2.4.0%2525beta');
    expect(await sent('ios', '2.4.0-beta')).toBe('release=2.4.0-beta');
  });

  it('query: only a plain object works; React Native drops a string and garbles a URLSearchParams instance', async () => {
    const sent = async (query: unknown) => {
      const device = new Device('android');
      await releaseApp(device, { query }).importChunk('stats');
      return device.downloads[0].url.split('?')[1];
    };
    expect(await sent({ release: '2.4.0' })).toBe('release=2.4.0');
    expect(await sent('release=2.4.0')).toBeUndefined();
    expect(await sent(new ReactNativeURLSearchParams({ release: '2.4.0' }))).toBe('_searchParams=release%2C2.4.0');
  });

  it('sends the body only with POST; a FormData or URLSearchParams body fails before the download', async () => {
    for (const platform of ['android', 'ios'] as const) {
      const get = new Device(platform);
      await releaseApp(get, { body: 'release=2.4.0' }).importChunk('stats');
      const post = new Device(platform);
      await releaseApp(post, { method: 'POST', body: 'release=2.4.0' }).importChunk('stats');
      expect([get.downloads[0].body, post.downloads[0].body], platform).toEqual([undefined, 'release=2.4.0']);
    }
    const form = new ReactNativeFormData();
    form.append('release', '2.4.0');
    for (const body of [form, new ReactNativeURLSearchParams({ release: '2.4.0' })]) {
      const device = new Device('android');
      await expect(releaseApp(device, { method: 'POST', body }).importChunk('stats')).rejects.toThrow('Loading chunk stats failed');
      expect(device.downloads).toEqual([]);
    }
  });

  it('prefetchScript of a file:// address is refused (UnsupportedScheme) on both platforms', async () => {
    for (const platform of ['android', 'ios'] as const) {
      const app = launchV3(new Device(platform));
      app.ScriptManager.shared.addResolver(async (scriptId) => ({ url: app.Script.getFileSystemURL(scriptId) }));
      const codes: (string | undefined)[] = [];
      app.ScriptManager.shared.on('error', ({ originalError }: { originalError: { code?: string } }) => codes.push(originalError.code));
      await expect(app.ScriptManager.shared.prefetchScript('editor', ENTRY_CHUNK), platform).rejects.toBeDefined();
      expect(codes, platform).toEqual(['UnsupportedScheme']);
    }
  });

  it('Android keeps the downloaded bytes in 3.7.0, so Hermes bytecode chunks run on both platforms', async () => {
    for (const platform of ['android', 'ios'] as const) {
      const device = new Device(platform);
      device.hosted.set(`${CDN}/stats.chunk.bundle`, HERMES_BYTECODE);
      await releaseApp(device).importChunk('stats');
      expect(device.contents.get('stats')?.equals(HERMES_BYTECODE), platform).toBe(true);
      expect(device.fatalErrors, platform).toEqual([]);
    }
  });
});
