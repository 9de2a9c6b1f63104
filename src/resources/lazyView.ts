/**
 * A resource's screen loaded on demand: each view is its own chunk, fetched the first time it is
 * shown (react-admin's Layout shows its loader meanwhile), so the first load carries the shell only.
 */
import { lazy, type ComponentType } from 'react';

export function lazyView<M, K extends keyof M>(load: () => Promise<M>, name: K): ComponentType {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
