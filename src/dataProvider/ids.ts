/**
 * The spec's id names (idplace, idcategory, ...) ↔ react-admin's `id`, both ways. Records keep
 * their spec id field and gain `id`; ids going out become the spec's Int arguments.
 */
import type { Identifier, RaRecord } from 'react-admin';
import { badParam } from './errors';

/** A record as react-admin wants it: `id` = its spec id, which stays too. */
export function withId(row: Record<string, unknown>, idField: string): RaRecord {
  return { ...row, id: row[idField] as Identifier };
}

/** react-admin's id (a number, or a string from a URL) as the spec's Int id. */
export function toSpecId(id: Identifier | null | undefined, idField: string): number {
  const value = typeof id === 'string' ? Number(id.trim()) : id;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    throw badParam(idField, `Identificador no válido en ${idField}: ${String(id)}`);
  }
  return value;
}

export function toSpecIds(ids: Identifier[] | undefined, idField: string): number[] {
  return (ids ?? []).map((id) => toSpecId(id, idField));
}

/** A sort or filter field name as the spec spells it: react-admin's `id` is the spec id field. */
export function toSpecField(field: string, idField: string): string {
  return field === 'id' ? idField : field;
}
