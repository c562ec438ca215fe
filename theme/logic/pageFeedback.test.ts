import { describe, expect, it } from 'vitest';
import { feedbackIssueUrl } from './pageFeedback';

describe('feedbackIssueUrl', () => {
  it("opens the repository's new-issue form with the page's address, version and title", () => {
    const url = new URL(
      feedbackIssueUrl('https://github.com/callstack/repack-website', {
        url: 'https://re-pack.dev/2.x/docs/getting-started',
        title: 'Getting Started & more',
        version: '2.x',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://github.com/callstack/repack-website/issues/new');
    expect(url.searchParams.get('title')).toBe('Docs feedback: Getting Started & more (2.x)');
    expect(url.searchParams.get('body')).toBe(
      'Page: https://re-pack.dev/2.x/docs/getting-started\nVersion: 2.x\nTitle: Getting Started & more\n\nWhat was missing, wrong or unclear?\n',
    );
  });

  it('leaves the version out on a site without versions, and tolerates a trailing slash', () => {
    const url = new URL(feedbackIssueUrl('https://github.com/acme/docs/', { url: 'https://example.com/guide', title: 'Guide', version: '' }));
    expect(url.pathname).toBe('/acme/docs/issues/new');
    expect(url.searchParams.get('title')).toBe('Docs feedback: Guide');
    expect(url.searchParams.get('body')).not.toContain('Version');
  });
});
