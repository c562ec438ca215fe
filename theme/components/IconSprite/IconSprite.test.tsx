// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { IconCopy, IconSprite, IconWrapped } from './IconSprite';
import { iconId, socialIconName } from './SpriteIcon';

vi.mock('@rspress/core/theme-original', () => {
  const icon = (name: string) => (props: object) => <svg data-icon={name} {...props} />;
  return { IconCopy: icon('copy'), IconSuccess: icon('success'), IconWrap: icon('wrap'), IconWrapped: icon('wrapped') };
});

vi.mock('../../logic/socialIcons', () => ({
  socialIcons: { github: '<svg data-icon="github" viewBox="0 0 24 24"></svg>', discord: '<svg data-icon="discord"></svg>' },
}));

describe('IconSprite', () => {
  it('holds one symbol per code block icon and per social icon, out of the accessibility tree', () => {
    const { container } = render(<IconSprite />);
    const sprite = container.querySelector('svg.repack-icon-sprite')!;
    expect(sprite).toHaveAttribute('aria-hidden', 'true');
    const symbols = [...sprite.querySelectorAll('symbol')];
    expect(symbols.map((symbol) => symbol.id)).toEqual(
      ['copy', 'success', 'wrap', 'wrapped', socialIconName('github'), socialIconName('discord')].map(iconId),
    );
    for (const symbol of symbols) expect(symbol.querySelector('svg[data-icon]')).not.toBeNull();
  });

  it('gives the theme icons that draw the symbols by reference, keeping the classes they are given', () => {
    const { container } = render(
      <>
        <IconCopy className="rp-code-copy-button__icon" />
        <IconWrapped />
      </>,
    );
    const [copy, wrapped] = container.querySelectorAll('svg');
    expect(copy).toHaveClass('rp-code-copy-button__icon');
    expect(copy.querySelector('use')).toHaveAttribute('href', `#${iconId('copy')}`);
    expect(copy).toHaveAttribute('aria-hidden', 'true');
    expect(wrapped.querySelector('use')).toHaveAttribute('href', `#${iconId('wrapped')}`);
  });
});
