import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while the server HTML is rendered and hydrated, true afterwards. Lets a component
 * render the exact server markup first and then what only the browser knows (the real URL
 * of a 404 page, the stored colour theme), without hydration mismatches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
