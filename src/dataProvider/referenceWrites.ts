/**
 * add / upd / del of the five reference lists (API.md "Reference lists"): flat per-language
 * arguments (textES..textPT; services: questionES.., textES.., r1ES..r5PT, filter; categories:
 * services as a comma list "1,2,3") and `id` for upd/del. The screens send the grouped record
 * (`text: {en, es, gl, pt}`, `rating3: {...}`, `services: [1, 2]`); `variables` turns it into the
 * arguments (texts trimmed, as the server stores them) and `fieldOf` turns a refused argument
 * back into the form field that holds it (textES → text.es, r3GL → rating3.gl).
 */
import { LANGS, LANG_SUFFIXES, RATINGS, isLang, langSuffix } from '../../domain';
import type { MutationSpec, ResourceEntry } from './types';

type Writes = Pick<ResourceEntry, 'create' | 'update' | 'delete'>;
type Data = Record<string, unknown>;

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());

/** `{field: {en, es, ...}}` → `{<arg>EN, <arg>ES, ...}`, every language always sent. */
function perLanguage(data: Data, field: string, arg = field): Data {
  const byLang = (data[field] ?? {}) as Record<string, unknown>;
  return Object.fromEntries(LANGS.map((lang) => [`${arg}${langSuffix(lang)}`, text(byLang[lang])]));
}

/** [1, {idservice: 2}, '3'] → "1,2,3" (part 2 §5: the category payload carries a comma list). */
export function serviceList(value: unknown): string {
  if (typeof value === 'string') return value;
  if (!Array.isArray(value)) return '';
  return value
    .map((s) => (typeof s === 'object' && s !== null ? (s as { idservice?: unknown }).idservice : s))
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0)
    .join(',');
}

/** The service's grouped record → addService/updService arguments. */
export function serviceVariables(data: Data): Data {
  return {
    ...perLanguage(data, 'question'),
    ...perLanguage(data, 'text'),
    ...Object.assign({}, ...RATINGS.map((n) => perLanguage(data, `rating${n}`, `r${n}`))),
    filter: Boolean(data.filter),
  };
}

/** A refused argument → its form field: textES → text.es, r3GL → rating3.gl, services → services. */
export function formFieldOf(arg: string): string {
  const match = /^(\w+?)(EN|ES|GL|PT)$/.exec(arg);
  if (!match) return arg;
  const lang = match[2].toLowerCase();
  const field = /^r([1-5])$/.exec(match[1]) ? `rating${match[1].slice(1)}` : match[1];
  return isLang(lang) ? `${field}.${lang}` : arg;
}

const TEXT_ARGS = LANG_SUFFIXES.map((l) => `text${l}`);
const SERVICE_ARGS = [...LANG_SUFFIXES.flatMap((l) => [`question${l}`, `text${l}`, ...RATINGS.map((n) => `r${n}${l}`)]), 'filter'];

function writes(name: string, args: readonly string[], variables: (data: Data) => Data): Writes {
  const payload: Omit<MutationSpec, 'mutation'> = { args, variables, fieldOf: formFieldOf };
  return {
    create: { mutation: `add${name}`, ...payload },
    update: { mutation: `upd${name}`, idArg: 'id', ...payload },
    delete: { mutation: `del${name}`, idArg: 'id' },
  };
}

const texts = (data: Data) => perLanguage(data, 'text');

export const REFERENCE_WRITES = {
  categories: writes('Category', [...TEXT_ARGS, 'services'], (data) => ({ ...texts(data), services: serviceList(data.services) })),
  subcategories: writes('Subcategory', TEXT_ARGS, texts),
  services: writes('Service', SERVICE_ARGS, serviceVariables),
  equipment: writes('Equipment', TEXT_ARGS, texts),
  allergies: writes('Allergies', TEXT_ARGS, texts),
} satisfies Record<string, Writes>;
