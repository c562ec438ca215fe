import { describe, expect, it } from 'vitest';
import { LONGEST_FIRST, longestFirst } from './sequencer';

describe('longestFirst', () => {
  it('starts the longest files first, in their order, and keeps the order of the others', () => {
    const files = ['/e2e/a/small.e2e.ts', '/e2e/writer/version-new.e2e.ts', '/e2e/b/other.e2e.ts', '/e2e/accessibility/axe.e2e.ts'];
    expect(longestFirst(files, (file) => file)).toEqual(['/e2e/accessibility/axe.e2e.ts', '/e2e/writer/version-new.e2e.ts', '/e2e/a/small.e2e.ts', '/e2e/b/other.e2e.ts']);
  });

  it('matches whole path segments, with either separator', () => {
    expect(longestFirst(['/e2e/x/not-axe.e2e.ts', 'C:\\e2e\\accessibility\\axe.e2e.ts'], (file) => file)).toEqual(['C:\\e2e\\accessibility\\axe.e2e.ts', '/e2e/x/not-axe.e2e.ts']);
  });

  it('takes another list of longest files (the guides suite starts its 3.x builds first)', () => {
    const files = ['/t/code-samples.test.ts', '/t/bundle-2.x.test.ts', '/t/bundle-3.x.test.ts'];
    expect(longestFirst(files, (file) => file, ['t/bundle-3.x.test.ts', 't/bundle-2.x.test.ts'])).toEqual(['/t/bundle-3.x.test.ts', '/t/bundle-2.x.test.ts', '/t/code-samples.test.ts']);
  });

  it('names files that exist', async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    for (const file of LONGEST_FIRST) expect(fs.existsSync(path.join(import.meta.dirname, '..', file)), file).toBe(true);
  });
});
