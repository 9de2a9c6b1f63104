/** URL slugs of place names: lower case, accents stripped, words joined by hyphens ("Café A Coruña" → "cafe-a-coruna"). */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The same rule in SQL (for the bulk generator); f_unaccent comes from migration 0000. */
export const slugSql = (expr: string): string =>
  `trim(both '-' from regexp_replace(lower(public.f_unaccent(${expr})), '[^a-z0-9]+', '-', 'g'))`;
