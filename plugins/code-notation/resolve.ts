/**
 * The code a reader gets from a block with notation markers (see index.ts), from its Markdown
 * source: no dependencies, for the build and for tests that compile or run the samples.
 */

/** `[!code ++]` and its siblings, as a line comment, block comment or JSX comment. */
const NOTATION =
  /\s*(?:\/\/|\/\*|\{\s*\/\*|<!--|#|--)\s*\[!code (\+\+|--|focus|highlight|hl|error|warning)(?::(\d+))?\]\s*(?:\*\/\s*\}|\*\/|-->)?\s*$/;

/**
 * The code a reader ends up with: removed lines dropped, every notation marker taken out.
 * As with the transformers (`matchAlgorithm: 'v3'`), a marker after code applies to its own
 * line and, with `:n`, the n - 1 lines after it; a marker alone on a line applies to the n
 * lines after it and leaves no line behind. With `keepLines`, dropped lines become empty lines,
 * so that line numbers (of a compiler error, say) still match the Markdown source.
 */
export function resolveCodeNotation(code: string, { keepLines = false }: { keepLines?: boolean } = {}): string {
  const out: string[] = [];
  let removing = 0;
  for (const line of code.split('\n')) {
    const m = NOTATION.exec(line);
    const text = m ? line.slice(0, m.index) : line;
    const standalone = m !== null && text.trim() === '';
    const count = Number(m?.[2] ?? 1);
    if (m?.[1] === '--') removing = Math.max(removing, standalone ? count : count - 1);
    let dropped = standalone || m?.[1] === '--';
    if (!dropped && removing > 0) {
      removing--;
      dropped = true;
    }
    if (!dropped) out.push(text);
    else if (keepLines) out.push('');
  }
  return out.join('\n');
}

/**
 * The text of each line of a block's source as the page shows it: the marker taken out (and the
 * spaces before it), removed lines still shown; `undefined` for a marker alone on its line, which
 * the page does not show.
 */
export function displayedLines(code: string): (string | undefined)[] {
  return code.split('\n').map((line) => {
    const m = NOTATION.exec(line);
    if (!m) return line.trimEnd();
    const text = line.slice(0, m.index);
    return text.trim() === '' ? undefined : text.trimEnd();
  });
}
