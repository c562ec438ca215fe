/**
 * Rspress plugin: the highlighted lines of a code block travel as one HTML string.
 *
 * Shiki turns each code block into a `<code>` of lines and token spans; the MDX compiler writes
 * every span as a JSX call in the page's chunk (`jsx(_components.span, { className: "tk-kw",
 * children: "import" })`), and React creates, hydrates and compares a component for each one.
 * Nothing reads those spans as components: the copy button, the wrap toggle, folding and the type
 * hovers read the DOM. So each block's `<code>` becomes `<code dangerouslySetInnerHTML>` with the
 * same markup: a smaller page chunk and less hydration work on code-heavy pages, the same HTML.
 *
 * The `<pre>` around it stays a Markdown element, so the theme's code block (`ShikiPre`, with its
 * title, buttons and options) renders it as before. Rspress compiles the Markdown pages of
 * llms.txt (`SSG_MD`) without rehype plugins, so those keep their code as text.
 */
import type { RspressPlugin } from '@rspress/core';
import type { Element, ElementContent, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';

/** The MDX JSX element (mdast-util-mdx-jsx) the compiler turns into `<code dangerouslySetInnerHTML>`. */
interface MdxJsxCode {
  type: 'mdxJsxFlowElement';
  name: 'code';
  attributes: unknown[];
  children: [];
}

function classNames(element: Element): string[] | undefined {
  const value = element.properties?.className;
  if (value === undefined) return [];
  return Array.isArray(value) ? value.map(String) : undefined;
}

/** Only text and plain elements: anything from MDX (an expression, a component) keeps the JSX form. */
function isPlainMarkup(node: ElementContent): boolean {
  if (node.type === 'text') return true;
  if (node.type !== 'element') return false;
  return node.children.every(isPlainMarkup);
}

const stringLiteral = (value: string) => ({ type: 'Literal', value, raw: JSON.stringify(value) });

/** `{ __html: html }` as the estree MDX attaches to an attribute value. */
function innerHtmlAttribute(html: string) {
  const expression = {
    type: 'ObjectExpression',
    properties: [{ type: 'Property', kind: 'init', method: false, shorthand: false, computed: false, key: { type: 'Identifier', name: '__html' }, value: stringLiteral(html) }],
  };
  return {
    type: 'mdxJsxAttribute',
    name: 'dangerouslySetInnerHTML',
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: `{__html: ${JSON.stringify(html)}}`,
      data: { estree: { type: 'Program', sourceType: 'module', comments: [], body: [{ type: 'ExpressionStatement', expression }] } },
    },
  };
}

/** The `<code>` of a highlighted block as an element with its inner HTML, or undefined to leave it. */
export function codeAsHtml(code: Element): MdxJsxCode | undefined {
  const names = classNames(code);
  const otherProperties = Object.keys(code.properties ?? {}).filter((name) => name !== 'className');
  if (!names || otherProperties.length > 0 || !code.children.every(isPlainMarkup)) return undefined;
  const attributes: unknown[] = names.length ? [{ type: 'mdxJsxAttribute', name: 'className', value: names.join(' ') }] : [];
  attributes.push(innerHtmlAttribute(toHtml(code.children)));
  return { type: 'mdxJsxFlowElement', name: 'code', attributes, children: [] };
}

type Parent = { children?: unknown[] };
const isElement = (node: unknown, tagName: string): node is Element => (node as Element).type === 'element' && (node as Element).tagName === tagName;

/** Rehype plugin: each `<pre>` with a `<code>` of plain markup gets that code as one HTML string. */
export function rehypeCodeAsHtml() {
  return (tree: Root) => {
    // Code blocks sit at any depth: in lists, callouts and MDX components such as tabs.
    const walk = (node: Parent) => {
      for (const child of node.children ?? []) {
        if (isElement(child, 'pre')) child.children = child.children.map((inner) => (isElement(inner, 'code') ? ((codeAsHtml(inner) ?? inner) as unknown as ElementContent) : inner));
        else walk(child as Parent);
      }
    };
    walk(tree);
  };
}

export function codeHtmlPlugin(): RspressPlugin {
  return {
    name: 'repack-code-html',
    // Last of the rehype plugins: after Rspress's Shiki and ours that read or change the token spans.
    markdown: { rehypePlugins: [rehypeCodeAsHtml] },
  };
}

export default codeHtmlPlugin;
