import type { RspressPlugin } from '@rspress/core';

export interface PageFeedbackPluginOptions {
  /** The docs' GitHub repository, `https://github.com/<owner>/<name>`: "No" opens a new issue there. */
  repository: string;
}

const GITHUB_REPOSITORY = /^https:\/\/github\.com\/[\w.-]+\/[\w.-]+$/;

/**
 * "Was this page helpful?" at the end of every doc page (theme/components/PageFeedback): passes
 * the repository to the theme as `themeConfig.pageFeedback`. Sites built without this plugin
 * (the e2e fixtures that leave it out) show no question.
 */
export function pageFeedbackPlugin({ repository }: PageFeedbackPluginOptions): RspressPlugin {
  const url = repository.trim().replace(/\/+$/, '');
  if (!GITHUB_REPOSITORY.test(url)) {
    throw new Error(`[repack-page-feedback] rspress.config.ts: pageFeedbackPlugin({ repository }) must be a GitHub repository URL like https://github.com/owner/name, got "${repository}"`);
  }
  return {
    name: 'repack-page-feedback',
    config(config) {
      return { ...config, themeConfig: { ...config.themeConfig, pageFeedback: { repository: url } } as typeof config.themeConfig };
    },
  };
}
