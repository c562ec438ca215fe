import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A component whose code loads from its own chunk when it first renders, so that pages which
 * never render it do not download it. The prerendered HTML holds it in full (Rspress renders
 * pages once everything has loaded), and hydration keeps that HTML until the chunk arrives.
 */
export function lazyComponent<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  return function LazyComponent(props: Props) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
