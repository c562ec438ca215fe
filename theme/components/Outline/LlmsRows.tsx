import { LlmsCopyRow, LlmsOpenRow } from '@rspress/core/theme-original';

/** The llms.txt actions of the outline (`llmsUI.placement: 'outline'`), in a chunk of their own: this site shows them under the title. */
export default function LlmsRows() {
  return (
    <>
      <LlmsCopyRow />
      <LlmsOpenRow />
    </>
  );
}
