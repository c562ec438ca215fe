// Loaded by the configuration wrappers that bundle.ts writes into a fixture app, inside the
// React Native CLI process of Re.Pack 2 (which `require`s a configuration object) or Re.Pack 3.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const RULE_LOADER_KEYS = ['loader', 'use'];

function isPlainObject(value) {
  return value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;
}

function loadersOf(rule) {
  const names = [];
  const collect = (use) => {
    if (!use) return;
    if (typeof use === 'string') names.push(use);
    else if (Array.isArray(use)) use.forEach(collect);
    else if (typeof use.loader === 'string') names.push(use.loader);
  };
  for (const key of RULE_LOADER_KEYS) collect(rule[key]);
  return names;
}

/** A part's rule takes the place of the base rules that run the same loader; other rules are added. */
function overlayRules(baseRules, partRules) {
  const rules = [...baseRules];
  for (const rule of partRules) {
    const loaders = loadersOf(rule);
    const sharesLoader = (candidate) =>
      baseRules.includes(candidate) && loadersOf(candidate).some((loader) => loaders.includes(loader));
    const first = rules.findIndex(sharesLoader);
    if (first === -1) {
      rules.push(rule);
      continue;
    }
    rules.splice(first, 1, rule);
    for (let index = rules.length - 1; index > first; index -= 1) {
      if (sharesLoader(rules[index])) rules.splice(index, 1);
    }
  }
  return rules;
}

/** The plugins Re.Pack 3's RepackPlugin applies for you. */
const REPACK_PLUGIN_PARTS = ['AssetsResolverPlugin', 'OutputPlugin', 'DevelopmentPlugin', 'RepackTargetPlugin', 'LoggerPlugin'];

const className = (plugin) => plugin && plugin.constructor && plugin.constructor.name;

/**
 * A part's plugin takes the place of the base plugin of the same class; other plugins are added. A
 * part that lists Re.Pack's plugins one by one replaces the base's RepackPlugin, which applies them.
 */
function overlayPlugins(basePlugins, partPlugins) {
  const listsRepackParts = partPlugins.some((plugin) => REPACK_PLUGIN_PARTS.includes(className(plugin)));
  const plugins = basePlugins.filter((plugin) => !(listsRepackParts && className(plugin) === 'RepackPlugin'));
  for (const plugin of partPlugins) {
    const replaced = plugins.findIndex((candidate) => candidate.constructor === plugin.constructor);
    if (replaced === -1) plugins.push(plugin);
    else plugins.splice(replaced, 1, plugin);
  }
  return plugins;
}

/**
 * A page's partial configuration applied on top of the version's complete one, as the page asks the
 * reader to do ("...the rest of your configuration"): objects merge, the part's values win.
 */
function overlayConfig(base, part, keyPath = '') {
  // A part that only adjusts `env` (and returns nothing) leaves the rest of the configuration as it is.
  if (part === undefined) return base;
  if (!isPlainObject(base) || !isPlainObject(part)) return part;
  const merged = { ...base };
  for (const [key, value] of Object.entries(part)) {
    if (value === undefined) continue;
    const path = keyPath ? `${keyPath}.${key}` : key;
    if (path === 'plugins') merged[key] = overlayPlugins(base[key] ?? [], value);
    else if (path === 'module.rules') merged[key] = overlayRules(base[key] ?? [], value);
    else merged[key] = overlayConfig(base[key], value, path);
  }
  return merged;
}

async function resolveConfig(exported, env) {
  const config = exported && 'default' in exported ? exported.default : exported;
  return typeof config === 'function' ? config(env, {}) : config;
}

function serializeCondition(condition) {
  if (condition === undefined) return undefined;
  if (Array.isArray(condition)) return condition.map(serializeCondition);
  if (condition instanceof RegExp) return { regexp: condition.source, flags: condition.flags };
  return String(condition);
}

/** Where the configuration's Re.Pack output plugin puts chunks that are not in the main bundle. */
function chunkPlacement(config) {
  const plugin = (config.plugins ?? []).find((candidate) => ['OutputPlugin', 'RepackPlugin'].includes(className(candidate)));
  if (!plugin || !plugin.config) return undefined;
  const { localChunks, remoteChunksOutput, extraChunks, context, platform } = plugin.config;
  if (extraChunks === undefined && 'remoteChunksOutput' in plugin.config) {
    return { localChunks: serializeCondition(localChunks ?? []), remoteChunksOutput };
  }
  const specs = extraChunks ?? [
    { include: /.*/, type: 'remote', outputPath: path.join(context, 'build/outputs', platform, 'remotes') },
  ];
  return {
    extraChunks: specs.map((spec) => ({
      type: spec.type,
      test: serializeCondition(spec.test),
      include: serializeCondition(spec.include),
      exclude: serializeCondition(spec.exclude),
      outputPath: spec.outputPath && (path.isAbsolute(spec.outputPath) ? spec.outputPath : path.join(context, spec.outputPath)),
    })),
  };
}

/** Which emitted files an enabled ChunksToHermesBytecodePlugin compiles to Hermes bytecode. */
function hermesChunks(config) {
  const plugin = (config.plugins ?? []).find((candidate) => className(candidate) === 'ChunksToHermesBytecodePlugin');
  if (!plugin || !plugin.config.enabled) return undefined;
  const { test, include, exclude } = plugin.config;
  return { test: serializeCondition(test), include: serializeCondition(include), exclude: serializeCondition(exclude) };
}

/**
 * Appends a plugin that writes the build's errors, warnings, output folder and chunks to `statsFile`:
 * Re.Pack 2's `webpack-bundle` exits 0 even when the compilation failed.
 */
function withStatsRecorder(config, statsFile) {
  const placement = chunkPlacement(config);
  const hermes = hermesChunks(config);
  const recorder = {
    apply(compiler) {
      compiler.hooks.done.tap('GuideStatsRecorder', (stats) => {
        const json = stats.toJson({
          all: false,
          errors: true,
          warnings: true,
          outputPath: true,
          chunks: true,
          chunkRelations: false,
          assets: true,
        });
        fs.writeFileSync(
          statsFile,
          JSON.stringify({
            errors: json.errors.map((error) => `${error.moduleName ?? ''} ${error.message}`.trim()),
            warnings: json.warnings.map((warning) => `${warning.moduleName ?? ''} ${warning.message}`.trim()),
            outputPath: json.outputPath,
            chunks: json.chunks.map((chunk) => ({ names: chunk.names, id: chunk.id, files: chunk.files, initial: chunk.initial })),
            assets: json.assets.map((asset) => asset.name),
            chunkFilename: compiler.options.output.chunkFilename,
            placement,
            hermes,
          }),
        );
        // Neither version's webpack-bundle closes the compiler, and only closing stores webpack's
        // filesystem cache.
        if (compiler.options.cache && compiler.options.cache.type === 'filesystem' && !compiler.watchMode) {
          setImmediate(() => compiler.close(() => {}));
        }
      });
    },
  };
  return { ...config, plugins: [...(config.plugins ?? []), recorder] };
}

/**
 * What webpack's filesystem cache does not check but a cached module depends on: the rules (a
 * loader's options are named by the rule's position, `??ruleSet[1].rules[2]`, so another rule list
 * or other options would reuse modules built for another configuration), `resolve`, `devtool`,
 * `target` and the plugins with their options. Functions and regular expressions count by their
 * source, other class instances by their class and fields.
 */
function moduleKeyShape(config) {
  const seen = new WeakSet();
  const shape = JSON.stringify(
    { rules: config.module?.rules, resolve: config.resolve, devtool: config.devtool, target: config.target, plugins: config.plugins },
    (key, value) => {
      if (typeof value === 'function' || value instanceof RegExp) return String(value);
      if (value === null || typeof value !== 'object') return value;
      if (seen.has(value)) return '[seen]';
      seen.add(value);
      const prototype = Object.getPrototypeOf(value);
      return Array.isArray(value) || prototype === Object.prototype || prototype === null ? value : { [value.constructor?.name ?? 'instance']: { ...value } };
    },
  );
  return crypto.createHash('sha256').update(shape).digest('hex').slice(0, 12);
}

/**
 * Keeps Babel and Terser results between runs; the output stays what the configuration builds. One
 * cache per `name` and module-key shape: with one cache per mode and platform, configurations with
 * other rules (the SVG and assets-loader pages, module federation) could take modules built with
 * the getting-started rules, and wiped them for the next build (16–30 s builds, 4–8 s with a cache
 * of their own).
 */
function withFilesystemCache(config, cacheDirectory, name) {
  if (config.cache !== undefined) return config;
  return { ...config, cache: { type: 'filesystem', cacheDirectory, name: `${name}-${moduleKeyShape(config)}` } };
}

module.exports = { overlayConfig, resolveConfig, withStatsRecorder, withFilesystemCache };
