import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSmallSite } from './small-site';

const root = path.resolve(__dirname, '..');
const workDir = path.join(root, 'e2e', '.output', 'build-errors');

/**
 * A one-version site made of the given pages with the project's own Markdown and frontmatter
 * checks (the real config, minus the other versions and the API generation).
 */
function buildSite(name: string, pages: Record<string, string>) {
  return buildSmallSite({
    siteDir: path.join(workDir, name),
    files: { 'index.md': '# Home\n', ...pages },
    multiVersion: 'undefined',
    plugins: ['repack-frontmatter-check'],
  });
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
