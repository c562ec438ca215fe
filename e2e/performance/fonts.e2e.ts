/**
 * The text font (plugins/fonts): every character the pages set in Open Sans is in the subset,
 * and the first paint needs one font file, the one preloaded.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FONT_TEXT } from '../../plugins/fonts';
import { fontFiles, listFiles } from '../../scripts/bench/output.mjs';
import { MOBILE, useBrowser } from '../support/browser';
import { DOC_BUILD, routeOf, waitForHydration } from '../support/site-pages';

const ENTITY: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: '\u00a0', apos: "'" };

/** The text of a page outside code, scripts, styles and SVG: what is set in Open Sans. */
function proseText(html: string): string {
  return html
    .replace(/<(script|style|pre|code|kbd|svg)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec) => String.fromCodePoint(Number(dec)))
    .replace(/&([a-z]+);/gi, (entity, name) => ENTITY[name] ?? entity);
}

const { newPage, siteUrl } = useBrowser();

describe('text font', () => {
  it('every character of the pages\' prose is in the font subset (else add it to FONT_TEXT)', () => {
    const covered = new Set([...FONT_TEXT, '\n', '\t', '\r', '\u00a0']);
    const missing = new Map<string, string>();
    for (const file of listFiles(DOC_BUILD).filter((f) => f.endsWith('.html'))) {
      for (const char of proseText(fs.readFileSync(file, 'utf8'))) {
        if (!covered.has(char) && !missing.has(char)) missing.set(char, routeOf(path.relative(DOC_BUILD, file)));
      }
    }
    expect([...missing].map(([char, route]) => `U+${char.codePointAt(0)!.toString(16).toUpperCase()} "${char}" (${route})`)).toEqual([]);
  });

  it('two files (upright variable, italic) of at most 20 KB each', () => {
    const fonts = fontFiles(DOC_BUILD);
    expect(fonts.map((font) => path.basename(font.file).replace(/\.[0-9a-f]+\.woff2$/, ''))).toEqual(['open-sans-400-italic', 'open-sans-wght-normal']);
    for (const font of fonts) expect(font.bytes, font.file).toBeLessThanOrEqual(20 * 1024);
  });

  it('a guide page uses only the preloaded upright file for its regular, semibold and bold text', async () => {
    const page = await newPage({ viewport: MOBILE });
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(path.basename(new URL(request.url()).pathname));
    });
    await page.goto(`${siteUrl()}/docs/getting-started`);
    await waitForHydration(page);
    // The same @font-face is in the inlined critical CSS and in the stylesheet: one face per style and weight range.
    const weights = await page.evaluate(() => [...new Set([...document.fonts].filter((face) => face.status === 'loaded' && face.family.replace(/["']/g, '') === 'Open Sans').map((face) => `${face.style} ${face.weight}`))]);
    expect(weights).toEqual(['normal 400 700']);
    expect(fonts.map((file) => file.replace(/\.[0-9a-f]+\.woff2$/, ''))).toEqual(['open-sans-wght-normal']);
    await page.context().close();
  });
});
