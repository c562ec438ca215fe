// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CodeBlock } from './CodeBlock';

vi.mock('@rspress/core/theme-original', () => ({
  CodeBlock: ({ children, containerElementClassName }: { children: React.ReactNode; containerElementClassName?: string }) => (
    <div data-testid="block" className={containerElementClassName}>
      {children}
    </div>
  ),
}));

describe('CodeBlock', () => {
  it('labels the language, outside the copied text', () => {
    render(
      <CodeBlock lang="ts">
        <pre>const a = 1;</pre>
      </CodeBlock>,
    );
    const label = screen.getByText('ts');
    expect(label).toHaveClass('rp-copy-ignore');
    expect(screen.getByTestId('block')).toHaveClass('repack-codeblock--labelled');
  });

  it('has no label for plain text', () => {
    render(
      <CodeBlock lang="txt">
        <pre>plain</pre>
      </CodeBlock>,
    );
    expect(document.querySelector('.repack-codeblock__lang')).toBeNull();
  });
});
