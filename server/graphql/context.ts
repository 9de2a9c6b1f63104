/** What every resolver receives: the database, the configuration and the caller's session. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import type { Database } from '../db/connect';
import type { ActiveSession } from '../auth/sessions';
import { findSession } from '../auth/sessions';
import { bearerToken } from '../auth/tokens';

export interface RequestContext {
  db: Database;
  config: AppConfig;
  /** Null when the request carries no valid token. */
  session: ActiveSession | null;
  ip: string;
  reply: FastifyReply;
}

/** The session behind the request's Authorization header, or null. Shared by /graphql and uploads. */
export async function sessionOf(db: Database, request: FastifyRequest): Promise<ActiveSession | null> {
  const token = bearerToken(request.headers.authorization);
  return token ? findSession(db, token) : null;
}

/** Narrows the context to one with a session (the guard has already refused the others). */
export function sessionUser(ctx: RequestContext): ActiveSession['user'] {
  if (!ctx.session) throw new Error('guarded resolver reached without a session');
  return ctx.session.user;
}
