/** Segments longer than this may also wrap between the words of their camel case. */
const LONG_SEGMENT = 24;

/**
 * A qualified symbol name (`plugins.JavaScriptLooseModePlugin`) with line-break opportunities
 * (`<wbr/>`) after each dot and, in a segment too long for a narrow sidebar, between the words
 * of its camel case, so that it wraps between its parts instead of being cut off or broken
 * mid-word. Anything that is not a plain (dotted) identifier comes back unchanged.
 */
export function withNameBreaks(text: string): string {
  if (!/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/.test(text)) return text;
  return text
    .split('.')
    .map((segment) => (segment.length > LONG_SEGMENT ? segment.replace(/([a-z0-9])(?=[A-Z])/g, '$1<wbr/>') : segment))
    .join('.<wbr/>');
}
