import type { UserConfig } from '@rspress/core';
import { describe, expect, it } from 'vitest';
import { pageFeedbackPlugin } from './index';

const run = (plugin: ReturnType<typeof pageFeedbackPlugin>, config: UserConfig) =>
  (plugin.config as (config: UserConfig, utils: unknown, isProd: boolean) => UserConfig)(config, {}, true);

describe('pageFeedbackPlugin', () => {
  it('passes the repository to the theme, keeping the rest of the theme configuration', () => {
    const config = run(pageFeedbackPlugin({ repository: 'https://github.com/callstack/repack-website/' }), { themeConfig: { hideNavbar: 'auto' } });
    expect(config.themeConfig).toEqual({ hideNavbar: 'auto', pageFeedback: { repository: 'https://github.com/callstack/repack-website' } });
  });

  it.each(['callstack/repack-website', 'https://gitlab.com/a/b', 'https://github.com/only-owner', 'http://github.com/a/b'])('rejects %j, naming the configuration file', (repository) => {
    expect(() => pageFeedbackPlugin({ repository })).toThrow(/rspress\.config\.ts: pageFeedbackPlugin\(\{ repository \}\) must be a GitHub repository URL/);
  });
});
