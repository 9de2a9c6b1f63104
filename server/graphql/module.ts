/** The shape of an API area (server/modules/<area>): its SDL and its resolvers. */
import type { RequestContext } from './context';

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
  /** Root fields reachable without a session (only login). */
  publicFields?: string[];
}
