#!/usr/bin/env node
// Cuts a new documentation version.
//
//   npm run version:new <name> [-- --from <version>] [--default] [--package-version <semver>]
//
//   npm run version:new 4.x -- --default --package-version 4.0.0
//
// 1. copies docs/<from> to docs/<name> (default --from: the current default version),
//    leaving out the API pages plugins/typedoc generates (they are build output);
// 2. registers <name> in `multiVersion.versions` of rspress.config.ts and, with --default,
//    makes it `multiVersion.default` (the old default moves under its /<version>/ prefix;
//    folder names never change);
// 3. copies the --from version's entries of `typedocPlugin({ entries })` for <name>; with
//    --package-version, entries that document @callstack/repack point to the npm alias
//    @callstack/repack-v<major>, which is added to package.json as
//    "npm:@callstack/repack@<semver>" (then run `npm install`);
// 4. updates `activeMatch` of every version's _nav.json so that nav items stay highlighted
//    under the prefixes of all non-default versions;
// 5. rewrites the host configurations (vercel.json, netlify.toml; see deploy/configs.mjs): with
//    --default the new version's prefix is the one answered by the root page, the old default's
//    pages get their own files under its prefix, and each redirect of docs/_redirects.json still
//    leads into the version it names (now under that version's prefix).
//
// Links inside a version are written without a version prefix (/docs/getting-started), so the
// copied pages link to each other; shared fragments (docs/_shared) are imported by relative
// paths that stay valid one folder over.
//
// Other options: --root <dir> (project root), --config <file> (default rspress.config.ts),
// --dry-run (print the plan, change nothing).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { renderDeployConfigs } from '../deploy/configs.mjs';
import { readRouting } from '../deploy/routing.mjs';
import { publishingSettingsFromEnv, readScriptHashes } from '../deploy/security-headers.mjs';
import { readSiteConfig } from '../deploy/site-config.mjs';

const DEFAULT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The package whose version `--package-version` sets. */
export const MAIN_PACKAGE = '@callstack/repack';
const VERSION_NAME = /^[a-z0-9][a-z0-9._-]*$/i;
const SEMVER = /^(\d+)\.(\d+)\.(\d+)(?:-[0-9A-Za-z.-]+)?$/;

// ---------------------------------------------------------------------------
// Pure helpers
// ---------------------------------------------------------------------------

/** Applies [start, end, replacement] edits to a text (non-overlapping). */
export function applyEdits(text, edits) {
  return [...edits].sort((a, b) => b[0] - a[0]).reduce((result, [start, end, replacement]) => result.slice(0, start) + replacement + result.slice(end), text);
}

/** Sort key of a version name: `2.x` < `3.x` < `10.x`; non-numeric names last, in given order. */
function versionKey(name) {
  const match = /^(\d+)(?:\.(\d+))?/.exec(name);
  return match ? [Number(match[1]), Number(match[2] ?? -1)] : [Number.POSITIVE_INFINITY, 0];
}

/** The versions list with `name` inserted in version order. */
export function insertVersion(versions, name) {
  const key = versionKey(name);
  const index = versions.findIndex((version) => {
    const other = versionKey(version);
    return other[0] > key[0] || (other[0] === key[0] && other[1] > key[1]);
  });
  return index === -1 ? [...versions, name] : [...versions.slice(0, index), name, ...versions.slice(index)];
}

/** `npm:@callstack/repack@3.7.0` → { name: '@callstack/repack', range: '3.7.0' }. */
export function parseAlias(spec) {
  const match = /^npm:((?:@[^/@]+\/)?[^@]+)@(.+)$/.exec(spec ?? '');
  return match ? { name: match[1], range: match[2] } : undefined;
}

/** The npm alias for a version of the main package: 4.0.0 → @callstack/repack-v4. */
export function aliasFor(packageVersion, packageName = MAIN_PACKAGE) {
  const match = SEMVER.exec(packageVersion ?? '');
  if (!match) throw new Error(`--package-version must be an exact version such as 4.0.0, got "${packageVersion}"`);
  return { alias: `${packageName}-v${match[1]}`, spec: `npm:${packageName}@${packageVersion}` };
}

/** The real package behind a dependency name (an alias or the package itself). */
function realPackage(name, dependencies) {
  return parseAlias(dependencies[name])?.name ?? name;
}

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Rewrites the version prefix group of a nav `activeMatch`, `^/(2\.x/)?docs/` or
 * `^/(2\.x|3\.x)/)?…`, for the given non-default versions. Other patterns are returned as is.
 */
export function rewriteActiveMatch(pattern, prefixedVersions) {
  const match = /^\^\/\(\(?((?:[\w\\.-]+)(?:\|[\w\\.-]+)*)\)?\/\)\?/.exec(pattern);
  if (!match || !prefixedVersions.length) return pattern;
  const alternatives = prefixedVersions.map(escapeRegExp);
  const group = alternatives.length === 1 ? `(${alternatives[0]}/)?` : `((${alternatives.join('|')})/)?`;
  return `^/${group}${pattern.slice(match[0].length)}`;
}

function rewriteNavItems(items, prefixedVersions) {
  let changed = false;
  for (const item of items) {
    if (typeof item?.activeMatch === 'string') {
      const next = rewriteActiveMatch(item.activeMatch, prefixedVersions);
      if (next !== item.activeMatch) {
        item.activeMatch = next;
        changed = true;
      }
    }
    if (Array.isArray(item?.items) && rewriteNavItems(item.items, prefixedVersions)) changed = true;
  }
  return changed;
}

function lineIndentAt(text, position) {
  const lineStart = text.lastIndexOf('\n', position - 1) + 1;
  return /^[ \t]*/.exec(text.slice(lineStart))[0];
}

/** Source text of a typedoc entry copied for another version and package. */
function copyEntryText(entry, sourceFile, version, packageName) {
  const start = entry.node.getStart(sourceFile);
  const edits = [];
  const quote = (node, value) => {
    const raw = node.getText(sourceFile);
    const q = raw[0] === '"' ? '"' : raw[0] === '`' ? '`' : "'";
    return `${q}${value}${q}`;
  };
  edits.push([entry.nodes.version.getStart(sourceFile) - start, entry.nodes.version.getEnd() - start, quote(entry.nodes.version, version)]);
  if (packageName !== entry.fields.package) {
    edits.push([entry.nodes.package.getStart(sourceFile) - start, entry.nodes.package.getEnd() - start, quote(entry.nodes.package, packageName)]);
  }
  return applyEdits(entry.text, edits);
}

// ---------------------------------------------------------------------------
// The plan
// ---------------------------------------------------------------------------

/**
 * Works out every change without touching the disk. Throws (naming the problem) when the
 * version cannot be cut, so a failed run leaves the project as it was.
 */
export function planVersion({ root = DEFAULT_ROOT, name, from, makeDefault = false, packageVersion, config = 'rspress.config.ts' }) {
  if (!name || !VERSION_NAME.test(name)) throw new Error(`Give the new version a folder name such as 4.x (got "${name ?? ''}")`);
  const configFile = path.resolve(root, config);
  const site = readSiteConfig(configFile);
  const docsRoot = path.join(root, 'docs');
  if (site.versions.includes(name)) throw new Error(`Version ${name} is already in multiVersion.versions`);
  if (fs.existsSync(path.join(docsRoot, name))) throw new Error(`docs/${name} already exists`);
  const source = from ?? site.defaultVersion;
  if (!site.versions.includes(source)) {
    throw new Error(`--from ${source} is not a version of the site (versions: ${site.versions.join(', ')})`);
  }
  if (!fs.existsSync(path.join(docsRoot, source))) throw new Error(`docs/${source} does not exist`);

  const packageJsonFile = path.join(root, 'package.json');
  const packageJson = JSON.parse(fs.readFileSync(packageJsonFile, 'utf8'));
  const dependencies = { ...packageJson.dependencies, ...packageJson.devDependencies };

  // package.json alias
  let alias;
  if (packageVersion !== undefined) {
    alias = aliasFor(packageVersion);
    const existing = dependencies[alias.alias];
    if (existing !== undefined && existing !== alias.spec) {
      throw new Error(
        `package.json already maps ${alias.alias} to "${existing}", not "${alias.spec}". Both versions would share that alias: change it by hand if ${alias.alias} should move to ${packageVersion}.`,
      );
    }
    alias.isNew = existing === undefined;
    const installedJson = path.join(root, 'node_modules', ...alias.alias.split('/'), 'package.json');
    alias.installed = fs.existsSync(installedJson) && JSON.parse(fs.readFileSync(installedJson, 'utf8')).version === packageVersion;
  }

  // typedoc entries
  const newEntries = [];
  const skipDirs = [];
  if (site.typedoc) {
    for (const entry of site.typedoc.entries) {
      if (entry.fields.version !== source) continue;
      if (entry.fields.out) skipDirs.push(path.join(docsRoot, source, entry.fields.out));
      const documentsMain = realPackage(entry.fields.package, dependencies) === MAIN_PACKAGE;
      const packageName = alias && documentsMain ? alias.alias : entry.fields.package;
      newEntries.push({
        fields: { ...entry.fields, version: name, package: packageName },
        text: copyEntryText(entry, site.typedoc.sourceFile, name, packageName),
      });
    }
  }

  // rspress.config.ts edits
  const versions = insertVersion(site.versions, name);
  const defaultVersion = makeDefault ? name : site.defaultVersion;
  const configEdits = [];
  const versionsArray = site.nodes.versionsArray;
  const firstQuote = versionsArray.elements[0]?.getText(site.sourceFile)[0] === '"' ? '"' : "'";
  configEdits.push([
    versionsArray.getStart(site.sourceFile),
    versionsArray.getEnd(),
    `[${versions.map((version) => `${firstQuote}${version}${firstQuote}`).join(', ')}]`,
  ]);
  if (makeDefault) {
    if (site.nodes.defaultProperty) {
      const literal = site.nodes.defaultProperty.initializer;
      const q = literal.getText(site.sourceFile)[0];
      configEdits.push([literal.getStart(site.sourceFile), literal.getEnd(), `${q}${name}${q}`]);
    } else {
      configEdits.push([versionsArray.parent.getStart(site.sourceFile), versionsArray.parent.getStart(site.sourceFile), `default: ${firstQuote}${name}${firstQuote},\n${lineIndentAt(site.text, versionsArray.parent.getStart(site.sourceFile))}`]);
    }
  }
  const entriesEdits = [];
  if (site.typedoc && newEntries.length) {
    const { array, text, sourceFile } = site.typedoc;
    const last = array.elements[array.elements.length - 1];
    const indent = lineIndentAt(text, last.getStart(sourceFile));
    const insertion = newEntries.map((entry) => `\n${indent}${entry.text},`).join('');
    if (array.elements.hasTrailingComma) {
      const comma = text.indexOf(',', last.getEnd());
      entriesEdits.push([comma + 1, comma + 1, insertion]);
    } else {
      entriesEdits.push([last.getEnd(), last.getEnd(), `,${insertion.slice(0, -1)}`]);
    }
  }
  const files = new Map();
  if (site.typedoc && site.typedoc.file !== configFile) {
    files.set(configFile, applyEdits(site.text, configEdits));
    files.set(site.typedoc.file, applyEdits(site.typedoc.text, entriesEdits));
  } else {
    files.set(configFile, applyEdits(site.text, [...configEdits, ...entriesEdits]));
  }

  // package.json
  if (alias?.isNew) {
    const section = packageJson.dependencies ? 'dependencies' : 'devDependencies';
    const deps = { ...(packageJson[section] ?? {}), [alias.alias]: alias.spec };
    packageJson[section] = Object.fromEntries(Object.entries(deps).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    files.set(packageJsonFile, `${JSON.stringify(packageJson, null, 2)}\n`);
  }

  // Host configurations, when the project has them: the routing follows the new default.
  const hashesFile = path.join(root, 'deploy', 'csp-hashes.json');
  if (fs.existsSync(hashesFile)) {
    const routing = readRouting({ versions, defaultVersion }, docsRoot);
    const configs = renderDeployConfigs({ ...publishingSettingsFromEnv(), scriptHashes: readScriptHashes(hashesFile), routing });
    for (const [file, content] of Object.entries(configs)) {
      if (fs.existsSync(path.join(root, file))) files.set(path.join(root, file), content);
    }
  }

  // _nav.json of every version (the copy included, written after copying)
  const prefixed = versions.filter((version) => version !== defaultVersion);
  const navUpdates = [];
  for (const version of [...site.versions, name]) {
    const navFile = path.join(docsRoot, version === name ? source : version, '_nav.json');
    if (!fs.existsSync(navFile)) continue;
    const nav = JSON.parse(fs.readFileSync(navFile, 'utf8'));
    if (Array.isArray(nav) && rewriteNavItems(nav, prefixed)) {
      navUpdates.push({ file: path.join(docsRoot, version, '_nav.json'), content: `${JSON.stringify(nav, null, 2)}\n` });
    }
  }

  // Entry files to check once the alias package is installed.
  const missingEntryFiles = [];
  for (const entry of newEntries) {
    const { package: pkg, entry: entryFile } = entry.fields;
    if (!entryFile || pkg.startsWith('.') || pkg.startsWith('/')) continue;
    const packageDir = path.join(root, 'node_modules', ...pkg.split('/'));
    if (fs.existsSync(path.join(packageDir, 'package.json')) && !fs.existsSync(path.join(packageDir, entryFile))) {
      missingEntryFiles.push(`${pkg}/${entryFile}`);
    }
  }

  return {
    root,
    name,
    from: source,
    defaultVersion,
    previousDefault: site.defaultVersion,
    versions,
    copy: { from: path.join(docsRoot, source), to: path.join(docsRoot, name), skipDirs },
    files,
    navUpdates,
    newEntries: newEntries.map((entry) => entry.fields),
    typedocFound: Boolean(site.typedoc),
    alias,
    missingEntryFiles,
  };
}

/** Carries out a plan: copies the docs, then writes the config, package.json and nav files. */
export function applyPlan(plan) {
  const skip = new Set(plan.copy.skipDirs.map((dir) => path.resolve(dir)));
  fs.cpSync(plan.copy.from, plan.copy.to, {
    recursive: true,
    filter: (source) => !skip.has(path.resolve(source)),
  });
  for (const [file, content] of plan.files) fs.writeFileSync(file, content);
  for (const { file, content } of plan.navUpdates) fs.writeFileSync(file, content);
}

/** What to tell the writer after a run. */
export function summarize(plan, { dryRun = false } = {}) {
  const rel = (file) => path.relative(plan.root, file) || '.';
  const lines = [
    `${dryRun ? 'Would create' : 'Created'} ${rel(plan.copy.to)} from ${rel(plan.copy.from)}${plan.copy.skipDirs.length ? ` (generated API pages left out: ${plan.copy.skipDirs.map(rel).join(', ')})` : ''}.`,
    `multiVersion: versions [${plan.versions.join(', ')}], default ${plan.defaultVersion}${
      plan.defaultVersion !== plan.previousDefault ? ` (was ${plan.previousDefault}, now served under /${plan.previousDefault}/)` : ''
    }.`,
  ];
  if (!plan.typedocFound) lines.push('No typedocPlugin({ entries }) found in the config: add the API sources of the new version by hand.');
  else if (plan.newEntries.length) {
    lines.push(`API reference entries ${dryRun ? 'to add' : 'added'} for ${plan.name}:`);
    for (const entry of plan.newEntries) lines.push(`  ${entry.out ?? '?'} ← ${entry.package}/${entry.entry ?? ''}`);
  } else lines.push(`${plan.from} has no API reference entries to copy.`);
  for (const { file } of plan.navUpdates) lines.push(`${dryRun ? 'Would update' : 'Updated'} activeMatch in ${rel(file)}.`);
  const hostFiles = [...plan.files.keys()].filter((file) => ['vercel.json', 'netlify.toml'].includes(path.basename(file)));
  if (hostFiles.length) lines.push(`${dryRun ? 'Would rewrite' : 'Rewrote'} ${hostFiles.map(rel).join(' and ')} for the versions' routing.`);
  if (plan.alias) {
    if (plan.alias.isNew) lines.push(`${dryRun ? 'Would add' : 'Added'} "${plan.alias.alias}": "${plan.alias.spec}" to package.json.`);
    if (!plan.alias.installed) lines.push(`Run \`npm install\` to install ${plan.alias.alias} (${plan.alias.spec}) before building: the API reference is generated from it.`);
    else lines.push(`${plan.alias.alias} is already installed: no npm install needed.`);
  } else {
    lines.push(`The API entries of ${plan.name} still document the packages of ${plan.from}; rerun with --package-version <semver> or edit them in rspress.config.ts.`);
  }
  if (plan.missingEntryFiles.length) {
    lines.push(`Check the entry paths: these declaration files do not exist: ${plan.missingEntryFiles.join(', ')}.`);
  }
  lines.push(
    'Next:',
    `  - edit docs/${plan.name}/index.md (hero text) and the pages that changed in ${plan.name};`,
    '  - run `npm run build`: it fails on dead links, and `npm test` checks code samples and the site.',
  );
  return lines.join('\n');
}

export function parseArgs(argv) {
  const args = { positional: [], makeDefault: false, dryRun: false };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    const value = () => {
      const next = argv[++index];
      if (next === undefined || next.startsWith('--')) throw new Error(`${arg} needs a value`);
      return next;
    };
    if (arg === '--from') args.from = value();
    else if (arg === '--default') args.makeDefault = true;
    else if (arg === '--package-version') args.packageVersion = value();
    else if (arg === '--root') args.root = path.resolve(value());
    else if (arg === '--config') args.config = value();
    else if (arg === '--dry-run') args.dryRun = true;
    else if (arg === '--help' || arg === '-h') args.help = true;
    else if (arg.startsWith('--')) throw new Error(`Unknown option ${arg}`);
    else args.positional.push(arg);
  }
  return args;
}

const USAGE = 'Usage: npm run version:new <name> [-- --from <version>] [--default] [--package-version <semver>] [--dry-run]';

function main() {
  const args = parseArgs(process.argv.slice(2));
  if (args.help || args.positional.length !== 1) {
    console.log(USAGE);
    process.exit(args.help ? 0 : 1);
  }
  const plan = planVersion({
    root: args.root,
    name: args.positional[0],
    from: args.from,
    makeDefault: args.makeDefault,
    packageVersion: args.packageVersion,
    config: args.config,
  });
  if (args.dryRun) {
    console.log('Dry run: nothing changed.');
    console.log(summarize(plan, { dryRun: true }));
    return;
  }
  applyPlan(plan);
  console.log(summarize(plan));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    console.error(`version:new: ${error.message}`);
    process.exit(1);
  }
}
