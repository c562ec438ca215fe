import { compile, run } from '@mdx-js/mdx';
import type { Element, Root } from 'hast';
import { createElement, type ComponentProps } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { JSDOM } from 'jsdom';
import { codeToHast } from 'shiki';
import { createCssVariablesTheme } from 'shiki/core';
import { describe, expect, it } from 'vitest';
import { codeAsHtml, rehypeCodeAsHtml } from './index';

const theme = createCssVariablesTheme({ name: 'css-variables', variablePrefix: '--shiki-', fontStyle: true });

/** Highlights each fenced block with Shiki, as Rspress's rehype plugin does before ours. */
function rehypeShiki() {
  return async (tree: Root) => {
    const blocks: { parent: { children: unknown[] }; index: number; code: string; lang: string }[] = [];
    const walk = (node: { children?: unknown[] }) =>
      node.children?.forEach((child, index) => {
        const element = child as Element;
        const code = element.type === 'element' && element.tagName === 'pre' ? (element.children[0] as Element) : undefined;
        if (code?.tagName === 'code') {
          const lang = String((code.properties.className as string[] | undefined)?.[0] ?? 'language-txt').replace('language-', '');
          blocks.push({ parent: node as { children: unknown[] }, index, code: (code.children[0] as { value: string }).value, lang });
        } else walk(child as { children?: unknown[] });
      });
    walk(tree);
    // No time limit per line (Shiki's default 500 ms): on a loaded machine a line would be left half tokenized.
    for (const { parent, index, code, lang } of blocks) parent.children[index] = ((await codeToHast(code.replace(/\n$/, ''), { lang, theme, tokenizeTimeLimit: 0 })) as Root).children[0];
  };
}

/** The theme's Markdown components: the code block wraps its `<pre>`, `code` is a component too. */
const components = {
  pre: (props: ComponentProps<'pre'>) => createElement('div', { className: 'stand-in-code-block' }, createElement('pre', props)),
  code: (props: ComponentProps<'code'>) => createElement('code', { ...props, 'data-component': 'code' }),
  Tabs: ({ children }: { children?: React.ReactNode }) => createElement('section', null, children),
};

async function renderPage(source: string, withPlugin: boolean) {
  const code = String(await compile(source, { outputFormat: 'function-body', rehypePlugins: withPlugin ? [rehypeShiki, rehypeCodeAsHtml] : [rehypeShiki] }));
  const { default: Content } = await run(code, { ...runtime, baseUrl: import.meta.url });
  return { code, html: renderToStaticMarkup(createElement(Content, { components })) };
}

/** Markup as the browser reads it. */
function parsed(html: string): string {
  return new JSDOM(`<body>${html}</body>`).window.document.body.innerHTML;
}

const PAGE = `# Loading chunks

Call \`ScriptManager.shared.addResolver\` first:

\`\`\`ts
import { ScriptManager } from '@callstack/repack/client';
const url = \`https://example.com/\${name}.chunk.bundle\`;
if (a < b && c > d) console.log("done");
\`\`\`

<Tabs>

\`\`\`js
module.exports = { mode: 'production' };
\`\`\`

</Tabs>

- a list item with a block:

  \`\`\`sh
  npx react-native webpack-start
  \`\`\`
`;

describe('code blocks as HTML (plugins/code-html)', () => {
  it('renders the same markup as the JSX form, with no component per token', async () => {
    const jsx = await renderPage(PAGE, false);
    const html = await renderPage(PAGE, true);
    // The same elements, attributes and text: React and hast-util-to-html escape quotes differently.
    expect(parsed(html.html)).toBe(parsed(jsx.html));
    expect(parsed(html.html)).toContain('<span class="line"><span style="color:var(--shiki-token-keyword)">import</span>');
    expect(jsx.code).toMatch(/_components\.span/);
    expect(html.code).not.toMatch(/_components\.span/);
    expect(html.code.match(/dangerouslySetInnerHTML/g)).toHaveLength(3);
  });

  it('keeps the code element a Markdown component and the inline code as it was', async () => {
    const { html } = await renderPage(PAGE, true);
    expect(html.match(/<code[^>]*data-component="code"/g)).toHaveLength(4);
    expect(html).toContain('<code data-component="code">ScriptManager.shared.addResolver</code>');
    expect(html).toContain('<div class="stand-in-code-block"><pre class="shiki css-variables"');
  });

  it('leaves a code element with MDX content, or attributes besides its class, in the JSX form', () => {
    const expression = { type: 'element', tagName: 'code', properties: {}, children: [{ type: 'mdxTextExpression', value: 'name' }] } as unknown as Element;
    expect(codeAsHtml(expression)).toBeUndefined();
    const withData = { type: 'element', tagName: 'code', properties: { dataLine: '2' }, children: [{ type: 'text', value: 'x' }] } as unknown as Element;
    expect(codeAsHtml(withData)).toBeUndefined();
    const plain = { type: 'element', tagName: 'code', properties: { className: ['language-ts'] }, children: [{ type: 'element', tagName: 'span', properties: { className: ['line'] }, children: [{ type: 'text', value: 'a < b' }] }] } as unknown as Element;
    expect(codeAsHtml(plain)).toMatchObject({
      type: 'mdxJsxFlowElement',
      name: 'code',
      attributes: [{ name: 'className', value: 'language-ts' }, { name: 'dangerouslySetInnerHTML', value: { value: '{__html: "<span class=\\"line\\">a &#x3C; b</span>"}' } }],
    });
  });
});
