/**
 * The shape of a version's type hovers: written at build time (generate.ts), read in the browser
 * (runtime/enhance.ts). Types only, so both sides can import it.
 */

/** A name in a displayed line: start column, length, index into `hovers`. */
export type HoverSpot = [column: number, length: number, hover: number];

/** What a hover shows: the declaration as TypeScript prints it, its summary, and its API page (or `''`). */
export type HoverInfo = [signature: string, summary: string, href: string];

export interface TypeHoverData {
  /** Names by the text of the line they are on, as the page shows it (trailing spaces out). */
  lines: Record<string, HoverSpot[]>;
  hovers: HoverInfo[];
}
