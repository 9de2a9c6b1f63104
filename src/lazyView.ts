/**
 * A component loaded on demand: each screen (and each map provider) is its own chunk, fetched the
 * first time it is shown (react-admin's Layout shows its loader meanwhile), so the first load carries
 * the shell only. The result has the type of the module's export.
 *
 * A lost connection: the chunk is asked for twice in a row (loadChunk); if both fail, react-admin's error page
 * says so. React's lazy() would keep that failure for good, so the next navigation (a new router
 * location) to the component asks for its chunk again; renders within the failed navigation do
 * not, or React's retries would ask again and again.
 *
 * Once its chunk is in (loaded by a render, or by `preloadView` before the first one), the view
 * renders the component itself, without suspending: React 19 holds content that replaces a
 * Suspense fallback for up to 300 ms after the fallback showed, so a screen whose chunk came first
 * shows its data that much sooner.
 */
import { createElement, lazy, useRef, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { loadChunk } from './loadChunk';

/** What preloadView calls: each lazy view's own loader. */
const preloads = new WeakMap<object, () => Promise<void>>();

/** Fetches a lazy view's chunk ahead of its first render (nothing for any other component). */
export const preloadView = (view: unknown): Promise<void> => (typeof view === 'function' && preloads.get(view)?.()) || Promise.resolve();

export function lazyView<M, K extends keyof M>(load: () => Promise<M>, name: K): M[K] {
  /** The router location being rendered, and the one whose load failed. */
  let renderedAt: string | null = null;
  let failedAt: string | null = null;
  /** The component, once its chunk is in. */
  let loaded: ComponentType<object> | null = null;
  const fetchComponent = async () => (loaded = (await loadChunk(load))[name] as ComponentType<object>);
  const fresh = (): ComponentType<object> =>
    lazy(async () => {
      const startedAt = renderedAt;
      try {
        return { default: await fetchComponent() };
      } catch (error) {
        failedAt = startedAt;
        throw error;
      }
    });
  let current = fresh();
  const View = (props: object) => {
    const { key } = useLocation();
    renderedAt = key;
    // Chosen once per mount: switching a mounted view from the lazy wrapper to the component would
    // remount it (another element type), losing its state.
    const direct = useRef(loaded).current;
    if (direct) return createElement(direct, props);
    if (failedAt !== null && failedAt !== key) {
      failedAt = null;
      current = fresh();
    }
    return createElement(current, props);
  };
  View.displayName = `Lazy(${String(name)})`;
  preloads.set(View, async () => void (await fetchComponent()));
  return View as M[K];
}
