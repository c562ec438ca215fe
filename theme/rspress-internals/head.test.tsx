// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHead, Head, UnheadProvider, useHead, type HeadInput } from './head';

const PRERENDERED = `
  <title>First - Site</title>
  <meta property="og:url" content="https://example.org/first">
  <link rel="alternate" type="text/markdown" href="https://example.org/first.md">
  <meta property="og:type" content="website">
  <meta property="og:title" content="First - Site">
  <meta name="description" content="First page.">
  <meta property="og:description" content="First page.">`;

function Page({ input, links }: { input: HeadInput; links: string[] }) {
  useHead(input);
  return (
    <Head>
      {links.map((href) => (
        <link key={href} rel="alternate" type="text/markdown" href={href} />
      ))}
    </Head>
  );
}

const headOf = (title: string, description?: string): HeadInput => ({
  htmlAttrs: { lang: 'en' },
  title,
  meta: [
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: title },
    ...(description ? [{ name: 'description', content: description }, { property: 'og:description', content: description }] : []),
  ],
});

const metas = () => [...document.head.querySelectorAll('meta')].map((meta) => `${meta.getAttribute('name') ?? meta.getAttribute('property')}=${meta.getAttribute('content')}`);
const links = () => [...document.head.querySelectorAll('link')].map((link) => link.getAttribute('href'));

async function flush() {
  await act(async () => {
    await vi.runAllTimersAsync();
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  document.head.innerHTML = PRERENDERED;
  document.documentElement.setAttribute('lang', 'en');
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the browser head manager (replacing @unhead/react)', () => {
  it('leaves the prerendered head as it is on the first render', async () => {
    const before = document.head.innerHTML;
    const head = createHead();
    render(
      <UnheadProvider head={head}>
        <Page input={headOf('First - Site', 'First page.')} links={['https://example.org/first.md']} />
      </UnheadProvider>,
    );
    await flush();
    expect(document.head.innerHTML).toBe(before);
    expect(document.title).toBe('First - Site');
  });

  it('brings title, lang, metas and links in line on a change, one of each, leaving tags no component names', async () => {
    const head = createHead();
    let navigate: (input: HeadInput, links: string[]) => void = () => {};
    function App() {
      const [state, setState] = useState({ input: headOf('First - Site', 'First page.'), links: ['https://example.org/first.md'] });
      navigate = (input, next) => setState({ input, links: next });
      return <Page input={state.input} links={state.links} />;
    }
    render(
      <UnheadProvider head={head}>
        <App />
      </UnheadProvider>,
    );
    await flush();
    act(() => navigate({ ...headOf('Second - Site', 'Second page.'), htmlAttrs: { lang: 'zh' } }, ['https://example.org/second.md']));
    await flush();
    expect(document.title).toBe('Second - Site');
    expect(document.documentElement.getAttribute('lang')).toBe('zh');
    expect(metas()).toEqual(['og:url=https://example.org/first', 'og:type=website', 'og:title=Second - Site', 'description=Second page.', 'og:description=Second page.']);
    expect(links()).toEqual(['https://example.org/second.md']);

    // A page without a description: its metas go (Rspress then asks for none).
    act(() => navigate(headOf('Third - Site'), []));
    await flush();
    expect(metas()).toEqual(['og:url=https://example.org/first', 'og:type=website', 'og:title=Third - Site']);
    expect(links()).toEqual([]);
  });

  it('removes what an unmounted component asked for and restores the first title', async () => {
    const head = createHead();
    const { rerender } = render(
      <UnheadProvider head={head}>
        <Head>
          <title>Other</title>
          <meta name="robots" content="noindex" />
        </Head>
      </UnheadProvider>,
    );
    await flush();
    expect(document.title).toBe('Other');
    expect(metas()).toContain('robots=noindex');
    rerender(<UnheadProvider head={head}>{null}</UnheadProvider>);
    await flush();
    expect(document.title).toBe('First - Site');
    expect(metas()).not.toContain('robots=noindex');
  });

  it('reads <Head> children as unhead does: React prop names, text and raw content', async () => {
    render(
      <UnheadProvider head={createHead()}>
        <Head>
          <>
            <title>{['A', ' - ', 'B']}</title>
            <meta httpEquiv="refresh" content="5" />
          </>
          <script type="application/ld+json">{'{"a":1}'}</script>
          <style dangerouslySetInnerHTML={{ __html: 'p{}' }} />
          <div className="not-a-head-tag" />
        </Head>
      </UnheadProvider>,
    );
    await flush();
    expect(document.title).toBe('A - B');
    expect(document.head.querySelector('meta[http-equiv="refresh"]')?.getAttribute('content')).toBe('5');
    expect(document.head.querySelector('script[type="application/ld+json"]')?.innerHTML).toBe('{"a":1}');
    expect(document.head.querySelector('style')?.innerHTML).toBe('p{}');
    expect(document.querySelector('.not-a-head-tag')).toBeNull();
  });

  it('fails clearly without the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Orphan() {
      useHead({ title: 'x' });
      return null;
    }
    expect(() => render(<Orphan />)).toThrow('useHead() was called without provide context.');
  });
});
