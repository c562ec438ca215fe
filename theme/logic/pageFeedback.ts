/**
 * `themeConfig.pageFeedback`, set by plugins/page-feedback: the GitHub repository that "No"
 * opens a new issue in (`https://github.com/<owner>/<name>`).
 */
export interface PageFeedbackSettings {
  repository: string;
}

/** The page a reader answered "No" on. */
export interface FeedbackPage {
  url: string;
  title: string;
  /** Empty on a site without versions. */
  version: string;
}

/** GitHub's new-issue form, filled in with the page's address, title and version. */
export function feedbackIssueUrl(repository: string, { url, title, version }: FeedbackPage): string {
  const issue = new URL(`${repository.replace(/\/+$/, '')}/issues/new`);
  issue.searchParams.set('title', `Docs feedback: ${title}${version ? ` (${version})` : ''}`);
  const body = [`Page: ${url}`, ...(version ? [`Version: ${version}`] : []), `Title: ${title}`, '', 'What was missing, wrong or unclear?', ''];
  issue.searchParams.set('body', body.join('\n'));
  return issue.href;
}
