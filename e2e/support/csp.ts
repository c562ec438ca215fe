import type { Page } from 'playwright-core';

/**
 * Collects Content-Security-Policy violations (DOM events and console reports) while the page
 * loads and is used. Call before navigating; the returned function lists what was seen so far.
 */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const reports: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) reports.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if (/Content[- ]Security[- ]Policy/i.test(error.message)) reports.push(`error: ${error.message}`);
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return async () => [...reports, ...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp))];
}
