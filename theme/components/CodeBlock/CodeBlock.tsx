import { CodeBlock as OriginalCodeBlock } from '@rspress/core/theme-original';
import type { ComponentProps } from 'react';
import { codeLanguageLabel } from '../../logic/codeLanguage';
import { CONTENT_COPY_IGNORE_CLASS } from '../../rspress-internals';
import './CodeBlock.css';

type CodeBlockProps = ComponentProps<typeof OriginalCodeBlock>;

/**
 * Code blocks of the default theme (copy button with a 2 s "copied" state, wrap toggle,
 * line highlighting) plus the language label Rspress 1 showed in the corner. The label is
 * left out of copied text (`CONTENT_COPY_IGNORE_CLASS`) and of the Markdown output for llms.txt.
 */
export function CodeBlock(props: CodeBlockProps) {
  const label = import.meta.env.SSG_MD ? '' : codeLanguageLabel(props.lang);
  if (!label) return <OriginalCodeBlock {...props} />;
  return (
    <OriginalCodeBlock {...props} containerElementClassName={[props.containerElementClassName, 'repack-codeblock--labelled'].filter(Boolean).join(' ')}>
      <span className={`repack-codeblock__lang ${CONTENT_COPY_IGNORE_CLASS}`}>{label}</span>
      {props.children}
    </OriginalCodeBlock>
  );
}
