/** The outline ("Contents") of a guide page on the built site. */
import { describe, expect, it } from 'vitest';
import { GUIDE, poll, useOpenPages } from '../support/pages';

const { open } = useOpenPages();

describe('outline: titled "Contents", marks the first heading in view', () => {
  it('is titled "Contents"', async () => {
    const page = await open(GUIDE);
    expect((await page.locator('.rp-outline__title').first().innerText()).trim()).toBe('Contents');
  });

  // Rspress's useActiveAnchor: the first heading between the scroll padding (the nav) and the
  // bottom of the window is active; with none in view, the last one scrolled past.
  it('marks the first heading below the nav as active, the next one once it is scrolled past', async () => {
    const page = await open(GUIDE);
    const { headings, navEdge, windowHeight } = await page.evaluate(() => ({
      headings: [...document.querySelectorAll<HTMLAnchorElement>('.rp-outline a.rp-toc-item')].map((link) => {
        const id = decodeURIComponent(link.hash.slice(1));
        return { id, top: window.scrollY + document.getElementById(id)!.getBoundingClientRect().top };
      }),
      navEdge: Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0,
      windowHeight: window.innerHeight,
    }));
    expect(headings.length).toBeGreaterThan(3);
    const maxScroll = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    // A heading well apart from its neighbours, its next one within a window's height, far enough from the bottom.
    const index = headings.findIndex(
      (heading, i) => i > 0 && i < headings.length - 1 && heading.top - headings[i - 1].top > 60 && headings[i + 1].top - heading.top > 60 && headings[i + 1].top - heading.top < windowHeight / 2 && headings[i + 1].top + windowHeight < maxScroll,
    );
    expect(index).toBeGreaterThan(0);
    const active = () => page.evaluate(() => decodeURIComponent(document.querySelector<HTMLAnchorElement>('.rp-outline a.rp-toc-item--active')?.hash.slice(1) ?? ''));

    await page.evaluate((y) => window.scrollTo(0, y), Math.round(headings[index].top - navEdge - 20));
    await poll(active).toBe(headings[index].id);
    await page.evaluate((y) => window.scrollTo(0, y), Math.round(headings[index].top - navEdge + 30));
    await poll(active).toBe(headings[index + 1].id);
  });
});
