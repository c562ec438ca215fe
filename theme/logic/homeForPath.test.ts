import { describe, expect, it } from 'vitest';
import { versionHome } from '../../shared/site-versions.mjs';
import { homeForPath } from './homeForPath';

const site = { versions: ['2.x', '3.x'], defaultVersion: '3.x', langs: ['en', 'zh'], defaultLang: 'en' };

describe('homeForPath', () => {
  it('sends unknown paths of the default version home', () => {
    expect(homeForPath('/x', site)).toBe('/');
    expect(homeForPath('/no/such', site)).toBe('/');
    expect(homeForPath('/404', site)).toBe('/');
    expect(homeForPath('/', site)).toBe('/');
  });

  it('keeps an older version', () => {
    expect(homeForPath('/2.x/x', site)).toBe('/2.x/');
    expect(homeForPath('/2.x/no/such', site)).toBe('/2.x/');
    expect(homeForPath('/2.x', site)).toBe('/2.x/');
  });

  it('keeps a locale prefix together with the version, in either order', () => {
    expect(homeForPath('/zh/2.x/x', site)).toBe('/zh/2.x/');
    expect(homeForPath('/2.x/zh/x', site)).toBe('/2.x/zh/');
    expect(homeForPath('/zh/x', site)).toBe('/zh/');
  });

  it('drops prefixes of the default version and language', () => {
    expect(homeForPath('/3.x/x', site)).toBe('/');
    expect(homeForPath('/en/2.x/x', site)).toBe('/2.x/');
  });

  it('only looks at the first two segments', () => {
    expect(homeForPath('/docs/2.x/x', site)).toBe('/');
    expect(homeForPath('/x/y/2.x', site)).toBe('/');
  });

  it("agrees with the site's version-prefix rules (shared/site-versions.mjs) for every version", () => {
    for (const version of site.versions) expect(homeForPath(`/${version}/docs/x`, site)).toBe(versionHome(version, site.defaultVersion));
  });
});
