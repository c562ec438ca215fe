/**
 * Console gate: the home, 404, a guide and an API page of each version load and hydrate with no
 * uncaught error, failed request, HTTP error response (other than the deliberate 404 document),
 * console error or React hydration warning, at desktop and mobile size.
 */
import type { ConsoleMessage, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, useBrowser } from '../support/browser';
import { SAMPLE_ROUTES, isNotFoundRoute, waitForHydration } from '../support/site-pages';

const { newPage, siteUrl } = useBrowser();

/** React's hydration complaints in development and production (minified errors 418–425) builds. */
const HYDRATION_MESSAGE = /hydrat|did not match|Minified React error #(418|419|421|422|423|425)\b/i;

function watch(page: Page, documentUrl: string, expectNotFound: boolean) {
  const problems: string[] = [];
  const isDeliberate404 = (url: string, status: number) => expectNotFound && status === 404 && url === documentUrl;
  page.on('pageerror', (error) => problems.push(`uncaught error: ${error.stack ?? error.message}`));
  page.on('console', (message: ConsoleMessage) => {
    const text = message.text();
    if (HYDRATION_MESSAGE.test(text)) {
      problems.push(`hydration ${message.type()}: ${text}`);
    } else if (message.type() === 'error') {
      // Chromium logs the 404 status of the document itself; that response is the point of the page.
      if (isDeliberate404(message.location().url, 404) && /status of 404/.test(text)) return;
      problems.push(`console error: ${text} (${message.location().url})`);
    }
  });
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`));
  page.on('response', (response) => {
    if (response.status() >= 400 && !isDeliberate404(response.url(), response.status())) {
      problems.push(`HTTP ${response.status()}: ${response.url()}`);
    }
  });
  return problems;
}

const VIEWPORTS = [
  { name: 'desktop', viewport: DESKTOP },
  { name: 'mobile', viewport: MOBILE },
];

describe('console: pages load and hydrate without errors', () => {
  it('the watch catches uncaught errors, console errors, failed requests, HTTP errors and hydration warnings', async () => {
    const page = await newPage();
    const documentUrl = `${siteUrl()}/`;
    const problems = watch(page, documentUrl, false);
    try {
      await page.route('**/planted/failed.json', (route) => route.abort('failed'));
      await page.goto(documentUrl);
      await waitForHydration(page);
      await page.evaluate(() => {
        setTimeout(() => {
          throw new Error('planted uncaught error');
        });
        console.error('planted console error');
        console.warn('hydrateRoot recoverable error: planted');
        void fetch('/planted/missing.json').catch(() => undefined);
        void fetch('/planted/failed.json').catch(() => undefined);
      });
      const expected = [/^uncaught error: .*planted uncaught error/, /^console error: planted console error/, /^hydration warning: /, /^HTTP 404: .*planted\/missing\.json/, /^request failed: .*planted\/failed\.json/];
      await expect
        .poll(() => expected.filter((pattern) => !problems.some((problem) => pattern.test(problem))), { timeout: 10_000 })
        .toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  describe.each(VIEWPORTS)('$name', ({ viewport }) => {
    it.each(SAMPLE_ROUTES)('%s loads and hydrates without errors', async (route) => {
      const page = await newPage({ viewport });
      const documentUrl = siteUrl() + route;
      const problems = watch(page, documentUrl, isNotFoundRoute(route));
      try {
        const response = await page.goto(documentUrl);
        expect(response?.status()).toBe(isNotFoundRoute(route) ? 404 : 200);
        await waitForHydration(page);
        await page.waitForLoadState('networkidle');
        // Bring lazy content (images below the fold) in and wait until every image has settled.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.waitForFunction(() => [...document.images].every((image) => image.complete));
        expect(problems).toEqual([]);
      } finally {
        await page.context().close();
      }
    });
  });
});
