/**
 * generatePlaces: adds `count` places in bulk for load tests, with descriptions in a varied set of
 * languages, categories, subcategories, equipment, allergens and a cover photo for about 60%. Each
 * batch is one set-based statement (generate-sql.ts); on PostgreSQL several batches run at once on
 * separate connections (one per core, up to four), so a million places take minutes. Completes the
 * reference lists first if they are missing. Not one transaction: batches already written stay.
 */
import os from 'node:os';
import type { Database } from '../connect';
import { GENERATE_BATCH_SQL, generatorConstants } from './generate-sql';
import { ensureReference } from './reference';

/** Rows per statement: PGlite (one WebAssembly process) prefers smaller batches. */
const MAX_BATCH = { postgres: 50_000, pglite: 20_000 } as const;

export async function generatePlaces(db: Database, count: number, onProgress?: (done: number) => void): Promise<void> {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`count debe ser un entero no negativo (recibido ${count})`);
  if (count === 0) return;
  const refs = await db.transaction((tx) => ensureReference(tx));
  const constants = JSON.stringify(generatorConstants(refs));
  // About twenty batches, so progress can be told every 5%.
  const batch = Math.min(MAX_BATCH[db.kind], Math.max(1, Math.ceil(count / 20)));
  const workers = db.kind === 'postgres' ? Math.max(1, Math.min(4, os.availableParallelism())) : 1;
  let claimed = 0;
  let done = 0;
  let failed = false;
  const work = async () => {
    while (!failed && claimed < count) {
      const size = Math.min(batch, count - claimed);
      claimed += size;
      try {
        const [row] = await db.query<{ n: number }>(GENERATE_BATCH_SQL, [constants, size]);
        if (Number(row.n) !== size) throw new Error(`generatePlaces: se esperaban ${size} sitios y se insertaron ${row.n}`);
      } catch (error) {
        failed = true;
        throw error;
      }
      done += size;
      onProgress?.(done);
    }
  };
  await Promise.all(Array.from({ length: workers }, work));
}
