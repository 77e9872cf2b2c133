import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import { activeLanguage, loadLanguage } from '../domain/language.ts';

export interface LazyComponent<Props> {
  /** The component; render it under a Suspense boundary. */
  readonly Component: LazyExoticComponent<ComponentType<Props>>;
  /** Starts loading its code ahead of its first render (on intent, or a first screen's early start). */
  readonly preload: () => void;
}

/**
 * A component whose code is a chunk of its own, loaded once: the early start and the render share one
 * request. A chunk that failed to arrive is asked for again by the next caller, not remembered as failed,
 * so a failed preload leaves the render free to try again. On a page not in English, the chunk's
 * catalogues' translations load before it renders (a translation that fails leaves its English).
 */
export function lazyComponent<Props>(load: () => Promise<ComponentType<Props>>): LazyComponent<Props> {
  let loading: Promise<ComponentType<Props>> | undefined;
  const loadOnce = () => {
    if (!loading) {
      loading = load().then((component) =>
        loadLanguage(activeLanguage()).then(
          () => component,
          () => component,
        ),
      );
      loading.catch(() => (loading = undefined));
    }
    return loading;
  };
  return {
    Component: lazy(() => loadOnce().then((component) => ({ default: component }))),
    preload: () => void loadOnce().catch(() => undefined),
  };
}
