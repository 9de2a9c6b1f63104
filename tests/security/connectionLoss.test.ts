/**
 * Issue 14: a storm of dropped connections under write load must not kill the API. Three times,
 * every backend of the API's database is terminated every 0.5 s for 10 s (a failover, a pooler
 * recycling, an administrator's pg_terminate_backend) while writers add entries in transactions.
 * (`npm run soak -- --faults` runs the same storms under 50 clients and a mixed load, outside `npm test`.)
 * After each storm the process is alive; every request was answered 200 or 503
 * SERVICE_UNAVAILABLE (never an internal error); every acknowledged write is stored whole, and
 * nothing is stored half (an entry without its four languages).
 */
import { connectClient } from '../../server/db/postgresClient';
import { storm } from '../../bench/soak/storms';
import { freshDatabase } from '../server/helpers/databases';
import { describePostgres } from './support/postgresOnly';
import { startServerProcess, type ServerProcess } from './support/serverProcess';

const WRITERS = 12;
const STORMS = 3;
const STORM_MS = 10_000;
const KILL_EVERY_MS = 500;

interface Answer {
  status: number;
  code: string | null;
  id: number | null;
}

async function addEquipment(server: ServerProcess, token: string, name: string): Promise<Answer> {
  try {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: `mutation { addEquipment(textES: "${name}", textEN: "Ramp", textGL: "Rampla", textPT: "Rampa") }` }),
    });
    const body = (await response.json()) as { data?: { addEquipment?: number } | null; errors?: { extensions?: { code?: string } }[] };
    return { status: response.status, code: body.errors?.[0]?.extensions?.code ?? null, id: body.data?.addEquipment ?? null };
  } catch {
    return { status: 0, code: 'NO_ANSWER', id: null };
  }
}

describePostgres('storms of dropped connections under write load', () => {
  let server: ServerProcess;
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    database = await freshDatabase('postgres');
    await database.db.close();
    server = await startServerProcess({ DATABASE_URL: database.url! });
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    await database?.drop().catch(() => undefined);
  });

  it(
    'three 4-second storms: the API lives through each, answers 200 or 503, loses no acknowledged write and stores none half',
    async () => {
      const token = await server.token();
      const name = new URL(database.url!).pathname.slice(1);
      const answers: Answer[] = [];
      for (let round = 1; round <= STORMS; round += 1) {
        let writing = true;
        const writer = async (w: number) => {
          for (let i = 0; writing; i += 1) answers.push(await addEquipment(server, token, `Rampa ${round}-${w}-${i}`));
        };
        const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));
        const terminated = await storm(process.env.TEST_DATABASE_URL!, name, STORM_MS, KILL_EVERY_MS);
        writing = false;
        await Promise.all(writers);
        expect(terminated, `storm ${round}: backends terminated`).toBeGreaterThan(0);
        expect(server.alive(), `storm ${round}: the API process is alive\n${server.output().slice(-2000)}`).toBe(true);
        // Recovered by itself: a write right after the storm goes through.
        expect(await addEquipment(server, token, `Después ${round}`)).toMatchObject({ status: 200, code: null });
      }

      const tally = new Map<string, number>();
      for (const a of answers) tally.set(`${a.status} ${a.code ?? 'ok'}`, (tally.get(`${a.status} ${a.code ?? 'ok'}`) ?? 0) + 1);
      console.log(`[connection storms] ${answers.length} writes: ${JSON.stringify(Object.fromEntries(tally))}`);
      expect([...tally.keys()].filter((answer) => !['200 ok', '503 SERVICE_UNAVAILABLE'].includes(answer))).toEqual([]);
      expect(tally.get('503 SERVICE_UNAVAILABLE') ?? 0).toBeGreaterThan(0);

      const acknowledged = answers.filter((a) => a.status === 200).map((a) => a.id!);
      const check = await connectClient(database.url!);
      try {
        const { rows: whole } = await check.query(
          'SELECT count(*)::int AS n FROM equipment e WHERE e.idequipment = ANY($1) AND (SELECT count(*) FROM equipment_i18n t WHERE t.idequipment = e.idequipment) = 4',
          [acknowledged],
        );
        expect(whole[0].n).toBe(acknowledged.length);
        const { rows: half } = await check.query(
          'SELECT count(*)::int AS n FROM equipment e WHERE (SELECT count(*) FROM equipment_i18n t WHERE t.idequipment = e.idequipment) <> 4',
        );
        expect(half[0].n).toBe(0);
      } finally {
        await check.end();
      }
    },
    STORMS * STORM_MS + 60_000,
  );
});
