/**
 * A resource's screens behind the session's role (issue 19): each view waits for canAccess and,
 * refused, goes to /access-denied without mounting — react-admin's own controllers redirect too,
 * but only after sending the screen's request, which the API would refuse (FORBIDDEN).
 */
import { createElement, type ComponentType } from 'react';
import { useCanAccess } from 'react-admin';
import { Navigate } from 'react-router-dom';

const VIEWS = { list: 'list', create: 'create', edit: 'edit', show: 'show' } as const;
type ViewKey = keyof typeof VIEWS;

/** `views` with each screen (list, create, edit, show) guarded; the rest (icon, options…) as they are. */
export function guarded<T extends Partial<Record<ViewKey, ComponentType>>>(resource: string, views: T): T {
  const out: Record<string, unknown> = { ...views };
  for (const key of Object.keys(VIEWS) as ViewKey[]) {
    const View = views[key];
    if (!View) continue;
    const Guard = () => {
      const { canAccess, isPending } = useCanAccess({ resource, action: VIEWS[key] });
      if (isPending) return null;
      if (!canAccess) return <Navigate to="/access-denied" replace />;
      return createElement(View);
    };
    Guard.displayName = `Guarded(${resource}.${key})`;
    out[key] = Guard;
  }
  return out as T;
}
