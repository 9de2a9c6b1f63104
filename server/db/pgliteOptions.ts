/**
 * How every PGlite of the API is created, wherever it runs (the API's worker thread, or in-process
 * in the tests): the extensions the migrations need, and the type parsers both engines share.
 */
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

// int8 (count(*)) and numeric come back as numbers, timestamps as ISO strings, on both engines.
export const PARSERS: Record<number, (value: string) => unknown> = {
  20: (v) => Number(v),
  1700: (v) => Number(v),
  1184: (v) => new Date(v).toISOString(),
  1114: (v) => new Date(`${v}Z`).toISOString(),
};

export const PGLITE_OPTIONS = { extensions: { pg_trgm, unaccent }, parsers: PARSERS };
