/**
 * What a list declares to be exported (route.ts streams it): the columns it may send, by the name
 * the panel asks for, and, for a list's arguments (the same as its GraphQL list query), how its
 * rows are selected and ordered. The route reads them in chunks after the last row's (sort key,
 * id): every chunk is one short statement along the order's index, never the whole result at once.
 */
import type { Where } from '../graphql/where';

export interface ExportColumn {
  /** A SQL expression over the list's alias. */
  sql: string;
  /** A timestamp, written in the reader's local time. */
  date?: boolean;
}

export interface ExportPlan {
  /** FROM clause with its alias ('places p'). */
  from: string;
  /** The list's condition; its parameters numbered from $1. */
  where: (params: unknown[]) => Where;
  /** SQL of the order's key and of the id that breaks its ties. */
  sort: string;
  id: string;
  desc: boolean;
  /** How many rows it selects, as a scalar subquery (for the download's progress). */
  count: (params: unknown[]) => string;
}

export interface ExportSource {
  columns: Record<string, ExportColumn>;
  /** Validates the list's arguments (BAD_USER_INPUT naming one) and plans the read. */
  plan(args: Record<string, unknown>): ExportPlan;
}
