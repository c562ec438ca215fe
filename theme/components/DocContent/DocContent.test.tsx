// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { useState, type FC } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DocContent } from './DocContent';

const renders = vi.hoisted(() => ({ count: 0, components: undefined as Record<string, unknown> | undefined }));
vi.mock('@rspress/core/theme-original', () => ({
  DocContent: ({ components }: { components?: Record<string, unknown> }) => {
    renders.count += 1;
    renders.components = components;
    return <article>{components?.Note ? 'with components' : 'content'}</article>;
  },
}));

describe('DocContent', () => {
  it('renders the default content again only when its props change, not with each render of the layout', () => {
    const components: Record<string, FC> = { Note: () => <aside /> };
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

  it('hands the plain Markdown elements to MDX as element names, under the components it is given', () => {
    const Paragraph: FC = () => <p />;
    render(<DocContent components={{ p: Paragraph }} />);
    expect(renders.components).toMatchObject({ li: 'li', td: 'td', code: 'code', strong: 'strong', p: Paragraph });
    render(<DocContent components={undefined} />);
    expect(renders.components).toMatchObject({ p: 'p', li: 'li' });
  });
});
