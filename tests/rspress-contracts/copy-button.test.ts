// @vitest-environment jsdom
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COPY_BUTTON_TEXT_OPTIONS, COPY_IGNORE_CLASS, loadCopyableText } from '../../plugins/rspress-internals';

const COPY_BUTTON = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@rspress/core/package.json')),
  'dist/theme/components/CodeButtonGroup/CopyCodeButton.js',
);

describe("the default theme's copy button", () => {
  it('the copy button leaves out COPY_IGNORE_CLASS', async () => {
    const source = fs.existsSync(COPY_BUTTON) ? fs.readFileSync(COPY_BUTTON, 'utf8') : '';
    const call = /getCopyableText\([^)]*\)/.exec(source)?.[0] ?? '';
    for (const option of [...COPY_BUTTON_TEXT_OPTIONS.ignoreClasses, ...COPY_BUTTON_TEXT_OPTIONS.ignoreSelectors]) {
      expect(call, `COPY_BUTTON_TEXT_OPTIONS: the copy button (${COPY_BUTTON}) no longer passes "${option}" to getCopyableText`).toContain(`'${option}'`);
    }
    const getCopyableText = await loadCopyableText();
    const pre = document.createElement('pre');
    pre.innerHTML = `<code><span>kept\n</span><span class="${COPY_IGNORE_CLASS}">removed\n</span><span>kept too</span></code>`;
    expect(getCopyableText(pre, COPY_BUTTON_TEXT_OPTIONS), 'loadCopyableText: getCopyableText no longer skips COPY_IGNORE_CLASS').toBe('kept\nkept too');
  });
});
