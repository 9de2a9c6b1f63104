/**
 * The declared entities' tables file (server/db/schema/entities.ts) is written by
 * `npm run db:generate` from domain/entities: a declaration changed without regenerating it would
 * leave drizzle-kit writing migrations from stale tables.
 */
import fs from 'node:fs';
import { entityTablesSource, TABLES_FILE } from '../../scripts/entityTables';

test('server/db/schema/entities.ts is what npm run db:generate writes from the declarations', () => {
  expect(fs.readFileSync(TABLES_FILE, 'utf8')).toBe(entityTablesSource());
});

test('it exports each entity table, its per-language table and its link tables by their SQL names', () => {
  const source = entityTablesSource();
  for (const table of ['categories', 'category_i18n', 'category_services', 'services', 'service_i18n', 'allergies', 'allergie_i18n']) {
    expect(source).toContain(`export const ${table} = `);
  }
});
