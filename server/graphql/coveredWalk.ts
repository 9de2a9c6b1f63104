/**
 * A searched page walks its sort index checking each entry (searchedPage.ts, listPage.ts). When that
 * index (sort value, id) also INCLUDEs every column the search and the filters read, PostgreSQL
 * answers the walk from the index alone (~0.5 µs an entry instead of a table row each), so the walk
 * may go COVERED_WALK_ROWS deep and still find a common word bunched thousands of rows along the
 * order («garcía» inside each first name, a place whose 5,000 reviews lack the word, the «bar» of
 * the last cities). Such a walk pays only for a common search: it starts when a sample of the
 * table holds a match; a rare search's few matches are sorted at once instead.
 */

/** How deep a walk along a covering index goes (index entries) before sorting every match. */
export const COVERED_WALK_ROWS = 30_000;

/** Rows of the sample that tells a common search from a rare one. */
const SAMPLE_ROWS = 1_000;

/**
 * Whether `check` matches a row of a sample of `from` (a table and its alias, as the walk reads it:
 * 'users u'): SAMPLE_ROWS rows in whole pages, the same pages every time (REPEATABLE), read in well
 * under a millisecond.
 */
export function sampleMatches(from: string, check: string): string {
  const [table] = from.split(' ');
  const percent = `(SELECT least(100, 100.0 * ${SAMPLE_ROWS} / greatest(c.reltuples, 1)) FROM pg_class c WHERE c.oid = '${table}'::regclass)`;
  return `EXISTS (SELECT 1 FROM ${from} TABLESAMPLE SYSTEM (${percent}) REPEATABLE (0) WHERE ${check})`;
}
