import { describe, expect, it } from 'vitest';
import { deferAppScripts } from '../../shared/app-scripts.mjs';
import { firstLoadAssetsOfHtml } from './output.mjs';

const PAGE = [
  '<!doctype html><html><head>',
  '<link href="/static/css/styles.1.css" rel="stylesheet">',
  '<link rel="preload" href="/static/js/async/tn.2.js" as="script">',
  '<script defer src="/static/js/lib-react.4.js"></script>',
  '<script defer src="/static/js/index.5.js"></script>',
  '<script defer src="https://stats.example/script.js" data-domain="example"></script>',
  '<title>Page</title></head><body></body></html>',
].join('\n');
const LOADER = '/static/js/boot.0.js';

describe('first-load assets of a page', () => {
  it('counts the files the loader requests after the paint as first-load JS, as the bench and the budgets do', () => {
    const js = firstLoadAssetsOfHtml(deferAppScripts(PAGE, LOADER)).filter((asset) => asset.type === 'js').map((asset) => asset.url);
    expect(js).toEqual([LOADER, '/static/js/async/tn.2.js', '/static/js/lib-react.4.js', '/static/js/index.5.js', 'https://stats.example/script.js']);
  });

  it('counts the scripts, script preloads and stylesheets of a page the loader has not rewritten', () => {
    expect(firstLoadAssetsOfHtml(PAGE).map((asset) => [asset.url, asset.type])).toEqual([
      ['/static/js/lib-react.4.js', 'js'],
      ['/static/js/index.5.js', 'js'],
      ['https://stats.example/script.js', 'js'],
      ['/static/css/styles.1.css', 'css'],
      ['/static/js/async/tn.2.js', 'js'],
    ]);
  });
});
