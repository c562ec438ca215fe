import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SPRITE_ICONS, spriteNameOfSocialIcon } from './SpriteIcon';

const sprite = fs.readFileSync(path.join(__dirname, 'icons.svg'), 'utf8');

describe('icon sprite', () => {
  it('holds exactly the symbols the theme references, each with a view box', () => {
    const symbols = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">/g)].map((match) => match[1]);
    expect(symbols.sort()).toEqual([...SPRITE_ICONS].sort());
    expect(sprite.match(/<symbol/g)).toHaveLength(SPRITE_ICONS.size);
  });

  it('names the social icons it has, whatever their case in the config', () => {
    expect(spriteNameOfSocialIcon('X')).toBe('x');
    expect(spriteNameOfSocialIcon('github')).toBe('github');
    expect(spriteNameOfSocialIcon('youtube')).toBeUndefined();
  });
});
