import type { ComponentType } from 'react';

/**
 * Layouts handed over by the chunks of the pages that render them (see plugins/page-layouts):
 * a page's chunk is loaded before the page renders or hydrates, so its layout is here by then.
 */
const provided = new Map<string, ComponentType<never>>();

export function providePageLayout<Props>(name: string, layout: ComponentType<Props>): ComponentType<Props> {
  provided.set(name, layout as ComponentType<never>);
  return layout;
}

export function providedPageLayout<Props>(name: string): ComponentType<Props> | undefined {
  return provided.get(name) as ComponentType<Props> | undefined;
}
