/**
 * What the 2.x guides say ChunkManager does, checked against the published 2.5.2 client running on a
 * test double of its native module (see client-runtime.ts). Each test names the page it backs.
 */
import { describe, expect, it } from 'vitest';
import { Device, guideBlock, HERMES_BYTECODE, launchV2, numericChunkFileName, ReactNativeFormData, ReactNativeURLSearchParams, runGuideModule } from './client-runtime';

const USAGE = 'docs/2.x/docs/code-splitting/usage.mdx';
const SCRIPTS = 'docs/2.x/docs/code-splitting/loading-scripts.mdx';

const CDN = 'https://cdn.example.com/trailmate/1.8.0/android';

type Options = Parameters<typeof launchV2>[1] & { storage?: boolean; location?: Record<string, unknown> };

/** A launch of an app configured as the guides configure it, with the device's storage unless `storage` is false. */
function app(device: Device, { storage = true, location = {}, ...options }: Options = {}) {
  const launched = launchV2(device, options);
  const resolved: string[] = [];
  launched.ChunkManager.configure({
    storage: storage ? device.storage : undefined,
    resolveRemoteChunk: async (chunkId) => {
      resolved.push(chunkId);
      return { url: `${CDN}/${chunkId}`, ...location };
    },
  });
  return Object.assign(launched, { resolved });
}

describe('where chunks come from (code-splitting/usage, caching-versioning)', () => {
  it('loads every chunk from the development server in development, without asking the resolver', async () => {
    const device = new Device();
    const dev = app(device, { dev: true });
    await dev.importChunk('stats');
    expect(device.downloadsOf('stats')).toEqual(['http://localhost:8081/stats.chunk.bundle']);
    expect(dev.resolved).toEqual([]);
    await app(device, { dev: true }).importChunk('stats');
    expect(device.downloadsOf('stats')).toHaveLength(2);
  });

  it('sends development chunks through the resolver with forceRemoteChunkResolution', async () => {
    const device = new Device();
    const dev = launchV2(device, { dev: true, localChunks: ['editor'] });
    dev.ChunkManager.configure({
      forceRemoteChunkResolution: true,
      resolveRemoteChunk: async (chunkId) => ({ url: `https://staging.example.com/fieldnotes/android/${chunkId}` }),
    });
    await dev.importChunk('editor');
    expect(device.downloadsOf('editor')).toEqual(['https://staging.example.com/fieldnotes/android/editor.chunk.bundle']);
  });

  it('reads local chunks from the app package in release builds, without the resolver', async () => {
    const device = new Device();
    const release = app(device, { localChunks: ['editor'] });
    await release.importChunk('editor');
    expect(device.downloads).toEqual([]);
    expect(release.resolved).toEqual([]);
    expect(device.executed).toEqual(['editor']);
  });

  it('fails a remote chunk with an error asking for configure when there is no resolver', async () => {
    const release = launchV2(new Device());
    await expect(release.ChunkManager.resolveChunk('stats')).rejects.toThrow(
      'No remote chunk resolver was provided. Did you forget to add `ChunkManager.configure({ resolveRemoteChunk: ... })`?',
    );
  });

  it('appends .chunk.bundle unless excludeExtension is set, and joins a query object without encoding it', async () => {
    const device = new Device();
    await app(device, { location: { query: { release: '1.8.0 beta' } } }).importChunk('stats');
    await app(device, { location: { url: `${CDN}/files/inbox.3f9a1c.chunk.bundle`, excludeExtension: true } }).importChunk('inbox');
    await app(device, { location: { query: new ReactNativeURLSearchParams({ release: '1.8.0 beta' }) } }).importChunk('settings');
    expect(device.downloads.map((download) => [download.url.split('?')[0], download.query])).toEqual([
      [`${CDN}/stats.chunk.bundle`, 'release=1.8.0 beta'],
      [`${CDN}/files/inbox.3f9a1c.chunk.bundle`, undefined],
      [`${CDN}/settings.chunk.bundle`, 'release=1.8.0%20beta'],
    ]);
  });

  it('needs no resolver in development or for a local chunk; only a remote chunk in a release build asks for one', async () => {
    const device = new Device();
    await launchV2(device, { dev: true }).importChunk('stats');
    await launchV2(device, { localChunks: ['editor'] }).importChunk('editor');
    expect(device.executed).toEqual(['stats', 'editor']);
  });

  it('without named chunk ids a local chunk goes to the resolver, and webpack\'s id table turns its URL into an address without a server: nothing is downloaded', async () => {
    for (const platform of ['android', 'ios'] as const) {
      const device = new Device(platform);
      const release = app(device, { localChunks: ['editor'], chunkFileName: numericChunkFileName({ '381': 'editor', '502': 'stats' }) });
      const outcome = release.importChunk('381').then(() => 'resolved', () => 'rejected');
      const settled = await Promise.race([outcome, new Promise((resolve) => setTimeout(resolve, 50, 'pending'))]);
      expect(release.resolved, platform).toEqual(['381']);
      expect(device.downloads, platform).toEqual([]);
      expect(settled, platform).toBe(platform === 'ios' ? 'rejected' : 'pending');
      expect(device.fatalErrors, platform).toEqual(platform === 'ios' ? [] : ['381']);
    }
  });

  it('resolveChunk stores the request without downloading, so the later import runs a file that was never saved', async () => {
    const device = new Device();
    const release = app(device);
    const config = await release.ChunkManager.resolveChunk('inbox');
    expect(config.fetch).toBe(true);
    await expect(release.importChunk('inbox')).rejects.toThrow('Loading chunk inbox failed');
    expect(device.downloadsOf('inbox')).toEqual([]);
  });
});

describe('caching (code-splitting/caching-versioning, usage)', () => {
  it('runs the stored file in later launches with storage, and downloads again without it', async () => {
    const device = new Device();
    await app(device).importChunk('stats');
    await app(device).importChunk('stats');
    expect(device.downloadsOf('stats')).toHaveLength(1);
    await app(device, { storage: false }).importChunk('stats');
    await app(device, { storage: false }).importChunk('stats');
    expect(device.downloadsOf('stats')).toHaveLength(3);
  });

  it('downloads again when url, query, headers or body change, but not for method, timeout or absolute', async () => {
    const device = new Device();
    const changes = [{}, { method: 'POST' }, { timeout: 5000 }, { absolute: true }, { query: 'v=2' }, { headers: { 'x-app-build': '381' } }, { body: 'a' }, { url: `${CDN}/v2/stats` }];
    const downloadsAfter: number[] = [];
    let location: Record<string, unknown> = {};
    for (const change of changes) {
      location = { ...location, ...change };
      await app(device, { location }).importChunk('stats');
      downloadsAfter.push(device.downloadsOf('stats').length);
    }
    expect(downloadsAfter).toEqual([1, 1, 1, 1, 2, 3, 4, 5]);
  });

  it('a preloaded chunk is run by the later import without a second download', async () => {
    const device = new Device();
    const release = app(device);
    await release.ChunkManager.preloadChunk('gear-list');
    expect(device.executed).toEqual([]);
    await release.importChunk('gear-list');
    expect(device.downloadsOf('gear-list')).toHaveLength(1);
    expect(device.executed).toEqual(['gear-list']);
  });
});

describe('invalidateChunks (code-splitting/caching-versioning, usage)', () => {
  it('deletes the files of the given chunks and forgets their requests, so the next load downloads them', async () => {
    const device = new Device();
    const release = app(device);
    await release.importChunk('trip-planner');
    await release.ChunkManager.preloadChunk('trip-planner-map');
    await release.ChunkManager.invalidateChunks(['trip-planner', 'trip-planner-map']);
    expect(device.files.size).toBe(0);
    await release.importChunk('trip-planner-map');
    await app(device).importChunk('trip-planner');
    expect(device.downloadsOf('trip-planner')).toHaveLength(2);
    expect(device.downloadsOf('trip-planner-map')).toHaveLength(2);
  });

  it('deletes every file when called without ids or with an empty array, but forgets none of the requests', async () => {
    for (const ids of [undefined, []]) {
      const device = new Device();
      const release = app(device);
      await release.importChunk('stats');
      await release.ChunkManager.preloadChunk('inbox');
      await release.ChunkManager.invalidateChunks(ids);
      expect(device.files.size).toBe(0);
      await expect(release.importChunk('inbox')).rejects.toThrow('Loading chunk inbox failed');
      await expect(app(device).importChunk('stats')).rejects.toThrow('Loading chunk stats failed');
    }
  });
});

describe('failed downloads (chunk-error-boundary fragment, usage, react-navigation)', () => {
  it('remembers the request before downloading, so a retry after a failed download runs a file that was never saved', async () => {
    const device = new Device();
    const release = app(device);
    device.unreachable.add(`${CDN}/inbox.chunk.bundle`);
    await expect(release.importChunk('inbox')).rejects.toThrow('Loading chunk inbox failed');
    device.unreachable.clear();
    await expect(release.importChunk('inbox')).rejects.toThrow('Loading chunk inbox failed');
    expect(device.downloadsOf('inbox')).toHaveLength(1);
  });

  it('a resolver that throws remembers nothing, so the next import tries again and succeeds (usage, error handling)', async () => {
    const device = new Device();
    const release = launchV2(device);
    let available = false;
    release.ChunkManager.configure({
      resolveRemoteChunk: async (chunkId) => {
        if (!available) throw new Error(`${chunkId} is not on the CDN (HEAD 404)`);
        return { url: `${CDN}/${chunkId}` };
      },
    });
    await expect(release.importChunk('editor')).rejects.toThrow('Loading chunk editor failed');
    available = true;
    await release.importChunk('editor');
    expect(device.executed).toEqual(['editor']);
  });

  it('a failed preload makes the later import fail too', async () => {
    const device = new Device();
    const release = app(device);
    device.unreachable.add(`${CDN}/editor.chunk.bundle`);
    await expect(release.ChunkManager.preloadChunk('editor')).rejects.toBeDefined();
    device.unreachable.clear();
    await expect(release.importChunk('editor')).rejects.toThrow('Loading chunk editor failed');
  });

  it.each([USAGE, 'docs/2.x/docs/code-splitting/react-navigation.mdx'])(
    'workaround: the forgetChunk of %s, called after a failed preload or import, makes the next import download',
    async (page) => {
      const device = new Device();
      const release = app(device);
      const { forgetChunk } = runGuideModule(guideBlock(page, 'src/chunks/forgetChunk.ts'), { '@callstack/repack/client': release });
      const forget = forgetChunk as (chunkId: string) => Promise<void>;
      device.unreachable.add(`${CDN}/editor.chunk.bundle`);
      await expect(release.ChunkManager.preloadChunk('editor')).rejects.toBeDefined();
      await forget('editor');
      await expect(release.importChunk('editor')).rejects.toThrow('Loading chunk editor failed');
      device.unreachable.clear();
      await forget('editor');
      await release.importChunk('editor');
      expect(device.executed).toEqual(['editor']);
      expect(device.downloadsOf('editor')).toHaveLength(3);
    },
  );

  it('logs the failure with console.error and rejects a direct loadChunk', async () => {
    const device = new Device();
    const release = app(device);
    device.unreachable.add(`${CDN}/editor.chunk.bundle`);
    await expect(release.ChunkManager.loadChunk('editor')).rejects.toMatchObject({ type: 'load', target: { src: `${CDN}/editor.chunk.bundle` } });
    expect(release.errors.map((args) => args[0])).toEqual(['ChunkManager.loadChunk invocation failed:']);
  });

  it('a direct loadChunk resolves once the chunk has run', async () => {
    const device = new Device();
    await app(device).ChunkManager.loadChunk('editor');
    expect(device.executed).toEqual(['editor']);
  });
});

describe('plain scripts (code-splitting/usage "Loading scripts that are not chunks")', () => {
  it("runs the guide's weather-widget.js through its resolver: loadChunk resolves once the script announced itself", async () => {
    const device = new Device();
    device.plainScripts.set('weather-widget', guideBlock(SCRIPTS, 'weather-widget.js (hosted on your server)'));
    const release = launchV2(device);
    const client = { '@callstack/repack/client': release, 'react-native': { Platform: { OS: 'android' } } };
    runGuideModule(guideBlock(SCRIPTS, 'src/chunks/setupChunks.ts', 'weather-widget'), client);
    const { loadWeatherWidget } = runGuideModule(guideBlock(SCRIPTS, 'src/weather/loadWeatherWidget.ts'), client, release.global);
    const widget = await (loadWeatherWidget as () => Promise<{ describe: (celsius: number) => string }>)();
    expect(widget.describe(2)).toBe('Bring a jacket');
    expect(device.downloadsOf('weather-widget')).toEqual(['https://cdn.example.com/scripts/weather-widget-1.2.0.js']);
  });
});

describe('the native modules per platform (code-splitting/usage, caching-versioning, known-issues)', () => {
  /** The guide's first resolver (usage.mdx "src/chunks/setupChunks.ts" with `timeout`), configured on a launch for `platform`. */
  function guideResolverApp(platform: 'android' | 'ios', location?: Record<string, unknown>) {
    const device = new Device(platform);
    const release = launchV2(device);
    if (location) {
      release.ChunkManager.configure({ resolveRemoteChunk: async (chunkId) => ({ url: `${CDN}/${chunkId}`, ...location }) });
    } else {
      const modules = {
        '@callstack/repack/client': release,
        '@react-native-async-storage/async-storage': device.storage,
        'react-native': { Platform: { OS: platform } },
      };
      runGuideModule(guideBlock(USAGE, 'src/chunks/setupChunks.ts', 'timeout'), modules);
    }
    return { device, release };
  }

  it('timeout: Android counts milliseconds and iOS seconds, so the default 30000 waits 30 s on Android and 30,000 s on iOS', async () => {
    for (const [platform, expected] of [['android', 30_000], ['ios', 30_000_000]] as const) {
      const { device, release } = guideResolverApp(platform, {});
      await release.importChunk('editor');
      expect(device.downloads[0].timeoutMs, platform).toBe(expected);
    }
  });

  it("timeout: the usage guide's per-platform value gives both platforms 15 seconds", async () => {
    for (const platform of ['android', 'ios'] as const) {
      const { device, release } = guideResolverApp(platform);
      await release.importChunk('editor');
      expect(device.downloads[0].timeoutMs, platform).toBe(15_000);
    }
  });

  it('an error status rejects on Android; iOS saves the error page and runs it, a fatal error, and the import never settles', async () => {
    const android = guideResolverApp('android', {});
    android.device.unreachable.add(`${CDN}/editor.chunk.bundle`);
    await expect(android.release.importChunk('editor')).rejects.toThrow('Loading chunk editor failed');
    expect(android.device.fatalErrors).toEqual([]);

    const ios = guideResolverApp('ios', {});
    ios.device.unreachable.add(`${CDN}/editor.chunk.bundle`);
    const loading = ios.release.importChunk('editor');
    const outcome = await Promise.race([loading.then(() => 'resolved', () => 'rejected'), new Promise((resolve) => setTimeout(resolve, 50, 'pending'))]);
    expect(outcome).toBe('pending');
    expect(ios.device.fatalErrors).toEqual(['editor']);
    expect(ios.device.executed).toEqual([]);
  });

  it('query: a raw space arrives encoded once on both platforms; a pre-encoded value (URLSearchParams) is encoded twice on iOS only', async () => {
    const sent = async (platform: 'android' | 'ios', query: unknown) => {
      const { device, release } = guideResolverApp(platform, { query });
      await release.importChunk('editor');
      return device.downloads[0].url;
    };
    const raw = { release: '1.8.0 beta' };
    expect(await sent('android', raw)).toBe(`${CDN}/editor.chunk.bundle?release=1.8.0%20beta`);
    expect(await sent('ios', raw)).toBe(`${CDN}/editor.chunk.bundle?release=1.8.0%20beta`);
    expect(await sent('android', 'release=1.8.0%20beta')).toBe(`${CDN}/editor.chunk.bundle?release=1.8.0%20beta`);
    expect(await sent('ios', 'release=1.8.0%20beta')).toBe(`${CDN}/editor.chunk.bundle?release=1.8.0%2520beta`);
    expect(await sent('ios', { release: '1.8.0-beta' })).toBe(`${CDN}/editor.chunk.bundle?release=1.8.0-beta`);
  });

  it('query: a # ends the query on Android, so what follows is never sent; iOS encodes it', async () => {
    for (const [platform, expected] of [['android', 'release=1.8.0'], ['ios', 'release=1.8.0%23beta']] as const) {
      const { device, release } = guideResolverApp(platform, { query: { release: '1.8.0#beta' } });
      await release.importChunk('editor');
      expect(device.downloads[0].url.split('?')[1], platform).toBe(expected);
    }
  });

  it('a query written into url gets the extension after it, and iOS drops it from the address', async () => {
    for (const [platform, expected] of [['android', `${CDN}/editor?v=2.chunk.bundle`], ['ios', `${CDN}/editor`]] as const) {
      const device = new Device(platform);
      const release = launchV2(device);
      release.ChunkManager.configure({ resolveRemoteChunk: async (chunkId) => ({ url: `${CDN}/${chunkId}?v=2` }) });
      await release.importChunk('editor');
      expect(device.downloads[0].url, platform).toBe(expected);
    }
  });

  it('sends the body only with POST; a FormData or URLSearchParams body fails before the download', async () => {
    for (const platform of ['android', 'ios'] as const) {
      const get = guideResolverApp(platform, { body: 'release=1.8.0' });
      await get.release.importChunk('editor');
      const post = guideResolverApp(platform, { method: 'POST', body: 'release=1.8.0' });
      await post.release.importChunk('editor');
      expect([get.device.downloads[0].body, post.device.downloads[0].body], platform).toEqual([undefined, 'release=1.8.0']);
    }
    const form = new ReactNativeFormData();
    form.append('release', '1.8.0');
    for (const body of [form, new ReactNativeURLSearchParams({ release: '1.8.0' })]) {
      const { device, release } = guideResolverApp('android', { method: 'POST', body });
      await expect(release.importChunk('editor')).rejects.toThrow('Loading chunk editor failed');
      expect(device.downloads).toEqual([]);
    }
  });

  it('preloadChunk of a local chunk is refused (UnsupportedScheme) on both platforms', async () => {
    for (const platform of ['android', 'ios'] as const) {
      const release = app(new Device(platform), { localChunks: ['editor'] });
      await expect(release.ChunkManager.preloadChunk('editor'), platform).rejects.toMatchObject({ type: 'load' });
      expect(release.errors.map((args) => args[0]).join(' '), platform).toContain('preloadChunk invocation failed');
      expect(release.errors.flat().join(' '), platform).toContain('UnsupportedScheme');
    }
  });

  it('Android stores the download as text, which corrupts Hermes bytecode (a fatal error when run); iOS keeps the bytes', async () => {
    for (const [platform, runs] of [['android', false], ['ios', true]] as const) {
      const { device, release } = guideResolverApp(platform, {});
      device.hosted.set(`${CDN}/editor.chunk.bundle`, HERMES_BYTECODE);
      const loading = release.importChunk('editor');
      if (runs) await loading;
      else await new Promise((resolve) => setTimeout(resolve, 50));
      expect(device.contents.get('editor')?.equals(HERMES_BYTECODE), platform).toBe(runs);
      expect(device.fatalErrors, platform).toEqual(runs ? [] : ['editor']);
    }
  });
});
