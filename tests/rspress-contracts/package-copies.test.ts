/**
 * Contracts with what we copy from, or work around in, packages of Rspress: each test names
 * the export of plugins/rspress-internals.ts it guards.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pluginLastUpdated } from '@rspress/core/dist/node/last-updated/index.js';
import { afterAll, describe, expect, it } from 'vitest';
import { createPluginPreview, formatLastUpdated } from '../../plugins/rspress-internals';

const ROOT = path.resolve(__dirname, '..', '..');
const repo = fs.mkdtempSync(path.join(os.tmpdir(), 'rspress-last-updated-'));
afterAll(() => fs.rmSync(repo, { recursive: true, force: true }));

/** A repository with one page committed at `date` (seconds). */
function commitPage(date: number): string {
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: repo,
      env: { ...process.env, GIT_AUTHOR_DATE: `${date} +0000`, GIT_COMMITTER_DATE: `${date} +0000`, GIT_AUTHOR_NAME: 'Writer', GIT_AUTHOR_EMAIL: 'writer@example.com', GIT_COMMITTER_NAME: 'Writer', GIT_COMMITTER_EMAIL: 'writer@example.com' },
    });
  git('init', '-q');
  const page = path.join(repo, 'page.md');
  fs.writeFileSync(page, '# Page\n');
  git('add', 'page.md');
  git('commit', '-q', '-m', 'Add a page');
  return page;
}

describe('copies of Rspress behaviour and package workarounds', () => {
  it('last-updated dates are written as Rspress writes them', async () => {
    const date = 1_763_000_000;
    const page = commitPage(date);
    const plugin = pluginLastUpdated();
    await plugin.routeGenerated?.([{ absolutePath: page } as never], true);
    for (const lang of ['en', '']) {
      const pageData = { _filepath: page, lang } as { _filepath: string; lang: string; lastUpdatedTime?: string };
      await plugin.extendPageData?.(pageData as never, true);
      expect(pageData.lastUpdatedTime, `formatLastUpdated: Rspress writes the date of a page in "${lang}" differently`).toBe(formatLastUpdated(date * 1000, lang));
    }
  });

  it('plugin-preview still needs the __dirname shim', async () => {
    const native = spawnSync(process.execPath, ['--input-type=module', '-e', "const { pluginPreview } = await import('@rspress/plugin-preview'); pluginPreview({});"], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(`${native.status} ${native.stderr}`, 'createPluginPreview: @rspress/plugin-preview now loads in plain Node; drop its __dirname shim').toMatch(/__dirname/);
    const plugin = await createPluginPreview({});
    expect(plugin.name).toBe('@rspress/plugin-preview');
  });
});
