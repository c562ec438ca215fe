// @vitest-environment jsdom
import fs from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IconCopy, IconWrapped } from './IconSprite';
import spriteUrl from './icons.svg?url';
import { SPRITE_ICONS, spriteNameOfSocialIcon } from './SpriteIcon';

const sprite = fs.readFileSync(path.join(__dirname, 'icons.svg'), 'utf8');

describe('icon sprite', () => {
  it('holds exactly the symbols the theme references, each with a view box', () => {
    const symbols = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">/g)].map((match) => match[1]);
    expect(symbols.sort()).toEqual([...SPRITE_ICONS].sort());
    expect(sprite.match(/<symbol/g)).toHaveLength(SPRITE_ICONS.size);
  });

  it('gives the theme code block icons that draw the symbols by reference, keeping the classes they are given', () => {
    const { container } = render(
      <>
        <IconCopy className="rp-code-copy-button__icon" />
        <IconWrapped />
      </>,
    );
    const [copy, wrapped] = container.querySelectorAll('svg');
    expect(copy).toHaveClass('rp-code-copy-button__icon');
    expect(copy).toHaveAttribute('aria-hidden', 'true');
    expect(copy.querySelector('use')).toHaveAttribute('href', `${spriteUrl}#copy`);
    expect(wrapped.querySelector('use')).toHaveAttribute('href', `${spriteUrl}#wrapped`);
  });

  it('names the social icons it has, whatever their case in the config', () => {
    expect(spriteNameOfSocialIcon('X')).toBe('x');
    expect(spriteNameOfSocialIcon('github')).toBe('github');
    expect(spriteNameOfSocialIcon('youtube')).toBeUndefined();
  });
});
