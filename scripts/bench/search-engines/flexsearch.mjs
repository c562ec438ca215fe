/**
 * Rspress 2's local search as the site configured it before (the baseline of
 * scripts/bench/search-engines.mjs): FlexSearch, `tokenize: 'full'`, a title, a headings and a
 * text field, results listed field by field. Pages of one version's built index in, a search
 * function out, giving links best first. Runs in Node and in Chromium (through an import map).
 */
import { Document } from 'flexsearch';

/** Rspress's `normalizeTextCase`: lower case without accents. */
const normalize = (text) => String(text).toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '');
const FIELDS = ['normalizedTitle', 'headers', 'normalizedContent'];

export async function build(pages, limit) {
  const index = new Document({ tokenize: 'full', document: { id: 'id', store: true, index: FIELDS }, cache: 100, encoder: { maxlength: 64 } });
  await Promise.all(
    pages.map((page, id) =>
      index.addAsync(id, {
        id,
        normalizedTitle: normalize(page.title),
        headers: (page.toc ?? []).map((heading) => normalize(heading.text)).join(' '),
        normalizedContent: normalize(page.content ?? ''),
      }),
    ),
  );
  return async (query) => {
    const fields = await index.searchAsync(query, { limit, index: FIELDS });
    return [...new Set(fields.flatMap((field) => field.result))].map((id) => pages[id].routePath);
  };
}
