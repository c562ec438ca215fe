import { describe, expect, it } from 'vitest';
import { codeLanguageLabel } from './codeLanguage';

describe('codeLanguageLabel', () => {
  it('shows the language of the code block', () => {
    expect(codeLanguageLabel('ts')).toBe('ts');
    expect(codeLanguageLabel('Bash')).toBe('bash');
  });

  it('shows nothing for plain text', () => {
    for (const lang of [undefined, '', 'txt', 'text', 'plaintext']) expect(codeLanguageLabel(lang)).toBe('');
  });
});
