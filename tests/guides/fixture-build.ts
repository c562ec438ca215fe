import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Mode, Platform } from '../../plugins/code-proofs/record';
import type { DocsVersion } from './fixture-apps';
import type { GuideConfig } from './guide-configs';

export type { Mode, Platform };

const HARNESS = path.join(import.meta.dirname, 'webpack-harness.cjs');
/** Where `webpack-bundle` writes the bundle and assets: apart from the `build/` folders the guides name. */
const HARNESS_OUTPUT = '.harness-output';


export type Condition = string | { regexp: string; flags: string } | Condition[] | undefined;

export interface BuildStats {
  errors: string[];
  warnings: string[];
  outputPath: string;
  chunks: { names: string[]; id: string | number; files: string[]; initial: boolean }[];
  assets: string[];
  chunkFilename: string;
  /** Files an enabled ChunksToHermesBytecodePlugin compiles. */
  hermes?: { test: Condition; include: Condition; exclude: Condition };
  placement?:
    | { localChunks: Condition; remoteChunksOutput?: string }
    | { extraChunks: { type: 'local' | 'remote'; test: Condition; include: Condition; exclude: Condition; outputPath?: string }[] };
}

export interface BundleResult {
  stats: BuildStats;
  /** `--bundle-output`, and its folder, where local chunks go. */
  bundle: string;
  bundleDir: string;
  /** `--assets-dest`: a folder of its own, as in Gradle's and Xcode's release builds. */
  assetsDir: string;
  /** `--sourcemap-output`. */
  sourceMap: string;
}

/**
 * Where React Native's release builds ask `bundle` to write: Gradle (BundleHermesCTask) puts the bundle
 * in `generated/assets/react/<variant>`, the images in `generated/res/react/<variant>` and the packager
 * source map in `generated/sourcemaps/react/<variant>`; react-native-xcode.sh writes the bundle to the
 * build folder and the images into the app, and the source map where `SOURCEMAP_FILE` says.
 */
export function releasePaths(outputDir: string, platform: Platform): { bundle: string; assetsDir: string; sourceMap: string } {
  if (platform === 'android') {
    return {
      bundle: path.join(outputDir, 'generated/assets/react/release/index.android.bundle'),
      assetsDir: path.join(outputDir, 'generated/res/react/release'),
      sourceMap: path.join(outputDir, 'generated/sourcemaps/react/release/index.android.bundle.packager.map'),
    };
  }
  return {
    bundle: path.join(outputDir, 'Release-iphoneos/main.jsbundle'),
    assetsDir: path.join(outputDir, 'Release-iphoneos/TrailLog.app'),
    sourceMap: path.join(outputDir, 'sourcemaps/main.jsbundle.packager.map'),
  };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Takes `lockFile` for this process, waiting while another live test process holds it. */
async function acquireLock(lockFile: string, dir: string): Promise<void> {
  const deadline = Date.now() + 15 * 60_000;
  for (;;) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(fs.readFileSync(lockFile, 'utf8'));
    if (!isRunning(holder)) {
      fs.rmSync(lockFile, { force: true });
      continue;
    }
    if (Date.now() > deadline) throw new Error(`Another test run (process ${holder}) is still building in ${dir}`);
    await new Promise((resolve) => setTimeout(resolve, 5000));
  }
}

export interface Workspace {
  dir: string;
  /** webpack's filesystem cache, in the installed app's folder so that every run reuses it. */
  cacheDir: string;
  /** Lets the next test process use the workspace. */
  release(): void;
}

/**
 * A copy of the installed app's sources that this test process builds in, sharing `node_modules`
 * through a symbolic link. The configurations write to fixed folders (`build/...`), so one process
 * at a time may use it (a lock file next to it); its path stays the same between runs, which
 * webpack's filesystem cache needs: entries for a vanished project path break later builds. The
 * copies keep the sources' modification times: babel-loader makes `babel.config.js` a dependency
 * of every module, so a fresh time on it made the first build of each run rebuild every module
 * (3.x android development: 31 s instead of 4 s on an idle machine, 85 s in CI).
 */
export async function createWorkspace(appDir: string): Promise<Workspace> {
  const dir = `${appDir}.workspace`;
  const lockFile = `${dir}.lock`;
  await acquireLock(lockFile, dir);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir);
  for (const entry of fs.readdirSync(appDir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.') || entry.name === 'build') continue;
    if (entry.name.startsWith('webpack.')) continue;
    fs.cpSync(path.join(appDir, entry.name), path.join(dir, entry.name), { recursive: true, preserveTimestamps: true });
  }
  fs.symlinkSync(path.join(appDir, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return {
    dir,
    cacheDir: path.join(appDir, '.webpack-cache'),
    release: () => fs.rmSync(lockFile, { force: true }),
  };
}

function configFileName(config: GuideConfig): string {
  return `webpack.guide-${config.slug}.config.${config.extension}`;
}

/**
 * Writes the page's configuration into the app root (its `__dirname` and `import.meta.url` must be the
 * project's) and a wrapper that loads it, applies a partial one on top of `base`, keeps webpack's cache
 * in the fixture folder and records the build's stats. Returns the wrapper's path.
 */
function writeWrapper(
  { dir: appDir, cacheDir }: Workspace,
  config: GuideConfig,
  base: GuideConfig | undefined,
  statsFile: string,
  /** Webpack's cache name for `webpack-bundle` runs; a development server (which never stores it) gets none. */
  cacheName?: string,
): string {
  fs.writeFileSync(path.join(appDir, configFileName(config)), `${config.code}\n`);
  if (base) fs.writeFileSync(path.join(appDir, configFileName(base)), `${base.code}\n`);
  if (config.version === '2.x') {
    // Re.Pack 2 `require`s the configuration and expects an object.
    const wrapper = path.join(appDir, `webpack.harness-${config.slug}.config.js`);
    fs.writeFileSync(
      wrapper,
      [
        `const harness = require(${JSON.stringify(HARNESS)});`,
        `let config = require('./${configFileName(config)}');`,
        base ? `config = harness.overlayConfig(require('./${configFileName(base)}'), config);` : '',
        cacheName ? `config = harness.withFilesystemCache(config, ${JSON.stringify(cacheDir)}, ${JSON.stringify(cacheName)});` : '',
        `module.exports = harness.withStatsRecorder(config, ${JSON.stringify(statsFile)});`,
      ].join('\n'),
    );
    return wrapper;
  }
  const wrapper = path.join(appDir, `webpack.harness-${config.slug}.config.mjs`);
  fs.writeFileSync(
    wrapper,
    [
      `import harness from ${JSON.stringify(HARNESS)};`,
      `import * as guide from './${configFileName(config)}';`,
      base ? `import * as base from './${configFileName(base)}';` : '',
      'export default async (env) => {',
      '  let config = await harness.resolveConfig(guide, env);',
      base ? '  config = harness.overlayConfig(await harness.resolveConfig(base, env), config);' : '',
      cacheName ? `  config = harness.withFilesystemCache(config, ${JSON.stringify(cacheDir)}, ${JSON.stringify(cacheName)});` : '',
      `  return harness.withStatsRecorder(config, ${JSON.stringify(statsFile)});`,
      '};',
    ].join('\n'),
  );
  return wrapper;
}

const run = promisify(execFile);

function reactNativeCli(appDir: string): string {
  return path.join(appDir, 'node_modules', '.bin', 'react-native');
}

/** `react-native webpack-bundle` of the version's Re.Pack with the page's configuration. */
export async function bundle(
  workspace: Workspace,
  config: GuideConfig,
  base: GuideConfig | undefined,
  platform: Platform,
  mode: Mode,
): Promise<BundleResult> {
  const appDir = workspace.dir;
  const id = `${config.slug}-${platform}-${mode}`;
  // The folders a configuration writes to (build/...) start empty, so no earlier build can answer for this one.
  fs.rmSync(path.join(appDir, 'build'), { recursive: true, force: true });
  const outputDir = path.join(appDir, HARNESS_OUTPUT, id);
  fs.rmSync(outputDir, { recursive: true, force: true });
  const paths = releasePaths(outputDir, platform);
  for (const file of [paths.bundle, paths.sourceMap]) fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.mkdirSync(paths.assetsDir, { recursive: true });
  const statsFile = path.join(outputDir, 'stats.json');
  const wrapper = writeWrapper(workspace, config, base, statsFile, `${mode}-${platform}`);
  const args = [
    'webpack-bundle',
    '--platform', platform,
    '--entry-file', 'index.js',
    '--dev', String(mode === 'development'),
    '--bundle-output', paths.bundle,
    '--assets-dest', paths.assetsDir,
    '--sourcemap-output', paths.sourceMap,
    '--webpackConfig', wrapper,
  ];
  const result = await run(reactNativeCli(appDir), args, { cwd: appDir, maxBuffer: 256 * 1024 * 1024 }).catch(
    (error: Error & { stdout?: string; stderr?: string }) => ({ stdout: error.stdout ?? '', stderr: `${error.stderr ?? ''}\n${error.message}` }),
  );
  const output = `${result.stdout}\n${result.stderr}`;
  if (!fs.existsSync(statsFile)) {
    throw new Error(`${config.location}: webpack-bundle --platform ${platform} (${mode}) did not compile:\n${output.slice(-4000)}`);
  }
  return { stats: JSON.parse(fs.readFileSync(statsFile, 'utf8')), ...paths, bundleDir: path.dirname(paths.bundle) };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface DevServer {
  url: string;
  stop(): Promise<void>;
}

/** `react-native webpack-start` on 127.0.0.1, in its own process group so that stopping it ends its workers too. */
export async function startDevServer(workspace: Workspace, config: GuideConfig, version: DocsVersion): Promise<DevServer> {
  const appDir = workspace.dir;
  const port = await freePort();
  const statsFile = path.join(appDir, HARNESS_OUTPUT, `${config.slug}-start.stats.json`);
  fs.mkdirSync(path.dirname(statsFile), { recursive: true });
  const wrapper = writeWrapper(workspace, config, undefined, statsFile);
  const child = spawn(
    reactNativeCli(appDir),
    [
      'webpack-start',
      '--host', '127.0.0.1',
      '--port', String(port),
      '--webpackConfig', wrapper,
      // 2.5.2 crashes in interactive mode without a terminal (docs/2.x/docs/known-issues.md).
      ...(version === '2.x' ? ['--no-interactive'] : []),
    ],
    { cwd: appDir, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, CI: 'true' } },
  );
  let output = '';
  child.stdout.on('data', (data) => (output += data));
  child.stderr.on('data', (data) => (output += data));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${config.location}: webpack-start (${version}) exited:\n${output.slice(-4000)}`);
    const up = await fetch(`${url}/status`).then((response) => response.ok, () => false);
    if (up) break;
    if (Date.now() > deadline) {
      process.kill(-child.pid!, 'SIGTERM');
      throw new Error(`${config.location}: webpack-start (${version}) did not answer on ${url}:\n${output.slice(-4000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      process.kill(-child.pid!, 'SIGTERM');
      const killer = setTimeout(() => child.exitCode === null && process.kill(-child.pid!, 'SIGKILL'), 5000);
      await exited;
      clearTimeout(killer);
    },
  };
}
