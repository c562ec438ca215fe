/**
 * Shiki transformer: code tokens coloured by a short class (`tk-kw`) instead of an inline
 * style (`style="color:var(--shiki-token-keyword)"`) on each of them, and tokens in the
 * block's own colour left without either. The same colours, in much less HTML and JavaScript
 * per code block; theme/styles/code-tokens.css maps each class to its CSS variable.
 */
import type { ShikiTransformer } from 'shiki';

/** The class of each token colour of Shiki's css-variables theme (`--shiki-token-<name>`). */
export const TOKEN_CLASSES: Readonly<Record<string, string>> = {
  keyword: 'tk-kw',
  constant: 'tk-const',
  string: 'tk-str',
  'string-expression': 'tk-strx',
  comment: 'tk-cmt',
  function: 'tk-fn',
  parameter: 'tk-param',
  punctuation: 'tk-punct',
  link: 'tk-link',
  inserted: 'tk-ins',
  deleted: 'tk-del',
};

const FOREGROUND = 'color:var(--shiki-foreground)';
const TOKEN_COLOUR = /^color:var\(--shiki-token-([a-z]+(?:-[a-z]+)*)\)$/;

/** The class a token's inline style becomes: `null` to drop the style, `undefined` to keep it. */
export function tokenClassOf(style: string): string | null | undefined {
  if (style === FOREGROUND) return null;
  const token = TOKEN_COLOUR.exec(style)?.[1];
  return token && Object.hasOwn(TOKEN_CLASSES, token) ? TOKEN_CLASSES[token] : undefined;
}

export function transformerTokenClasses(): ShikiTransformer {
  return {
    name: 'repack:token-classes',
    span(node) {
      const { style } = node.properties;
      if (typeof style !== 'string') return;
      const className = tokenClassOf(style);
      if (className === undefined) return;
      delete node.properties.style;
      if (className) this.addClassToHast(node, className);
    },
  };
}
