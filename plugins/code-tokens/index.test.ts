import { codeToHtml } from 'shiki';
import { createCssVariablesTheme } from 'shiki/core';
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { TOKEN_CLASSES, tokenClassOf, transformerTokenClasses } from './index';

describe('tokenClassOf', () => {
  it('names the class of a token colour, drops the block colour, keeps other styles', () => {
    expect(tokenClassOf('color:var(--shiki-token-keyword)')).toBe('tk-kw');
    expect(tokenClassOf('color:var(--shiki-token-string-expression)')).toBe('tk-strx');
    expect(tokenClassOf('color:var(--shiki-token-unknown)')).toBeUndefined();
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
    expect(html).toContain('<span class="tk-kw">import</span>');
    expect(html).toContain(`<span class="tk-strx"> '@callstack/repack/client'</span>`);
    expect(html.replace(/<[^>]+>/g, '')).toBe(inline.replace(/<[^>]+>/g, ''));
  });
});

describe('code-tokens.css', () => {
  it('colours each class with its token variable', () => {
    const css = fs.readFileSync(path.join(__dirname, '..', '..', 'theme', 'styles', 'code-tokens.css'), 'utf8');
    const rules = Object.fromEntries([...css.matchAll(/\.([\w-]+) \{ color: var\(--shiki-token-([\w-]+)\); \}/g)].map((match) => [match[2], match[1]]));
    expect(rules).toEqual(TOKEN_CLASSES);
  });
});
