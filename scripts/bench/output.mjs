/**
 * Static measures of a built site (`doc_build/`): pages, bytes, search index, fonts, images,
 * and the resources each page's HTML asks for before it can paint. Used by `npm run bench`
 * and by the budget tests (e2e/performance/budgets.e2e.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** gzip size at zlib's default level, the level the preview server and most hosts use. */
export const gzipSize = (data) => zlib.gzipSync(data).length;

export function listFiles(root) {
  const out = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else out.push(file);
    }
  };
  walk(root);
  return out;
}

/** `/docs/getting-started` → `docs/getting-started.html`, `/` → `index.html`, `/2.x/` → `2.x/index.html`. */
export function htmlFileFor(root, routePath) {
  const clean = routePath.replace(/^\//, '');
  const candidates = clean === '' || clean.endsWith('/') ? [path.join(root, clean, 'index.html')] : [path.join(root, `${clean}.html`), path.join(root, clean, 'index.html')];
  const found = candidates.find((file) => fs.existsSync(file));
  if (!found) throw new Error(`No built HTML for ${routePath} in ${root}`);
  return found;
}

const attr = (tag, name) => {
  const match = tag.match(new RegExp(`\\s${name}(?:=("([^"]*)"|'([^']*)'|([^\\s>]+)))?`, 'i'));
  if (!match) return undefined;
  return match[2] ?? match[3] ?? match[4] ?? '';
};

/**
 * What a page's HTML makes the browser fetch before the reader can interact: `<script src>`,
 * stylesheets, `modulepreload` and `preload as=script|style|font`.
 */
export function firstLoadAssetsOfHtml(html) {
  const assets = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag, 'src');
    if (src) assets.push({ url: src, type: 'js', how: 'script' });
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attr(tag, 'rel') ?? '').toLowerCase();
    const href = attr(tag, 'href');
    if (!href) continue;
    const as = (attr(tag, 'as') ?? '').toLowerCase();
    if (rel === 'stylesheet') assets.push({ url: href, type: 'css', how: rel });
    else if (rel === 'modulepreload' || (rel === 'preload' && as === 'script')) assets.push({ url: href, type: 'js', how: `preload ${as || 'module'}` });
    else if (rel === 'preload' && as === 'style') assets.push({ url: href, type: 'css', how: 'preload style' });
    else if (rel === 'preload' && as === 'font') assets.push({ url: href, type: 'font', how: 'preload font', fontType: attr(tag, 'type'), crossorigin: attr(tag, 'crossorigin') !== undefined });
  }
  const seen = new Set();
  return assets.filter((asset) => !seen.has(asset.url) && seen.add(asset.url));
}

const STYLE_ELEMENT = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;

/** The CSS of a page's `<style>` elements (its inlined critical CSS), and the page's markup without them. */
export function splitInlineCss(html) {
  return { css: [...html.matchAll(STYLE_ELEMENT)].map((match) => match[1]).join(''), markup: html.replace(STYLE_ELEMENT, '') };
}

/**
 * Sizes (raw and gzip) of a page's HTML, of the CSS inlined in it (`inlineCss`), of the HTML
 * without that CSS (`markup`), and of the JS/CSS its HTML references.
 */
export function staticFirstLoad(root, routePath) {
  const htmlFile = htmlFileFor(root, routePath);
  const html = fs.readFileSync(htmlFile);
  const { css, markup } = splitInlineCss(html.toString('utf8'));
  const assets = firstLoadAssetsOfHtml(html.toString('utf8'));
  const totals = { js: { raw: 0, gzip: 0, files: [] }, css: { raw: 0, gzip: 0, files: [] } };
  for (const asset of assets) {
    if (asset.type !== 'js' && asset.type !== 'css') continue;
    if (/^[a-z]+:\/\//i.test(asset.url)) continue;
    const file = path.join(root, decodeURIComponent(asset.url.split(/[?#]/)[0]));
    const data = fs.readFileSync(file);
    const entry = totals[asset.type];
    entry.raw += data.length;
    entry.gzip += gzipSize(data);
    entry.files.push(asset.url);
  }
  const sizes = (text) => ({ raw: Buffer.byteLength(text), gzip: gzipSize(text) });
  return { routePath, html: { raw: html.length, gzip: gzipSize(html) }, inlineCss: sizes(css), markup: sizes(markup), ...totals, assets };
}

/**
 * Search index files (one per version): `static/search_index.<version>.<lang>.<hash>.json`, with
 * the page text files their pages name (`textFile`, fetched for the pages a search finds).
 */
export function searchIndexes(root) {
  const dir = path.join(root, 'static');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => /^search_index\..*\.json$/.test(name))
    .sort()
    .map((name) => {
      const data = fs.readFileSync(path.join(dir, name));
      const version = name.match(/^search_index\.(\d+_x)\./)?.[1]?.replace('_', '.') ?? 'default';
      const pages = JSON.parse(data.toString('utf8'));
      const textSizes = [...new Set(pages.map((page) => page.textFile).filter(Boolean))]
        .map((file) => path.join(root, file))
        .filter((file) => fs.existsSync(file))
        .map((file) => gzipSize(fs.readFileSync(file)));
      const pageTexts = { files: textSizes.length, gzip: textSizes.reduce((sum, size) => sum + size, 0), largestGzip: Math.max(0, ...textSizes) };
      return { file: `static/${name}`, version, raw: data.length, gzip: gzipSize(data), pages: pages.length, pageTexts };
    });
}

const FONT = /\.(woff2?|ttf|otf|eot)$/i;
const IMAGE = /\.(svg|png|jpe?g|gif|webp|avif|ico)$/i;

export function fontFiles(root) {
  return listFiles(root)
    .filter((file) => FONT.test(file))
    .map((file) => ({ file: path.relative(root, file), bytes: fs.statSync(file).size }))
    .sort((a, b) => a.file.localeCompare(b.file));
}

export function imageFiles(root) {
  return listFiles(root)
    .filter((file) => IMAGE.test(file))
    .map((file) => ({ file: path.relative(root, file), bytes: fs.statSync(file).size, svg: /\.svg$/i.test(file) }))
    .sort((a, b) => a.file.localeCompare(b.file));
}

/** `<img>` tags of the built pages without both `width` and `height`. */
export function imagesWithoutSize(root) {
  const missing = [];
  for (const file of listFiles(root).filter((f) => f.endsWith('.html'))) {
    const html = fs.readFileSync(file, 'utf8');
    for (const [tag] of html.matchAll(/<img\b[^>]*>/gi)) {
      if (attr(tag, 'width') === undefined || attr(tag, 'height') === undefined) missing.push({ page: path.relative(root, file), tag: tag.slice(0, 200) });
    }
  }
  return missing;
}

/** `<img src>` of the built pages, with the file each points to (local ones). */
export function imageSourcesInHtml(root) {
  const sources = new Set();
  for (const file of listFiles(root).filter((f) => f.endsWith('.html'))) {
    const html = fs.readFileSync(file, 'utf8');
    for (const [tag] of html.matchAll(/<img\b[^>]*>/gi)) {
      const src = attr(tag, 'src');
      if (src && src.startsWith('/') && !src.startsWith('//')) sources.add(src.split(/[?#]/)[0]);
    }
  }
  return [...sources].sort();
}

export function siteSummary(root) {
  const files = listFiles(root);
  const html = files.filter((file) => file.endsWith('.html'));
  const pages = html.filter((file) => path.basename(file) !== '404.html');
  const bytesByKind = {};
  for (const file of files) {
    const kind = path.extname(file).slice(1) || 'other';
    bytesByKind[kind] = (bytesByKind[kind] ?? 0) + fs.statSync(file).size;
  }
  return {
    pages: pages.length,
    files: files.length,
    totalBytes: Object.values(bytesByKind).reduce((a, b) => a + b, 0),
    bytesByKind,
  };
}
