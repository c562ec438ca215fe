import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOCS_VERSIONS, fixtureSourceDir, installFixtureApp } from './fixture-apps';
import { createWorkspace } from './fixture-build';
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

describe('a build workspace', () => {
  it("copies the app's sources with their modification times, so webpack's cache of an earlier run stays valid", async () => {
    const appDir = fs.mkdtempSync(path.join(os.tmpdir(), 'repack-docs-workspace-'));
    try {
      fs.mkdirSync(path.join(appDir, 'node_modules'));
      fs.mkdirSync(path.join(appDir, 'src'));
      fs.writeFileSync(path.join(appDir, 'babel.config.js'), 'module.exports = {};\n');
      fs.writeFileSync(path.join(appDir, 'src', 'App.tsx'), 'export default null;\n');
      const installedAt = new Date('2026-01-02T03:04:05Z');
      for (const file of ['babel.config.js', 'src/App.tsx']) fs.utimesSync(path.join(appDir, file), installedAt, installedAt);
      const workspace = await createWorkspace(appDir);
      try {
        for (const file of ['babel.config.js', 'src/App.tsx']) {
          expect(fs.statSync(path.join(workspace.dir, file)).mtime.toISOString(), file).toBe(installedAt.toISOString());
        }
        expect(fs.realpathSync(path.join(workspace.dir, 'node_modules'))).toBe(fs.realpathSync(path.join(appDir, 'node_modules')));
      } finally {
        workspace.release();
        fs.rmSync(workspace.dir, { recursive: true, force: true });
      }
    } finally {
      fs.rmSync(appDir, { recursive: true, force: true });
    }
  });
});
