import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { longestFirstSequencer } from '../../e2e/support/sequencer';

export default defineConfig({
  test: {
    root: path.resolve(import.meta.dirname, '../..'),
    include: ['tests/guides/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/guides/global-setup.ts'],
    // The installs happen once, in the global setup. Then two files at a time, one per core: the 3.x
    // builds (the longest file) start first, the 2.x builds and the type checks run beside them.
    // A version's builds share one workspace, so they stay in one file, one after another.
    maxWorkers: 2,
    sequence: { sequencer: longestFirstSequencer(['tests/guides/bundle-3.x.test.ts', 'tests/guides/bundle-2.x.test.ts']) },
    testTimeout: 10 * 60_000,
    hookTimeout: 20 * 60_000,
  },
});
