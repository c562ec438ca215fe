/**
 * The head of a page reached by client-side navigation: the title, language, description and
 * Open Graph metas, and the llms.txt Markdown link are the new page's, as its own HTML file has
 * them, once each (the browser's head manager is Rspress's own, `@unhead/react`).
 */
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP } from '../support/browser';
import { GUIDE, poll, useOpenPages } from '../support/pages';
import { builtHeading, DOC_BUILD, waitForPage } from '../support/site-pages';

const { open } = useOpenPages();

/** The head tags Rspress's layout and llms.txt hint manage, as `selector → [content or href of each match]`. */
const MANAGED = {
  'meta[name="description"]': 'content',
  'meta[property="og:type"]': 'content',
  'meta[property="og:title"]': 'content',
  'meta[property="og:description"]': 'content',
  'link[rel="alternate"][type="text/markdown"]': 'href',
  'link[rel="describedby"]': 'href',
} as const;

type HeadState = { title: string; lang: string | null; tags: Record<string, string[]> };

function headInBrowser(page: Page): Promise<HeadState> {
  return page.evaluate((managed) => {
    const tags: Record<string, string[]> = {};
    for (const [selector, attribute] of Object.entries(managed)) {
      tags[selector] = [...document.head.querySelectorAll(selector)].map((element) => element.getAttribute(attribute) ?? '');
    }
    return { title: document.title, lang: document.documentElement.getAttribute('lang'), tags };
  }, MANAGED);
}

/** The same, read from the route's built HTML file in the browser (its own DOM parser). */
function headOfBuiltFile(page: Page, route: string): Promise<HeadState> {
  const html = fs.readFileSync(`${DOC_BUILD}${route}.html`, 'utf8');
  return page.evaluate(
    ({ html, managed }) => {
      const document = new DOMParser().parseFromString(html, 'text/html');
      const tags: Record<string, string[]> = {};
      for (const [selector, attribute] of Object.entries(managed)) {
        tags[selector] = [...document.head.querySelectorAll(selector)].map((element) => element.getAttribute(attribute) ?? '');
      }
      return { title: document.title, lang: document.documentElement.getAttribute('lang'), tags };
    },
    { html, managed: MANAGED },
  );
}

describe('the head after a client-side navigation', () => {
  it('has the title, language, description, Open Graph metas and Markdown link of the new page, one of each', async () => {
    const page = await open(GUIDE, { viewport: DESKTOP });
    const first = await headOfBuiltFile(page, GUIDE);
    expect(await headInBrowser(page)).toEqual(first);

    const next = page.locator('.rp-doc-footer a.rp-prev-next-page__next');
    const route = (await next.getAttribute('href'))!;
    await next.click();
    await waitForPage(page, route, builtHeading(route));
    const expected = await headOfBuiltFile(page, route);
    expect(expected.title).not.toBe(first.title);
    for (const values of Object.values(expected.tags)) expect(values).toHaveLength(1);
    await poll(() => headInBrowser(page)).toEqual(expected);

    // And back, through the history.
    await page.goBack();
    await waitForPage(page, GUIDE, builtHeading(GUIDE));
    await poll(() => headInBrowser(page)).toEqual(first);
  });
});
