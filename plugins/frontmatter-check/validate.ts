import { parse } from 'yaml';

const PAGE_TYPES = ['home', 'doc', 'doc-wide', 'custom', 'blank', '404'];
const BOOLEAN_KEYS = ['overview', 'navbar', 'sidebar', 'outline', 'footer', 'lastUpdated', 'prevPage', 'nextPage', 'editLink'];
const STRING_KEYS = ['title', 'description', 'titleSuffix'];

/** Frontmatter of a Markdown/MDX source, or `undefined` when it has none. */
export function readFrontmatter(source: string): unknown {
  const match = /^---\r?\n([\s\S]*?)\r?\n---(\r?\n|$)/.exec(source);
  return match ? parse(match[1]) : undefined;
}

function describeValue(value: unknown): string {
  return JSON.stringify(value) ?? String(value);
}

/** Problems with the frontmatter values the theme reads; an empty list when all is well. */
export function frontmatterProblems(data: unknown): string[] {
  if (data === undefined || data === null) return [];
  if (typeof data !== 'object' || Array.isArray(data)) return ['frontmatter must be a mapping of keys to values'];
  const frontmatter = data as Record<string, unknown>;
  const problems: string[] = [];
  if ('pageType' in frontmatter && !PAGE_TYPES.includes(frontmatter.pageType as string)) {
    problems.push(`pageType must be one of ${PAGE_TYPES.join(', ')}, got ${describeValue(frontmatter.pageType)}`);
  }
  for (const key of BOOLEAN_KEYS) {
    if (key in frontmatter && typeof frontmatter[key] !== 'boolean') {
      problems.push(`${key} must be true or false, got ${describeValue(frontmatter[key])}`);
    }
  }
  for (const key of STRING_KEYS) {
    if (key in frontmatter && typeof frontmatter[key] !== 'string') {
      problems.push(`${key} must be a string, got ${describeValue(frontmatter[key])}`);
    }
  }
  return problems;
}

/** Throws an error naming the file when its frontmatter cannot be parsed or holds a bad value. */
export function checkFrontmatter(file: string, source: string): void {
  let data: unknown;
  try {
    data = readFrontmatter(source);
  } catch (error) {
    throw new Error(`Malformed frontmatter in ${file}: ${(error as Error).message}`);
  }
  const problems = frontmatterProblems(data);
  if (problems.length) throw new Error(`Bad frontmatter in ${file}: ${problems.join('; ')}`);
}
