// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

const received = vi.hoisted(() => [] as unknown[]);
vi.mock('@rspress/plugin-algolia/runtime', () => ({
  Search: (props: unknown) => {
    received.push(props);
    return <button type="button">DocSearch</button>;
  },
}));

const { DocSearch } = await import('./DocSearch');

describe('DocSearch', () => {
  it("renders @rspress/plugin-algolia's search with the build's application, key and index", () => {
    render(<DocSearch appId="APP" apiKey="search-only" indexName="repack" />);
    expect(screen.getByRole('button', { name: 'DocSearch' })).toBeInTheDocument();
    expect(received).toEqual([{ docSearchProps: { appId: 'APP', apiKey: 'search-only', indexName: 'repack' } }]);
  });
});
