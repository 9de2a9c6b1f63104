/**
 * The categories a maps search fills in (part 1 §5 "Category mapping from maps place types"): each
 * place type of Google's vocabulary that the spec names gives one category, by its Spanish name;
 * other types give none. The names are the demo data's (server/db/seed/reference-data.ts), matched
 * to the API's categories without regard to case, accents or extra spaces.
 */

/** Place type → Spanish category name (part 1 §5). */
export const MAPS_TYPE_CATEGORIES: Readonly<Record<string, string>> = {
  restaurant: 'Restaurante',
  lodging: 'Alojamiento',
  museum: 'Museo',
  bar: 'Café / Bar',
  cafe: 'Café / Bar',
  store: 'Tienda',
  park: 'Parque urbano / rural',
  shopping_mall: 'Centro comercial',
  school: 'Estudios',
  amusement_park: 'Parque de ocio y atracciones',
  hospital: 'Servicios',
  pharmacy: 'Servicios',
  doctor: 'Servicios',
};

const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** The category names the types give, each once, in the order of the first type giving it. */
export function categoryNamesForTypes(types: readonly string[]): string[] {
  const names: string[] = [];
  for (const type of types) {
    const name = Object.hasOwn(MAPS_TYPE_CATEGORIES, type) ? MAPS_TYPE_CATEGORIES[type] : undefined;
    if (name && !names.includes(name)) names.push(name);
  }
  return names;
}

/** The ids of those categories in a list (the API's allCategories); a name the list lacks gives none. */
export function categoryIdsForTypes(types: readonly string[], categories: readonly { id: number; name: string }[]): number[] {
  const ids: number[] = [];
  for (const name of categoryNamesForTypes(types)) {
    const found = categories.find((category) => typeof category.name === 'string' && folded(category.name) === folded(name));
    if (found && !ids.includes(found.id)) ids.push(found.id);
  }
  return ids;
}
