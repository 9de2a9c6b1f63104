/** npm run bench's place saves (bench/writes.ts) are accepted by the API as they are, and leave nothing behind. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchClient } from '../../bench/client';
import { BENCH_PLACE, removeBenchPlaces, writeCases } from '../../bench/writes';
import { describeApi } from './helpers/app';
import { createRefs } from './helpers/placeEditor';

describeApi('bench place saves', (api) => {
  it('addPlace and updPlace of a full place answer without errors, run after run; the cleanup removes them', async () => {
    await createRefs(api());
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-writes-'));
    const client = await benchClient(api().db, dir);
    try {
      const cases = await writeCases(api().db, client);
      expect(cases.map((c) => c.name)).toEqual(['addPlace (sitio completo)', 'updPlace (sitio completo)']);
      for (const c of cases) for (let i = 0; i < 2; i += 1) await client.post(c.query, c.variables);
      const [row] = await api().db.query<{ places: number; photos: number }>(
        `SELECT count(DISTINCT p.idplace) AS places, count(m.idmedia) FILTER (WHERE m.kind = 'photo') AS photos
           FROM places p LEFT JOIN media m ON m.idplace = p.idplace WHERE p.name = $1`,
        [BENCH_PLACE],
      );
      // One place from writeCases and two from the addPlace runs, 5 photos each: the edits add none.
      expect(Number(row.places)).toBe(3);
      expect(Number(row.photos)).toBe(15);
      await removeBenchPlaces(api().db);
      const [left] = await api().db.query<{ n: number }>('SELECT count(*) AS n FROM places WHERE name = $1', [BENCH_PLACE]);
      expect(Number(left.n)).toBe(0);
    } finally {
      await client.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
