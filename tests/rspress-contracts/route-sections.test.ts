/**
 * Contract of plugins/route-table's split by section with the installed @rspress/core, on a real
 * build of a small site: a generated module imported by its alias with a query
 * (`GENERATED_MODULE_IMPORT`, `virtual-routes?repack-section=…`) is generated again and reaches the
 * transforms with that query, so a section's routes, pages and sidebars end up in a chunk of their own.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLED_FROM_THE_SITE } from '../../plugins/rspress-internals';
import { buildSmallSite } from '../small-site';

const siteDir = path.resolve(__dirname, '..', '..', 'e2e', '.output', 'rspress-contracts-sections');
const outDir = path.join(siteDir, 'doc_build');
const SECTION_PAGE_TITLE = 'Sectioned page';

let build: ReturnType<typeof buildSmallSite>;

beforeAll(() => {
  build = buildSmallSite({
    siteDir,
    files: {
      'index.md': '---\npageType: home\ntitle: Home\n---\n',
      '_nav.json': JSON.stringify([{ text: 'Section', link: '/section/one', activeMatch: '^/section/' }]),
      'section/one.md': `# ${SECTION_PAGE_TITLE}\n\nA page in a folder: its route is in the /section section.\n`,
      'section/two.md': '# Another page\n\nText.\n',
    },
    multiVersion: 'undefined',
    plugins: ['repack-performance', 'repack-route-table'],
    linkPackages: Object.keys(BUNDLED_FROM_THE_SITE),
  });
}, 300_000);

afterAll(() => fs.rmSync(siteDir, { recursive: true, force: true }));

const entryChunk = () => {
  const entry = fs.readdirSync(path.join(outDir, 'static', 'js')).find((file) => /^index\.[0-9a-f]+\.js$/.test(file));
  return fs.readFileSync(path.join(outDir, 'static', 'js', entry!), 'utf8');
};

describe('route sections on a real build', () => {
  it('builds the fixture site', () => {
    expect(build.output).not.toMatch(/\berror\b/i);
    expect(build.status, build.output.slice(-2000)).toBe(0);
  });

  it("a section's page preloads the section's chunk, which holds its routes, page list entries and sidebar (generated modules imported with a query)", () => {
    const html = fs.readFileSync(path.join(outDir, 'section', 'one.html'), 'utf8');
    const preloads = [...html.matchAll(/<link rel="preload" href="\/([^"]+)" as="script">/g)].map((match) => match[1]);
    expect(preloads, 'the page does not preload its section chunk before its own').toHaveLength(2);
    const sectionChunk = fs.readFileSync(path.join(outDir, preloads[0]), 'utf8');
    expect(sectionChunk, 'no route of the section').toContain('filePath:"section/one.md"');
    expect(sectionChunk, 'no page list entry of the section (virtual-page-data?repack-section=…)').toContain(`title:"${SECTION_PAGE_TITLE}"`);
    expect(sectionChunk, 'no sidebar of the section (virtual-site-data?repack-section=…)').toMatch(/"\/section":\[\{text:"Sectioned page",link:"\/section\/one(\.html)?"\}/);
  });

  it("the entry chunk keeps only the section's paths", () => {
    const entry = entryChunk();
    expect(entry, 'the section page list entry or sidebar').not.toContain(SECTION_PAGE_TITLE);
    expect(entry, 'the section route').not.toContain('section/one.md');
    expect(entry, "the section route's path").toContain('"/section/one"');
  });

  it('pages outside a section preload no section chunk', () => {
    const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
    expect([...html.matchAll(/<link rel="preload" href="[^"]+" as="script">/g)]).toHaveLength(1);
  });
});
