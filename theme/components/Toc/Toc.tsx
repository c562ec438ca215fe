import { Link, renderInlineMarkdown, useDynamicToc } from '@rspress/core/theme-original';
import { useEffect, useRef } from 'react';
import { keepInScrollView } from '../../logic/keepInScrollView';
import { useActiveAnchor, type OutlineHeader } from '../../logic/useActiveAnchor';
import { CONTENT_CLASS, LAYOUT_CLASS, TOC_CLASS } from '../../rspress-internals';
import '../../rspress-internals/styles/toc';
import './Toc.css';

/** `h2` headings are the outline's first level; each level below is indented one step more (Toc.css). */
const FIRST_LEVEL_DEPTH = 2;

const isOutlineBoundary = (element: Element) => element.classList.contains(LAYOUT_CLASS.outlineColumn) || element.classList.contains(LAYOUT_CLASS.docContent);

function TocItem({ header, active }: { header: OutlineHeader; active: boolean }) {
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (active && ref.current) keepInScrollView(ref.current, isOutlineBoundary);
  }, [active]);
  return (
    <Link ref={ref} href={`#${header.id}`} className={active ? `${TOC_CLASS.item} ${TOC_CLASS.active}` : TOC_CLASS.item} data-depth={header.depth - FIRST_LEVEL_DEPTH}>
      <span className={`${TOC_CLASS.text} ${CONTENT_CLASS.doc}`} {...renderInlineMarkdown(header.text)} />
    </Link>
  );
}

/**
 * The outline's headings, as in the default theme but without a `title` on each entry (it
 * repeated the entry's text, which screen readers then read twice) and with the indentation
 * in CSS rather than in an inline style on every entry.
 */
export function Toc() {
  const headers = useDynamicToc();
  const { activeAnchorId } = useActiveAnchor(headers);
  return (
    <>
      {headers.map((header, index) => (
        <TocItem key={`${header.depth}_${header.id}_${index}`} header={header} active={activeAnchorId === header.id} />
      ))}
    </>
  );
}
