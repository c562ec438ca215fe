// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SCROLLABLE_TABLE_LABEL, ScrollableTable } from './ScrollableTable';

const descriptors = {
  scrollWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollWidth'),
  clientWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth'),
};

function widths(scrollWidth: number, clientWidth: number) {
  Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, get: () => scrollWidth });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => clientWidth });
}

const table = (
  <ScrollableTable>
    <tbody>
      <tr>
        <td>cell</td>
      </tr>
    </tbody>
  </ScrollableTable>
);

describe('ScrollableTable', () => {
  afterEach(() => {
    for (const [name, descriptor] of Object.entries(descriptors)) {
      if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
    }
  });

  it('makes an overflowing table container a focusable, named region', () => {
    widths(900, 600);
    render(table);
    const region = screen.getByRole('region', { name: SCROLLABLE_TABLE_LABEL });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveClass('rp-table-scroll-container');
    expect(region).toContainElement(screen.getByRole('table'));
  });

  it('adds no tab stop to a table that fits', () => {
    widths(600, 600);
    const { container } = render(table);
    expect(screen.queryByRole('region')).toBeNull();
    expect(container.firstElementChild).not.toHaveAttribute('tabindex');
  });
});
