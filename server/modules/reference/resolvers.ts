/** allCategories, allSubcategories, allServices, allEquipment, allAllergies (API.md "Reference lists"). */
import type { ApiModule, Resolver } from '../../graphql/module';
import { parseId, parseLangOrAll } from '../../graphql/args';
import { typeDefs } from './schema';
import { categoryServices, listReference, REF_LISTS, type RefList } from './repository';

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
