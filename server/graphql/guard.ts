/**
 * Wraps every Query and Mutation resolver so that, unless the field is public (login), a request
 * without a live session is refused with UNAUTHENTICATED before any work is done, and no argument
 * carries a NUL character into the database (inputText.ts).
 */
import type { ApiModule, Resolver } from './module';
import { unauthenticated } from './errors';
import { refuseNulBytes } from './inputText';

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
        const guarded = isRoot && !publicFields.has(name);
        merged[type][name] = isRoot
          ? (parent, args, ctx, info) => {
              if (guarded && !ctx.session) throw unauthenticated();
              refuseNulBytes(args);
              return resolve(parent, args, ctx, info);
            }
          : resolve;
      }
    }
  }
  return merged;
}
