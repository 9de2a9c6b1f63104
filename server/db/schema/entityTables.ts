/**
 * The tables of a declared entity (domain/entities), built from its declaration: the main table
 * (serial id, image and flag columns, create_date), the per-language table (id, lang, one text
 * column per text field; primary key (id, lang), lang checked) and the link tables of its links
 * fields. `npm run db:generate` writes them out as named exports (entities.ts) for drizzle-kit.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  type AnyPgColumn,
  type PgTableWithColumns,
} from 'drizzle-orm/pg-core';
import {
  choiceFields,
  imageField,
  flagFields,
  linkFields,
  linkedEntity,
  parentFields,
  textFields,
  urlFields,
  type EntityDeclaration,
} from '../../../domain/entities';
import { createdAt, langCheck, langColumn, updatedAt } from './common';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns differ per entity
type AnyTable = PgTableWithColumns<any>;

export interface EntityTables {
  main: AnyTable;
  i18n: AnyTable;
  /** Link tables, by their name. */
  links: Record<string, AnyTable>;
}

/**
 * The main table: the id, then the image, flags, urls ('' when none), choices (smallint checked
 * against their values), the parent (null is "none"; a deleted parent leaves its children without
 * one), create_date and, for dated entities, update_date.
 */
function mainTable(entity: EntityDeclaration): AnyTable {
  const image = imageField(entity);
  const table: AnyTable = pgTable(
    entity.table,
    {
      [entity.id]: serial(entity.id).primaryKey(),
      ...(image ? { image: text('image') } : {}),
      ...Object.fromEntries(flagFields(entity).map(([name, field]) => [name, boolean(name).notNull().default(field.default)])),
      ...Object.fromEntries(urlFields(entity).map(([name]) => [name, text(name).notNull().default('')])),
      ...Object.fromEntries(
        parentFields(entity).map(([name]) => [
          name,
          integer(name).references((): AnyPgColumn => table[entity.id], { onDelete: 'set null' }),
        ]),
      ),
      ...Object.fromEntries(choiceFields(entity).map(([name, field]) => [name, smallint(name).notNull().default(field.default)])),
      createDate: createdAt(),
      ...(entity.dated ? { updateDate: updatedAt() } : {}),
    },
    (columns) => {
      const t = columns as Record<string, AnyPgColumn>;
      return [
        ...choiceFields(entity).map(([name, field]) =>
          check(`${entity.table}_${name}_ck`, sql`${t[name]} in (${sql.raw(field.values.map((v) => String(Math.trunc(v))).join(', '))})`),
        ),
        ...parentFields(entity).map(([name]) => index(`${entity.table}_${name}_idx`).on(t[name])),
      ];
    },
  );
  return table;
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
