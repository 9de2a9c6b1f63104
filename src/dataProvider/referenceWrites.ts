/**
 * add / upd / del of the five reference lists (API.md "Reference lists"): flat per-language
 * arguments (textES..textPT; services: questionES.., textES.., r1ES..r5PT, filter; categories:
 * services as a comma list "1,2,3") and `id` for upd/del. The screens send grouped-record keys
 * (textES, rating1ES, services [{idservice}]); `variables` turns them into the arguments.
 */
import { LANG_SUFFIXES, RATINGS } from '../../domain';
import type { MutationSpec, ResourceEntry } from './types';

type Writes = Pick<ResourceEntry, 'create' | 'update' | 'delete'>;
type Data = Record<string, unknown>;

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** textEN..textPT, all four always sent. */
const TEXT_ARGS = LANG_SUFFIXES.map((l) => `text${l}`);
const texts = (data: Data) => Object.fromEntries(TEXT_ARGS.map((arg) => [arg, text(data[arg])]));

/** [{idservice: 1}, 2, '3'] → "1,2,3" (part 2 §5: the category payload carries a comma list). */
export function serviceList(value: unknown): string {
  if (typeof value === 'string') return value;
  if (!Array.isArray(value)) return '';
  return value
    .map((s) => (typeof s === 'object' && s !== null ? (s as { idservice?: unknown }).idservice : s))
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0)
    .join(',');
}

const SERVICE_ARGS = [
  ...LANG_SUFFIXES.flatMap((l) => [`question${l}`, `text${l}`, ...RATINGS.map((n) => `r${n}${l}`)]),
  'filter',
];

/** Grouped service keys (questionES, textES, rating1ES...) → addService/updService arguments. */
export function serviceVariables(data: Data): Data {
  const out: Data = {};
  for (const l of LANG_SUFFIXES) {
    out[`question${l}`] = text(data[`question${l}`]);
    out[`text${l}`] = text(data[`text${l}`]);
    for (const n of RATINGS) out[`r${n}${l}`] = text(data[`rating${n}${l}`] ?? data[`r${n}${l}`]);
  }
  out.filter = Boolean(data.filter);
  return out;
}

function writes(name: string, args: readonly string[], variables: (data: Data) => Data): Writes {
  const payload: Omit<MutationSpec, 'mutation'> = { args, variables };
  return {
    create: { mutation: `add${name}`, ...payload },
    update: { mutation: `upd${name}`, idArg: 'id', ...payload },
    delete: { mutation: `del${name}`, idArg: 'id' },
  };
}

export const REFERENCE_WRITES = {
  categories: writes('Category', [...TEXT_ARGS, 'services'], (data) => ({ ...texts(data), services: serviceList(data.services) })),
  subcategories: writes('Subcategory', TEXT_ARGS, texts),
  services: writes('Service', SERVICE_ARGS, serviceVariables),
  equipment: writes('Equipment', TEXT_ARGS, texts),
  allergies: writes('Allergies', TEXT_ARGS, texts),
} satisfies Record<string, Writes>;
