// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResultGroup } from '../../logic/search/groups';
import type { SearchAnswer, SearchEngine } from '../../logic/search/engine';

const navigate = vi.hoisted(() => vi.fn());

vi.mock('@rspress/core/runtime', () => ({
  useI18n: () => (key: string) => ({ searchPlaceholderText: 'Search Docs', searchPanelCancelText: 'Cancel' })[key] ?? key,
  useSite: () => ({ site: { title: 'Re.Pack', lang: 'en', search: {} } }),
  usePage: () => ({ page: { lang: 'en', version: '3.x' } }),
}));
vi.mock('@rspress/core/theme-original', () => ({
  IconClose: 'x',
  IconFile: 'f',
  IconHeader: 'h',
  IconJump: 'j',
  IconSearch: 's',
  IconTitle: 't',
  SvgWrapper: () => null,
  Link: ({ href, children, onClick, ...props }: { href: string; children: React.ReactNode; onClick?: () => void }) => (
    <a href={href} onClick={(event) => (event.preventDefault(), onClick?.())} {...props}>
      {children}
    </a>
  ),
  useLinkNavigate: () => navigate,
}));
// The real engine reads the index hashes from the site's build-time data.
vi.mock('../../logic/search/engine', () => ({ createSearchEngine: () => ({ prepare() {}, search: async () => [] }) }));
vi.mock('../../rspress-internals/styles/search-panel', () => ({}));

const { SearchPanel, SEARCH_DEBOUNCE_MS, otherVersionLabel } = await import('./SearchPanel');

const suggestion = (i: number) => ({
  type: 'content' as const,
  title: 'Code Splitting',
  header: `Section ${i}`,
  text: `Async chunk number ${i} is loaded on demand.`,
  highlights: [{ start: 6, length: 5 }],
  link: `/docs/code-splitting#s${i}`,
});

function engineWith(answer: (query: string) => ResultGroup[] | SearchAnswer | Promise<ResultGroup[]>) {
  const search = vi.fn(async (query: string): Promise<SearchAnswer> => {
    const answered = await answer(query);
    return Array.isArray(answered) ? { groups: answered } : answered;
  });
  return { engine: { prepare: vi.fn(), search } satisfies SearchEngine, search };
}

describe('SearchPanel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    navigate.mockClear();
    document.body.innerHTML = '<div id="__rspress_modal_container"></div>';
  });
  afterEach(() => vi.useRealTimers());

  const type = async (value: string) => {
    fireEvent.change(screen.getByRole('combobox', { name: 'Search Docs' }), { target: { value } });
    await act(async () => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
  };

  it('searches once typing pauses for 150 ms, marking the hits', async () => {
    const { engine, search } = engineWith(() => [{ id: 'repack', label: 'Re.Pack', suggestions: [suggestion(1)] }]);
    render(<SearchPanel onClose={() => {}} engine={engine} />);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'chu' } });
    await act(async () => vi.advanceTimersByTime(100));
    await type('chunk');
    expect(search).toHaveBeenCalledTimes(1);
    expect(search.mock.calls[0][0]).toBe('chunk');
    expect(screen.getByRole('option').querySelector('mark')).toHaveTextContent('chunk');
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('shows nothing for an empty query', async () => {
    const { engine, search } = engineWith(() => [{ id: 'repack', label: 'Re.Pack', suggestions: [suggestion(1)] }]);
    const { container } = render(<SearchPanel onClose={() => {}} engine={engine} />);
    await type('chunk');
    await type('   ');
    expect(search).toHaveBeenCalledTimes(1);
    expect(document.querySelector('.rp-search-panel__results')).toBeNull();
    void container;
  });

  it('says when a group has no hits, and when nothing answered at all', async () => {
    let groups: ResultGroup[] = [{ id: 'repack', label: 'Re.Pack', suggestions: [] }];
    const { engine } = engineWith(() => groups);
    render(<SearchPanel onClose={() => {}} engine={engine} />);
    await type('zzz');
    expect(document.querySelector('.rp-search-panel__results')).toHaveTextContent('No results for "zzz". Please try again with a different keyword.');
    groups = [];
    await type('yyy');
    expect(document.querySelector('.rp-search-panel__results')).toHaveTextContent('No results found');
  });

  it('groups results in tabs', async () => {
    const { engine } = engineWith(() => [
      { id: 'repack', label: 'Re.Pack', suggestions: [suggestion(1)] },
      { id: 'rspack', label: 'Rspack', suggestions: [] },
    ]);
    render(<SearchPanel onClose={() => {}} engine={engine} />);
    await type('chunk');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Re.Pack 1', 'Rspack 0']);
    fireEvent.click(tabs[1]);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('No results for "chunk"');
  });

  it('moves with the arrow keys, opens with Enter and closes with Escape', async () => {
    const onClose = vi.fn();
    const { engine } = engineWith(() => [{ id: 'repack', label: 'Re.Pack', suggestions: [suggestion(1), suggestion(2), suggestion(3)] }]);
    render(<SearchPanel onClose={onClose} engine={engine} />);
    await type('chunk');
    const selected = () => screen.getAllByRole('option').findIndex((option) => option.getAttribute('aria-selected') === 'true');
    expect(selected()).toBe(0);
    fireEvent.keyDown(document, { key: 'ArrowUp' });
    expect(selected()).toBe(2);
    fireEvent.keyDown(document, { key: 'ArrowDown' });
    fireEvent.keyDown(document, { key: 'ArrowDown' });
    expect(selected()).toBe(1);
    fireEvent.keyDown(document, { key: 'Enter' });
    expect(navigate).toHaveBeenCalledWith('/docs/code-splitting#s2');
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('keeps the answer to the latest query when an older one arrives late', async () => {
    let release: (groups: ResultGroup[]) => void = () => {};
    const { engine } = engineWith((query) =>
      query === 'slow'
        ? new Promise<ResultGroup[]>((resolve) => (release = resolve))
        : [{ id: 'repack', label: 'Re.Pack', suggestions: [suggestion(1)] }],
    );
    render(<SearchPanel onClose={() => {}} engine={engine} />);
    await type('slow');
    await type('chunk');
    await act(async () => release([{ id: 'repack', label: 'Re.Pack', suggestions: [] }]));
    expect(screen.getAllByRole('option')).toHaveLength(1);
  });

  it('drops the answer to the previous query when it arrives while the next one waits for the pause in typing', async () => {
    let release: (groups: ResultGroup[]) => void = () => {};
    const { engine } = engineWith((query) =>
      query === 'chu'
        ? new Promise<ResultGroup[]>((resolve) => (release = resolve))
        : [{ id: 'repack', label: 'Re.Pack', suggestions: [suggestion(1), suggestion(2)] }],
    );
    render(<SearchPanel onClose={() => {}} engine={engine} />);
    const input = screen.getByRole('combobox', { name: 'Search Docs' });
    await type('chu');
    fireEvent.change(input, { target: { value: 'chunk' } });
    await act(async () => release([{ id: 'repack', label: 'Re.Pack', suggestions: [suggestion(9)] }]));
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(input).toHaveAttribute('aria-busy', 'true');
    await act(async () => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect(input).toHaveAttribute('aria-busy', 'false');
  });

  it('lists other versions after the current one, once its results are shown, in a group labelled with the version, reached with the arrow keys', async () => {
    const own = { id: 'repack', label: 'Re.Pack', suggestions: [suggestion(1)] };
    const other = { ...suggestion(2), link: '/2.x/docs/code-splitting#s2' };
    let release: (groups: ResultGroup[]) => void = () => {};
    const more = vi.fn(() => new Promise<ResultGroup[]>((resolve) => (release = resolve)));
    const { engine } = engineWith(() => ({ groups: [own], more }));
    render(<SearchPanel onClose={() => {}} engine={engine} />);
    await type('chunk');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    expect(more).toHaveBeenCalledTimes(1);
    await act(async () => release([{ ...own, otherVersions: [{ version: '2.x', suggestions: [other] }] }]));
    const group = screen.getByRole('group', { name: otherVersionLabel('2.x') });
    expect(group.querySelector('[role="option"] a')).toHaveAttribute('href', '/2.x/docs/code-splitting#s2');
    expect(screen.getAllByRole('option').map((option) => option.querySelector('a')?.getAttribute('href'))).toEqual(['/docs/code-splitting#s1', '/2.x/docs/code-splitting#s2']);
    expect(more).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document, { key: 'ArrowDown' });
    fireEvent.keyDown(document, { key: 'Enter' });
    expect(navigate).toHaveBeenCalledWith('/2.x/docs/code-splitting#s2');
  });
});
