import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatLastUpdated } from '../rspress-internals';
import { filesWithHistory, lastUpdatedFallbackPlugin } from './index';

const repoRoot = path.resolve(__dirname, '..', '..');
const committed = path.join(repoRoot, 'package.json');
const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'last-updated-'));
const newPage = path.join(outside, 'new-page.md');
fs.writeFileSync(newPage, '# New\n');
const mtime = new Date('2024-05-06T07:08:09Z');
fs.utimesSync(newPage, mtime, mtime);

afterAll(() => fs.rmSync(outside, { recursive: true, force: true }));

type Hooks = {
  config: (config: object) => object;
  routeGenerated: (routes: { absolutePath: string }[]) => void;
  extendPageData: (page: Record<string, unknown>) => Promise<void>;
};

async function pageDataFor(files: string[], lastUpdated = true) {
  const plugin = lastUpdatedFallbackPlugin() as unknown as Hooks;
  plugin.config({ themeConfig: { lastUpdated } });
  plugin.routeGenerated(files.map((absolutePath) => ({ absolutePath })));
  return Promise.all(
    files.map(async (file) => {
      const page: Record<string, unknown> = { _filepath: file, lang: 'en' };
      await plugin.extendPageData(page);
      return page.lastUpdatedTime;
    }),
  );
}

describe('filesWithHistory', () => {
  it('lists the files git has history for', async () => {
    const found = await filesWithHistory([committed, path.join(repoRoot, 'no-such-file.md')]);
    expect(found.has(committed)).toBe(true);
    expect(found.has(path.join(repoRoot, 'no-such-file.md'))).toBe(false);
  });

  it('finds nothing outside a git checkout', async () => {
    expect((await filesWithHistory([newPage])).size).toBe(0);
  });
});

describe('lastUpdatedFallbackPlugin', () => {
  it('dates a page without git history from its file time', async () => {
    expect(await pageDataFor([newPage])).toEqual([formatLastUpdated(mtime.getTime(), 'en')]);
  });

  it('leaves pages with history to the date of their last commit', async () => {
    expect(await pageDataFor([committed])).toEqual([undefined]);
  });

  it('does nothing when last-updated dates are off', async () => {
    expect(await pageDataFor([newPage], false)).toEqual([undefined]);
  });
});
