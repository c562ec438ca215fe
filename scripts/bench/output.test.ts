import { describe, expect, it } from 'vitest';
import { firstLoadAssetsOfHtml, splitInlineCss } from './output.mjs';

const PAGE = [
  '<!doctype html><html><head>',
  '<link href="/static/css/styles.1.css" rel="stylesheet">',
  '<link rel="preload" href="/static/js/async/tn.2.js" as="script">',
  '<script defer src="/static/js/lib-react.4.js"></script>',
  '<script defer src="/static/js/index.5.js"></script>',
  '<script defer src="https://stats.example/script.js" data-domain="example"></script>',
  '<title>Page</title></head><body></body></html>',
].join('\n');

describe('first-load assets of a page', () => {
  it("counts the scripts, script preloads and stylesheets a page's HTML references", () => {
    expect(firstLoadAssetsOfHtml(PAGE).map((asset) => [asset.url, asset.type])).toEqual([
      ['/static/js/lib-react.4.js', 'js'],
      ['/static/js/index.5.js', 'js'],
      ['https://stats.example/script.js', 'js'],
      ['/static/css/styles.1.css', 'css'],
      ['/static/js/async/tn.2.js', 'js'],
    ]);
  });
});

describe('inlined CSS of a page', () => {
  it("separates the <style> elements' CSS from the rest of the markup", () => {
    const html = '<html><head><style>.a{color:red}</style><link href="/s.css" rel="preload" as="style"></head><body><style media="print">.b{}</style><p>Text</p></body></html>';
    expect(splitInlineCss(html)).toEqual({
      css: '.a{color:red}.b{}',
      markup: '<html><head><link href="/s.css" rel="preload" as="style"></head><body><p>Text</p></body></html>',
    });
  });
});
