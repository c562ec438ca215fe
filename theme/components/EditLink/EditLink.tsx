import { usePageData } from '@rspress/core/runtime';
import { EditLink as DefaultEditLink } from '@rspress/core/theme-original';
import type { ComponentProps } from 'react';

/**
 * The default "edit this page" link, left out on pages whose frontmatter says `editLink: false`
 * (the generated API reference: its pages have no source file in the docs repository).
 */
export function EditLink(props: ComponentProps<typeof DefaultEditLink>) {
  const { page } = usePageData();
  if (page.frontmatter?.editLink === false) return null;
  return <DefaultEditLink {...props} />;
}
