/**
 * The faults of `npm run soak -- --faults`: storms in which every backend connected to the API's
 * database is terminated (pg_terminate_backend) every `everyMs`, as a failover or a pooler
 * recycling its connections would.
 */
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
