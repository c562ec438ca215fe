import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { compileStylesheet, criticalCssInliner, inlineCriticalCss, withImportScriptPreloads } from './index';

const HREF = '/static/css/styles.0123456789.css';
const CSS = [
  `@font-face{font-family:Open Sans;font-display:swap;src:url(/static/font/open-sans.woff2)format("woff2")}`,
  `:root{--rp-font-family-base:"Open Sans",sans-serif}`,
  `body{font-family:var(--rp-font-family-base)}`,
  `.title{color:black}`,
  `:where(html:not(.dark)){--text:black}`,
  `:where(html.dark){--text:white}`,
  `.dark .title{color:white}`,
  `html:not(.dark) .title{background:white}`,
  `.dark .search-panel{color:white}`,
  `.search-panel{position:fixed}`,
  `.callout :not(pre)>code{color:red}`,
  `@media (min-width:768px){.title{font-size:2rem}.sidebar{width:300px}}`,
].join('');

const page = (body = '<h1 class="title">Hello</h1>') =>
  `<!doctype html>\n<html lang="en">\n<head><script>document.documentElement.classList.toggle('dark', true)</script>\n<link href="${HREF}" rel="stylesheet">\n<script defer src="/static/js/index.js"></script></head>\n<body><div id="root">${body}</div></body>\n</html>\n`;

const styleOf = (html: string) => /<style>(.*?)<\/style>/s.exec(html)?.[1] ?? '';

describe('critical CSS', () => {
  const inline = criticalCssInliner([compileStylesheet(CSS, HREF)]);

  it("inlines the rules of the page's elements before the stylesheet, which becomes a preload and moves to the end of <body>", () => {
    const html = page();
    const out = inline(html, 'docs/page.html');
    const style = styleOf(out);
    expect(style).toContain('.title{color:black}');
    expect(style).toContain('@media (min-width:768px){.title{font-size:2rem}}');
    expect(style).not.toContain('.search-panel');
    expect(style).not.toContain('.sidebar');
    expect(out).toContain(`<style>${style}</style><link href="${HREF}" rel="preload" as="style">`);
    expect(out).toMatch(new RegExp(`<link href="${HREF}" rel="stylesheet"></body>`));
    // Nothing else changes: no script or event handler is added, the page's own markup is left as it was.
    expect(out.match(/<script/g)).toHaveLength(2);
    expect(out).not.toMatch(/\sonload=/);
    expect(out.replace(`<style>${style}</style>`, '').replace(' rel="preload" as="style"', ' rel="stylesheet"').replace(`<link href="${HREF}" rel="stylesheet"></body>`, '</body>')).toBe(html);
  });

  it('keeps a rule whose pseudo-class stands for a whole compound (`.callout :not(pre)>code`)', () => {
    expect(styleOf(inline(page('<div class="callout"><p><code>x</code></p></div>'), 'docs/page.html'))).toContain('.callout :not(pre)>code{color:red}');
    expect(styleOf(inline(page(), 'docs/page.html'))).not.toContain('.callout');
  });

  it('keeps the dark and the light rules of the elements on the page', () => {
    const style = styleOf(inline(page(), 'docs/page.html'));
    expect(style).toContain('.dark .title{color:white}');
    expect(style).toContain(':where(html:not(.dark)){--text:black}:where(html.dark){--text:white}');
    expect(style).toContain('html:not(.dark) .title{background:white}');
    expect(style).not.toContain('.dark .search-panel');
    expect(inline(page(), 'docs/page.html')).toMatch(/^<!doctype html>\n<html lang="en">\n/);
  });

  it('inlines every @font-face, also when the font is named through a custom property, without a second preload', () => {
    const out = inline(page(), 'docs/page.html');
    expect(styleOf(out)).toContain('@font-face{font-family:Open Sans;font-display:swap;src:url(/static/font/open-sans.woff2)format("woff2")}');
    expect(out).not.toContain('as="font"');
  });

  it('fails naming the page and the link when a stylesheet has no plan', () => {
    expect(() => inline(page().replace(HREF, '/static/css/other.css'), 'docs/page.html')).toThrow(/docs\/page\.html: .*\/static\/css\/other\.css/);
  });

  it('fails naming the page when <html> already has a class', () => {
    expect(() => inline(page().replace('<html lang="en">', '<html class="x" lang="en">'), 'docs/page.html')).toThrow(/docs\/page\.html: <html> already has a class attribute/);
  });

  it('fails naming the stylesheet when beasties warns about it (a misspelled directive)', () => {
    expect(() => compileStylesheet('.a{color:red}/* beasties:inclde */.b{color:red}', HREF)).toThrow(`${HREF}: Unknown comment directive "beasties:inclde"`);
  });
});

describe('inlineCriticalCss', () => {
  let dir: string | undefined;
  afterEach(() => dir && fs.rmSync(dir, { recursive: true, force: true }));

  it('rewrites every page of the built site with the stylesheets found in it', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'critical-css-'));
    fs.mkdirSync(path.join(dir, 'static', 'css'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'docs'));
    fs.writeFileSync(path.join(dir, HREF), CSS);
    fs.writeFileSync(path.join(dir, 'index.html'), page('<p class="search-panel">Search</p>'));
    fs.writeFileSync(path.join(dir, 'docs', 'page.html'), page());
    expect(inlineCriticalCss(dir, '/')).toBe(2);
    expect(styleOf(fs.readFileSync(path.join(dir, 'index.html'), 'utf8'))).toContain('.search-panel{position:fixed}');
    expect(styleOf(fs.readFileSync(path.join(dir, 'docs', 'page.html'), 'utf8'))).toContain('.title{color:black}');
  });
});

describe('withImportScriptPreloads', () => {
  const preload = (href: string) => `<link rel="preload" href="${href}" as="script">`;
  const scripts = new Map([
    ['static/js/async/route.js', ['static/js/async/route.js', 'static/js/async/tabs.js', 'static/js/styles.js']],
    ['static/js/async/section.js', ['static/js/async/section.js', 'static/js/async/tabs.js', 'static/js/async/sidebar.js']],
  ]);
  const head = (...links: string[]) => `<head>${links.join('')}<script defer src="/static/js/styles.js"></script></head>`;

  it("adds after a preloaded chunk the other scripts its import() fetches, once, and not those the page loads already", () => {
    const html = head(preload('/static/js/async/section.js'), preload('/static/js/async/route.js'));
    expect(withImportScriptPreloads(html, scripts, '/')).toBe(
      head(
        preload('/static/js/async/section.js'),
        preload('/static/js/async/tabs.js'),
        preload('/static/js/async/sidebar.js'),
        preload('/static/js/async/route.js'),
      ),
    );
  });

  it('leaves a page alone whose preloaded chunks split nothing out, or that preloads nothing', () => {
    const html = head(preload('/static/js/async/other.js'));
    expect(withImportScriptPreloads(html, scripts, '/')).toBe(html);
    expect(withImportScriptPreloads(head(), scripts, '/')).toBe(head());
  });

  it('writes the hrefs under the base', () => {
    expect(withImportScriptPreloads(head(preload('/docs-base/static/js/async/route.js')), scripts, '/docs-base/')).toContain(preload('/docs-base/static/js/async/tabs.js'));
  });
});
