// @vitest-environment jsdom
import { createCssVariablesTheme, createHighlighterCore } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import { describe, expect, it } from 'vitest';
import { transformerTokenClasses } from '../code-tokens';
import { COPY_BUTTON_TEXT_OPTIONS, COPY_IGNORE_CLASS, loadCopyableText } from '../rspress-internals';
import { codeNotationTransformers, resolveCodeNotation } from './index';

const SAMPLE = [
  "import { RepackPlugin } from '@callstack/repack';",
  '',
  'export default {',
  "  mode: 'development', // [!code --]",
  "  mode: 'production', // [!code ++]",
  '  // [!code focus:2]',
  '  plugins: [',
  '    new RepackPlugin(), // [!code highlight]',
  '  ],',
  '  entry: 1, // [!code error]',
  '};',
].join('\n');

// The JavaScript regex engine: Shiki's WebAssembly one does not load in jsdom. The transformers are the same.
const highlighter = await createHighlighterCore({
  themes: [createCssVariablesTheme({ name: 'css-variables', variablePrefix: '--shiki-', fontStyle: true })],
  langs: [import('shiki/langs/typescript.mjs'), import('shiki/langs/shellscript.mjs')],
  engine: createJavaScriptRegexEngine(),
});

/** The block as the site renders it (css-variables theme, token classes, notation), in the page's DOM. */
function render(code: string, lang = 'ts'): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = highlighter.codeToHtml(code, { lang, theme: 'css-variables', transformers: [transformerTokenClasses(), ...codeNotationTransformers()] });
  return host.querySelector('pre')!;
}

describe('code notation', () => {
  it('marks lines added, removed, focused, highlighted and in error, keeping their syntax colours', async () => {
    const pre = render(SAMPLE);
    expect(pre.classList).toContain('has-diff');
    expect(pre.classList).toContain('has-highlighted');
    const lines = [...pre.querySelectorAll('.line')];
    const line = (text: string) => lines.find((l) => l.textContent!.includes(text))!;
    expect(line("mode: 'development'").classList).toContain('remove');
    expect(line("mode: 'production'").classList).toContain('add');
    // focus is shown as a highlight: dimming the other lines would fail contrast
    expect(line('plugins: [').classList).toContain('highlighted');
    expect(line('new RepackPlugin').classList).toContain('highlighted');
    expect(line('entry: 1').classList).toContain('error');
    // the changed lines are coloured like any other: the string is a string token
    expect(line("mode: 'production'").querySelector('.tk-strx')?.textContent).toContain("'production'");
    // no marker is left on the page
    expect(pre.textContent).not.toContain('[!code');
  });

  it('copies the code after the change: no removed line, no marker, no +/- prefix, no empty line left behind', async () => {
    const pre = render(SAMPLE);
    const getCopyableText = await loadCopyableText();
    const copied = getCopyableText(pre, COPY_BUTTON_TEXT_OPTIONS);
    const expected = resolveCodeNotation(SAMPLE);
    expect(copied.trimEnd()).toBe(expected);
    expect(expected).toBe(
      [
        "import { RepackPlugin } from '@callstack/repack';",
        '',
        'export default {',
        "  mode: 'production',",
        '  plugins: [',
        '    new RepackPlugin(),',
        '  ],',
        '  entry: 1,',
        '};',
      ].join('\n'),
    );
  });

  it('resolves markers alone on their line, ranges and other comment styles', () => {
    expect(resolveCodeNotation('a\n// [!code --:2]\nb\nc\nd')).toBe('a\nd');
    expect(resolveCodeNotation('a // [!code --:2]\nb\nc')).toBe('c');
    expect(resolveCodeNotation('# [!code ++]\nnpm install x')).toBe('npm install x');
    expect(resolveCodeNotation('<App /> {/* [!code ++] */}')).toBe('<App />');
    expect(resolveCodeNotation('const url = "http://x/#a"; // not a marker')).toBe('const url = "http://x/#a"; // not a marker');
    // line numbers kept for compiler errors
    expect(resolveCodeNotation('a\nold // [!code --]\n// [!code focus]\nb', { keepLines: true })).toBe('a\n\n\nb');
  });

  it('drops removed lines from the copy in shell samples too', async () => {
    const pre = render('npm install old-pkg # [!code --]\nnpm install @callstack/repack # [!code ++]', 'bash');
    const getCopyableText = await loadCopyableText();
    expect(getCopyableText(pre, { ignoreSelectors: [`.${COPY_IGNORE_CLASS}`] }).trim()).toBe('npm install @callstack/repack');
  });
});
