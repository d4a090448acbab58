import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

const loading = new Set<Promise<unknown>>();

/**
 * `React.lazy`, with its loading known: the server cannot wait for a lazy component inside
 * `renderToString`, so it renders again once the ones a rendering started have loaded (decision 050).
 */
export function lazyComponent<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => {
    const loaded = load();
    loading.add(loaded);
    const settled = () => loading.delete(loaded);
    loaded.then(settled, settled);
    return loaded;
  });
}

/** Settles once every lazy component whose loading has started has loaded or failed to. */
export const componentsLoaded = () => Promise.allSettled([...loading]).then(() => undefined);
