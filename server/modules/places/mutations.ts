/** statusPlace and delPlace (API.md "Places"; docs/api.md "Borrados"). */
import type { Resolver } from '../../graphql/module';
import { parseId } from '../../graphql/args';
import { parsePlaceState } from './state';
import { badInput, notFound } from '../../graphql/errors';
import { removeStoredFiles } from '../../uploads/files';
import { deletePlace, setPlaceStatus } from './writes';

const PLACE = 'El sitio';

export const placeMutations: Record<string, Resolver> = {
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
    const files = await removeStoredFiles(ctx.config.uploadDir, keys);
    if (files.refused.length || files.failed.length) {
      ctx.reply.log.warn({ idplace, refused: files.refused, failed: files.failed }, 'delPlace: stored files left on disk');
    }
    return true;
  },
};
