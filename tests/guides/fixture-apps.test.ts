import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOCS_VERSIONS, fixtureSourceDir, installFixtureApp } from './fixture-apps';
import { hermescOf, hermesEnabled } from './hermes';

describe.each(DOCS_VERSIONS)('fixture app %s', (version) => {
  it('is installed outside the repository with the exact versions its package.json pins', async () => {
    const appDir = await installFixtureApp(version);
    expect(path.relative(path.resolve(import.meta.dirname, '../..'), appDir)).toMatch(/^\.\./);
    const manifest = JSON.parse(fs.readFileSync(path.join(fixtureSourceDir(version), 'package.json'), 'utf8'));
    const pins = { ...manifest.dependencies, ...manifest.devDependencies } as Record<string, string>;
    for (const [name, pin] of Object.entries(pins)) {
      expect(pin, `${name} in fixture-apps/${version}/package.json`).toMatch(/^\d+\.\d+\.\d+$/);
      const installed = JSON.parse(fs.readFileSync(path.join(appDir, 'node_modules', name, 'package.json'), 'utf8'));
      expect(installed.version, name).toBe(pin);
    }
    expect(fs.existsSync(path.join(appDir, 'src', 'App.tsx'))).toBe(true);
  });

  it('has its guide configurations bundled by a test file of its own (bundle-<version>.test.ts, run beside the other versions)', () => {
    const file = path.join(import.meta.dirname, `bundle-${version}.test.ts`);
    expect(fs.existsSync(file), file).toBe(true);
    expect(fs.readFileSync(file, 'utf8')).toContain(`describeBundles('${version}')`);
  });

  it('builds with Hermes, as the React Native template of its version does, using the hermesc react-native ships', async () => {
    const appDir = await installFixtureApp(version);
    expect(hermesEnabled(appDir), `fixture-apps/common/android/gradle.properties sets hermesEnabled=true`).toBe(true);
    expect(fs.statSync(hermescOf(appDir)).mode & 0o111, 'hermesc is executable').not.toBe(0);
  });
});
