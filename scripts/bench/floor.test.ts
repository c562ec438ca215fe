import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deferAppScripts } from '../../shared/app-scripts.mjs';
import { ONE_PARAGRAPH_PAGE, startOneParagraphServer, startScriptlessServer } from './floor.mjs';

const BUILT_PAGE = [
  '<!doctype html><html><head>',
  '<script>document.documentElement.dataset.theme = "light";</script>',
  '<script defer src="/static/js/lib-react.4.js"></script>',
  '<script defer src="/static/js/index.5.js"></script>',
  '<link rel="preload" href="/static/js/async/page.2.js" as="script">',
  '<script defer src="https://stats.example/script.js" data-domain="example"></script>',
  '</head><body><main><p>Text</p></main></body></html>',
].join('\n');

describe('the scriptless server', () => {
  let root: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'floor-test-'));
    fs.mkdirSync(path.join(root, 'docs'));
    fs.mkdirSync(path.join(root, 'static/js'), { recursive: true });
    fs.writeFileSync(path.join(root, 'docs/a.html'), deferAppScripts(BUILT_PAGE, '/static/js/boot.0.js'));
    fs.writeFileSync(path.join(root, 'static/js/index.5.js'), 'console.log("index")');
    fs.writeFileSync(path.join(root, '404.html'), '<p>Not found</p>');
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('serves each page without its loader and keeps everything else, gzipped like the site', async () => {
    const server = await startScriptlessServer(root, () => ({ 'X-Test': 'kept' }));
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const page = await fetch(`${server.url}/docs/a`, { headers: { 'Accept-Encoding': 'gzip' } });
      const html = await page.text();
      expect(page.headers.get('content-encoding')).toBe('gzip');
      expect(page.headers.get('x-test')).toBe('kept');
      expect(fs.readFileSync(path.join(root, 'docs/a.html'), 'utf8')).toContain('boot.0.js');
      expect(html).not.toContain('boot.0.js');
      expect(html).not.toContain('/static/js/');
      expect(html).toContain('document.documentElement.dataset.theme');
      expect(html).toContain('https://stats.example/script.js');
      expect(html).toContain('<main><p>Text</p></main>');
      expect(await (await fetch(`${server.url}/static/js/index.5.js`)).text()).toBe('console.log("index")');
    } finally {
      await server.close();
    }
  });
});

describe('the one-paragraph server', () => {
  it('serves the page at / and a 404 elsewhere, and removes its files when closed', async () => {
    const server = await startOneParagraphServer();
    const before = fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('repack-bench-floor-'));
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const page = await fetch(`${server.url}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toBe(ONE_PARAGRAPH_PAGE);
      expect((await fetch(`${server.url}/favicon.ico`)).status).toBe(404);
    } finally {
      await server.close();
    }
    const after = fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('repack-bench-floor-'));
    expect(after.length).toBe(before.length - 1);
  });
});
