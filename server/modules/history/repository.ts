/** Reads of the change history (migration 0022): a page newest first and a count, with the same filter. */
import { CONFIG_HISTORY_ID, HISTORY_RESOURCE, MAX_ID } from '../../../domain';
import type { Queryable } from '../../db/connect';
import type { OrderBy } from '../../graphql/args';
import { parseId, parseIds, parseSearch } from '../../graphql/args';
import { badInput } from '../../graphql/errors';
import { Where } from '../../graphql/where';
import { countRowsSql } from '../../graphql/countRows';

export interface HistoryFilter {
  /** Words of the writer's name or e-mail. */
  search: string | null;
  resource: string | null;
  id: number | null;
  iduser: number | null;
  from: string | null;
  to: string | null;
  ids: number[] | null;
}

const absent = (value: unknown) => value === undefined || value === null || value === '';

function parseResource(value: unknown): string | null {
  if (absent(value)) return null;
  if (typeof value !== 'string' || !HISTORY_RESOURCE.test(value)) {
    throw badInput('resource', 'Recurso no válido en resource: solo letras minúsculas y guiones bajos (hasta 40)');
  }
  return value;
}

/** The record's id: a positive id, or 0 (the site configuration). */
function parseRecordId(value: unknown): number | null {
  if (absent(value)) return null;
  if (value === CONFIG_HISTORY_ID) return CONFIG_HISTORY_ID;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > MAX_ID) {
    throw badInput('id', 'Identificador no válido en id: debe ser un entero positivo (0: la configuración)');
  }
  return value;
}

/** A calendar date YYYY-MM-DD that exists. */
function parseDay(value: unknown, field: string): string | null {
  if (absent(value)) return null;
  const text = String(value);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));
  if (!valid || new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) !== text) {
    throw badInput(field, `Fecha no válida en ${field}: use AAAA-MM-DD`);
  }
  return text;
}

export function parseHistoryFilter(args: Record<string, unknown>): HistoryFilter {
  return {
    search: parseSearch(args.search),
    resource: parseResource(args.resource),
    id: parseRecordId(args.id),
    iduser: absent(args.iduser) ? null : parseId(args.iduser, 'iduser'),
    from: parseDay(args.from, 'from'),
    to: parseDay(args.to, 'to'),
    ids: parseIds(args.ids),
  };
}

export function historyWhere(filter: HistoryFilter, params: unknown[] = []): Where {
  const where = new Where(params);
  if (filter.search !== null) {
    // The writers whose name or e-mail has every word (users.search_text, trigram index of 0018).
    const writers = new Where(where.params).searchWords('u2.search_text', filter.search);
    where.add(`h.iduser IN (SELECT u2.iduser FROM users u2 WHERE ${writers.sql})`);
  }
  if (filter.resource !== null) where.add(`h.resource = ${where.param(filter.resource)}`);
  if (filter.id !== null) where.add(`h.id = ${where.param(filter.id)}`);
  if (filter.iduser !== null) where.add(`h.iduser = ${where.param(filter.iduser)}`);
  if (filter.from !== null) where.add(`h.date >= ${where.param(filter.from)}::date`);
  if (filter.to !== null) where.add(`h.date < ${where.param(filter.to)}::date + 1`);
  return where.ids('h.idhistory', filter.ids);
}

/** Newest first: date, then the entry's id (entries of one transaction share its date). */
export const HISTORY_ORDER = { date: 'h.date', idhistory: 'h.idhistory' };

export async function listHistory(db: Queryable, filter: HistoryFilter, order: OrderBy, items: number, page: number) {
  const where = historyWhere(filter);
  const dir = order.desc ? 'DESC' : 'ASC';
  const n = where.params.length;
  const rows = await db.query<{ changes: Record<string, unknown> }>(
    `SELECT h.idhistory, h.resource, h.id, h.action, h.iduser, coalesce(u.name, '') AS user, h.date, h.changes
       FROM history h LEFT JOIN users u ON u.iduser = h.iduser
      WHERE ${where.sql}
      ORDER BY ${order.sql} ${dir}, h.idhistory ${dir} LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...where.params, items, (page - 1) * items],
  );
  // The changes in field order: {key: {field, before, after}} → a list.
  return rows.map((row) => ({
    ...row,
    changes: Object.values(row.changes).sort((a, b) =>
      String((a as { field: string }).field).localeCompare((b as { field: string }).field),
    ),
  }));
}

export function countHistorySql(filter: HistoryFilter, params: unknown[], upto: number | null): string {
  return countRowsSql(`history h WHERE ${historyWhere(filter, params).sql}`, upto, params);
}
