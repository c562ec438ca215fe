/**
 * Valid HTML: html-validate with its `html-validate:standard` preset (the repository's
 * `.htmlvalidate.json`, no rule turned off) over every page of the build, the 404 document included.
 * The prerendered HTML is what a reader without JavaScript, a crawler and assistive technology
 * read first; a `<div>` in a `<button>` or a duplicate id there is a defect even if hydration
 * later replaces the markup.
 */
import path from 'node:path';
import { FileSystemConfigLoader, HtmlValidate, type Message } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { DOC_BUILD, ROOT, listSitePages } from '../support/site-pages';

const validator = new HtmlValidate(new FileSystemConfigLoader());

const describeMessage = (file: string, message: Message) =>
  `${path.relative(DOC_BUILD, file)}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`;

describe('valid HTML (html-validate:standard)', () => {
  it('finds the errors its preset is for, with the configuration the pages are checked with', async () => {
    const report = await validator.validateString(
      '<!doctype html><html lang="en"><head><title>t</title></head><body><button type="button"><div>x</div></button><p id="a"></p><p id="a"></p></body></html>',
      path.join(ROOT, 'doc_build', 'fixture.html'),
    );
    expect(report.results.flatMap((result) => result.messages.map((message) => message.ruleId)).sort()).toEqual(['element-permitted-content', 'no-dup-id']);
  });

  it('reports no error on any built page', async () => {
    const pages = listSitePages(DOC_BUILD, { include404: true });
    expect(pages.length).toBeGreaterThan(200);
    const errors: string[] = [];
    for (const { file } of pages) {
      const report = await validator.validateFile(file);
      for (const result of report.results) for (const message of result.messages) errors.push(describeMessage(file, message));
    }
    expect(errors).toEqual([]);
  }, 300_000);
});
