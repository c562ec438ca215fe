import { lineOf, readJsonFile } from '../../deploy/routing.mjs';
import type { DeclaredRename } from './diff';

const isPlainObject = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/**
 * Reads a declared rename list: `{ "<new version>": { "<old page path>[#member]": "<new page path>[#member]" } }`,
 * keys starting with `$` being comments. Throws on a malformed file, naming the file and line.
 */
export function readRenames(file: string, name: string, toVersion: string): DeclaredRename[] {
  const { data, text } = readJsonFile(file, name);
  const fail = (needle: string, message: string): never => {
    throw new Error(`${name}:${lineOf(text, needle)}: ${message}`);
  };
  if (!isPlainObject(data)) return fail('', 'expected an object of versions');
  const entries = data[toVersion];
  if (!isPlainObject(entries)) return fail('', `expected renames to "${toVersion}" under the key "${toVersion}"`);
  const renames: DeclaredRename[] = [];
  for (const [from, to] of Object.entries(entries)) {
    const needle = `"${from}"`;
    if (typeof to !== 'string') fail(needle, `"${from}" must map to a page path (a string)`);
    for (const pagePath of [from, to as string]) {
      if (!/^\/[^\s#]+(#[\w$.-]+)?$/.test(pagePath)) fail(needle, `"${pagePath}" is not a page path, optionally with a #member`);
    }
    renames.push({ from, to: to as string, line: lineOf(text, needle) });
  }
  return renames;
}
