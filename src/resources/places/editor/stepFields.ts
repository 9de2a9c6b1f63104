/**
 * The form fields each step of the editor checks before it is left, in the order their problems
 * are reported: part 1 §5 puts the category first, then the name, then the address; on edit the
 * coordinates follow; then the rest as the step shows them (domain/placeFields.ts).
 */
import { LANGS, PLACE_TEXT, PLACE_TEXT_FIELDS, type PlaceStep } from '../../../../domain';

const textsOf = (step: PlaceStep) => PLACE_TEXT_FIELDS.filter((field) => PLACE_TEXT[field].step === step);
const perLanguage = (field: string) => LANGS.map((lang) => `${field}.${lang}`);

/** Step 1 Datos. */
export const DATA_STEP_FIELDS: readonly string[] = [
  'categories',
  'name',
  'address',
  'coordinates',
  ...textsOf('data').filter((field) => field !== 'name' && field !== 'address'),
  'subcategories',
  ...perLanguage('description'),
];

/** Step 2 Media: the texts sent with each chosen file, then the menu in each language. */
export function mediaStepFields(values: Record<string, unknown>): string[] {
  const each = (list: string, text: string) =>
    (Array.isArray(values[list]) ? (values[list] as unknown[]) : []).map((_, i) => `${list}.${i}.${text}`);
  return [...each('photoFiles', 'attrib'), ...each('pdfFiles', 'title'), ...perLanguage('menu')];
}

/** Step 3 Servicios: the ticket office. */
export const SERVICES_STEP_FIELDS: readonly string[] = textsOf('services');

/** The step showing a field (a reloaded one, a refused one): its index in the wizard. */
export function stepOfField(field: string): number {
  const base = field.split('.')[0];
  if (DATA_STEP_FIELDS.some((f) => f === field || f.split('.')[0] === base)) return 0;
  if (['photos', 'photoFiles', 'videos', 'pdfs', 'pdfFiles', 'views360', 'view360Files', 'menu', 'remove_files'].includes(base)) return 1;
  if (['equipment', 'allergies', 'services', 'points', ...SERVICES_STEP_FIELDS].includes(base)) return 2;
  if (base === 'hours' || base === 'published') return 3;
  return 0;
}
