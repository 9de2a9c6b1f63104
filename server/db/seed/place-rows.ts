/** Writes the demo place drafts: the places, their texts, their links to the reference lists and the staff's service answers. */
import type { Queryable } from '../connect';
import type { Lang } from '../schema/common';
import { iso } from './dates';
import { PLACE_COLUMNS, type PlaceDraft } from './places';
import type { Rng } from './random';
import { ALLERGENS, EQUIPMENT } from './reference-data';
import type { ReferenceIds } from './reference';
import { insertRows } from './sql';
import { ALLERGEN_SENTENCE, EQUIPMENT_SENTENCE, EXTRAS, INTROS, fill, menuHtml } from './texts';

export interface DemoPlace {
  idplace: number;
  name: string;
  country: string;
  published: number;
  created: number;
  categoryIds: number[];
  serviceIds: number[];
}

export interface PlaceContext {
  refs: ReferenceIds;
  staff: number;
  chains: Map<string, number>;
  servicesByCategory: Map<number, number[]>;
}

const lower = (text: string, lang: Lang) => text.charAt(0).toLocaleLowerCase(lang) + text.slice(1);

function description(d: PlaceDraft, lang: Lang): string {
  const parts = [fill(INTROS[d.categories[0]][lang], d.name, d.city.name), ...d.extras.map((e) => EXTRAS[e][lang])];
  if (d.equipment.length > 0) {
    const list = d.equipment.map((k) => lower(EQUIPMENT.find((e) => e.key === k)!.text[lang], lang)).join(', ');
    parts.push(EQUIPMENT_SENTENCE[lang].replace('{list}', list));
  }
  if (d.allergens.length > 0) {
    const list = d.allergens.map((k) => lower(ALLERGENS.find((a) => a.key === k)!.text[lang], lang)).join(', ');
    parts.push(ALLERGEN_SENTENCE[lang].replace('{list}', list));
  }
  return parts.join(' ');
}

export async function insertPlaces(q: Queryable, rng: Rng, drafts: PlaceDraft[], ctx: PlaceContext): Promise<DemoPlace[]> {
  const { refs } = ctx;
  const rows = drafts.map((d) => [...PLACE_COLUMNS.map((c) => d.row[c]), d.chain ? (ctx.chains.get(d.chain) ?? null) : null, ctx.staff]);
  const inserted = await insertRows<{ idplace: number }>(q, 'places', [...PLACE_COLUMNS, 'idchain', 'iduser'], rows, {
    casts: { hours: 'jsonb' },
    returning: 'idplace',
  });
  const ids = inserted.map((r) => Number(r.idplace));

  const texts: unknown[][] = [];
  const categories: unknown[][] = [];
  const subcategories: unknown[][] = [];
  const equipment: unknown[][] = [];
  const allergies: unknown[][] = [];
  const votes: unknown[][] = [];
  const places: DemoPlace[] = drafts.map((d, i) => {
    const idplace = ids[i];
    for (const lang of d.langs) {
      texts.push([idplace, lang, description(d, lang), d.menu ? menuHtml(lang, d.menu.dishes, d.menu.prices) : '']);
    }
    const categoryIds = d.categories.map((k) => refs.categories.get(k)!);
    categoryIds.forEach((id) => categories.push([idplace, id]));
    d.subcategories.forEach((k) => subcategories.push([idplace, refs.subcategories.get(k)!]));
    d.equipment.forEach((k) => equipment.push([idplace, refs.equipment.get(k)!]));
    d.allergens.forEach((k) => allergies.push([idplace, refs.allergies.get(k)!]));
    const serviceIds = [...new Set(categoryIds.flatMap((id) => ctx.servicesByCategory.get(id) ?? []))];
    for (const idservice of serviceIds) {
      if (!rng.chance(0.6)) continue;
      const points = rng.weighted([
        [0, 10],
        [1, 4],
        [2, 8],
        [3, 20],
        [4, 30],
        [5, 28],
      ]);
      votes.push([idplace, idservice, ctx.staff, points, iso(d.updated)]);
    }
    return { idplace, name: d.name, country: d.city.country, published: d.published, created: d.created, categoryIds, serviceIds };
  });

  await insertRows(q, 'place_i18n', ['idplace', 'lang', 'description', 'menu'], texts);
  await insertRows(q, 'place_categories', ['idplace', 'idcategory'], categories);
  await insertRows(q, 'place_subcategories', ['idplace', 'idsubcategory'], subcategories);
  await insertRows(q, 'place_equipment', ['idplace', 'idequipment'], equipment);
  await insertRows(q, 'place_allergies', ['idplace', 'idallergie'], allergies);
  await insertRows(q, 'service_votes', ['idplace', 'idservice', 'iduser', 'points', 'create_date'], votes);
  return places;
}
