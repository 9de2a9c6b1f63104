/**
 * allCategories, allSubcategories, allServices, allEquipment, allAllergies and their add/upd/del
 * mutations (API.md "Reference lists"); `thumb` of the entries with images.
 */
import type { ApiModule, Resolver } from '../../graphql/module';
import { parseId, parseLangOrAll } from '../../graphql/args';
import { typeDefs } from './schema';
import { categoryServices, listReference, REF_LISTS, type RefList } from './repository';
import { referenceMutations } from './mutations';
import { keyOfUrl, thumbKeyOf, urlOfKey } from '../../uploads/keys';

/** The 100 px thumbnail of an uploaded image; other images (demo, external) are their own thumbnail. */
const thumb: Resolver = (row: { image?: string | null }) => {
  const key = keyOfUrl(row.image);
  return key && key.startsWith('reference/') ? urlOfKey(thumbKeyOf(key)) : (row.image ?? null);
};

function lister(list: RefList, byPlace = false): Resolver {
  return (_p, args, ctx) =>
    listReference(
      ctx.db,
      list,
      parseLangOrAll(args.lang),
      byPlace && args.idplace !== undefined && args.idplace !== null ? parseId(args.idplace, 'idplace') : null,
    );
}

export const referenceModule: ApiModule = {
  name: 'reference',
  typeDefs,
  resolvers: {
    Query: {
      allCategories: lister(REF_LISTS.categories),
      allSubcategories: lister(REF_LISTS.subcategories),
      allServices: lister(REF_LISTS.services),
      allEquipment: lister(REF_LISTS.equipment, true),
      allAllergies: lister(REF_LISTS.allergies, true),
    },
    Mutation: referenceMutations,
    Category: { thumb },
    Subcategory: { thumb },
    Equipment: { thumb },
    Allergie: { thumb },
  },
  loaders: {
    Category: {
      services: async (queries: { obj: { idcategory: number } }[], ctx) => {
        const ids = [...new Set(queries.map((q) => q.obj.idcategory))];
        const byId = new Map(ids.map((id, i) => [id, i]));
        const lists = await categoryServices(ctx.db, ids);
        return queries.map((q) => lists[byId.get(q.obj.idcategory)!]);
      },
    },
  },
};
