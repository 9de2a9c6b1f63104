/**
 * addX / updX / delX for the five reference lists (API.md "Reference lists", part 2 §7):
 * add → the new id, upd → the id, del → true. Deleting an entry also deletes its uploaded image.
 */
import type { Resolver } from '../../graphql/module';
import { parseId } from '../../graphql/args';
import { removeOwnedImage } from '../../uploads/columnStore';
import { parseFilter, parseServiceList, parseTexts } from './writeArgs';
import { addEntry, delEntry, updEntry, type EntryValues } from './writes';
import { WRITE_LISTS, type WriteList } from './writeSpecs';

type Values = (args: Record<string, unknown>) => EntryValues;

function mutations(name: string, spec: WriteList, values: Values): Record<string, Resolver> {
  return {
    [`add${name}`]: (_p, args, ctx) => addEntry(ctx.db, spec, values(args)),
    [`upd${name}`]: (_p, args, ctx) => {
      const id = parseId(args.id, 'id');
      return updEntry(ctx.db, spec, id, values(args));
    },
    [`del${name}`]: async (_p, args, ctx) => {
      const image = await delEntry(ctx.db, spec, parseId(args.id, 'id'));
      if (spec.imageFolder) await removeOwnedImage(ctx.config.uploadDir, spec.imageFolder, image, ctx.reply.log);
      return true;
    },
  };
}

const texts =
  (spec: WriteList): Values =>
  (args) => ({ texts: parseTexts(spec, args) });

export const referenceMutations: Record<string, Resolver> = {
  ...mutations('Category', WRITE_LISTS.categories, (args) => ({
    texts: parseTexts(WRITE_LISTS.categories, args),
    services: parseServiceList(args.services),
  })),
  ...mutations('Subcategory', WRITE_LISTS.subcategories, texts(WRITE_LISTS.subcategories)),
  ...mutations('Service', WRITE_LISTS.services, (args) => ({
    texts: parseTexts(WRITE_LISTS.services, args),
    filter: parseFilter(args.filter),
  })),
  ...mutations('Equipment', WRITE_LISTS.equipment, texts(WRITE_LISTS.equipment)),
  ...mutations('Allergies', WRITE_LISTS.allergies, texts(WRITE_LISTS.allergies)),
};
