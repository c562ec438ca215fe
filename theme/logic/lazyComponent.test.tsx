// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent } from './lazyComponent';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyComponent', () => {
  it('loads the component on first render only, then renders it with the props given', async () => {
    const load = vi.fn(async () => Greeting);
    const LazyGreeting = lazyComponent(load);
    expect(load).not.toHaveBeenCalled();
    const { container } = render(<LazyGreeting name="Re.Pack" />);
    expect(container).toBeEmptyDOMElement();
    expect(await screen.findByText('Hello Re.Pack')).toBeInTheDocument();
    render(<LazyGreeting name="again" />);
    expect(await screen.findByText('Hello again')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
