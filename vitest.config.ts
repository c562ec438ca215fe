import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The modules Rspress generates at build time, which its runtime and default theme import. Unit
 * tests that load the real runtime or theme (theme/rspress-internals/contracts.test.tsx) get a
 * small stand-in site instead.
 */
const GENERATED_MODULES = [
  'virtual-global-components',
  'virtual-i18n-text',
  'virtual-page-data',
  'virtual-routes',
  'virtual-search-hooks',
  'virtual-site-data',
  'virtual-social-links',
];
const generatedModuleStub = path.resolve(import.meta.dirname, 'theme/rspress-internals/generated-modules.stub.ts');
/** The type hovers' generated data module (plugins/type-hovers), for tests of its browser code. */
const typeHoverDataStub = path.resolve(import.meta.dirname, 'plugins/type-hovers/runtime/data-module.stub.ts');

export default defineConfig({
  resolve: {
    alias: { ...Object.fromEntries(GENERATED_MODULES.map((name) => [name, generatedModuleStub])), 'repack-type-hovers-data': typeHoverDataStub },
    // @rspress/core carries its own copy of React: one copy, or hooks break.
    dedupe: ['react', 'react-dom'],
  },
  test: {
    include: ['theme/**/*.test.{ts,tsx}', 'plugins/**/*.test.ts', 'e2e/support/**/*.test.ts', 'shared/**/*.test.ts', 'deploy/**/*.test.ts', 'scripts/**/*.test.{ts,mjs}', 'tests/**/*.test.ts'],
    // Fixture-app builds with their own config: npm run test:guides.
    exclude: ['**/node_modules/**', 'tests/guides/**'],
    environment: 'node',
    // CI runs these beside the guides suite and the site build on two cores: a test that takes half a
    // second alone (Shiki's first grammar, font subsetting, a JSDOM render) can take ten there.
    testTimeout: 30_000,
    setupFiles: ['./vitest.setup.ts'],
    // Rspress's browser code imports CSS and generated modules: bundled by Vite, as Rsbuild would.
    server: { deps: { inline: [/@rspress[\\/]core[\\/]dist[\\/](theme|runtime)[\\/]/] } },
  },
});
