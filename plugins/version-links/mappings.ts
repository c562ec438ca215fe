import fs from 'node:fs';
import path from 'node:path';
import { lineOf, readJsonFile } from '../../deploy/routing.mjs';
import { entryProblem, trimSlash, withVersion } from '../../shared/site-versions.mjs';

/** The file in `docs/<version>/` naming the pages whose path differs in other versions. */
export const MAPPINGS_FILE = '_versions.json';

/** `declared[version][otherVersion]`: `{ path in version: path in otherVersion }`. */
export type DeclaredMappings = Record<string, Record<string, Record<string, string>>>;

export interface MappingFile {
  version: string;
  /** As shown in messages: relative to the working directory. */
  name: string;
  text: string;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return Boolean(value) && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Reads `docs/<version>/_versions.json` of every version that has one. Throws on a malformed
 * file, an unknown version or a bad entry, naming the file and line.
 */
export function readMappings(docsRoot: string, versions: string[]): { declared: DeclaredMappings; files: MappingFile[] } {
  const declared: DeclaredMappings = {};
  const files: MappingFile[] = [];
  for (const version of versions) {
    const file = path.join(docsRoot, version, MAPPINGS_FILE);
    if (!fs.existsSync(file)) continue;
    const name = path.relative(process.cwd(), file);
    const { data, text } = readJsonFile(file, name);
    const fail = (needle: string, message: string): never => {
      throw new Error(`${name}:${lineOf(text, needle)}: ${message}`);
    };
    if (!isPlainObject(data)) fail('', 'expected an object of versions');
    const targets: Record<string, Record<string, string>> = {};
    for (const [other, entries] of Object.entries(data as Record<string, unknown>)) {
      if (other.startsWith('$')) continue;
      if (other === version || !versions.includes(other)) {
        fail(`"${other}"`, `"${other}" is not another version of the site (versions: ${versions.join(', ')})`);
      }
      if (!isPlainObject(entries)) fail(`"${other}"`, `"${other}" must map paths of ${version} to paths of ${other}`);
      for (const [from, to] of Object.entries(entries as Record<string, unknown>)) {
        const problem = entryProblem(from, to);
        if (problem) fail(`"${from}"`, problem);
      }
      targets[other] = entries as Record<string, string>;
    }
    declared[version] = targets;
    files.push({ version, name, text });
  }
  return { declared, files };
}

/** Whether `purePath` (or, for `/x/*`, a page under `/x`) is a page of `version`. */
function isPage(purePath: string, version: string, routes: Set<string>, defaultVersion: string): boolean {
  if (!purePath.endsWith('/*')) {
    const route = withVersion(purePath, version, defaultVersion);
    return routes.has(route) || routes.has(`${trimSlash(route)}/`) || routes.has(trimSlash(route));
  }
  const base = trimSlash(withVersion(purePath.slice(0, -2), version, defaultVersion));
  return [...routes].some((route) => trimSlash(route) === base || route.startsWith(`${base}/`));
}

/**
 * Entries naming a page that does not exist, on either side, one message each:
 * `docs/2.x/_versions.json:4: "/docs/x" → 3.x "/docs/y": /docs/y is not a page of 3.x`.
 */
export function mappingProblems(
  declared: DeclaredMappings,
  files: MappingFile[],
  site: { routes: Set<string>; defaultVersion: string },
): string[] {
  const problems: string[] = [];
  for (const { version, name, text } of files) {
    for (const [other, entries] of Object.entries(declared[version] ?? {})) {
      for (const [from, to] of Object.entries(entries)) {
        const missing = [
          [from, version],
          [to, other],
        ].filter(([pagePath, pageVersion]) => !isPage(pagePath, pageVersion, site.routes, site.defaultVersion));
        for (const [pagePath, pageVersion] of missing) {
          const what = pagePath.endsWith('/*') ? `${pagePath.slice(0, -2)} has no page of ${pageVersion}` : `${pagePath} is not a page of ${pageVersion}`;
          problems.push(`${name}:${lineOf(text, `"${from}"`)}: "${from}" → ${other} "${to}": ${what}`);
        }
      }
    }
  }
  return problems;
}
