// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { inertWhen } from './inert';

describe('inertWhen', () => {
  it('makes the element inert in the prerendered HTML and in the browser, with the installed React', () => {
    expect(renderToString(<div {...inertWhen(true)}>items</div>)).toBe('<div inert="">items</div>');
    const { container } = render(<div {...inertWhen(true)}>items</div>);
    expect(container.firstElementChild).toHaveAttribute('inert');
  });

  it('leaves the element alone otherwise', () => {
    expect(renderToString(<div {...inertWhen(false)}>items</div>)).toBe('<div>items</div>');
    const { container } = render(<div {...inertWhen(false)}>items</div>);
    expect(container.firstElementChild).not.toHaveAttribute('inert');
  });
});
