import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { RspressPlugin } from '@rspress/core';
import { formatLastUpdated } from '../rspress-internals';

const run = promisify(execFile);

function commonDir(files: string[]): string {
  let common = path.dirname(files[0]).split(path.sep);
  for (const file of files.slice(1)) {
    const parts = path.dirname(file).split(path.sep);
    let i = 0;
    while (i < common.length && i < parts.length && common[i] === parts[i]) i++;
    common = common.slice(0, i);
  }
  return common.join(path.sep) || path.sep;
}

/** Absolute paths of the given files that appear in the git history (none when git or a repository is missing). */
export async function filesWithHistory(files: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  if (files.length === 0) return found;
  let dir = commonDir(files.map((file) => path.resolve(file)));
  while (!fs.existsSync(dir)) dir = path.dirname(dir);
  try {
    const { stdout: top } = await run('git', ['rev-parse', '--show-toplevel'], { cwd: dir });
    const root = top.trim();
    const { stdout } = await run('git', ['-c', 'core.quotePath=false', 'log', '--pretty=format:', '--name-only', '--no-renames', '--', '.'], {
      cwd: dir,
      maxBuffer: 64 * 1024 * 1024,
    });
    for (const line of stdout.split('\n')) if (line) found.add(path.join(root, line));
  } catch {
    // Not a git checkout (a tarball deploy): every page falls back to its file time.
  }
  return found;
}

/**
 * The last-updated date of pages without git history. Rspress dates pages from their last
 * commit and shows nothing for files git does not know yet (new, generated or untracked
 * pages, or a build outside a git checkout); this plugin gives those the time their file was
 * last modified, as Rspress 1 did. Pages with history keep the date of their last commit.
 */
export function lastUpdatedFallbackPlugin(): RspressPlugin {
  let enabled = false;
  let tracked: Promise<Set<string>> | undefined;
  return {
    name: 'repack-last-updated-fallback',
    config(config) {
      enabled = Boolean(config.themeConfig?.lastUpdated);
      return config;
    },
    routeGenerated(routes) {
      if (enabled) tracked = filesWithHistory(routes.map((route) => route.absolutePath));
    },
    async extendPageData(pageData) {
      const file = (pageData as { _filepath?: string })._filepath;
      if (!enabled || !tracked || !file) return;
      if ((await tracked).has(path.resolve(file))) return;
      const stat = await fs.promises.stat(file).catch(() => null);
      if (!stat) return;
      Object.assign(pageData, { lastUpdatedTime: formatLastUpdated(stat.mtimeMs, pageData.lang) });
    },
  };
}
