// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const runtime = vi.hoisted(() => ({ search: {} as unknown, panelLoads: 0 }));

vi.mock('@rspress/core/runtime', () => ({ useSite: () => ({ site: { search: runtime.search } }) }));
vi.mock('../SearchButton/SearchButton', () => ({
  SearchButton: ({ setFocused }: { setFocused: (value: boolean) => void }) => (
    <button type="button" onClick={() => setFocused(true)}>
      Search Docs
    </button>
  ),
}));
vi.mock('../DocSearch/DocSearch', () => ({
  DocSearch: ({ appId, indexName }: { appId: string; indexName: string }) => <button type="button">{`DocSearch ${appId} ${indexName}`}</button>,
}));
vi.mock('../SearchPanel/SearchPanel', () => {
  runtime.panelLoads += 1;
  return {
    SearchPanel: ({ onClose }: { onClose: () => void }) => (
      <div role="dialog" aria-label="Search">
        <button type="button" onClick={onClose}>
          close
        </button>
      </div>
    ),
  };
});

const { Search } = await import('./Search');
const globals = globalThis as { __REPACK_DOCSEARCH__?: unknown };

describe('Search', () => {
  beforeEach(() => {
    runtime.search = {};
  });
  afterEach(() => {
    delete globals.__REPACK_DOCSEARCH__;
  });

  it('loads the panel only when search opens', async () => {
    render(<Search />);
    expect(runtime.panelLoads).toBe(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Search Docs' }));
    expect(await screen.findByRole('dialog', { name: 'Search' })).toBeInTheDocument();
    expect(runtime.panelLoads).toBe(1);
  });

  it('opens and closes with Ctrl+K and Cmd+K, giving focus back', async () => {
    render(<Search />);
    const button = screen.getByRole('button', { name: 'Search Docs' });
    button.focus();
    act(() => void fireEvent.keyDown(document, { key: 'k', ctrlKey: true }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    act(() => void fireEvent.keyDown(document, { key: 'k', metaKey: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();
    act(() => void fireEvent.keyDown(document, { key: 'K', metaKey: true }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('ignores K without a modifier, and is absent when search is off', () => {
    const view = render(<Search />);
    fireEvent.keyDown(document, { key: 'k' });
    expect(screen.queryByRole('dialog')).toBeNull();
    view.unmount();
    runtime.search = false;
    const { container } = render(<Search />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is DocSearch when the build configured it (plugins/seo), with the local search off', () => {
    globals.__REPACK_DOCSEARCH__ = { appId: 'APP', apiKey: 'search-only', indexName: 'repack' };
    // @rspress/plugin-algolia turns the local search off.
    runtime.search = false;
    render(<Search />);
    expect(screen.getByRole('button', { name: 'DocSearch APP repack' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Search Docs' })).toBeNull();
    fireEvent.keyDown(document, { key: 'k', ctrlKey: true });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is the local search when the build defined no DocSearch settings (null)', () => {
    globals.__REPACK_DOCSEARCH__ = null;
    render(<Search />);
    expect(screen.getByRole('button', { name: 'Search Docs' })).toBeInTheDocument();
  });
});
