#!/usr/bin/env node
// Renders docs/public/og-image.svg to docs/public/og-image.png (1200×630) with Chromium,
// since social sites only show raster previews. Run after editing the SVG and commit both:
//   npm run og-image
// The text is set in Open Sans from @fontsource/open-sans, as on the site.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SVG = path.join(ROOT, 'docs/public/og-image.svg');
const PNG = path.join(ROOT, 'docs/public/og-image.png');
const WIDTH = 1200;
const HEIGHT = 630;
const MAX_BYTES = 100 * 1024;

const fontFaces = [400, 600, 700]
  .map((weight) => {
    const file = path.join(ROOT, `node_modules/@fontsource/open-sans/files/open-sans-latin-${weight}-normal.woff2`);
    return `@font-face{font-family:'Open Sans';font-weight:${weight};src:url(${pathToFileURL(file).href}) format('woff2')}`;
  })
  .join('');

const html = `<!doctype html><html><head><style>${fontFaces}html,body{margin:0;background:#000}svg{display:block}</style></head><body>${fs.readFileSync(SVG, 'utf8')}</body></html>`;
const page_file = path.join(ROOT, 'node_modules/.cache/og-image.html');
fs.mkdirSync(path.dirname(page_file), { recursive: true });
fs.writeFileSync(page_file, html);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--font-render-hinting=none'],
});
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 1 });
  await page.goto(pathToFileURL(page_file).href);
  await page.evaluate(() => document.fonts.ready);
  const missing = await page.evaluate(() =>
    [400, 600, 700].filter((weight) => !document.fonts.check(`${weight} 20px "Open Sans"`)),
  );
  if (missing.length) throw new Error(`Open Sans did not load (weights ${missing.join(', ')})`);
  await page.locator('svg').screenshot({ path: PNG, type: 'png' });
} finally {
  await browser.close();
  fs.rmSync(page_file, { force: true });
}

const size = fs.statSync(PNG).size;
console.log(`wrote ${path.relative(ROOT, PNG)} (${WIDTH}×${HEIGHT}, ${(size / 1024).toFixed(1)} KB)`);
if (size > MAX_BYTES) {
  console.error(`og-image.png is larger than ${MAX_BYTES / 1024} KB: simplify the SVG (gradients and noise compress badly).`);
  process.exitCode = 1;
}
