import { Children, type ReactNode } from 'react';
import { CONTENT_NOT_DOC_CLASS } from '../../rspress-internals';
import './Preview.css';

export interface PreviewProps {
  /** From the preview plugin: the highlighted code block, then the rendered demo. */
  children?: ReactNode;
  /** Set by @rspress/plugin-preview; only `internal` (render in the page) is used on this site. */
  previewMode?: string;
  demoId?: string;
}

/**
 * The frame of a ```tsx preview code block (@rspress/plugin-preview renders the block's
 * default export and passes it here with the highlighted code). Unlike the plugin's own
 * frame, the code stays visible, right under the result, and nothing else is loaded
 * (no QR code or device frame: this site only renders previews inside the page).
 */
export function Preview({ children, demoId }: PreviewProps) {
  const [code, result] = Children.toArray(children);
  return (
    <figure className="repack-preview" data-demo-id={demoId}>
      <div className="repack-preview__result">
        <span className={`repack-preview__label ${CONTENT_NOT_DOC_CLASS}`} aria-hidden="true">
          Result
        </span>
        {result}
      </div>
      <figcaption className="repack-preview__code">
        <span className="repack-visually-hidden">Code of the example above</span>
        {code}
      </figcaption>
    </figure>
  );
}

// The preview plugin imports global MDX components by their default export.
export default Preview;
