/**
 * How each reference list is written (API.md "Reference lists", part 2 §7): which flat argument feeds
 * which i18n column, the length limits, what counts as "used by places" (deletion is then refused),
 * and where its uploaded images live.
 */
import { RATINGS, TEXT_LIMITS } from '../../../domain';
import { UPLOAD_POLICIES } from '../../uploads/policy';
import { REF_LISTS, type RefList } from './repository';

export interface TextColumn {
  /** i18n column. */
  column: string;
  /** Argument prefix: `${arg}ES`, `${arg}EN`... */
  arg: string;
  max: number;
}

export interface WriteList {
  list: RefList;
  /** Spanish name for messages: "La categoría 12 no existe". */
  label: string;
  columns: TextColumn[];
  /** The Spanish argument that must not be empty, and the message when it is. */
  required: { arg: string; message: string };
  /** SQL counting the places that use entry $1 (deleting a used entry is refused). */
  usedBy: string;
  /** Folder of its uploaded images under UPLOAD_DIR (server/uploads/policy.ts), if it has images. */
  imageFolder?: string;
}

const NAME: TextColumn[] = [{ column: 'text', arg: 'text', max: TEXT_LIMITS.name }];
const NAME_REQUIRED = { arg: 'textES', message: 'El texto en español es obligatorio' };

export const WRITE_LISTS = {
  categories: {
    list: REF_LISTS.categories,
    label: 'La categoría',
    columns: NAME,
    required: NAME_REQUIRED,
    usedBy: 'SELECT count(*) AS n FROM place_categories WHERE idcategory = $1',
    imageFolder: UPLOAD_POLICIES.category.folder,
  },
  subcategories: {
    list: REF_LISTS.subcategories,
    label: 'La subcategoría',
    columns: NAME,
    required: NAME_REQUIRED,
    usedBy: 'SELECT count(*) AS n FROM place_subcategories WHERE idsubcategory = $1',
    imageFolder: UPLOAD_POLICIES.subcategory.folder,
  },
  services: {
    list: REF_LISTS.services,
    label: 'El servicio',
    columns: [
      { column: 'question', arg: 'question', max: TEXT_LIMITS.question },
      { column: 'text', arg: 'text', max: TEXT_LIMITS.serviceText },
      ...RATINGS.map((n) => ({ column: `rating${n}`, arg: `r${n}`, max: TEXT_LIMITS.rating })),
    ],
    required: { arg: 'questionES', message: 'La pregunta en español es obligatoria' },
    // A place uses a service once it has answers (votes) for it.
    usedBy: 'SELECT count(DISTINCT idplace) AS n FROM service_votes WHERE idservice = $1',
  },
  equipment: {
    list: REF_LISTS.equipment,
    label: 'El equipamiento',
    columns: NAME,
    required: NAME_REQUIRED,
    usedBy: 'SELECT count(*) AS n FROM place_equipment WHERE idequipment = $1',
    imageFolder: UPLOAD_POLICIES.equipment.folder,
  },
  allergies: {
    list: REF_LISTS.allergies,
    label: 'La alergia',
    columns: NAME,
    required: NAME_REQUIRED,
    usedBy: 'SELECT count(*) AS n FROM place_allergies WHERE idallergie = $1',
    imageFolder: UPLOAD_POLICIES.allergie.folder,
  },
} satisfies Record<string, WriteList>;
