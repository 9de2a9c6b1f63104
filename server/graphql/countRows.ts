/**
 * The count of a list's rows as a scalar subquery, exact or bounded (domain EXACT_COUNT): with
 * `upto`, the rows are read only until there are that many, so a word found in half a million names
 * is counted in the time of `upto` rows and answers `upto` ("at least upto"); without it, every row.
 */
export function countRowsSql(fromWhere: string, upto: number | null, params: unknown[]): string {
  if (upto === null) return `(SELECT count(*) FROM ${fromWhere})`;
  params.push(upto);
  return `(SELECT count(*) FROM (SELECT 1 FROM ${fromWhere} LIMIT $${params.length}) AS counted)`;
}

/** The `upto` argument of every count query, as the SDL documents it. */
export const UPTO_ARG =
  '"Count at most this many rows: an answer equal to upto means upto or more (counts kept by the database stay exact). Without it, every row." upto: Int';
