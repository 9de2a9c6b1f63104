/** The config table (field, content, create_date, update_date): every known field read, items upserted. */
import { CONFIG_FIELDS } from '../../../domain';
import type { Database } from '../../db/connect';
import type { ConfigItem } from './input';

export interface ConfigEntry {
  field: string;
  content: string;
  create_date: string | null;
  update_date: string | null;
}

/** Every known field in the fixed order; a field without a row reads as '' with no dates. */
export async function readConfig(db: Database): Promise<ConfigEntry[]> {
  const names = CONFIG_FIELDS.map((field) => field.name);
  const rows = await db.query<ConfigEntry>('SELECT field, content, create_date, update_date FROM config WHERE field = ANY($1::text[])', [
    names,
  ]);
  const byField = new Map(rows.map((row) => [row.field, row]));
  return names.map((field) => byField.get(field) ?? { field, content: '', create_date: null, update_date: null });
}

/** Inserts or replaces the items in one transaction; answers how many were saved. */
export async function saveConfig(db: Database, items: ConfigItem[]): Promise<number> {
  return db.transaction(async (tx) => {
    const saved = await tx.query(
      `INSERT INTO config (field, content)
       SELECT * FROM unnest($1::text[], $2::text[])
       ON CONFLICT (field) DO UPDATE SET content = EXCLUDED.content, update_date = now()
       RETURNING field`,
      [items.map((item) => item.field), items.map((item) => item.content)],
    );
    return saved.length;
  });
}
