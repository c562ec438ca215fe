/**
 * Member tables as typedoc-plugin-markdown writes them (`| Property | Type | … |`),
 * finished for readers: the name cell says in words whether a member is optional or
 * required instead of a trailing `?`, a union type does not start with a stray `|`, and the
 * Default column shows only declared defaults (`@default`, `@defaultValue`, an initialiser).
 * Pure string work on the Markdown page.
 */
import { mapOutsideFences } from './markdown';

/** First header cells of the tables that list members with a type. */
const MEMBER_TABLE_HEADS = new Set(['Property', 'Parameter', 'Name']);

/** A name cell: optional row anchor, rest `...`, deprecation strike-through, the code span. */
const NAME_CELL = /^(<span id="[^"]+"><\/span> )?(\.\.\.)?(~~)?`([^`]+?)(\?)?`(~~)?$/;

/** Splits a table row into its cells (unescaped `|` only). */
export function tableCells(row: string): string[] {
  const cells: string[] = [];
  let cell = '';
  const body = row.trim().replace(/^\|/, '').replace(/(?<!\\)\|$/, '');
  for (let i = 0; i < body.length; i++) {
    if (body[i] === '\\' && i + 1 < body.length) {
      cell += body[i] + body[i + 1];
      i++;
    } else if (body[i] === '|') {
      cells.push(cell.trim());
      cell = '';
    } else cell += body[i];
  }
  cells.push(cell.trim());
  return cells;
}

/** The name cell with an explicit optional / required mark. */
export function markNameCell(cell: string): string {
  const m = cell.match(NAME_CELL);
  if (!m) return cell;
  const [, anchor = '', rest = '', strike = '', name, optional] = m;
  const mark = optional ? 'optional' : 'required';
  return `${anchor}${rest}${strike}\`${name}\`${strike} <small>${mark}</small>`;
}

function isMemberTable(header: string, separator: string | undefined): boolean {
  if (!separator || !/^\|(\s*:?-+:?\s*\|)+\s*$/.test(separator)) return false;
  const cells = tableCells(header);
  return MEMBER_TABLE_HEADS.has(cells[0]) && cells.includes('Type');
}

/** Marks the name cells of every member table outside the code blocks of a page. */
export function markMemberTables(markdown: string): string {
  return mapOutsideFences(markdown, (prose) => {
    const lines = prose.split('\n');
    for (let i = 0; i < lines.length; i++) {
      if (!lines[i].startsWith('|') || (i > 0 && lines[i - 1].startsWith('|')) || !isMemberTable(lines[i], lines[i + 1])) continue;
      const defaultColumn = tableCells(lines[i]).indexOf('Default value');
      for (let row = i + 2; row < lines.length && lines[row].startsWith('|'); row++) {
        const [name, ...rest] = tableCells(lines[row]);
        const cells = rest.map((cell, index) => {
          // typedoc-plugin-markdown fills a missing default with `undefined`: that would be a default nobody declared
          if (index + 1 === defaultColumn && cell === '`undefined`') return '-';
          // a union laid out over several lines starts with a `|` of its own, which reads as noise in a cell
          return cell.replace(/^\\\| /, '');
        });
        lines[row] = `| ${[markNameCell(name), ...cells].join(' | ')} |`;
      }
    }
    return lines.join('\n');
  });
}
