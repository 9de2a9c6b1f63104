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
  type PgColumnBuilderBase,
  type PgTableWithColumns,
} from 'drizzle-orm/pg-core';
import {
  choiceFields,
  imageField,
  flagFields,
  linkFields,
  linkedEntity,
  parentFields,
  plainFields,
  searchedFields,
  sortedTextFields,
  textFields,
  urlFields,
  type ChoiceField,
  type EntityDeclaration,
} from '../../../domain/entities';
import { SORTABLE, type SortField, type SortableResource } from '../../../domain';
import { createdAt, keptSortKey, langCheck, langColumn, sortKey, updatedAt } from './common';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns differ per entity
type AnyTable = PgTableWithColumns<any>;

export interface EntityTables {
  main: AnyTable;
  /** Absent for an entity without per-language texts. */
  i18n?: AnyTable;
  /** Link tables, by their name. */
  links: Record<string, AnyTable>;
}

/** A choice's column: a smallint for numbers, text for codes; no default when one must be chosen. */
function choiceColumn(name: string, field: ChoiceField) {
  const column = typeof field.values[0] === 'string' ? text(name).notNull() : smallint(name).notNull();
  return field.default === null ? column : column.default(field.default as never);
}

/** SQL list of a choice's values: 1, 2, 3 or 'Teatro', 'Circo' (declared constants, quotes doubled). */
const valuesSql = (field: ChoiceField) =>
  field.values.map((v) => (typeof v === 'number' ? String(Math.trunc(v)) : `'${v.replace(/'/g, "''")}'`)).join(', ');

/** The main row's normalised copy of what a paged list's search matches (migration 0017). */
export const SEARCH_TEXT = 'search_text';

/**
 * search_text: of plain texts, generated from them; of per-language texts, all languages' values
 * joined, kept by the language table's triggers (0017). None when nothing is searched.
 */
function searchTextColumn(entity: EntityDeclaration): Record<string, PgColumnBuilderBase> {
  const searched = searchedFields(entity).map(([name]) => name);
  if (searched.length === 0) return {};
  if (entity.i18nTable) return { searchText: text(SEARCH_TEXT).notNull().default('') };
  return { searchText: text(SEARCH_TEXT).generatedAlwaysAs(sql.raw(`search_norm(${searched.join(" || ' ' || ")})`)) };
}

/**
 * The stored Spanish sort key of each sorted text, `sort_${name}`: generated from a plain text, kept
 * by the language table's triggers for a per-language text (the Spanish row's; 0017).
 */
const sortKeyColumns = (entity: EntityDeclaration): Record<string, PgColumnBuilderBase> =>
  Object.fromEntries(
    sortedTextFields(entity).map(([name, field]) => [
      `sort_${name}`,
      field.kind === 'text' ? keptSortKey(`sort_${name}`) : sortKey(`sort_${name}`, name),
    ]),
  );

/** The mask of the languages a paged entry with per-language texts misses (migration 0030). */
export const LACKING = 'lacking';

/**
 * «Falta traducción» of a paged entity with per-language texts: `lacking`, the languages the entry
 * misses (bits as langBit: en 1, es 2, gl 4, pt 8), kept by the language table's triggers (0030).
 */
const hasLacking = (entity: EntityDeclaration) => Boolean(entity.paged && entity.i18nTable);

/**
 * The indexes of `lacking`: (lacking, id) for the count and the id order, and (lacking, sort
 * column, id) per other sortable column, so a page reads each mask's entries in its order
 * (server/modules/entities/pagedRepository.ts, entityOrder: a sorted text by its key sort_*).
 */
function lackingIndexes(entity: EntityDeclaration, t: Record<string, AnyPgColumn>) {
  const byName = new Map(Object.values(t).map((column) => [column.name, column]));
  const keyed = new Set(sortedTextFields(entity).map(([name]) => name));
  const sortable = SORTABLE[entity.paged!.sortable] as readonly SortField<SortableResource>[];
  return [
    index(`${entity.table}_lacking_idx`).on(byName.get(LACKING)!, byName.get(entity.id)!),
    ...sortable
      .filter((field) => field !== entity.id)
      .map((field) =>
        index(`${entity.table}_lacking_${field}_idx`).on(
          byName.get(LACKING)!,
          byName.get(keyed.has(field) ? `sort_${field}` : field)!,
          byName.get(entity.id)!,
        ),
      ),
  ];
}

/**
 * The main table: the id, then the image, plain texts ('' when none), flags, urls ('' when none),
 * choices (checked against their values), the parent (null is "none"; a deleted parent leaves its
 * children without one), create_date (indexed on dated entities, whose lists sort by it) and, for
 * dated entities, update_date; search_text, the sort keys and, paged with per-language texts,
 * `lacking`.
 */
function mainTable(entity: EntityDeclaration): AnyTable {
  const image = imageField(entity);
  const table: AnyTable = pgTable(
    entity.table,
    {
      [entity.id]: serial(entity.id).primaryKey(),
      ...(image ? { image: text('image') } : {}),
      ...Object.fromEntries(plainFields(entity).map(([name]) => [name, text(name).notNull().default('')])),
      ...Object.fromEntries(flagFields(entity).map(([name, field]) => [name, boolean(name).notNull().default(field.default)])),
      ...Object.fromEntries(urlFields(entity).map(([name]) => [name, text(name).notNull().default('')])),
      ...Object.fromEntries(
        parentFields(entity).map(([name]) => [
          name,
          integer(name).references((): AnyPgColumn => table[entity.id], { onDelete: 'set null' }),
        ]),
      ),
      ...Object.fromEntries(choiceFields(entity).map(([name, field]) => [name, choiceColumn(name, field)])),
      createDate: createdAt(),
      ...(entity.dated ? { updateDate: updatedAt() } : {}),
      ...searchTextColumn(entity),
      ...sortKeyColumns(entity),
      ...(hasLacking(entity) ? { lacking: smallint(LACKING).notNull().default(0) } : {}),
    },
    (columns) => {
      const t = columns as Record<string, AnyPgColumn>;
      return [
        ...choiceFields(entity).map(([name, field]) =>
          check(`${entity.table}_${name}_ck`, sql`${t[name]} in (${sql.raw(valuesSql(field))})`),
        ),
        ...parentFields(entity).map(([name]) => index(`${entity.table}_${name}_idx`).on(t[name])),
        ...(entity.dated ? [index(`${entity.table}_create_date_idx`).on(t.createDate)] : []),
        ...(hasLacking(entity) ? lackingIndexes(entity, t) : []),
      ];
    },
  );
  return table;
}

function i18nTable(entity: EntityDeclaration & { i18nTable: string }, main: AnyTable): AnyTable {
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
    const { i18nTable: i18n } = entity;
    built[entity.resource] = { main, ...(i18n ? { i18n: i18nTable({ ...entity, i18nTable: i18n }, main) } : {}), links: {} };
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
