import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['theme/**/*.test.{ts,tsx}', 'plugins/**/*.test.ts', 'shared/**/*.test.ts', 'deploy/**/*.test.ts', 'scripts/**/*.test.{ts,mjs}', 'tests/**/*.test.ts'],
    // Fixture-app builds with their own config: npm run test:guides.
    exclude: ['**/node_modules/**', 'tests/guides/**'],
    environment: 'node',
    setupFiles: ['./vitest.setup.ts'],
  },
});
