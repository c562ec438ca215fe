/** Code blocks of the built site: the language label, the copy button, and change markers (`// [!code ++]`). */
import { describe, expect, it } from 'vitest';
import { GUIDE, poll, useOpenPages } from '../support/pages';

const { open } = useOpenPages();

describe('code blocks: the language label, and the copy button shows "copied" for 2 s', () => {
  it('labels the language and copies the code, showing "copied" for 2 s', async () => {
    const page = await open(GUIDE, { permissions: ['clipboard-read', 'clipboard-write'] });
    const block = page.locator('.rspress-doc .rp-codeblock:has(.repack-codeblock__lang)').first();
    await block.scrollIntoViewIfNeeded();
    const label = (await block.locator('.repack-codeblock__lang').innerText()).trim();
    expect(label).toMatch(/^[a-z0-9+#-]+$/);
    expect(await block.locator('pre').getAttribute('data-lang')).toBe(label);
    await block.hover();
    const button = block.locator('.rp-code-copy-button');
    // Timed by the page's clock when the class changes: the test's own clock also counts how late
    // a busy machine reports the click done (1633 ms "shown" on CI).
    await button.evaluate((element) => {
      const times: number[] = [];
      (window as unknown as { __copiedTimes: number[] }).__copiedTimes = times;
      let copied = false;
      new MutationObserver(() => {
        if (element.classList.contains('rp-code-copy-button--copied') !== copied) {
          copied = !copied;
          times.push(performance.now());
        }
      }).observe(element, { attributes: true, attributeFilter: ['class'] });
    });
    await button.click();
    await poll(() => button.getAttribute('class')).toContain('rp-code-copy-button--copied');
    const code = await block.locator('pre code').innerText();
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard.trim()).toBe(code.trim());
    expect(clipboard).not.toContain(`${label}\n`);
    await poll(() => button.getAttribute('class')).not.toContain('rp-code-copy-button--copied');
    const times = await page.evaluate(() => (window as unknown as { __copiedTimes: number[] }).__copiedTimes);
    expect(times).toHaveLength(2);
    const shown = times[1] - times[0];
    expect(shown).toBeGreaterThanOrEqual(1950);
    expect(shown).toBeLessThan(3500);
  });
});

describe('code blocks: change markers keep syntax colours and copy without markers', () => {
  it('marks added and removed lines with their syntax colours and copies the code after the change', async () => {
    const page = await open('/contributing/building-blocks', { permissions: ['clipboard-read', 'clipboard-write'] });
    const block = page.locator('.rspress-doc .rp-codeblock:has(pre.has-diff)').first();
    await block.scrollIntoViewIfNeeded();
    const added = block.locator('.line.diff.add');
    const removed = block.locator('.line.diff.remove');
    expect(await added.innerText()).toBe("  mode: 'production',");
    expect(await removed.innerText()).toBe("  mode: 'development',");
    // every line on a line of its own
    const tops = await block.locator('.line').evaluateAll((lines) => lines.map((line) => Math.round(line.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(tops.length);
    expect(await added.locator('[class^="tk-"]').count()).toBeGreaterThan(0);
    // four focused lines (shown highlighted), one of them highlighted as well
    expect(await block.locator('.line.highlighted').count()).toBe(4);
    // the +/- signs are drawn, not text
    expect(await added.evaluate((line) => getComputedStyle(line, '::before').content + getComputedStyle(line, '::after').content)).toContain('+');
    expect(await block.locator('pre').innerText()).not.toContain('[!code');
    await block.hover();
    await block.locator('.rp-code-copy-button').click();
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard.trimEnd()).toBe(
      [
        "import * as Repack from '@callstack/repack';",
        '',
        'export default {',
        "  mode: 'production',",
        '  plugins: [',
        '    new Repack.RepackPlugin(),',
        '  ],',
        '};',
      ].join('\n'),
    );
  });
});
