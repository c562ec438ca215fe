// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Diagram } from './Diagram';

describe('Diagram', () => {
  it('renders a light and a dark variant with the same alt text and size', () => {
    render(<Diagram name="flow" alt="How a chunk is loaded" width={640} height={320} />);
    const images = screen.getAllByAltText('How a chunk is loaded');
    expect(images.map((image) => image.getAttribute('src'))).toEqual(['/diagrams/flow.svg', '/diagrams/flow-dark.svg']);
    for (const image of images) {
      expect(image).toHaveAttribute('width', '640');
      expect(image).toHaveAttribute('height', '320');
    }
  });
});
