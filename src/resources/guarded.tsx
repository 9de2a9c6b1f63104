/**
 * A resource's screens behind the session's role (issue 19): each view asks canAccess (known at
 * once from the stored role) and, refused, goes to /access-denied without mounting — react-admin's
 * own controllers redirect too, but only after sending the screen's request, which the API would
 * refuse (FORBIDDEN). One guard per view component, whatever resource shows it (subcategories show
 * the categories' screen: moving between the two keeps it mounted, and the focus where it was).
 */
import { createElement, type ComponentType } from 'react';
import { useCanAccess, useResourceContext } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { screensAllowedNow } from '../authProvider';

const VIEWS = { list: 'list', create: 'create', edit: 'edit', show: 'show' } as const;
type ViewKey = keyof typeof VIEWS;

const guards = new WeakMap<ComponentType, Partial<Record<ViewKey, ComponentType>>>();

function guardOf(View: ComponentType, key: ViewKey): ComponentType {
  const known = guards.get(View) ?? {};
  guards.set(View, known);
  if (known[key]) return known[key];
  const Guard = () => {
    const resource = useResourceContext() ?? '';
    const now = screensAllowedNow(resource);
    const { canAccess, isPending } = useCanAccess({ resource, action: VIEWS[key], ...(now === undefined ? {} : { initialData: now }) });
    if (isPending) return null;
    if (!canAccess) return <Navigate to="/access-denied" replace />;
    return createElement(View);
  };
  Guard.displayName = `Guarded(${View.displayName ?? View.name ?? key})`;
  known[key] = Guard;
  return Guard;
}

/** `views` with each screen (list, create, edit, show) guarded; the rest (icon, options…) as they are. */
export function guarded<T extends Partial<Record<ViewKey, ComponentType>>>(views: T): T {
  const out: Record<string, unknown> = { ...views };
  for (const key of Object.keys(VIEWS) as ViewKey[]) {
    const View = views[key];
    if (View) out[key] = guardOf(View, key);
  }
  return out as T;
}
