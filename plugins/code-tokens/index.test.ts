import { codeToHtml } from 'shiki';
import { createCssVariablesTheme } from 'shiki/core';
import { describe, expect, it } from 'vitest';
import { tokenClassOf, transformerTokenClasses } from './index';

describe('tokenClassOf', () => {
  it('names the class of a token colour, drops the block colour, keeps other styles', () => {
    expect(tokenClassOf('color:var(--shiki-token-keyword)')).toBe('shiki-token-keyword');
    expect(tokenClassOf('color:var(--shiki-token-string-expression)')).toBe('shiki-token-string-expression');
    expect(tokenClassOf('color:var(--shiki-foreground)')).toBeNull();
    expect(tokenClassOf('color:var(--shiki-token-link);text-decoration:underline')).toBeUndefined();
    expect(tokenClassOf('color:#fff')).toBeUndefined();
  });
});

describe('transformerTokenClasses', () => {
  it('colours tokens by class in highlighted code', async () => {
    const code = "import { ScriptManager } from '@callstack/repack/client';";
    // The theme Rspress highlights with.
    const options = { lang: 'ts', theme: createCssVariablesTheme({ name: 'css-variables', variablePrefix: '--shiki-', fontStyle: true }) };
    const inline = await codeToHtml(code, options);
    const html = await codeToHtml(code, { ...options, transformers: [transformerTokenClasses()] });
    expect(inline).toContain('style="color:var(--shiki-token-keyword)"');
    expect(html).not.toMatch(/<span[^>]*style=/);
    expect(html).toContain('<span class="shiki-token-keyword">import</span>');
    expect(html).toContain(`<span class="shiki-token-string-expression"> '@callstack/repack/client'</span>`);
    expect(html.replace(/<[^>]+>/g, '')).toBe(inline.replace(/<[^>]+>/g, ''));
  });
});
