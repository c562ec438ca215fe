/** The writing guide (/contributing/writing-docs) and its building blocks page (/contributing/building-blocks, the live previews) on the built site. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GUIDE, OLD_GUIDE, poll, useOpenPages } from '../support/pages';
import { DOC_BUILD } from '../support/site-pages';

const { open } = useOpenPages();

describe('writer toolkit: the writing guide and live previews', () => {
  const WRITING_GUIDE = '/contributing/writing-docs';
  const BUILDING_BLOCKS = '/contributing/building-blocks';

  it('renders every ```tsx preview block of the building blocks page as a live component above its code', async () => {
    const page = await open(BUILDING_BLOCKS);
    await poll(() => page.locator('h1').first().innerText()).toContain('MDX building blocks');
    const previews = page.locator('figure.repack-preview');
    expect(await previews.count()).toBeGreaterThanOrEqual(7);
    // Each preview holds the rendered component first and its highlighted code after it.
    for (const preview of await previews.all()) {
      expect(await preview.locator('.repack-preview__result').count()).toBe(1);
      expect(await preview.locator('.repack-preview__code pre').count()).toBe(1);
    }
    const withText = (text: string) => previews.filter({ hasText: text });
    // Callout, Steps, FeatureCards and Diagram, rendered from the code under them.
    await poll(() => withText('Pin the versions').locator('.repack-preview__result .rp-callout').count()).toBe(1);
    await poll(() => withText('Install the packages').locator('.repack-preview__result .rp-steps h3').count()).toBe(3);
    const card = withText('Where to go next').locator('.repack-preview__result').getByRole('link', { name: 'Code splitting' });
    expect(await card.getAttribute('href')).toBe('/docs/code-splitting/concept');
    const diagram = withText('code-splitting-flow').locator('.repack-preview__result img');
    expect(await diagram.evaluateAll((images) => images.map((image) => image.getAttribute('src')))).toEqual([
      '/diagrams/code-splitting-flow.svg',
      '/diagrams/code-splitting-flow-dark.svg',
    ]);
    await poll(() => withText('install -D @callstack/repack webpack').locator('.repack-preview__result').getByRole('tab').count()).toBeGreaterThanOrEqual(3);

    // The two tab examples share groupId="platform": they are live components, and picking iOS in one switches both.
    const platformTabs = previews.filter({ hasText: 'groupId="platform"' });
    expect(await platformTabs.count()).toBe(2);
    await platformTabs.nth(0).locator('.repack-preview__result').getByRole('tab', { name: 'iOS' }).click();
    for (const index of [0, 1]) {
      await expect
        .poll(() => platformTabs.nth(index).locator('.repack-preview__result').getByRole('tab', { name: 'iOS' }).getAttribute('aria-selected'))
        .toBe('true');
    }
  });

  it('is linked from the footer of every version, and left out of the sidebars and the search indexes', async () => {
    for (const route of [GUIDE, OLD_GUIDE]) {
      const page = await open(route);
      const link = page.locator('footer').getByRole('link', { name: 'Writing docs' });
      expect(await link.getAttribute('href')).toBe(WRITING_GUIDE);
    }
    for (const route of [WRITING_GUIDE, BUILDING_BLOCKS]) {
      const guide = await open(route);
      expect(await guide.locator('aside.rp-doc-layout__sidebar .rp-sidebar-item').count(), route).toBe(0);
    }
    const indexes = fs.readdirSync(path.join(DOC_BUILD, 'static')).filter((file) => file.startsWith('search_index'));
    expect(indexes.length).toBeGreaterThan(0);
    for (const file of indexes) {
      const index = fs.readFileSync(path.join(DOC_BUILD, 'static', file), 'utf8');
      expect(index, file).not.toContain('writing-docs');
      expect(index, file).not.toContain('building-blocks');
    }
  });
});
