/**
 * Before the panel's first render (main.tsx), the screen the address opens is fetched, and with a
 * stored session the data provider too: the screen then mounts without suspending (see lazyView)
 * and asks for its data at once, instead of after React's hold on a revealed Suspense boundary.
 * Nothing waits longer than `waitMs`; a failed fetch is left to the screen's own loading.
 */
import { preloadDataProvider } from './dataProvider';
import { preloadView } from './lazyView';
import { readSession } from './session';

/** A resource's views, as its resources/<name>/index.ts declares them. */
export interface ResourceViews {
  list?: unknown;
  create?: unknown;
  edit?: unknown;
  show?: unknown;
}

/**
 * The view react-admin shows at `pathname`: / → the dashboard, /<name> → list, /<name>/create,
 * /<name>/<id> → edit, /<name>/<id>/show. Other addresses (a resource's own routes, spec paths
 * that redirect) answer undefined.
 */
export function viewAt(pathname: string, resources: Record<string, ResourceViews>, dashboard: unknown): unknown {
  const [name, second, third, ...rest] = pathname.split('/').filter(Boolean);
  if (name === undefined) return dashboard;
  const views = Object.hasOwn(resources, name) ? resources[name] : undefined;
  if (!views || rest.length > 0) return undefined;
  if (second === undefined) return views.list;
  if (second === 'create') return third === undefined ? views.create : undefined;
  if (!/^\d+$/.test(second)) return undefined;
  if (third === undefined) return views.edit;
  return third === 'show' ? views.show : undefined;
}

export async function preloadRoute(
  pathname: string,
  resources: Record<string, ResourceViews>,
  dashboard: unknown,
  waitMs = 3000,
): Promise<void> {
  if (!readSession()) return; // the login screen comes first: nothing else to fetch yet
  void preloadDataProvider();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)));
  await Promise.race([preloadView(viewAt(pathname, resources, dashboard)).catch(() => undefined), timeout]);
  clearTimeout(timer);
}
