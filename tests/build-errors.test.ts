import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '..');
const workDir = path.join(root, 'e2e', '.output', 'build-errors');
const rspressBin = path.join(root, 'node_modules', '@rspress', 'core', 'bin', 'rspress.js');

/**
 * Builds a one-version site made of the given pages with the project's own Markdown and
 * frontmatter checks (the real config, minus the other versions and the API generation).
 */
function buildSite(name: string, pages: Record<string, string>) {
  const siteDir = path.join(workDir, name);
  fs.rmSync(siteDir, { recursive: true, force: true });
  for (const [file, source] of Object.entries({ 'index.md': '# Home\n', ...pages })) {
    fs.mkdirSync(path.dirname(path.join(siteDir, 'docs', file)), { recursive: true });
    fs.writeFileSync(path.join(siteDir, 'docs', file), source);
  }
  const configFile = path.join(siteDir, 'rspress.config.ts');
  fs.writeFileSync(
    configFile,
    [
      `import config from ${JSON.stringify(path.join(root, 'rspress.config.ts'))};`,
      'export default {',
      '  ...config,',
      `  root: ${JSON.stringify(path.join(siteDir, 'docs'))},`,
      `  outDir: ${JSON.stringify(path.join(siteDir, 'doc_build'))},`,
      '  multiVersion: undefined,',
      '  icon: undefined,',
      '  logo: undefined,',
      "  plugins: config.plugins.filter((plugin) => plugin.name === 'repack-frontmatter-check'),",
      '};',
    ].join('\n'),
  );
  const result = spawnSync(process.execPath, [rspressBin, 'build', '-c', configFile], {
    cwd: siteDir,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}`, siteDir };
}

afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

describe('bad input fails the build and names the file', { timeout: 60_000 }, () => {
  it('builds a good site', () => {
    const { status, output } = buildSite('good', { 'guide.md': '# Guide\n\n[Home](/)\n\n## Part\n\n[Part](#part)\n' });
    expect(output).not.toMatch(/error/i);
    expect(status).toBe(0);
  });

  it('fails on a dead link', () => {
    const { status, output } = buildSite('dead-link', { 'guide.md': '# Guide\n\n[Missing](/no/such/page)\n' });
    expect(status).not.toBe(0);
    expect(output).toMatch(/Dead link[\s\S]*guide\.md/i);
    expect(output).toContain('/no/such/page');
  });

  it('fails on a dead anchor', () => {
    const { status, output } = buildSite('dead-anchor', { 'guide.md': '# Guide\n\n[Missing](#no-such-heading)\n' });
    expect(status).not.toBe(0);
    expect(output).toContain('guide.md');
  });

  it('fails on malformed frontmatter', () => {
    const { status, output } = buildSite('malformed-frontmatter', { 'broken.md': '---\ntitle: [unclosed\n---\n# Broken\n' });
    expect(status).not.toBe(0);
    expect(output).toMatch(/Malformed frontmatter in \S*broken\.md/);
  });

  it('fails on a bad frontmatter value', () => {
    const { status, output } = buildSite('bad-frontmatter', { 'page.md': '---\npageType: landing\n---\n# Page\n' });
    expect(status).not.toBe(0);
    expect(output).toMatch(/Bad frontmatter in \S*page\.md: pageType/);
  });

  it('fails on an MDX syntax error', () => {
    const { status, output } = buildSite('mdx-error', { 'broken.mdx': '# Broken\n\n<Unclosed>\n\nText\n' });
    expect(status).not.toBe(0);
    expect(output).toContain('broken.mdx');
  });
});
