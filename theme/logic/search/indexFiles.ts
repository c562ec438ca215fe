/**
 * The local search index files Rspress writes, one per version and language:
 * `static/search_index.<version>.<lang>.<hash>.json`, named from the hashes it lists in the
 * page data (`searchIndexHash`, keyed `<version>###<lang>`).
 */
export interface IndexFile {
  version: string;
  /** Path relative to the site's public path. */
  file: string;
}

/** The index file of every version in `lang`, the current version first. */
export function indexFilesFor(hashes: Readonly<Record<string, string>>, lang: string, currentVersion: string): IndexFile[] {
  const files: IndexFile[] = [];
  for (const [key, hash] of Object.entries(hashes)) {
    const [version = '', keyLang = ''] = key.split('###');
    if (keyLang !== lang || !hash) continue;
    const versionPart = version ? `.${version.replace('.', '_')}` : '';
    const langPart = lang ? `.${lang}` : '';
    files.push({ version, file: `static/search_index${versionPart}${langPart}.${hash}.json` });
  }
  return files.sort((a, b) => Number(b.version === currentVersion) - Number(a.version === currentVersion));
}
