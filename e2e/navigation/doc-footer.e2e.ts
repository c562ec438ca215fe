/** The doc footer of guide and API pages on the built site: last-updated date, edit link, previous and next pages. */
import { describe, expect, it } from 'vitest';
import { GUIDE, poll, useOpenPages } from '../support/pages';
import { builtHeading, waitForPage } from '../support/site-pages';

const { open } = useOpenPages();

describe('doc footer: last-updated date, edit link, previous and next pages', () => {
  it('shows the last-updated date, the edit link and the previous and next pages', async () => {
    const page = await open(GUIDE);
    const footer = page.locator('.rp-doc-footer');
    await poll(() => footer.locator('.rp-last-updated').innerText()).toMatch(/^Last Updated: \S.*\d/);
    const edit = footer.getByRole('link', { name: 'Edit this page on GitHub' });
    expect(await edit.getAttribute('href')).toMatch(/^https:\/\/github\.com\/callstack\/repack-website\/edit\/main\/docs\/3\.x\/docs\/getting-started\.mdx?$/);
    const previous = footer.locator('a.rp-prev-next-page__prev');
    const next = footer.locator('a.rp-prev-next-page__next');
    expect(await previous.locator('.rp-prev-next-page__item__desc').innerText()).toBe('Previous Page');
    expect(await next.locator('.rp-prev-next-page__item__desc').innerText()).toBe('Next page');
    const nextHref = await next.getAttribute('href');
    await next.click();
    await waitForPage(page, nextHref!, builtHeading(nextHref!));
    await poll(() => page.locator('.rp-doc-footer a.rp-prev-next-page__prev').getAttribute('href')).toBe(GUIDE);
  });

  it('leaves the edit link out of generated API pages, which have no source file to edit', async () => {
    const page = await open('/api/repack/classes/RepackPlugin');
    await poll(() => page.locator('.rp-doc-footer .rp-last-updated').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Edit this page on GitHub' }).count()).toBe(0);
  });
});
