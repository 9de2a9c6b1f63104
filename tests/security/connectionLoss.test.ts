/**
 * Issue 8, point 11: PostgreSQL connections dropped under write load (pg_terminate_backend on every
 * backend of the API's database, again and again) must not kill the process. The requests caught
 * in it are answered (SERVICE_UNAVAILABLE, 503, never an internal error) and the API recovers by
 * itself once the database answers again. PostgreSQL only: the embedded engine has no connection.
 */
import pg from 'pg';
import { enginesUnderTest, freshDatabase } from '../server/helpers/databases';
import { startServerProcess, type ServerProcess } from './support/serverProcess';

const WORKERS = 8;
const KILLS = 8;
const KILL_EVERY_MS = 600;

async function mutate(server: ServerProcess, token: string, query: string): Promise<{ status: number; code: string | null }> {
  try {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query }),
    });
    const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
    return { status: response.status, code: body.errors?.[0]?.extensions?.code ?? null };
  } catch {
    return { status: 0, code: 'NO_ANSWER' };
  }
}

if (enginesUnderTest().includes('postgres')) {
  describe('[postgres] dropped connections under write load', () => {
    let server: ServerProcess;
    let database: Awaited<ReturnType<typeof freshDatabase>>;
    beforeAll(async () => {
      database = await freshDatabase('postgres');
      await database.db.close();
      server = await startServerProcess({ DATABASE_URL: database.url! });
    }, 90_000);
    afterAll(async () => {
      await server?.stop();
      await database?.drop().catch(() => undefined);
    });

    it('survives backends terminated mid-transaction, answers every request and recovers', async () => {
      const token = await server.token();
      const name = new URL(database.url!).pathname.slice(1);
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      let writing = true;
      const answers: { status: number; code: string | null }[] = [];
      const writer = async (w: number) => {
        for (let i = 0; writing; i += 1) {
          const id = answers.length;
          answers.push(
            await mutate(
              server,
              token,
              `mutation { addEquipment(textES: "Rampa ${w}-${i}", textEN: "Ramp", textGL: "Rampla", textPT: "Rampa") }`,
            ),
          );
          void id;
        }
      };
      const writers = Array.from({ length: WORKERS }, (_, w) => writer(w));
      let terminated = 0;
      for (let k = 0; k < KILLS; k += 1) {
        await new Promise((resolve) => setTimeout(resolve, KILL_EVERY_MS));
        const { rows } = await admin.query(
          'SELECT count(pg_terminate_backend(pid)) AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [name],
        );
        terminated += Number(rows[0].n);
      }
      writing = false;
      await Promise.all(writers);
      await admin.end();

      expect(terminated).toBeGreaterThan(0);
      expect(server.alive()).toBe(true);
      const codes = new Map<string, number>();
      for (const a of answers) codes.set(`${a.status} ${a.code ?? 'ok'}`, (codes.get(`${a.status} ${a.code ?? 'ok'}`) ?? 0) + 1);
      console.log(`[connection loss] ${terminated} backends terminated; answers ${JSON.stringify(Object.fromEntries(codes))}`);
      for (const [answer] of codes) expect(['200 ok', '503 SERVICE_UNAVAILABLE']).toContain(answer);

      // Recovered: the same writes go through again, and nothing half-written was left behind.
      for (let i = 0; i < 5; i += 1) {
        expect(await mutate(server, token, `mutation { addEquipment(textES: "Después ${i}") }`)).toEqual({ status: 200, code: null });
      }
      const check = new pg.Client({ connectionString: database.url! });
      await check.connect();
      const { rows } = await check.query(
        'SELECT count(*)::int AS n FROM equipment e WHERE (SELECT count(*) FROM equipment_i18n t WHERE t.idequipment = e.idequipment) <> 4',
      );
      await check.end();
      expect(rows[0].n).toBe(0);
    }, 120_000);
  });
}
