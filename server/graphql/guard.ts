/**
 * Wraps every Query and Mutation resolver so that, unless the field is public (login), a request
 * without a live session is refused with UNAUTHENTICATED before any work is done.
 */
import type { ApiModule, Resolver } from './module';
import { unauthenticated } from './errors';

export function guardResolvers(modules: ApiModule[]): Record<string, Record<string, Resolver>> {
  const publicFields = new Set(modules.flatMap((m) => m.publicFields ?? []));
  const merged: Record<string, Record<string, Resolver>> = {};
  for (const module of modules) {
    for (const [type, fields] of Object.entries(module.resolvers)) {
      if (!fields) continue;
      merged[type] ??= {};
      for (const [name, resolve] of Object.entries(fields)) {
        if (merged[type][name]) throw new Error(`${type}.${name} is defined by two modules`);
        const isRoot = type === 'Query' || type === 'Mutation';
        merged[type][name] =
          isRoot && !publicFields.has(name)
            ? (parent, args, ctx, info) => {
                if (!ctx.session) throw unauthenticated();
                return resolve(parent, args, ctx, info);
              }
            : resolve;
      }
    }
  }
  return merged;
}
