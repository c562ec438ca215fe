import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withSiteAndBrowser } from '../../scripts/bench/cli.mjs';

const SITE = path.join(__dirname, '..', '..', 'doc_build');

/** Loads `urlPath` in the bench's Chromium with the site served as the bench serves it: each response's protocol and connection. */
function loadAsTheBench(urlPath: string, options: { http1: boolean }) {
  return withSiteAndBrowser(
    SITE,
    async (url, browser) => {
      const page = await browser.newPage();
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      const responses: { path: string; protocol?: string; connectionId: number }[] = [];
      cdp.on('Network.responseReceived', ({ response }) => responses.push({ path: new URL(response.url).pathname, protocol: response.protocol, connectionId: response.connectionId }));
      const document = await page.goto(`${url}${urlPath}`, { waitUntil: 'load' });
      return { status: document?.status(), responses };
    },
    options,
  );
}

describe('the real-network bench serves the site as the hosts do', () => {
  it('over HTTP/2, one connection for the page and its scripts, with a certificate the bench Chromium trusts', async () => {
    const { status, responses } = await loadAsTheBench('/docs/getting-started', { http1: false });
    expect(status).toBe(200);
    const scripts = responses.filter((response) => response.path.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(3);
    expect(new Set(responses.map((response) => response.protocol))).toEqual(new Set(['h2']));
    expect(new Set([responses[0], ...scripts].map((response) => response.connectionId)).size).toBe(1);
  });

  it('over HTTP/1.1 with --http1, as the figures before HTTP/2 were measured', async () => {
    const { status, responses } = await loadAsTheBench('/docs/getting-started', { http1: true });
    expect(status).toBe(200);
    expect(new Set(responses.map((response) => response.protocol))).toEqual(new Set(['http/1.1']));
  });
});
