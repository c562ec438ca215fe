import { Link, renderInlineMarkdown, useDynamicToc } from '@rspress/core/theme-original';
import { useEffect, useRef } from 'react';
import { keepInScrollView } from '../../logic/keepInScrollView';
import { useActiveAnchor, type OutlineHeader } from '../../logic/useActiveAnchor';
import { CONTENT_DOC_CLASS, LAYOUT_DOC_CONTENT_CLASS, LAYOUT_OUTLINE_COLUMN_CLASS, TOC_ACTIVE_CLASS, TOC_ITEM_CLASS, TOC_TEXT_CLASS } from '../../rspress-internals';
import '../../rspress-internals/styles/toc';
import './Toc.css';

/** `h2` headings are the outline's first level; each level below is indented one step more (Toc.css). */
const FIRST_LEVEL_DEPTH = 2;

const isOutlineBoundary = (element: Element) => element.classList.contains(LAYOUT_OUTLINE_COLUMN_CLASS) || element.classList.contains(LAYOUT_DOC_CONTENT_CLASS);

function TocItem({ header, active }: { header: OutlineHeader; active: boolean }) {
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (active && ref.current) keepInScrollView(ref.current, isOutlineBoundary);
  }, [active]);
  return (
    <Link ref={ref} href={`#${header.id}`} className={active ? `${TOC_ITEM_CLASS} ${TOC_ACTIVE_CLASS}` : TOC_ITEM_CLASS} data-depth={header.depth - FIRST_LEVEL_DEPTH}>
      <span className={`${TOC_TEXT_CLASS} ${CONTENT_DOC_CLASS}`} {...renderInlineMarkdown(header.text)} />
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
