/**
 * A package loaded when first called rather than with every page (scroll-lock.ts,
 * scroll-into-view.ts): calls made while it loads run once it has, in the order they were made.
 */
export function onDemand<Module>(load: () => Promise<Module>) {
  let loading: Promise<Module> | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  return {
    get requested() {
      return loading !== undefined;
    },
    run(call: (module: Module) => void) {
      loading ??= load();
      queue = queue
        .then(() => loading)
        .then((module) => call(module!))
        .catch((error: unknown) => {
          // A chunk that failed to load (offline) is requested again by the next call.
          loading = undefined;
          console.error(error);
        });
    },
  };
}
