import { LlmsCopyRow, LlmsOpenRow } from '@rspress/core/theme-original';

/** The llms.txt actions of the outline (`llmsUI.placement: 'outline'`, this site's), in a chunk of their own: loaded after the page. */
export default function LlmsRows() {
  return (
    <>
      <LlmsCopyRow />
      <LlmsOpenRow />
    </>
  );
}
