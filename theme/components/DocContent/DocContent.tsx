import { DocContent as OriginalDocContent } from '@rspress/core/theme-original';
import { memo, useMemo, type ComponentProps } from 'react';
import { PLAIN_MARKDOWN_ELEMENTS } from '../../rspress-internals';

type Props = ComponentProps<typeof OriginalDocContent>;
type Components = NonNullable<Props['components']>;

/**
 * Each Markdown element whose default component only renders the element, as the element itself:
 * MDX renders a component given as an element name as that element (its types only name components).
 */
const PLAIN_ELEMENTS = Object.fromEntries(PLAIN_MARKDOWN_ELEMENTS.map((name) => [name, name])) as unknown as Components;

/**
 * The default page content, with two differences that keep the page's Markdown from costing
 * more work than it shows:
 * - It renders again only when its props change. The default hands the MDX provider a new
 *   components object on every render, so every render of the doc layout (which renders again
 *   once mounted: its table-of-contents ref is state) rendered the page's whole Markdown again,
 *   in the blocking task right after hydration.
 * - Paragraphs, list items, table cells, inline code and the other elements whose default
 *   component renders the plain element (`PLAIN_MARKDOWN_ELEMENTS`) are rendered as that element:
 *   the same HTML without a component per element to create and hydrate. Components given in
 *   `components` still take their place.
 */
export const DocContent = memo(function DocContent({ components, ...props }: Props) {
  const merged = useMemo(() => ({ ...PLAIN_ELEMENTS, ...components }), [components]);
  return <OriginalDocContent {...props} components={merged} />;
});
