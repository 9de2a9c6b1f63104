/**
 * The tables of a declared entity (domain/entities), built from its declaration: the main table
 * (serial id, image and flag columns, create_date), the per-language table (id, lang, one text
 * column per text field; primary key (id, lang), lang checked) and the link tables of its links
 * fields. `npm run db:generate` writes them out as named exports (entities.ts) for drizzle-kit.
 */
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, type PgTableWithColumns } from 'drizzle-orm/pg-core';
import { imageField, flagFields, linkFields, linkedEntity, textFields, type EntityDeclaration } from '../../../domain/entities';
import { createdAt, langCheck, langColumn } from './common';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns differ per entity
type AnyTable = PgTableWithColumns<any>;

export interface EntityTables {
  main: AnyTable;
  i18n: AnyTable;
  /** Link tables, by their name. */
  links: Record<string, AnyTable>;
}

function mainTable(entity: EntityDeclaration): AnyTable {
  const image = imageField(entity);
  return pgTable(entity.table, {
    [entity.id]: serial(entity.id).primaryKey(),
    ...(image ? { image: text('image') } : {}),
    ...Object.fromEntries(flagFields(entity).map(([name, field]) => [name, boolean(name).notNull().default(field.default)])),
    createDate: createdAt(),
  });
}

function i18nTable(entity: EntityDeclaration, main: AnyTable): AnyTable {
  const texts = Object.fromEntries(
    textFields(entity).map(([name, field]) => [
      name,
      field.default === undefined ? text(name).notNull() : text(name).notNull().default(field.default),
    ]),
  );
  return pgTable(
    entity.i18nTable,
    {
      [entity.id]: integer(entity.id)
        .notNull()
        .references(() => main[entity.id], { onDelete: 'cascade' }),
      lang: langColumn(),
      ...texts,
    },
    (t) => [primaryKey({ columns: [t[entity.id], t.lang] }), check(`${entity.i18nTable}_lang_ck`, langCheck(t as { lang: unknown }))],
  );
}

/** Every declared entity's tables; link tables reference the linked entity's main table. */
export function entityTables(entities: readonly EntityDeclaration[]): Record<string, EntityTables> {
  const built: Record<string, EntityTables> = {};
  for (const entity of entities) {
    const main = mainTable(entity);
    built[entity.resource] = { main, i18n: i18nTable(entity, main), links: {} };
  }
  for (const entity of entities) {
    for (const [, link] of linkFields(entity)) {
      const other = linkedEntity(link.entity);
      const self = built[entity.resource].main;
      const target = built[other.resource].main;
      built[entity.resource].links[link.table] = pgTable(
        link.table,
        {
          [entity.id]: integer(entity.id)
            .notNull()
            .references(() => self[entity.id], { onDelete: 'cascade' }),
          [other.id]: integer(other.id)
            .notNull()
            .references(() => target[other.id], { onDelete: 'cascade' }),
        },
        (t) => [
          primaryKey({ columns: [t[entity.id], t[other.id]] }),
          index(`${link.table}_${other.id.replace(/^id/, '')}_idx`).on(t[other.id]),
        ],
      );
    }
  }
  return built;
}
