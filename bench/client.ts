/**
 * The API in-process (buildApp, as in production) with a session of the first administrator, and a
 * post() through fastify.inject: what is timed is the server's own work, without a network.
 */
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import type { Database } from '../server/db/connect';
import { ensureAdmin } from '../server/auth/bootstrapAdmin';
import { createSession, type SessionUser } from '../server/auth/sessions';

export interface BenchClient {
  app: FastifyInstance;
  /** Posts a document and answers the response body; throws on any error, so a broken case never looks fast. */
  post(query: string, variables?: Record<string, unknown>): Promise<string>;
  close(): Promise<void>;
}

async function adminUser(db: Database): Promise<SessionUser> {
  const find = () =>
    db.query<SessionUser>(
      'SELECT iduser, name, email, avatar, staff_role AS role FROM users WHERE staff_role IS NOT NULL ORDER BY iduser LIMIT 1',
    );
  let [user] = await find();
  if (!user) {
    await ensureAdmin(db, 'bench@example.com', crypto.randomBytes(18).toString('base64url'));
    [user] = await find();
  }
  return user;
}

export async function benchClient(db: Database, uploadDir: string): Promise<BenchClient> {
  const config = loadConfig({
    NODE_ENV: 'production',
    STATIC_DIR: 'none',
    DATA_DIR: path.join(os.tmpdir(), 'bench-api'),
    UPLOAD_DIR: uploadDir,
  });
  const app = await buildApp({ config, db, logger: false });
  const session = await createSession(db, await adminUser(db), 6);
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${session.token}` };
  return {
    app,
    post: async (query, variables = {}) => {
      const response = await app.inject({ method: 'POST', url: '/graphql', headers, payload: JSON.stringify({ query, variables }) });
      if (response.statusCode !== 200 || !response.body.startsWith('{"data":{') || response.body.includes('"errors":')) {
        throw new Error(`La API respondió ${response.statusCode}: ${response.body.slice(0, 500)}`);
      }
      return response.body;
    },
    close: async () => {
      await db.query('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1', [session.tokenHash]);
      await app.close();
    },
  };
}
