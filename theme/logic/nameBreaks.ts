/**
 * A qualified symbol name (`plugins.JavaScriptLooseModePlugin`) with a line-break opportunity
 * (`<wbr/>`) after each dot, so that a narrow sidebar wraps it between its parts instead of
 * cutting it off. Anything that is not a plain dotted identifier comes back unchanged.
 */
export function withNameBreaks(text: string): string {
  if (!/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)+$/.test(text)) return text;
  return text.replace(/\./g, '.<wbr/>');
}
