import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DocsVersion, installFixtureApp } from './fixture-apps';
import {
  type BuildStats,
  type BundleResult,
  type Condition,
  type DevServer,
  type Mode,
  type Platform,
  type Workspace,
  bundle,
  createWorkspace,
  startDevServer,
} from './fixture-build';
import { type GuideConfig, baseConfig, exportsConfig, guideConfigs, isStandalonePart, plannedBuilds } from './guide-configs';
import { compileWithHermes, hermescCounts, hermescOf, hermesEnabled, isHermesBytecode } from './hermes';
import { installedVersion, recordProofs } from './proof-record';

/** The fixture app's `import()` calls: `webpackChunkName: "stats"` (a lazy navigation screen) and `"onboarding"`. */
const ASYNC_CHUNKS = ['stats', 'onboarding'];

/** webpack's ModuleFilenameHelpers.matchObject, which Re.Pack's output plugins use on chunk names. */
function matchesCondition(condition: Condition, name: string): boolean {
  if (condition === undefined) return false;
  if (Array.isArray(condition)) return condition.some((item) => matchesCondition(item, name));
  if (typeof condition === 'string') return name.startsWith(condition);
  return new RegExp(condition.regexp, condition.flags).test(name);
}

function matchesSpec(spec: { test: Condition; include: Condition; exclude: Condition }, name: string): boolean {
  if (spec.test !== undefined && !matchesCondition(spec.test, name)) return false;
  if (spec.include !== undefined && !matchesCondition(spec.include, name)) return false;
  return !(spec.exclude !== undefined && matchesCondition(spec.exclude, name));
}

/** The folder a release build copies an async chunk to, as the configuration's Re.Pack output plugin says. */
function chunkFolder(stats: BuildStats, name: string, appDir: string, localDir: string): string {
  const placement = stats.placement;
  if (!placement) return stats.outputPath;
  if ('extraChunks' in placement) {
    const local = placement.extraChunks.some((spec) => spec.type === 'local' && matchesSpec(spec, name));
    if (local) return localDir;
    const remote = placement.extraChunks.find((spec) => matchesSpec(spec, name));
    return remote?.outputPath ?? stats.outputPath;
  }
  if (matchesCondition(placement.localChunks, name)) return localDir;
  const remote = placement.remoteChunksOutput;
  return remote ? path.resolve(appDir, remote) : stats.outputPath;
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * The fixture's `src/assets/badge.png` ships at both scales: as files where the platform's build
 * packs them (Android resources `drawable-*`, the iOS app's `assets/` folder, both under
 * `--assets-dest`), as files for upload under `build/` (remote assets), or inlined as data URIs.
 */
function badgeScales(result: BundleResult, appDir: string, platform: Platform): string[] {
  const files = [...filesUnder(result.assetsDir), ...filesUnder(path.join(appDir, 'build'))].map((file) =>
    file.split(path.sep).join('/'),
  );
  const scales =
    platform === 'android'
      ? [/drawable-xhdpi\/src_assets_badge\.png$/, /drawable-xxhdpi\/src_assets_badge\.png$/]
      : [/\/src\/assets\/badge@2x\.png$/, /\/src\/assets\/badge@3x\.png$/];
  const found = scales.flatMap((scale) => files.filter((file) => scale.test(file)).slice(0, 1));
  if (found.length === scales.length) return found;
  const inlined = fs.readFileSync(result.bundle, 'utf8').match(/data:image\/png;base64,/g) ?? [];
  return inlined.length >= scales.length ? inlined : found;
}

function describeBuild(config: GuideConfig, platform: Platform, mode: Mode, base?: GuideConfig): string {
  const onTop = base ? ` applied on top of ${base.location}` : '';
  return `${config.location}${onTop} (${platform}, ${mode})`;
}

/**
 * Compiles the bundle and every chunk the build emitted as JavaScript with the app's hermesc, as
 * React Native's release build does with the bundle (and Hermes does with every script it evaluates).
 */
async function compileBundlesWithHermes(result: BundleResult, appDir: string, where: string): Promise<void> {
  const hermesc = hermescOf(appDir);
  await compileWithHermes(hermesc, result.bundle, where, result.sourceMap);
  const chunkFiles = result.stats.chunks.filter((chunk) => !chunk.initial).flatMap((chunk) => chunk.files);
  for (const file of chunkFiles.filter((name) => /\.(js)?bundle$/.test(name))) {
    const chunk = path.join(result.stats.outputPath, file);
    if (!fs.existsSync(chunk) || isHermesBytecode(chunk)) continue;
    await compileWithHermes(hermesc, chunk, where, `${chunk}.map`);
  }
}

async function checkBuild(result: BundleResult, appDir: string, config: GuideConfig, platform: Platform, mode: Mode, base?: GuideConfig) {
  const where = describeBuild(config, platform, mode, base);
  const { stats } = result;
  expect(stats.errors, `${where}: webpack errors`).toEqual([]);
  expect(fs.existsSync(result.bundle), `${where}: index.bundle written to --bundle-output`).toBe(true);
  const code = fs.readFileSync(result.bundle, 'utf8');
  if (mode === 'production') {
    expect(/\n[ \t]{2,}\S/.test(code), `${where}: index.bundle is minified`).toBe(false);
  }
  for (const name of ASYNC_CHUNKS) {
    const chunk = stats.chunks.find((candidate) => candidate.names.includes(name));
    expect(chunk, `${where}: a chunk named "${name}" (webpackChunkName kept by Babel)`).toBeDefined();
    const file = stats.chunkFilename.replace('[name]', name).replace('[id]', String(chunk!.id));
    expect(chunk!.files, `${where}: chunk "${name}" file`).toContain(file);
    if (mode === 'production') {
      // Re.Pack's AssetsCopyProcessor (2.5.2 and 3.7.0) copies local chunks to --assets-dest on iOS, next to the bundle elsewhere.
      const folder = chunkFolder(stats, name, appDir, platform === 'ios' ? result.assetsDir : result.bundleDir);
      const shipped = path.join(folder, file);
      expect(fs.existsSync(shipped), `${where}: ${file} in ${path.relative(appDir, folder)}`).toBe(true);
      if (stats.hermes && matchesSpec(stats.hermes, file)) {
        expect(isHermesBytecode(shipped), `${where}: ${file} compiled to Hermes bytecode`).toBe(true);
      }
    }
  }
  if (mode === 'production') {
    expect(
      badgeScales(result, appDir, platform),
      `${where}: src/assets/badge.png at @2x and @3x under --assets-dest (${path.relative(appDir, result.assetsDir)}), not next to the bundle`,
    ).toHaveLength(2);
  }
  if (mode === 'production' && platform === 'android') {
    // Gradle's Hermes step merges hermesc's source map with this one and fails without it.
    expect(fs.existsSync(result.sourceMap), `${where}: source map at --sourcemap-output (${path.relative(appDir, result.sourceMap)})`).toBe(true);
  }
  if (hermesEnabled(appDir)) await compileBundlesWithHermes(result, appDir, where);
}

/** Runs a build's checks and records in the version's proof record whether the configuration passed them. */
async function provingBuild(workspace: Workspace, config: GuideConfig, platform: Platform, mode: Mode, base: GuideConfig | undefined, check: () => Promise<void>) {
  let passed = false;
  try {
    await check();
    passed = true;
  } finally {
    const bundled = {
      build: `${platform} ${mode}` as const,
      passed,
      ...(base ? { onTopOf: base.location } : {}),
      reactNative: installedVersion(workspace.dir, 'react-native'),
      webpack: installedVersion(workspace.dir, 'webpack'),
      hermes: hermesEnabled(workspace.dir),
    };
    recordProofs(config.version, [{ key: config.proofKey, block: config.location, bundled }]);
  }
}

/**
 * The builds of one version's guide configurations, in that version's fixture app. Each version has a
 * test file of its own (`bundle-<version>.test.ts`), so that the two versions build side by side, one
 * per core: a version's builds share one workspace and run one after another.
 */
export function describeBundles(version: DocsVersion) {
  afterAll(() => {
    console.info(`${version}: hermesc ${hermescCounts.runs} runs, ${hermescCounts.reused} compilations answered by an earlier run on the same bytes`);
  });
  describe(`webpack configurations of the ${version} guides`, () => describeVersion(version));
}

function describeVersion(version: DocsVersion) {
  const configs = guideConfigs(version);
  const base = baseConfig(configs);
  const complete = configs.filter((config) => !config.partial);
  const overlays = configs.filter((config) => config.partial && isStandalonePart(config.code));
  let workspace: Workspace;

  beforeAll(async () => {
    workspace = await createWorkspace(await installFixtureApp(version));
  });
  afterAll(() => workspace?.release());

  it('are found: complete ones export a configuration, partial ones are marked', () => {
    console.info(
      `${version}: ${configs.length} webpack configuration blocks, ${complete.length} complete, ` +
        `${overlays.length} partial ones bundled on top of ${base.location}, ` +
        `${configs.length - complete.length - overlays.length} partial fragments not bundled`,
    );
    for (const config of complete) {
      expect(exportsConfig(config.code), `${config.location} exports a configuration or is marked partial`).toBe(true);
    }
  });

  for (const { config, base: onTopOf, builds } of plannedBuilds(configs)) {
    describe(onTopOf ? `${config.location} on top of getting started` : config.location, () => {
      it.each(builds)('bundles for $platform in $mode', async ({ platform, mode }) => {
        await provingBuild(workspace, config, platform, mode, onTopOf, async () => {
          await checkBuild(await bundle(workspace, config, onTopOf, platform, mode), workspace.dir, config, platform, mode, onTopOf);
        });
      });
    });
  }

  describe(`webpack-start with ${base.location}`, () => {
    let server: DevServer;

    beforeAll(async () => {
      server = await startDevServer(workspace, base, version);
    });
    afterAll(async () => {
      await server?.stop();
    });

    it('serves the ios bundle and the stats chunk at the URL the resolver builds', async () => {
      const platform = 'ios';
      const response = await fetch(`${server.url}/index.bundle?platform=${platform}`);
      expect(response.status, `${base.location}: index.bundle for ${platform}`).toBe(200);
      const code = await response.text();
      const served = path.join(workspace.dir, '.harness-output', `start-${platform}.bundle`);
      fs.writeFileSync(served, code);
      await compileWithHermes(hermescOf(workspace.dir), served, `${base.location} (webpack-start, ${platform})`);
      // What Script.getDevServerURL (3.x) and Chunk.fromDevServer (2.x) build: public path + chunk file name.
      const publicPath = /__webpack_require__\.p = "([^"]+)"/.exec(code)?.[1];
      expect(publicPath, `${base.location}: public path of the ${platform} bundle`).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
      const chunk = await fetch(`${publicPath}stats.chunk.bundle`);
      expect(chunk.status, `${base.location}: ${publicPath}stats.chunk.bundle`).toBe(200);
      expect(await chunk.text()).toContain('hikes');
    });
  });
}
