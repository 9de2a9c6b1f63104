/**
 * A component loaded on demand: each screen (and each map provider) is its own chunk, fetched the
 * first time it is shown (react-admin's Layout shows its loader meanwhile), so the first load carries
 * the shell only. The result has the type of the module's export.
 *
 * A lost connection: the chunk is asked for twice in a row (loadChunk); if both fail, react-admin's error page
 * says so. React's lazy() would keep that failure for good, so the next navigation (a new router
 * location) to the component asks for its chunk again; renders within the failed navigation do
 * not, or React's retries would ask again and again.
 */
import { createElement, lazy, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { loadChunk } from './loadChunk';

export function lazyView<M, K extends keyof M>(load: () => Promise<M>, name: K): M[K] {
  /** The router location being rendered, and the one whose load failed. */
  let renderedAt: string | null = null;
  let failedAt: string | null = null;
  const fresh = (): ComponentType<object> =>
    lazy(async () => {
      const startedAt = renderedAt;
      try {
        const module = await loadChunk(load);
        return { default: module[name] as ComponentType<object> };
      } catch (error) {
        failedAt = startedAt;
        throw error;
      }
    });
  let current = fresh();
  const View = (props: object) => {
    const { key } = useLocation();
    renderedAt = key;
    if (failedAt !== null && failedAt !== key) {
      failedAt = null;
      current = fresh();
    }
    return createElement(current, props);
  };
  View.displayName = `Lazy(${String(name)})`;
  return View as M[K];
}
