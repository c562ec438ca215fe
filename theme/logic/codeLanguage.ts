/** Languages that name no language: no label is shown for them. */
const UNLABELLED = new Set(['', 'txt', 'text', 'plain', 'plaintext', 'ansi']);

/** The label shown in the corner of a code block for its Markdown language (```ts → "ts"). */
export function codeLanguageLabel(lang: string | undefined): string {
  const name = (lang ?? '').trim().toLowerCase();
  return UNLABELLED.has(name) ? '' : name;
}
