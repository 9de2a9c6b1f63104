/**
 * The CSV of a planned export, chunk by chunk: each chunk is one statement reading the next rows
 * after the last one's (sort key, id) along the order, so memory holds one chunk, any other request
 * runs between two chunks, and a row is never read twice or skipped (the key goes back to the
 * database as text, which keeps a timestamp's microseconds).
 */
import type { Queryable } from '../db/connect';
import { csvLine } from '../../domain/csv';
import { localTimeFormatter } from './localTime';
import type { RequestedColumn } from './request';
import type { ExportPlan } from './source';

/** Rows per statement. */
export const EXPORT_CHUNK = 2000;

export function chunkSql(
  plan: ExportPlan,
  columns: RequestedColumn[],
  after: { key: string; id: string } | null,
  params: unknown[],
): string {
  const where = plan.where(params);
  const dir = plan.desc ? 'DESC' : 'ASC';
  const keyset = after
    ? ` AND (${plan.sort}, ${plan.id}) ${plan.desc ? '<' : '>'} ($${params.push(after.key)}, $${params.push(after.id)})`
    : '';
  return `SELECT ${columns.map((column, i) => `${column.sql} AS c${i}`).join(', ')}, (${plan.sort})::text AS export_key, (${plan.id})::text AS export_id
    FROM ${plan.from} WHERE ${where.sql}${keyset}
    ORDER BY ${plan.sort} ${dir}, ${plan.id} ${dir} LIMIT ${EXPORT_CHUNK}`;
}

export async function* csvChunks(db: Queryable, plan: ExportPlan, columns: RequestedColumn[], timeZone: string): AsyncGenerator<string> {
  const localTime = localTimeFormatter(timeZone);
  const cell = (column: RequestedColumn, value: unknown) => {
    if (column.date) return localTime(value);
    if (column.values && value !== null && value !== undefined) return column.values[String(value)] ?? value;
    return typeof value === 'boolean' ? (value ? 'sí' : 'no') : value;
  };
  let after: { key: string; id: string } | null = null;
  for (;;) {
    const params: unknown[] = [];
    const rows: Record<string, unknown>[] = await db.query<Record<string, unknown>>(chunkSql(plan, columns, after, params), params);
    if (rows.length > 0) yield rows.map((row) => csvLine(columns.map((column, i) => cell(column, row[`c${i}`])))).join('');
    if (rows.length < EXPORT_CHUNK) return;
    const last: Record<string, unknown> = rows[rows.length - 1];
    after = { key: String(last.export_key), id: String(last.export_id) };
  }
}
