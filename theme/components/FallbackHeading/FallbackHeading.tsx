import { getCustomMDXComponent, renderInlineMarkdown } from '@rspress/core/theme-original';
import type { ComponentType, ReactNode } from 'react';
import { CONTENT_HEADER_ANCHOR_CLASS, useHeadingSlug } from '../../rspress-internals';

type Heading = ComponentType<{ id?: string; children?: ReactNode }>;
type Anchor = ComponentType<{ className?: string; href: string; 'aria-hidden'?: boolean; tabIndex?: number; children?: ReactNode }>;

/**
 * The heading the default theme renders from a title (a page without a Markdown `# h1`, and the
 * group and page titles of overview pages), as the default does, except that its "#" permalink,
 * hidden from assistive technology, also leaves the tab order (`tabindex="-1"`; axe
 * `aria-hidden-focus`), like the Markdown headings' permalinks (plugins/a11y).
 */
export function FallbackHeading({ level, title }: { level: number; title: string }) {
  if (import.meta.env.SSG_MD) return <>{`${'#'.repeat(level)} ${title}\n\n`}</>;
  return title ? <Heading level={level} title={title} /> : null;
}

function Heading({ level, title }: { level: number; title: string }) {
  const titleSlug = useHeadingSlug(title.trim());
  if (!titleSlug) return null;
  const components = getCustomMDXComponent() as Record<string, unknown>;
  const Element = (components[`h${level}`] ?? components.h1) as Heading;
  const A = components.a as Anchor;
  return (
    <Element id={titleSlug}>
      <span {...renderInlineMarkdown(title)} />
      <A className={CONTENT_HEADER_ANCHOR_CLASS} href={`#${titleSlug}`} aria-hidden tabIndex={-1}>
        #
      </A>
    </Element>
  );
}
