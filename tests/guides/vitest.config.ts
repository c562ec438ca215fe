import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: path.resolve(import.meta.dirname, '../..'),
    include: ['tests/guides/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/guides/global-setup.ts'],
    // Installs and webpack builds are minutes of work on two cores: one file at a time.
    fileParallelism: false,
    testTimeout: 10 * 60_000,
    hookTimeout: 20 * 60_000,
  },
});
