/**
 * Wraps every Query and Mutation resolver so that, before any work is done, a caller without a live
 * session is refused with UNAUTHENTICATED (unless the field is public: login), a caller whose role
 * the field's access declaration does not allow with FORBIDDEN (domain/roles.ts), and no argument
 * carries a NUL character into the database (inputText.ts). A root field without a declaration
 * stops the schema from assembling.
 */
import { allows } from '../../domain/roles';
import type { ApiModule, Resolver } from './module';
import { forbidden, unauthenticated } from './errors';
import { refuseNulBytes } from './inputText';

export function guardResolvers(modules: ApiModule[]): Record<string, Record<string, Resolver>> {
  const merged: Record<string, Record<string, Resolver>> = {};
  for (const module of modules) {
    for (const [type, fields] of Object.entries(module.resolvers)) {
      if (!fields) continue;
      merged[type] ??= {};
      for (const [name, resolve] of Object.entries(fields)) {
        if (merged[type][name]) throw new Error(`${type}.${name} is defined by two modules`);
        if (type !== 'Query' && type !== 'Mutation') {
          merged[type][name] = resolve;
          continue;
        }
        const access = Object.hasOwn(module.access, name) ? module.access[name] : undefined;
        if (!access) throw new Error(`${type}.${name} has no access declaration in module ${module.name}`);
        merged[type][name] = (parent, args, ctx, info) => {
          if (access !== 'public') {
            if (!ctx.session) throw unauthenticated();
            if (!allows(access, ctx.session.user.role)) throw forbidden();
          }
          refuseNulBytes(args);
          return resolve(parent, args, ctx, info);
        };
      }
    }
  }
  return merged;
}
