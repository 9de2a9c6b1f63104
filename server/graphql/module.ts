/** The shape of an API area (server/modules/<area>): its SDL and its resolvers. */
import type { RequestContext } from './context';
import type { Access } from '../../domain/roles';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Resolver = (parent: any, args: any, ctx: RequestContext, info: any) => unknown;

export interface ApiModule {
  name: string;
  /** SDL; root fields go in `extend type Query` / `extend type Mutation`. */
  typeDefs: string;
  resolvers: {
    Query?: Record<string, Resolver>;
    Mutation?: Record<string, Resolver>;
    [type: string]: Record<string, Resolver> | undefined;
  };
  /** Batched field resolvers (mercurius loaders): one statement per field for a whole list. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  loaders?: Record<string, Record<string, (queries: any[], ctx: RequestContext) => Promise<unknown[]>>>;
  /**
   * Who may call each of its root fields (domain/roles.ts): 'public' (login only), 'staff' or
   * 'administrador'. Every root field must be here: the schema does not assemble otherwise.
   */
  access: Record<string, Access>;
}
