/**
 * Runs the published Re.Pack client JavaScript (2.5.2's ChunkManager, 3.7.0's ScriptManager) in Node,
 * as it runs inside an app: the dist files are loaded by a small CommonJS loader that hands them a test
 * double for `react-native`, the Webpack and Re.Pack runtime globals a bundle defines, and a fake device
 * whose native module behaves like the package's own `android/` and `ios/` code (one downloaded file per
 * script id, `fetch: false` runs the stored file, an empty id list deletes the whole folder, a body is sent
 * only with POST, prefetching anything but http(s) is refused), per platform: the timeout unit, what an
 * error status does, how the query is joined to the URL and encoded, and how the body is stored. The client
 * sees React Native's own `URLSearchParams` and `FormData`, not Node's.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { pageBlocks, parseMeta } from './code-samples';

const root = path.resolve(__dirname, '..');
const requireFromRoot = createRequire(path.join(root, 'package.json'));
export const PACKAGE_DIRS = {
  '2.x': path.dirname(requireFromRoot.resolve('@callstack/repack-v2/package.json')),
  '3.x': path.dirname(requireFromRoot.resolve('@callstack/repack-v3/package.json')),
} as const;

/** The chunk loading global and entry chunk id of the app the client runs in (`main` with named chunk ids). */
const CHUNK_LOADING_GLOBAL = 'webpackChunkTrailmate';
export const ENTRY_CHUNK = 'main';
const PUBLIC_PATH = 'http://localhost:8081/';
/** What Webpack's `__webpack_require__.u` returns with Re.Pack's default `[name].chunk.bundle` and named chunk ids. */
const chunkFileName = (id: string) => `${id}.chunk.bundle`;

/**
 * `__webpack_require__.u` as Webpack 5.111.1 writes it for `[name].chunk.bundle` with numeric chunk ids
 * (`chunkIds: 'deterministic'`) and several named async chunks: a lookup of the id in an id → name table,
 * so anything that is not an id (such as a URL) gives `undefined.chunk.bundle`.
 */
export const numericChunkFileName = (names: Record<string, string>) => (id: string) => `${names[id]}.chunk.bundle`;

export type Platform = 'android' | 'ios';

export interface Download {
  id: string;
  /** The address the native HTTP client requests, query joined and encoded as that platform does it. */
  url: string;
  /** The query string the JavaScript side handed the native module. */
  query?: string;
  method: string;
  headers?: Record<string, string>;
  /** The body sent: both platforms send one only with POST (RemoteChunkLoader.kt, ChunkManager.mm / ScriptManager.mm). */
  body?: string;
  /** How long the native request waits, in milliseconds. */
  timeoutMs: number;
}

/** The first bytes of a Hermes bytecode file. */
export const HERMES_BYTECODE = Buffer.from([0xc6, 0x1f, 0xbc, 0x03, 0xc1, 0x03, 0x19, 0x1f, 0x60, 0x00]);
/** What the server answers for an address in `Device.unreachable`. */
export const NOT_FOUND_PAGE = '<html><body>404 Not Found</body></html>';

/**
 * The query string as each platform's native module sends it. iOS assigns it to `NSURLComponents.query`
 * (ChunkConfig.m / ScriptConfig.m), whose setter percent-encodes everything outside the query's allowed
 * characters, `%` and `#` included. Android appends it to the URL (ChunkConfig.kt), where a `#` starts
 * the fragment, which is never sent, and OkHttp encodes only what is not valid in a query, keeping
 * existing `%XX` escapes.
 */
export function nativeQuery(platform: Platform, query: string): string {
  const encodeByte = (character: string) =>
    [...Buffer.from(character, 'utf8')].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');
  if (platform === 'ios') return query.replace(/[^A-Za-z0-9\-._~!$&'()*+,;=:@/?]/g, encodeByte);
  return query.split('#')[0].replace(/%(?![0-9A-Fa-f]{2})|[^A-Za-z0-9\-._~!$&'()*+,;=:@/?%]/g, encodeByte);
}

/**
 * The address each platform requests for a locator's `url` and `query`. iOS replaces the URL's own query
 * with `query` (`urlComponents.query = query`, which removes it when `query` is not set); Android appends
 * `?query` to the URL as it is (ChunkConfig.kt `URL("$urlString?$query")`).
 */
export function nativeAddress(platform: Platform, url: string, query: string | undefined): string {
  const base = platform === 'ios' ? url.split('?')[0] : url;
  return query ? `${base}?${nativeQuery(platform, query)}` : base;
}

/**
 * React Native's `URLSearchParams` (Libraries/Blob/URL.js, the same in 0.72.17 and 0.73.11), which an app
 * has instead of the web's: it copies the own keys of an object argument (so a string gives nothing and
 * another instance gives its internal list), encodes keys and values with `encodeURIComponent`, and has
 * no `forEach`.
 */
export class ReactNativeURLSearchParams {
  _searchParams: [string, string][] = [];

  constructor(params?: unknown) {
    if (typeof params === 'object') {
      for (const key of Object.keys(params as object)) this.append(key, (params as Record<string, string>)[key]);
    }
  }

  append(key: string, value: string): void {
    this._searchParams.push([key, value]);
  }

  toString(): string {
    return this._searchParams.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');
  }
}

/** React Native's `FormData` (Libraries/Network/FormData.js): `append` and `getParts`, no `forEach`. */
export class ReactNativeFormData {
  private readonly parts: [string, unknown][] = [];

  append(key: string, value: unknown): void {
    this.parts.push([key, value]);
  }

  getParts(): { fieldName: string; string: string }[] {
    return this.parts.map(([fieldName, value]) => ({ fieldName, string: String(value) }));
  }
}

/** The globals of React Native's JavaScript environment that the client uses and Node defines differently. */
const REACT_NATIVE_GLOBALS = { URLSearchParams: ReactNativeURLSearchParams, FormData: ReactNativeFormData };

/** A native-side error, with the `code` the native module rejects with. */
class NativeError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** What survives an app restart: downloaded files, the storage backend's data, the server the app talks to. */
export class Device {
  constructor(readonly platform: Platform = 'android') {}

  /** Downloaded files by script id, each holding the URL it was downloaded from. */
  readonly files = new Map<string, string>();
  /** What was written to each downloaded file, for files whose content is not a chunk of this build. */
  readonly contents = new Map<string, Buffer>();
  /** Responses the server sends instead of a chunk of this build, by URL without query (bytecode, for example). */
  readonly hosted = new Map<string, Buffer>();
  /** Script ids whose file failed to evaluate: React Native's fatal error path (a crash in a release build). */
  readonly fatalErrors: string[] = [];
  readonly downloads: Download[] = [];
  /** Script ids the JavaScript engine ran, in order. */
  readonly executed: string[] = [];
  readonly storageData = new Map<string, string>();
  /** URLs (without query) the server answers with an error. */
  readonly unreachable = new Set<string>();
  /** Plain scripts the server hosts, by script id: run as they are instead of as Webpack chunks. */
  readonly plainScripts = new Map<string, string>();
  /** An Async Storage double over `storageData`. */
  readonly storage = {
    getItem: async (key: string) => this.storageData.get(key) ?? null,
    setItem: async (key: string, value: string) => {
      this.storageData.set(key, value);
    },
    removeItem: async (key: string) => {
      this.storageData.delete(key);
    },
  };

  /**
   * One native download. Android (RemoteChunkLoader.kt) counts `timeout` in milliseconds, rejects a
   * non-2xx answer and, with `readsBodyAsText` (2.5.2), decodes the body as UTF-8 text before writing it.
   * iOS (ChunkManager.mm / ScriptManager.mm) counts `timeout` in seconds (`timeoutInterval`) and writes
   * whatever body arrived, error pages included.
   */
  download(id: string, config: NativeLocator, { readsBodyAsText }: { readsBodyAsText: boolean }): void {
    const url = nativeAddress(this.platform, config.url, config.query);
    const timeout = config.timeout ?? 0;
    const timeoutMs = this.platform === 'ios' ? timeout * 1000 : timeout;
    const method = config.method ?? 'GET';
    const body = method === 'POST' ? config.body : undefined;
    this.downloads.push({ id, url, query: config.query, method, headers: config.headers, body, timeoutMs });
    const failed = this.unreachable.has(config.url);
    if (failed && this.platform === 'android') {
      throw new NativeError('RequestFailure', 'Request should have returned with 200 HTTP status, but instead it received 404');
    }
    const answer = failed ? Buffer.from(NOT_FOUND_PAGE) : this.hosted.get(config.url);
    this.files.set(id, url);
    if (answer === undefined) this.contents.delete(id);
    else this.contents.set(id, this.platform === 'android' && readsBodyAsText ? Buffer.from(answer.toString('utf8'), 'utf8') : answer);
  }

  downloadsOf(id: string): string[] {
    return this.downloads.filter((download) => download.id === id).map((download) => download.url);
  }
}

/** The locator the JavaScript side hands the native module. */
interface NativeLocator {
  url: string;
  fetch: boolean;
  method?: string;
  timeout?: number;
  query?: string;
  headers?: Record<string, string>;
  body?: string;
}

/** Whether the JavaScript engine can run a stored file: a chunk of this build, or intact Hermes bytecode. */
function evaluates(content: Buffer | undefined): boolean {
  return content === undefined || content.subarray(0, HERMES_BYTECODE.length).equals(HERMES_BYTECODE);
}

/**
 * `loadScript`/`loadChunk`, `prefetchScript`/`preloadChunk` and `invalidate…` as the native module implements them.
 * Both platforms hand the file to React Native's bridge (`executeApplicationScript`, `loadScriptFromFile`)
 * and resolve; a file that fails to evaluate is then a fatal error, not a rejection. A missing file
 * rejects on Android and runs nothing on iOS.
 */
function nativeModule(device: Device, run: (id: string) => void, options: { readsBodyAsText: boolean }) {
  const execute = (id: string) => {
    if (!device.files.has(id)) {
      // iOS reads the missing file as nil (`contentsAtPath`), hands that to the bridge and resolves: nothing runs.
      if (device.platform === 'ios') return;
      throw new NativeError('CodeExecutionFailure', `No file for script ${id}`);
    }
    if (evaluates(device.contents.get(id))) run(id);
    else device.fatalErrors.push(id);
  };
  const load = async (id: string, config: NativeLocator) => {
    await Promise.resolve();
    if (config.url.startsWith('http')) {
      if (config.fetch) device.download(id, config, options);
      execute(id);
    } else if (config.url.startsWith('file:')) {
      run(id);
    } else if (device.platform === 'android' && !/^[a-z][a-z0-9+.-]*:/i.test(config.url)) {
      // `URL(...)` in ChunkConfig.kt throws MalformedURLException inside `runInBackground`, outside any
      // `try`: React Native's native-module exception handler gets it, and the promise never settles.
      device.fatalErrors.push(id);
      await new Promise(() => undefined);
    } else {
      throw new NativeError('UnsupportedScheme', `Scheme in URL: '${config.url}' is not supported`);
    }
  };
  const prefetch = async (id: string, config: NativeLocator) => {
    if (!config.fetch) return;
    if (!config.url.startsWith('http')) throw new NativeError('UnsupportedScheme', `Scheme in URL: '${config.url}' is not supported`);
    device.download(id, config, options);
  };
  const invalidate = async (ids: string[]) => {
    if (ids.length === 0) device.files.clear();
    for (const id of ids) device.files.delete(id);
  };
  return { load, prefetch, invalidate };
}

/**
 * Loads an ES module file of the package (and what it imports) as CommonJS, with the given free
 * variables in scope, as the bundle's runtime provides them.
 */
function createLoader(modules: Record<string, unknown>, scope: Record<string, unknown>) {
  const cache = new Map<string, { exports: unknown }>();
  const load = (file: string): unknown => {
    const cached = cache.get(file);
    if (cached) return cached.exports;
    const module = { exports: {} as unknown };
    cache.set(file, module);
    const outputText = transpiled(file);
    const requireFromFile = (request: string) => {
      if (request in modules) return modules[request];
      if (request.startsWith('.')) return load(resolveFile(path.resolve(path.dirname(file), request)));
      return createRequire(file)(request);
    };
    const names = Object.keys(scope);
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    const evaluate = new Function('require', 'module', 'exports', ...names, outputText);
    evaluate(requireFromFile, module, module.exports, ...names.map((name) => scope[name]));
    return module.exports;
  };
  return load;
}

const transpiledFiles = new Map<string, string>();
function transpiled(file: string): string {
  let output = transpiledFiles.get(file);
  if (output === undefined) {
    output = ts.transpileModule(fs.readFileSync(file, 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
      fileName: file,
    }).outputText;
    transpiledFiles.set(file, output);
  }
  return output;
}

function resolveFile(request: string): string {
  for (const candidate of [request, `${request}.js`, path.join(request, 'index.js')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`Cannot resolve ${request}`);
}

/** The body of a runtime template function, with its placeholders replaced, as Re.Pack's runtime modules generate it. */
function runtimeTemplate(file: string, replacements: Record<string, string>): string {
  const template = String(createRequire(file)(file));
  let body = template.slice(template.indexOf('{') + 1, template.lastIndexOf('}'));
  for (const [placeholder, value] of Object.entries(replacements)) body = body.replaceAll(placeholder, value);
  return body;
}

/** What the JavaScript engine does with a file the native module executes: a plain script runs with the global object as `this`. */
function run(device: Device, self: Record<string, unknown>, id: string, runChunk: (id: string) => void) {
  device.executed.push(id);
  const script = device.plainScripts.get(id);
  if (script === undefined) runChunk(id);
  else new Function('globalThis', script).call(self, self);
}

/** The code of the first block titled `title` on a guide page (fragments included), and containing `text` if given. */
export function guideBlock(page: string, title: string, text = ''): string {
  const block = pageBlocks(path.join(root, page)).find(
    (candidate) => parseMeta(candidate).title === title && candidate.code.includes(text),
  );
  if (!block) throw new Error(`${page}: no code block titled ${title}${text && ` containing ${text}`}`);
  return block.code;
}

/**
 * Runs a guide's module (TypeScript or JavaScript) with the given modules to import and the app's global
 * object as `globalThis`, and returns its exports.
 */
export function runGuideModule(code: string, modules: Record<string, unknown>, global: object = globalThis): Record<string, unknown> {
  const { outputText } = ts.transpileModule(code, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
  });
  const module = { exports: {} as Record<string, unknown> };
  const requireModule = (request: string) => {
    if (!(request in modules)) throw new Error(`The guide's code imports ${request}, which the test does not provide`);
    return modules[request];
  };
  new Function('require', 'module', 'exports', 'globalThis', outputText)(requireModule, module, module.exports, global);
  return module.exports;
}

export interface SessionOptions {
  /** `__DEV__` of the bundle: a development build. */
  dev?: boolean;
  /** The bundle's `__webpack_require__.u`; named chunk ids unless given. */
  chunkFileName?: (id: string) => string;
}

/** Records what the client logs with `console.error`, instead of printing it. */
function recordingConsole() {
  const errors: unknown[][] = [];
  return { errors, console: { ...console, error: (...args: unknown[]) => errors.push(args), warn: () => undefined } };
}

/**
 * Webpack's JSONP chunk loading as the main bundle's runtime does it for `import()`: the chunk's `push`
 * marks it installed and settles the `import()` waiting for it (whatever the loader reports), an installed
 * chunk is never loaded again in the same launch, and the loader's `done` callback rejects if the chunk was
 * not installed.
 */
function jsonpChunkLoading(self: Record<string, unknown>) {
  const installed = new Set<string>();
  const waiting = new Map<string, (() => void)[]>();
  const chunkLoadingGlobal = self[CHUNK_LOADING_GLOBAL] as unknown[];
  const parentPush = chunkLoadingGlobal.push;
  chunkLoadingGlobal.push = (data: unknown) => {
    const result = parentPush(data);
    for (const id of (data as [string[]])[0]) {
      installed.add(id);
      for (const resolve of waiting.get(id) ?? []) resolve();
      waiting.delete(id);
    }
    return result;
  };
  const runChunk = (id: string) => chunkLoadingGlobal.push([[id], {}]);
  const loadingEnded = (id: string, resolve: () => void, reject: (error: Error) => void) => (event?: { type?: string }) => {
    if (installed.has(id)) resolve();
    else reject(new Error(`Loading chunk ${id} failed (${event?.type ?? 'missing'})`));
  };
  /** What `import()` of chunk `id` does: resolves once the chunk is installed, rejects when `load` reports a failure first. */
  const importChunk = (id: string, load: (done: ReturnType<typeof loadingEnded>) => void) =>
    new Promise<void>((resolve, reject) => {
      if (installed.has(id)) return resolve();
      waiting.set(id, [...(waiting.get(id) ?? []), resolve]);
      load(loadingEnded(id, resolve, reject));
    });
  return { installed, runChunk, importChunk };
}

/** One launch of a Re.Pack 3.7.0 app on the device: a fresh JavaScript context with the published client. */
export function launchV3(device: Device, { dev = false, chunkFileName: fileName = chunkFileName }: SessionOptions = {}) {
  const self: Record<string, unknown> = {};
  const webpackRequire = { p: () => PUBLIC_PATH, u: fileName } as Record<string, unknown>;
  const { errors, console: clientConsole } = recordingConsole();
  const implementation = path.join(PACKAGE_DIRS['3.x'], 'dist/webpack/plugins/RepackTargetPlugin/runtime/implementation');
  const runtime = [
    runtimeTemplate(path.join(implementation, 'init.js'), {
      $hmrEnabled$: 'false',
      $chunkId$: JSON.stringify(ENTRY_CHUNK),
      $chunkLoadingGlobal$: JSON.stringify(CHUNK_LOADING_GLOBAL),
      $globalObject$: 'self',
    }),
    runtimeTemplate(path.join(implementation, 'loadScript.js'), {
      $loadScript$: '__webpack_require__.l',
      $caller$: `'${ENTRY_CHUNK}'`,
    }),
  ].join('\n');
  new Function('__webpack_require__', 'self', 'console', runtime)(webpackRequire, self, clientConsole);
  const chunks = jsonpChunkLoading(self);

  // 3.7.0's RemoteChunkLoader.kt stores `response.body?.bytes()`.
  const native = nativeModule(device, (id) => run(device, self, id, chunks.runChunk), { readsBodyAsText: false });
  const ScriptManagerNative = {
    loadScript: native.load,
    prefetchScript: native.prefetch,
    invalidateScripts: native.invalidate,
  };
  const load = createLoader(
    { 'react-native': { NativeModules: { ScriptManager: ScriptManagerNative }, Platform: { OS: device.platform } } },
    { __DEV__: dev, __webpack_require__: webpackRequire, console: clientConsole, ...REACT_NATIVE_GLOBALS },
  );
  const client = load(path.join(PACKAGE_DIRS['3.x'], 'client.js')) as typeof import('@callstack/repack-v3/client');

  /** What `import(/* webpackChunkName: "<id>" *\/ ...)` in the main bundle does. */
  const importChunk = (id: string) =>
    chunks.importChunk(id, (done) =>
      (webpackRequire.l as (url: string, done: unknown, key: string, id: string) => void)(`${PUBLIC_PATH}${fileName(id)}`, done, `chunk-${id}`, id),
    );
  return { ...client, importChunk, errors, global: self };
}

/** One launch of a Re.Pack 2.5.2 app on the device. `localChunks` are the names `OutputPlugin` writes into `__CHUNKS__`. */
export function launchV2(
  device: Device,
  { dev = false, localChunks = [], chunkFileName: fileName = chunkFileName }: SessionOptions & { localChunks?: string[] } = {},
) {
  const { errors, console: clientConsole } = recordingConsole();
  const dist = path.join(PACKAGE_DIRS['2.x'], 'dist');
  const { getRepackBootstrap } = createRequire(dist)(path.join(dist, 'client/setup/inline/getRepackBootstrap.js'));
  const self: Record<string, unknown> = {};
  const repack = new Function(`${getRepackBootstrap({ chunkLoadingGlobal: CHUNK_LOADING_GLOBAL })}\nreturn __repack__;`).call(self);
  const chunks = jsonpChunkLoading(self);
  const appGlobal = { __CHUNKS__: { local: localChunks } };

  // 2.5.2's RemoteChunkLoader.kt writes `response.body?.string()` through an OutputStreamWriter.
  const native = nativeModule(device, (id) => run(device, self, id, chunks.runChunk), { readsBodyAsText: true });
  const ChunkManagerNative = { loadChunk: native.load, preloadChunk: native.prefetch, invalidateChunks: native.invalidate };
  const load = createLoader(
    {
      'react-native': { NativeModules: { ChunkManager: ChunkManagerNative }, Platform: { OS: device.platform } },
      'react-native/Libraries/Core/Devtools/getDevServer': () => ({ url: PUBLIC_PATH }),
    },
    {
      __DEV__: dev,
      __repack__: repack,
      __webpack_public_path__: PUBLIC_PATH,
      __webpack_get_script_filename__: fileName,
      global: appGlobal,
      console: clientConsole,
      ...REACT_NATIVE_GLOBALS,
    },
  );
  const client = load(path.join(PACKAGE_DIRS['2.x'], 'dist/client/api/index.js')) as typeof import('@callstack/repack-v2/dist/client/api');
  load(path.join(PACKAGE_DIRS['2.x'], 'dist/client/setup/setupRepack.js'));

  /**
   * What `import()` in the main bundle does: TargetPlugin's `__webpack_require__.l` calls `__repack__.loadChunk`,
   * which calls `done` only with an error (setupRepack.js); the chunk's push settles the import.
   */
  const importChunk = (id: string) =>
    chunks.importChunk(id, (done) => {
      void (repack.loadChunk as (...args: unknown[]) => Promise<void>)(`${PUBLIC_PATH}${fileName(id)}`, done, `chunk-${id}`, id, ENTRY_CHUNK);
    });
  return { ...client, importChunk, errors, global: self };
}
