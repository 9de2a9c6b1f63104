/**
 * Reads of a declared entity: one row per (id, language), ordered by id and then the languages'
 * order (EN, ES, GL, PT, part 2 §3); and the ids a links field lists for many entries at once.
 */
import type { Queryable } from '../../db/connect';
import { langOrderSql, type Lang } from '../../db/schema/common';
import { flagFields, imageField, linkedEntity, textFields, type EntityDeclaration, type LinksField } from '../../../domain/entities';

/** Columns of the main table a row carries, besides the id. */
const ownColumns = (entity: EntityDeclaration) => [...(imageField(entity) ? ['image'] : []), ...flagFields(entity).map(([name]) => name)];

export async function listEntity(
  db: Queryable,
  entity: EntityDeclaration,
  lang: Lang | 'all',
  idplace: number | null,
): Promise<Record<string, unknown>[]> {
  const params: unknown[] = [];
  const where: string[] = [];
  if (lang !== 'all') {
    params.push(lang);
    where.push(`t.lang = $${params.length}`);
  }
  if (idplace !== null && entity.placeLink) {
    params.push(idplace);
    where.push(`m.${entity.id} IN (SELECT ${entity.id} FROM ${entity.placeLink} WHERE idplace = $${params.length})`);
  }
  const cols = [...ownColumns(entity).map((c) => `m.${c}`), ...textFields(entity).map(([name]) => `t.${name}`)].join(', ');
  return db.query(
    `SELECT m.${entity.id}, t.lang, ${cols} FROM ${entity.table} m JOIN ${entity.i18nTable} t ON t.${entity.id} = m.${entity.id}
      ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY m.${entity.id}, ${langOrderSql('t.lang')}`,
    params,
  );
}

/** The linked ids of each of `ids` (in that order), in one statement: [[{idservice: 1}, …], …]. */
export async function linkedIds(
  db: Queryable,
  entity: EntityDeclaration,
  link: LinksField,
  ids: number[],
): Promise<Record<string, number>[][]> {
  const target = linkedEntity(link.entity).id;
  const rows = await db.query<Record<string, number>>(
    `SELECT ${entity.id} AS owner, ${target} FROM ${link.table} WHERE ${entity.id} = ANY($1::int[]) ORDER BY ${target}`,
    [ids],
  );
  const byOwner = new Map<number, Record<string, number>[]>(ids.map((id) => [id, []]));
  for (const row of rows) byOwner.get(Number(row.owner))?.push({ [target]: Number(row[target]) });
  return ids.map((id) => byOwner.get(id) ?? []);
}

/** The media of one kind of each of `ids` (in that order), in one statement: [[{idmedia, url, name}, …], …]. */
export async function mediaOf(
  db: Queryable,
  entity: EntityDeclaration,
  kind: string,
  ids: number[],
): Promise<{ idmedia: number; url: string; name: string }[][]> {
  const rows = await db.query<{ owner: number; idmedia: number; url: string; name: string }>(
    `SELECT ${entity.id} AS owner, idmedia, url, name FROM media WHERE ${entity.id} = ANY($1::int[]) AND kind = $2 ORDER BY position, idmedia`,
    [ids, kind],
  );
  const byOwner = new Map<number, { idmedia: number; url: string; name: string }[]>(ids.map((id) => [id, []]));
  for (const row of rows) byOwner.get(Number(row.owner))?.push({ idmedia: Number(row.idmedia), url: row.url, name: row.name });
  return ids.map((id) => byOwner.get(id) ?? []);
}
