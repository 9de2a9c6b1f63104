/** addPlace, updPlace, statusPlace and delPlace (API.md "Places"; docs/api.md «Alta y edición de sitios», «Borrados»). */
import type { Resolver } from '../../graphql/module';
import { parseId, parseIntRange } from '../../graphql/args';
import { sessionUser } from '../../graphql/context';
import { parsePlaceState } from './state';
import { badInput, notFound } from '../../graphql/errors';
import { removeFilesAfterCommit } from '../../media/afterCommit';
import { deletePlace, setPlaceStatus } from './writes';
import { parsePlaceInput, parseRemoveFiles } from './input';
import { createPlace, updatePlace } from './save';

const PLACE = 'El sitio';

export const placeMutations: Record<string, Resolver> = {
  /** Creates the place with everything it carries (one transaction); answers the new idplace. */
  addPlace: async (_p, args, ctx) => {
    const data = parsePlaceInput(args.place, true);
    return createPlace(ctx.db, sessionUser(ctx).iduser, data);
  },

  /** Replaces the place's fields; version (optional) must match the stored one. Answers idplace. */
  updPlace: async (_p, args, ctx) => {
    const idplace = parseId(args.idplace, 'idplace');
    const version = parseIntRange(args.version, 'version', 1, 2_147_483_647);
    const data = parsePlaceInput(args.place, false);
    const removeFiles = parseRemoveFiles(args.remove_files);
    const keys = await updatePlace(ctx.db, idplace, sessionUser(ctx).iduser, data, removeFiles, version);
    await removeFilesAfterCommit(ctx, { idplace }, keys, 'updPlace');
    return idplace;
  },

  /** publish: 0 draft, 1 published, 2 permanently closed, 3 temporarily closed. Answers the idplace. */
  statusPlace: async (_p, args, ctx) => {
    const idplace = parseId(args.idplace, 'idplace');
    const publish = parsePlaceState(args.publish, 'publish');
    if (publish === null) throw badInput('publish', 'Estado no válido en publish: debe ser un entero entre 0 y 3');
    if (!(await setPlaceStatus(ctx.db, idplace, publish))) throw notFound(PLACE, 'idplace');
    return idplace;
  },

  /** Deletes the place, its rows (cascade) and then its stored files. A second delete is NOT_FOUND. */
  delPlace: async (_p, args, ctx) => {
    const idplace = parseId(args.idplace, 'idplace');
    const keys = await deletePlace(ctx.db, idplace);
    if (keys === null) throw notFound(PLACE, 'idplace');
    // After the commit: a file that cannot be removed never brings back a deleted place.
    await removeFilesAfterCommit(ctx, { idplace }, keys, 'delPlace');
    return true;
  },
};
