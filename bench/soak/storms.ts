/**
 * The faults of `npm run soak -- --faults`: storms in which every backend connected to the API's
 * database is terminated (pg_terminate_backend) every `everyMs`, as a failover or a pooler
 * recycling its connections would; and one restart of PostgreSQL itself.
 */
import { exec } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import { connectClient } from '../../server/db/postgresClient';

export interface StormResult {
  /** Seconds after the load started. */
  startedAt: number;
  terminated: number;
  aliveAfter: boolean;
}

export async function storm(adminUrl: string, database: string, ms: number, everyMs: number): Promise<number> {
  const admin = await connectClient(adminUrl);
  let terminated = 0;
  try {
    for (const end = Date.now() + ms; Date.now() < end;) {
      await new Promise((resolve) => setTimeout(resolve, everyMs));
      const { rows } = await admin.query(
        'SELECT count(pg_terminate_backend(pid)) AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [database],
      );
      terminated += Number(rows[0].n);
    }
  } finally {
    await admin.end();
  }
  return terminated;
}

/**
 * The command that restarts the soak's PostgreSQL: SOAK_PG_RESTART, or on a local server of a Debian
 * machine `pg_ctlcluster --skip-systemctl-redirect <version> main restart`; null when neither applies
 * (a remote server is never restarted by default).
 */
export function restartCommand(adminUrl: string, env: Record<string, string | undefined> = process.env): string | null {
  if (env.SOAK_PG_RESTART?.trim()) return env.SOAK_PG_RESTART.trim();
  const host = new URL(adminUrl).hostname;
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host) || !fs.existsSync('/etc/postgresql')) return null;
  const version = fs.readdirSync('/etc/postgresql').sort().at(-1);
  return version ? `pg_ctlcluster --skip-systemctl-redirect ${version} main restart` : null;
}

/** Runs the restart command; answers how many seconds it took until the server accepted a connection again. */
export async function restartPostgres(adminUrl: string, command: string): Promise<number> {
  const started = Date.now();
  await promisify(exec)(command, { timeout: 120_000 });
  for (;;) {
    try {
      const client = await connectClient(adminUrl);
      await client.end();
      return Math.round((Date.now() - started) / 100) / 10;
    } catch (error) {
      if (Date.now() - started > 120_000) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
