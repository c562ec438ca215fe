// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import DefaultPreview, { Preview } from './Preview';

describe('Preview', () => {
  it('shows the rendered demo with its code under it', () => {
    render(
      <Preview previewMode="internal" demoId="_contributing_writing_docs_1">
        <pre data-testid="code">{'<Tabs />'}</pre>
        <div data-testid="demo">rendered</div>
      </Preview>,
    );
    const figure = screen.getByRole('figure');
    expect(figure).toHaveAttribute('data-demo-id', '_contributing_writing_docs_1');
    const demo = screen.getByTestId('demo');
    const code = screen.getByTestId('code');
    // Result first, code after it, both visible (no toggle).
    expect(demo.compareDocumentPosition(code) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(demo.closest('.repack-preview__result')).not.toBeNull();
    expect(code.closest('figcaption')).not.toBeNull();
    expect(screen.getByText('Code of the example above')).toBeInTheDocument();
  });

  it('is the default export the preview plugin imports', () => {
    expect(DefaultPreview).toBe(Preview);
  });
});
