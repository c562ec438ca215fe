import { describe, expect, it } from 'vitest';
import { providedPageLayout, providePageLayout } from './pageLayouts';

describe('pageLayouts', () => {
  it('hands out the layout provided under a name, and nothing for other names', () => {
    const Layout = () => null;
    expect(providePageLayout('HomeLayout', Layout)).toBe(Layout);
    expect(providedPageLayout('HomeLayout')).toBe(Layout);
    expect(providedPageLayout('Overview')).toBeUndefined();
  });
});
