/**
 * The API of every declared entity (domain/entities), derived from its declaration: its list query
 * (lang es/en/gl/pt/all, idplace where declared), add → the new id, upd → the id, del → true (an
 * entry in use is refused; its uploaded image goes with it), `thumb` of its image, and its links
 * fields read in one statement per list.
 */
import type { ApiModule, Resolver } from '../../graphql/module';
import type { Access } from '../../../domain/roles';
import { parseId, parseLangOrAll } from '../../graphql/args';
import { removeOwnedImage } from '../../uploads/columnStore';
import { fileStoreOf } from '../../storage';
import { keyOfUrl, thumbKeyOf, urlOfKey } from '../../uploads/keys';
import { imageField, linkFields, mediaFields, writeIdOf, type EntityDeclaration } from '../../../domain/entities';
import { sessionUser } from '../../graphql/context';
import { removeFilesAfterCommit } from '../../media/afterCommit';
import { pagedListResolvers } from '../../graphql/pagedList';
import { notFound } from '../../graphql/errors';
import { resourceOperations } from '../../graphql/access';
import { countSql, entityOrder, listPage, oneEntry, parseEntityFilter, parseListLang, type EntityFilter } from './pagedRepository';
import { ENTITIES } from '../../../domain/entities';
import { entityTypeDefs } from './schema';
import { linkedIds, listEntity, mediaOf } from './repository';
import { parseEntry } from './writeArgs';
import { addEntry, delEntry, updEntry } from './writes';

/** The 100 px thumbnail of an uploaded image; other images (demo, external) are their own thumbnail. */
const thumb: Resolver = (row: { image?: string | null }) => {
  const key = keyOfUrl(row.image);
  return key && key.startsWith('reference/') ? urlOfKey(thumbKeyOf(key)) : (row.image ?? null);
};

/** A paged entity's list and count (graphql/pagedList.ts) and its one-record query. */
function pagedQueries(entity: EntityDeclaration): Record<string, Resolver> {
  const { operations } = entity;
  const paged = entity.paged!;
  type Filter = EntityFilter & { lang: ReturnType<typeof parseListLang> };
  const lists = pagedListResolvers<typeof paged.sortable, Filter>(
    { list: operations.list, count: operations.count! },
    {
      resource: paged.sortable,
      order: entityOrder(entity),
      pageSize: paged.pageSize,
      parseFilter: (args) => ({ ...parseEntityFilter(args), lang: parseListLang(entity, args.lang) }),
      list: (db, filter, order, items, page) => listPage(db, entity, filter.lang, filter, order, items, page),
      countSql: (filter, params, upto) => countSql(entity, filter, params, upto),
    },
  );
  return {
    ...lists,
    [operations.one!]: async (_p, args, ctx) => {
      const id = parseId(args[entity.id], entity.id);
      const rows = await oneEntry(ctx.db, entity, id);
      if (rows.length === 0) throw notFound(`${entity.label} ${id}`, entity.id);
      // Without languages an entry is one row.
      return entity.i18nTable ? rows : rows[0];
    },
  };
}

function queries(entity: EntityDeclaration): Record<string, Resolver> {
  if (entity.paged) return pagedQueries(entity);
  return {
    [entity.operations.list]: (_p, args, ctx) =>
      listEntity(
        ctx.db,
        entity,
        parseLangOrAll(args.lang),
        entity.placeLink && args.idplace !== undefined && args.idplace !== null ? parseId(args.idplace, 'idplace') : null,
      ),
  };
}

function mutations(entity: EntityDeclaration): Record<string, Resolver> {
  const { add, update, delete: del } = entity.operations;
  const image = imageField(entity);
  const idArg = writeIdOf(entity);
  return {
    [add]: (_p, args, ctx) => addEntry(ctx.db, entity, parseEntry(entity, args), sessionUser(ctx).iduser),
    [update]: async (_p, args, ctx) => {
      const id = parseId(args[idArg], idArg);
      const written = await updEntry(ctx.db, entity, id, parseEntry(entity, args), sessionUser(ctx).iduser);
      await removeFilesAfterCommit(ctx, { [entity.id]: id }, written.keys, update);
      return id;
    },
    [del]: async (_p, args, ctx) => {
      const id = parseId(args[idArg], idArg);
      const stored = await delEntry(ctx.db, entity, id);
      if (image) await removeOwnedImage(fileStoreOf(ctx.config), `reference/${image[1].folder}`, stored.image, ctx.reply.log);
      await removeFilesAfterCommit(ctx, { [entity.id]: id }, stored.keys, del);
      return true;
    },
  };
}

/** Its queries and mutations, held to the declaration's `access` (graphql/access.ts). */
function access(entity: EntityDeclaration): Record<string, Access> {
  const { list, count, one, add, update, delete: del } = entity.operations;
  return resourceOperations(entity.access, {
    read: [list, count, one].filter((name): name is string => name !== undefined),
    write: [add, update, del],
  });
}

/** Links and media fields, batched: one statement per field for a whole list (mercurius loaders). */
function loaders(entity: EntityDeclaration) {
  type Db = Parameters<typeof linkedIds>[0];
  /** One loader: the distinct entry ids of the whole list to `read` at once, answered per query. */
  const batched =
    <T>(read: (db: Db, ids: number[]) => Promise<T[]>) =>
    async (queries: { obj: Record<string, number> }[], ctx: { db: Db }) => {
      const ids = [...new Set(queries.map((q) => Number(q.obj[entity.id])))];
      const at = new Map(ids.map((id, i) => [id, i]));
      const lists = await read(ctx.db, ids);
      return queries.map((q) => lists[at.get(Number(q.obj[entity.id]))!]);
    };
  const fields = [
    ...linkFields(entity).map(([name, link]) => [name, batched((db, ids) => linkedIds(db, entity, link, ids))] as const),
    ...mediaFields(entity).map(([name, field]) => [name, batched((db, ids) => mediaOf(db, entity, field.media, ids))] as const),
  ];
  return fields.length ? { [entity.type]: Object.fromEntries(fields) } : {};
}

export function entitiesModule(entities: readonly EntityDeclaration[] = ENTITIES): ApiModule {
  return {
    name: 'entities',
    typeDefs: entityTypeDefs(entities),
    resolvers: {
      Query: Object.assign({}, ...entities.map(queries)),
      Mutation: Object.assign({}, ...entities.map(mutations)),
      ...Object.fromEntries(entities.filter((e) => imageField(e)).map((e) => [e.type, { thumb }])),
    },
    loaders: Object.assign({}, ...entities.map(loaders)),
    access: Object.assign({}, ...entities.map(access)),
  };
}
