#!/usr/bin/env node
// Creates a documentation page from a template and lists it in the sidebar.
//
//   npm run new:page <version>/<path> "Title" [-- --mdx] [--description "…"] [--after <name>]
//
//   npm run new:page 3.x/docs/guides/hermes "Hermes"
//     → docs/3.x/docs/guides/hermes.md, added to docs/3.x/docs/guides/_meta.json
//   npm run new:page 3.x/docs/recipes/monorepo "Monorepos"
//     → a new folder: docs/3.x/docs/recipes/_meta.json is created and a `dir`
//       entry for `recipes` is added to docs/3.x/docs/_meta.json
//
// Options (after `--` when run through npm):
//   --mdx                 create `<name>.mdx` (for pages that import components) instead of `.md`
//   --description <text>  the frontmatter description (search results, link previews)
//   --after <name>        insert the sidebar entry after this entry of the folder's _meta.json
//                         (default: at the end)
//   --root <dir>          the project root (default: the folder above scripts/)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readSiteConfig } from '../deploy/site-config.mjs';

const DEFAULT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SEGMENT = /^[a-z0-9][a-z0-9-]*$/;
export const DESCRIPTION_PLACEHOLDER = 'TODO: one sentence on what this page helps the reader do.';

/** `code-splitting` → `Code splitting` (the label of a new sidebar group). */
export function labelFromName(name) {
  const words = name.split('-').filter(Boolean).join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** YAML double-quoted scalar (JSON strings are valid YAML). */
function yamlString(value) {
  return JSON.stringify(value);
}

/** The text of a new page. */
export function pageTemplate({ title, description = DESCRIPTION_PLACEHOLDER, mdx = false }) {
  const lines = ['---', `description: ${yamlString(description)}`, '---', ''];
  if (mdx) lines.push("import { Tabs, Tab } from '@theme';", '');
  lines.push(
    `# ${title}`,
    '',
    'Start with one or two sentences that say what the reader can do after reading this page, and for which Re.Pack version.',
    '',
    '## First step',
    '',
    'Write in your own words. Check every option name, default value and export against the package this version documents, and link to its API reference for the details.',
    '',
  );
  return lines.join('\n');
}

/** Splits and checks `<version>/<path>`; returns the version, the folder segments and the page name. */
export function parseTarget(target) {
  const clean = String(target ?? '')
    .replace(/\\/g, '/')
    .replace(/^\/+|\/+$/g, '')
    .replace(/^docs\//, '')
    .replace(/\.mdx?$/, '');
  const segments = clean.split('/').filter(Boolean);
  if (segments.length < 2) {
    throw new Error(`Expected <version>/<path>, e.g. 3.x/docs/guides/my-page; got "${target ?? ''}"`);
  }
  const [version, ...rest] = segments;
  const name = rest.pop();
  for (const segment of [...rest, name]) {
    if (!SEGMENT.test(segment)) {
      throw new Error(`"${segment}" is not a valid page or folder name: use lowercase letters, digits and dashes`);
    }
  }
  if (name === 'index' && rest.length === 0) throw new Error('The home page of a version (index) already exists');
  return { version, folders: rest, name };
}

function readMeta(file) {
  const text = fs.readFileSync(file, 'utf8');
  let data;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is not valid JSON: ${error.message}`);
  }
  if (!Array.isArray(data)) throw new Error(`${file} must hold a JSON array`);
  return data;
}

function writeJson(file, data) {
  fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}

function entryName(entry) {
  if (typeof entry === 'string') return entry.replace(/\.mdx?$/, '');
  return typeof entry?.name === 'string' ? entry.name.replace(/\.mdx?$/, '') : undefined;
}

/** Inserts `entry` into a `_meta.json` list (after `after` when given); returns false when it is already listed. */
export function insertMetaEntry(list, entry, after) {
  if (list.some((item) => entryName(item) === entry.name)) return false;
  const index = after === undefined ? -1 : list.findIndex((item) => entryName(item) === after);
  if (after !== undefined && index === -1) {
    throw new Error(`No entry named "${after}" to insert after (entries: ${list.map(entryName).filter(Boolean).join(', ')})`);
  }
  if (index === -1) list.push(entry);
  else list.splice(index + 1, 0, entry);
  return true;
}

/**
 * Creates the page and lists it in the sidebar. Returns the files it created or changed
 * (relative to the root) and hints for the writer.
 */
export function createPage({ root = DEFAULT_ROOT, target, title, description, mdx = false, after }) {
  if (!title || !String(title).trim()) throw new Error('A page title is required: npm run new:page <version>/<path> "Title"');
  const { version, folders, name } = parseTarget(target);
  const docsRoot = path.join(root, 'docs');
  const versionDir = path.join(docsRoot, version);
  if (!fs.existsSync(versionDir) || !fs.statSync(versionDir).isDirectory()) {
    const versions = fs
      .readdirSync(docsRoot, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_') && entry.name !== 'public')
      .map((entry) => entry.name);
    throw new Error(`There is no version folder docs/${version} (folders: ${versions.join(', ')})`);
  }
  const configFile = path.join(root, 'rspress.config.ts');
  if (fs.existsSync(configFile)) {
    const { versions } = readSiteConfig(configFile);
    if (!versions.includes(version)) {
      throw new Error(`docs/${version} is not a documentation version (multiVersion.versions: ${versions.join(', ')})`);
    }
  }
  const pageDir = path.join(versionDir, ...folders);
  for (const ext of ['.md', '.mdx']) {
    const existing = path.join(pageDir, name + ext);
    if (fs.existsSync(existing)) throw new Error(`${path.relative(root, existing)} already exists`);
  }
  // Which folders exist before we create anything: a new folder gets its own _meta.json,
  // an existing folder without one keeps listing its files automatically.
  const existedBefore = folders.map((_, index) => fs.existsSync(path.join(versionDir, ...folders.slice(0, index + 1))));

  const changed = [];
  const hints = [];
  const planned = [];

  // Entry for the page in its folder, then an entry for each new folder in its parent,
  // walking up while folders are new. The version root has no _meta.json: its folders
  // are the top navigation (_nav.json).
  let child = { type: 'file', name, label: String(title).trim() };
  let childAfter = after;
  for (let depth = folders.length; depth >= 1; depth -= 1) {
    const dir = path.join(versionDir, ...folders.slice(0, depth));
    const metaFile = path.join(dir, '_meta.json');
    const dirIsNew = !existedBefore[depth - 1];
    if (fs.existsSync(metaFile)) {
      const list = readMeta(metaFile);
      if (insertMetaEntry(list, child, childAfter)) planned.push({ file: metaFile, data: list });
      break;
    }
    if (!dirIsNew) {
      hints.push(`${path.relative(root, dir)} has no _meta.json: its sidebar lists files alphabetically, so the page shows up there.`);
      break;
    }
    planned.push({ file: metaFile, data: [child] });
    const folderName = folders[depth - 1];
    child = { type: 'dir', name: folderName, label: labelFromName(folderName), collapsible: true, collapsed: false };
    childAfter = undefined;
    if (depth === 1) {
      hints.push(
        `docs/${version}/${folderName} is a new top-level section: add a link to it in docs/${version}/_nav.json (e.g. { "text": "${labelFromName(folderName)}", "link": "/${folderName}/${name}" }).`,
      );
    }
  }
  if (folders.length === 0) hints.push(`The page is at the root of docs/${version}, outside every sidebar: link to it from a page or from _nav.json.`);

  const file = path.join(pageDir, `${name}${mdx ? '.mdx' : '.md'}`);
  fs.mkdirSync(pageDir, { recursive: true });
  fs.writeFileSync(file, pageTemplate({ title: String(title).trim(), description, mdx }));
  changed.push(path.relative(root, file));
  for (const { file: metaFile, data } of planned.reverse()) {
    writeJson(metaFile, data);
    changed.push(path.relative(root, metaFile));
  }
  if (!description) hints.push('Replace the TODO description in the frontmatter: search results and link previews show it.');

  return { file: path.relative(root, file), changed, hints };
}

export function parseArgs(argv) {
  const args = { positional: [], mdx: false };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    if (arg === '--mdx') args.mdx = true;
    else if (arg === '--description') args.description = argv[++index];
    else if (arg === '--after') args.after = argv[++index];
    else if (arg === '--root') args.root = path.resolve(argv[++index]);
    else if (arg === '--help' || arg === '-h') args.help = true;
    else if (arg.startsWith('--')) throw new Error(`Unknown option ${arg}`);
    else args.positional.push(arg);
  }
  return args;
}

const USAGE = 'Usage: npm run new:page <version>/<path> "Title" [-- --mdx] [--description "…"] [--after <name>]';

function main() {
  const args = parseArgs(process.argv.slice(2));
  if (args.help || args.positional.length < 2) {
    console.log(USAGE);
    process.exit(args.help ? 0 : 1);
  }
  const [target, ...titleWords] = args.positional;
  const result = createPage({
    root: args.root,
    target,
    title: titleWords.join(' '),
    description: args.description,
    mdx: args.mdx,
    after: args.after,
  });
  console.log(`Created ${result.file}`);
  for (const file of result.changed.slice(1)) console.log(`Updated ${file}`);
  for (const hint of result.hints) console.log(`Note: ${hint}`);
  console.log('With `npm run dev` running, the dev server restarts and the page appears in the sidebar.');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    console.error(`new:page: ${error.message}`);
    process.exit(1);
  }
}
