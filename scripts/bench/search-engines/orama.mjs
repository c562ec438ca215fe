/**
 * Orama for scripts/bench/search-engines.mjs: its default tokenizer, the site's field boosts
 * (title 6, headings 2, text 1) and one typo allowed. Runs in Node and in Chromium.
 */
import { create, insertMultiple, search } from '@orama/orama';

export async function build(pages, limit) {
  const db = create({ schema: { title: 'string', headings: 'string', content: 'string' } });
  await insertMultiple(
    db,
    pages.map((page, id) => ({ id: String(id), title: page.title, headings: (page.toc ?? []).map((heading) => heading.text).join(' '), content: page.content ?? '' })),
  );
  return async (query) => {
    const result = await search(db, { term: query, properties: ['title', 'headings', 'content'], boost: { title: 6, headings: 2 }, tolerance: 1, limit });
    return result.hits.map((hit) => pages[Number(hit.id)].routePath);
  };
}
