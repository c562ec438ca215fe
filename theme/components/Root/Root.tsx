import { Root as OriginalRoot } from '@rspress/core/theme-original';
import type { ReactNode } from 'react';
import { AppearanceTransition } from '../AppearanceTransition/AppearanceTransition';
import { ContentFadeIn } from '../ContentFadeIn/ContentFadeIn';
import { HydrationSafePage } from '../HydrationSafePage/HydrationSafePage';
import { PageLoadGuard } from '../PageLoadGuard/PageLoadGuard';
import { UISwitch } from '../UISwitch/UISwitch';

/**
 * The root the runtime renders the layout (and global UI components) in: adds the behaviours
 * that span the whole page and need no layout slot: URL switches hiding page parts, the
 * appearance view transition, the content fade-in and recovery from failed page loads; all
 * under a page context that keeps the prerendered 404 page hydration-safe.
 */
export function Root({ children }: { children?: ReactNode }) {
  return (
    <OriginalRoot>
      <HydrationSafePage>
        <PageLoadGuard>
          <AppearanceTransition>
            <UISwitch>{children}</UISwitch>
          </AppearanceTransition>
        </PageLoadGuard>
        <ContentFadeIn />
      </HydrationSafePage>
    </OriginalRoot>
  );
}
