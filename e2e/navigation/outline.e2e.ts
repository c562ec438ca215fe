/** The outline ("Contents") of a guide page on the built site. */
import { describe, expect, it } from 'vitest';
import { GUIDE, poll, useOpenPages } from '../support/pages';

const { open } = useOpenPages();

describe('outline: titled "Contents", marks the heading scrolled to', () => {
  it('is titled "Contents"', async () => {
    const page = await open(GUIDE);
    expect((await page.locator('.rp-outline__title').first().innerText()).trim()).toBe('Contents');
  });

  it('marks the heading scrolled to within 72 px of the top as active', async () => {
    const page = await open(GUIDE);
    const headings = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLAnchorElement>('.rp-outline a.rp-toc-item')].map((link) => {
        const id = decodeURIComponent(link.hash.slice(1));
        const element = document.getElementById(id)!;
        const top = window.scrollY + element.getBoundingClientRect().top - Number.parseFloat(getComputedStyle(element).paddingTop);
        return { id, top };
      }),
    );
    expect(headings.length).toBeGreaterThan(3);
    const maxScroll = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    // A heading well apart from the previous one and far enough from the bottom of the page.
    const index = headings.findIndex((heading, i) => i > 0 && heading.top - headings[i - 1].top > 60 && heading.top + 200 < maxScroll);
    expect(index).toBeGreaterThan(0);
    const active = () => page.evaluate(() => decodeURIComponent(document.querySelector<HTMLAnchorElement>('.rp-outline a.rp-toc-item--active')?.hash.slice(1) ?? ''));

    await page.evaluate((y) => window.scrollTo(0, y), Math.ceil(headings[index].top - 72) + 1);
    await poll(active).toBe(headings[index].id);
    await page.evaluate((y) => window.scrollTo(0, y), Math.floor(headings[index].top - 72) - 20);
    await poll(active).toBe(headings[index - 1].id);
    await page.evaluate(() => window.scrollTo(0, 0));
    await poll(active).toBe(headings[0].id);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await poll(active).toBe(headings.at(-1)!.id);
  });
});
