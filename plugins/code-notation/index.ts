/**
 * Notation comments in code blocks (`// [!code ++]`, `[!code --]`, `[!code focus]`,
 * `[!code highlight]`, `[!code error]`, `[!code warning]`) through `@shikijs/transformers`:
 * the marked lines keep their syntax colours, unlike a ```diff block, and the markers
 * themselves disappear from the page. Styles come with the default theme (shiki.css).
 *
 * What a reader copies is the code after the change: removed lines are left out of the copy
 * button's text (`COPY_IGNORE_CLASS`, which the default theme's copy button skips), and the
 * markers are not in the HTML at all. `resolveCodeNotation` gives the same text from the
 * Markdown source, for tests that compile or run the samples.
 */
import {
  transformerNotationDiff,
  transformerNotationErrorLevel,
  transformerNotationFocus,
  transformerNotationHighlight,
  transformerRemoveNotationEscape,
} from '@shikijs/transformers';
import type { ShikiTransformer } from 'shiki';
import { COPY_IGNORE_CLASS } from '../rspress-internals';

export { resolveCodeNotation } from './resolve';

interface HastText {
  type: 'text';
  value: string;
}
interface HastElement {
  type: 'element';
  tagName: string;
  properties: Record<string, unknown>;
  children: (HastElement | HastText)[];
}

function classesOf(node: HastElement): string[] {
  const value = node.properties.class ?? node.properties.className;
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? value.split(/\s+/) : [];
}

/**
 * Removed lines (and the line break after each) out of the copied text. The break gets an
 * element of its own: lines are inline blocks, so it must stay between them, not inside one.
 */
export function transformerRemovedLinesOutOfCopy(): ShikiTransformer {
  return {
    name: 'repack:removed-lines-out-of-copy',
    code(node) {
      const children = node.children as (HastElement | HastText)[];
      for (let i = 0; i < children.length; i++) {
        const child = children[i];
        if (child.type !== 'element') continue;
        const classes = classesOf(child);
        if (!classes.includes('diff') || !classes.includes('remove')) continue;
        child.properties.class = [...classes, COPY_IGNORE_CLASS].join(' ');
        const next = children[i + 1];
        if (next?.type === 'text' && next.value === '\n') {
          children[i + 1] = { type: 'element', tagName: 'span', properties: { class: COPY_IGNORE_CLASS }, children: [next] };
        }
      }
    },
  };
}

/** The notation transformers, markers matched on their own line as in Shiki 3 and later. */
export function codeNotationTransformers(): ShikiTransformer[] {
  return [
    transformerNotationDiff({ matchAlgorithm: 'v3' }),
    // Focused lines look highlighted: the default style dims and blurs the other lines, below readable contrast.
    transformerNotationFocus({ matchAlgorithm: 'v3', classActiveLine: 'highlighted', classActivePre: 'has-highlighted' }),
    transformerNotationHighlight({ matchAlgorithm: 'v3' }),
    transformerNotationErrorLevel({ matchAlgorithm: 'v3' }),
    // `[\!code ++]` shows a marker as text, for pages that explain the syntax
    transformerRemoveNotationEscape(),
    transformerRemovedLinesOutOfCopy(),
  ];
}
