/**
 * Shiki transformer: code tokens coloured by a class (`shiki-token-keyword`) instead of an
 * inline style (`style="color:var(--shiki-token-keyword)"`) on each of them, and tokens in the
 * block's own colour left without either. The same colours, in much less HTML and JavaScript
 * per code block; theme/styles/code-tokens.css maps each class to its CSS variable.
 */
import type { ShikiTransformer } from 'shiki';

const FOREGROUND = 'color:var(--shiki-foreground)';
const TOKEN_COLOUR = /^color:var\(--shiki-(token-[a-z]+(?:-[a-z]+)*)\)$/;

/** The class a token's inline style becomes: `null` to drop the style, `undefined` to keep it. */
export function tokenClassOf(style: string): string | null | undefined {
  if (style === FOREGROUND) return null;
  const match = TOKEN_COLOUR.exec(style);
  return match ? `shiki-${match[1]}` : undefined;
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
