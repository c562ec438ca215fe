/**
 * Chunk composition of a page's first load: for each JS file the page's HTML loads before
 * the reader can interact, the packages and project modules it carries, from the build's
 * source maps.
 *
 *   node scripts/bench/chunks.mjs [--build] [--site bench-results/chunks-site] [--route /docs/getting-started] [--top 12]
 *
 * `--build` first builds the site with source maps into the `--site` folder (its own output
 * and Rspack cache, so doc_build/ is left alone); without it the folder must hold such a build.
 * Bytes are the minified characters each source maps to; a module's gzip figure is its share
 * of the minified file times the file's gzip size (gzip of a whole file is not a sum of parts).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstLoadAssetsOfHtml, gzipSize, htmlFileFor } from './output.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_VALUE = new Map([...BASE64].map((char, index) => [char, index]));

/** One source-map segment field list (`AAAA,CAAC`) decoded from base64 VLQ. */
function decodeSegment(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64_VALUE.get(char);
    if (digit === undefined) throw new Error(`Invalid source-map character "${char}"`);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/**
 * Minified characters per source of `code`, from its source map's `mappings`: each segment
 * owns the characters up to the next segment of its line (or the line's end).
 */
export function bytesBySource(code, map) {
  const lines = code.split('\n');
  const counts = new Map();
  const add = (key, n) => n > 0 && counts.set(key, (counts.get(key) ?? 0) + n);
  let sourceIndex = 0;
  map.mappings.split(';').forEach((lineMappings, lineIndex) => {
    const lineLength = lines[lineIndex]?.length ?? 0;
    let column = 0;
    const segments = [];
    for (const segment of lineMappings ? lineMappings.split(',') : []) {
      const fields = decodeSegment(segment);
      column += fields[0];
      if (fields.length >= 4) sourceIndex += fields[1];
      segments.push({ column, source: fields.length >= 4 ? map.sources[sourceIndex] : null });
    }
    if (!segments.length) return add(null, lineLength + 1);
    add(null, segments[0].column);
    segments.forEach((segment, i) => add(segment.source, (segments[i + 1]?.column ?? lineLength + 1) - segment.column));
  });
  return counts;
}

/**
 * What a source is, for the report: `react-dom`, `@rspress/core theme/components/Search`,
 * `theme/components/Nav`, `.rspress virtual-site-data`, `(runtime)`.
 */
export function groupOf(source) {
  if (source == null) return '(bundler runtime, unmapped)';
  if (/^webpack:\/\/webpack\//.test(source)) return `(bundler runtime) ${source.replace(/^webpack:\/\/webpack\//, '')}`;
  // Paths are relative to the emitted file (`../../../../theme/…`).
  const clean = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^(\.\.?\/)+/, '').replace(/\?.*$/, '');
  const inModules = clean.lastIndexOf('node_modules/');
  if (inModules >= 0) {
    const parts = clean.slice(inModules + 'node_modules/'.length).split('/');
    const name = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
    if (name === '@rspress/core') {
      const rest = parts.slice(2);
      const at = rest[0] === 'dist' ? rest.slice(1) : rest;
      return `${name} ${at.slice(0, at[0] === 'theme' || at[0] === 'runtime' ? 3 : 2).join('/').replace(/\.[jt]sx?$/, '')}`;
    }
    return name;
  }
  if (clean.includes('.rspress/')) return `.rspress ${clean.slice(clean.indexOf('.rspress/') + 9).replace(/\.[jt]sx?$/, '')}`;
  const parts = clean.split('/');
  return parts.slice(0, parts[0] === 'theme' || parts[0] === 'plugins' ? 3 : 2).join('/').replace(/\.[jt]sx?$/, '');
}

/** The composition of each first-load JS file of `route` in the built site `root`. */
export function chunkComposition(root, route, { top = 12 } = {}) {
  const html = fs.readFileSync(htmlFileFor(root, route), 'utf8');
  const files = firstLoadAssetsOfHtml(html).filter((asset) => asset.type === 'js' && !/^[a-z]+:\/\//i.test(asset.url));
  return files.map((asset) => {
    const file = path.join(root, decodeURIComponent(asset.url.split(/[?#]/)[0]));
    const code = fs.readFileSync(file, 'utf8');
    const raw = Buffer.byteLength(code);
    const gzip = gzipSize(code);
    const mapFile = `${file}.map`;
    if (!fs.existsSync(mapFile)) return { url: asset.url, how: asset.how, raw, gzip, modules: null };
    const groups = new Map();
    for (const [source, chars] of bytesBySource(code, JSON.parse(fs.readFileSync(mapFile, 'utf8')))) {
      const group = groupOf(source);
      groups.set(group, (groups.get(group) ?? 0) + chars);
    }
    const total = [...groups.values()].reduce((a, b) => a + b, 0) || 1;
    const modules = [...groups]
      .sort((a, b) => b[1] - a[1])
      .map(([name, chars]) => ({ name, raw: chars, gzip: Math.round((gzip * chars) / total) }));
    return { url: asset.url, how: asset.how, raw, gzip, modules: modules.slice(0, top), others: modules.slice(top).reduce((a, m) => a + m.gzip, 0) };
  });
}

export function formatComposition(route, chunks) {
  const KB = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const lines = [`First-load JS of ${route}: ${KB(chunks.reduce((a, c) => a + c.gzip, 0))} gzip in ${chunks.length} files`];
  for (const chunk of chunks) {
    lines.push('', `${chunk.url} (${chunk.how}): ${KB(chunk.gzip)} gzip, ${KB(chunk.raw)} minified`);
    if (!chunk.modules) {
      lines.push('  (no source map: build with --build)');
      continue;
    }
    for (const module of chunk.modules) lines.push(`  ${KB(module.gzip).padStart(9)}  ${module.name}`);
    if (chunk.others) lines.push(`  ${KB(chunk.others).padStart(9)}  (the rest)`);
  }
  return lines.join('\n');
}

/** Builds the project's config with JS source maps into `siteDir` (own build cache). */
export function buildWithSourceMaps(siteDir, configFile = 'rspress.config.ts') {
  const benchDir = path.join(ROOT, 'bench-results');
  fs.mkdirSync(benchDir, { recursive: true });
  const config = path.join(benchDir, 'chunks.config.ts');
  const importPath = path.relative(benchDir, path.resolve(ROOT, configFile)).replace(/\\/g, '/').replace(/\.ts$/, '');
  fs.writeFileSync(
    config,
    `// Written by scripts/bench/chunks.mjs: ${configFile} with JS source maps, its output under bench-results/.
import config from '${importPath.startsWith('.') ? importPath : `./${importPath}`}';

const builderConfig = config.builderConfig ?? {};
export default {
  ...config,
  outDir: ${JSON.stringify(siteDir)},
  builderConfig: {
    ...builderConfig,
    output: { ...builderConfig.output, sourceMap: { js: 'source-map', css: false } },
    performance: { ...builderConfig.performance, buildCache: { cacheDirectory: ${JSON.stringify(path.join(benchDir, '.cache-chunks'))} } },
  },
};
`,
  );
  const run = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'rspress'), ['build', '-c', config], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  if (run.status !== 0) throw new Error(`build with source maps failed (${run.status})`);
}

async function main() {
  const args = { build: false, site: path.join(ROOT, 'bench-results', 'chunks-site'), routes: [], top: 12, json: null };
  const argv = process.argv.slice(2);
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split('=');
    const value = () => inline ?? argv[++i];
    if (flag === '--build') args.build = true;
    else if (flag === '--site') args.site = path.resolve(value());
    else if (flag === '--route') args.routes.push(value());
    else if (flag === '--top') args.top = Number(value());
    else if (flag === '--json') args.json = path.resolve(value());
    else throw new Error(`Unknown option ${argv[i]}`);
  }
  if (!args.routes.length) args.routes.push('/docs/getting-started');
  if (args.build) buildWithSourceMaps(args.site);
  const report = {};
  for (const route of args.routes) {
    report[route] = chunkComposition(args.site, route, { top: args.top });
    console.log(formatComposition(route, report[route]));
    console.log('');
  }
  if (args.json) fs.writeFileSync(args.json, `${JSON.stringify(report, null, 2)}\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
