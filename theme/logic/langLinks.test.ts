import { describe, expect, it } from 'vitest';
import { offersLanguageChoice, pathInLang } from './langLinks';

const site = { langs: ['en', 'zh'], defaultLang: 'en', versions: [] };

describe('pathInLang', () => {
  it('adds and removes the language prefix, keeping the page', () => {
    expect(pathInLang('/guide/setup', 'zh', site)).toBe('/zh/guide/setup');
    expect(pathInLang('/zh/guide/setup', 'en', site)).toBe('/guide/setup');
    expect(pathInLang('/zh/guide/', 'zh', site)).toBe('/zh/guide/');
    expect(pathInLang('/en/guide', 'zh', site)).toBe('/zh/guide');
  });

  it('switches the home pages', () => {
    expect(pathInLang('/', 'zh', site)).toBe('/zh/');
    expect(pathInLang('/zh/', 'en', site)).toBe('/');
    expect(pathInLang('/zh', 'en', site)).toBe('/');
  });

  it('keeps a version prefix in front', () => {
    const versioned = { ...site, versions: ['2.x', '3.x'] };
    expect(pathInLang('/2.x/guide', 'zh', versioned)).toBe('/2.x/zh/guide');
    expect(pathInLang('/2.x/zh/', 'en', versioned)).toBe('/2.x/');
  });
});

describe('offersLanguageChoice', () => {
  it('is true from two locales on', () => {
    expect(offersLanguageChoice(undefined)).toBe(false);
    expect(offersLanguageChoice([])).toBe(false);
    expect(offersLanguageChoice([{ lang: 'en' }])).toBe(false);
    expect(offersLanguageChoice([{ lang: 'en' }, { lang: 'zh' }])).toBe(true);
  });
});
