// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { useState, type FC } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DocContent } from './DocContent';

const renders = vi.hoisted(() => ({ count: 0 }));
vi.mock('@rspress/core/theme-original', () => ({
  DocContent: ({ components }: { components?: object }) => {
    renders.count += 1;
    return <article>{components ? 'with components' : 'content'}</article>;
  },
}));

describe('DocContent', () => {
  it('renders the default content again only when its props change, not with each render of the layout', () => {
    const components: Record<string, FC> = {};
    let setTick: (tick: number) => void = () => {};
    let setComponents: (value: Record<string, FC>) => void = () => {};
    function Layout() {
      const [tick, updateTick] = useState(0);
      const [current, updateComponents] = useState(components);
      setTick = updateTick;
      setComponents = updateComponents;
      return (
        <main data-tick={tick}>
          <DocContent components={current} />
        </main>
      );
    }
    const { getByRole } = render(<Layout />);
    expect(getByRole('article').textContent).toBe('with components');
    expect(renders.count).toBe(1);
    act(() => setTick(1));
    expect(renders.count).toBe(1);
    act(() => setComponents({ Note: () => <aside /> }));
    expect(renders.count).toBe(2);
  });
});
