// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HomeFooter } from './HomeFooter';

describe('HomeFooter', () => {
  it('leaves the footer message to the site footer', () => {
    const { container } = render(<HomeFooter />);
    expect(container).toBeEmptyDOMElement();
  });
});
