/** Batched multi-row INSERTs: one statement per chunk of rows, parameters numbered $1..$n. */
import type { Queryable } from '../connect';

/** PostgreSQL accepts 65,535 parameters per statement; stay well below. */
const MAX_PARAMS = 30_000;

export interface InsertOptions {
  /** SQL casts per column, e.g. { hours: 'jsonb' }. */
  casts?: Record<string, string>;
  /** e.g. 'idplace, name' */
  returning?: string;
  /** e.g. 'ON CONFLICT DO NOTHING' */
  conflict?: string;
}

export async function insertRows<R = Record<string, unknown>>(
  q: Queryable,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
  options: InsertOptions = {},
): Promise<R[]> {
  const out: R[] = [];
  const perChunk = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
  const cast = columns.map((c) => (options.casts?.[c] ? `::${options.casts[c]}` : ''));
  for (let start = 0; start < rows.length; start += perChunk) {
    const chunk = rows.slice(start, start + perChunk);
    const params: unknown[] = [];
    const tuples = chunk.map((row) => {
      if (row.length !== columns.length) throw new Error(`${table}: expected ${columns.length} values, got ${row.length}`);
      const slots = row.map((value, i) => {
        params.push(value);
        return `$${params.length}${cast[i]}`;
      });
      return `(${slots.join(',')})`;
    });
    const text =
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(',')}` +
      (options.conflict ? ` ${options.conflict}` : '') +
      (options.returning ? ` RETURNING ${options.returning}` : '');
    out.push(...(await q.query<R>(text, params)));
  }
  return out;
}

/** count(*) of a table (or of a table with a where clause). */
export async function countRows(q: Queryable, table: string, where = ''): Promise<number> {
  const [row] = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} ${where ? `WHERE ${where}` : ''}`);
  return Number(row.n);
}
