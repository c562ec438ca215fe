import { defineConfig } from 'vitest/config';
import { LongestFirstSequencer } from './support/sequencer';

export default defineConfig({
  test: {
    root: __dirname,
    include: ['**/*.e2e.ts'],
    exclude: ['**/node_modules/**', '*/fixtures/**/doc_build/**'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    maxWorkers: 2,
    sequence: { sequencer: LongestFirstSequencer },
  },
});
