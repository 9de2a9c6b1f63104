/** Reads and writes of the suggestions table: a page (with place, user name and e-mail), a count, one, status, delete. */
import type { SortField } from '../../../domain';
import type { Queryable } from '../../db/connect';
import { parseId, parseIds, parseIntRange, parseSearch, type OrderBy } from '../../graphql/args';
import { badInput } from '../../graphql/errors';
import { likePattern, searchWords, Where } from '../../graphql/where';
import { countOf, pageSql, readPage, type ListShape } from '../../graphql/listPage';
import { countRowsSql } from '../../graphql/countRows';

export interface SuggestionFilter {
  search: string | null;
  status: number | null;
  idplace: number | null;
  iduser: number | null;
  ids: number[] | null;
}

const optionalId = (value: unknown, field: string) => (value === undefined || value === null ? null : parseId(value, field));

/** 0 open, 1 closed (the table's suggestions_status_ck). */
export function parseSuggestionStatus(value: unknown, field = 'status'): number {
  const status = parseIntRange(value, field, 0, 1);
  if (status === null) throw badInput(field, `Estado no válido en ${field}: 0 (abierta) o 1 (cerrada)`);
  return status;
}

export function parseSuggestionFilter(args: Record<string, unknown>): SuggestionFilter {
  return {
    search: parseSearch(args.search),
    status: args.status === undefined || args.status === null ? null : parseSuggestionStatus(args.status),
    idplace: optionalId(args.idplace, 'idplace'),
    iduser: optionalId(args.iduser, 'iduser'),
    ids: parseIds(args.ids),
  };
}

/** Each sortable field (domain SORTABLE.suggestions) → SQL. */
export const SUGGESTION_ORDER: Record<SortField<'suggestions'>, string> = {
  idsuggestion: 's.idsuggestion',
  create_date: 's.create_date',
  status: 's.status',
  idplace: 's.idplace',
  iduser: 's.iduser',
};

const JOINS = `JOIN places p ON p.idplace = s.idplace JOIN users u ON u.iduser = s.iduser`;
const FROM = `suggestions s ${JOINS}`;
const COLUMNS = `s.idsuggestion, s.idplace, p.name AS place, s.iduser, u.name AS user, u.email, s.reason, s.status, s.create_date`;

/**
 * Every word in the reason, the place's name or the user's name or e-mail. Each word is the ids of
 * the suggestions it finds through each text's trigram index (0002, 0018, 0027) — the place's and the
 * user's through their ids (0018) — so a word no name holds costs three index probes, not a pass
 * over the joined tables.
 */
export function suggestionWhere(filter: SuggestionFilter, params: unknown[] = []): Where {
  const where = new Where(params);
  for (const word of searchWords(filter.search)) {
    const pattern = likePattern(where.param(word));
    where.add(`s.idsuggestion IN (
      SELECT idsuggestion FROM suggestions WHERE search_text LIKE ${pattern}
      UNION SELECT s2.idsuggestion FROM places p2 JOIN suggestions s2 ON s2.idplace = p2.idplace WHERE search_norm(p2.name) LIKE ${pattern}
      UNION SELECT s3.idsuggestion FROM users u3 JOIN suggestions s3 ON s3.iduser = u3.iduser
       WHERE u3.search_text LIKE ${pattern})`);
  }
  return filtersOf(filter, where);
}

/** The conditions other than the search. */
function filtersOf(filter: SuggestionFilter, where: Where): Where {
  if (filter.status !== null) where.add(`s.status = ${where.param(filter.status)}`);
  if (filter.idplace !== null) where.add(`s.idplace = ${where.param(filter.idplace)}`);
  if (filter.iduser !== null) where.add(`s.iduser = ${where.param(filter.iduser)}`);
  return where.ids('s.idsuggestion', filter.ids);
}

/**
 * The same words checked on one suggestion (its reason, then its place's and its user's row by id):
 * what a walk along a sort index reads, a few hundred rows, where building each word's whole set of
 * matches would read thousands.
 */
function searchOnRow(search: string | null, params: unknown[]): string {
  const where = new Where(params);
  for (const word of searchWords(search)) {
    const pattern = likePattern(where.param(word));
    where.add(`(s.search_text LIKE ${pattern}
      OR EXISTS (SELECT 1 FROM places p2 WHERE p2.idplace = s.idplace AND search_norm(p2.name) LIKE ${pattern})
      OR EXISTS (SELECT 1 FROM users u3 WHERE u3.iduser = s.iduser AND u3.search_text LIKE ${pattern}))`);
  }
  return where.sql;
}

/** The suggestions table for graphql/listPage.ts: each sort column written so no index matches it. */
const SUGGESTION_SHAPE: ListShape = {
  table: 'suggestions s',
  alias: 's',
  id: 's.idsuggestion',
  unindexed: {
    's.idsuggestion': '(s.idsuggestion + 0)',
    's.create_date': "(s.create_date + interval '0 s')",
    's.status': '(s.status + 0)',
    's.idplace': '(s.idplace + 0)',
    's.iduser': '(s.iduser + 0)',
  },
};

/**
 * A page with the place's name and the user's name and e-mail (joined on the page's rows only); a deep
 * one is read from the other end. A search walks the sort index unless a place or a user is asked:
 * their indexes (0018) hold their few rows.
 */
export async function listSuggestions(db: Queryable, filter: SuggestionFilter, order: OrderBy, items: number, page: number) {
  const walk = filter.search !== null && filter.idplace === null && filter.iduser === null;
  return readPage(
    (page - 1) * items,
    items,
    () => countOf(db, (params) => countSuggestionsSql(filter, params, null)),
    (limit, offset, reversed) => {
      const where = suggestionWhere(filter);
      const scope = walk ? filtersOf(filter, new Where(where.params)).sql : undefined;
      const walkWhere = walk ? searchOnRow(filter.search, where.params) : undefined;
      const q = pageSql(SUGGESTION_SHAPE, { where, scope, walkWhere, order, walk, limit, offset, reversed });
      return db.query(`SELECT ${COLUMNS} FROM (${q.sql}) s ${JOINS} ORDER BY ${q.order('s')}`, q.params);
    },
  );
}

/**
 * The count as a scalar subquery (graphql/batch.ts runs a request's counts in one statement); with no
 * filter, the counter of migration 0018 (entity_counts). Every suggestion has its place and user.
 */
export function countSuggestionsSql(filter: SuggestionFilter, params: unknown[], upto: number | null): string {
  if (Object.values(filter).every((v) => v === null)) return `(SELECT coalesce(sum(n), 0) FROM entity_counts WHERE tbl = 'suggestions')`;
  return countRowsSql(`suggestions s WHERE ${suggestionWhere(filter, params).sql}`, upto, params);
}

export async function getSuggestion(db: Queryable, idsuggestion: number) {
  const rows = await db.query(`SELECT ${COLUMNS} FROM ${FROM} WHERE s.idsuggestion = $1`, [idsuggestion]);
  return rows[0] ?? null;
}

/** true when the suggestion exists (its status is then `status`). */
export async function setSuggestionStatus(db: Queryable, idsuggestion: number, status: number): Promise<boolean> {
  const rows = await db.query(`UPDATE suggestions SET status = $2 WHERE idsuggestion = $1 RETURNING idsuggestion`, [idsuggestion, status]);
  return rows.length > 0;
}

export async function deleteSuggestion(db: Queryable, idsuggestion: number): Promise<boolean> {
  const rows = await db.query(`DELETE FROM suggestions WHERE idsuggestion = $1 RETURNING idsuggestion`, [idsuggestion]);
  return rows.length > 0;
}
