/** Analytics on the built site, which configures none. Configured analytics: publishing.e2e.ts and search/remote-search.e2e.ts. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GUIDE, useOpenPages } from '../support/pages';
import { DOC_BUILD } from '../support/site-pages';

const { open } = useOpenPages();

describe('analytics: no script and no request unless configured', () => {
  it('is not injected when not configured', async () => {
    const requests: string[] = [];
    const page = await open(GUIDE, {}, async (p) => {
      p.on('request', (request) => requests.push(request.url()));
    });
    expect(await page.locator('script[data-domain], script[src*="plausible"]').count()).toBe(0);
    expect(requests.filter((url) => url.includes('plausible'))).toEqual([]);
    expect(fs.readFileSync(path.join(DOC_BUILD, 'index.html'), 'utf8')).not.toContain('plausible');
  });
});
