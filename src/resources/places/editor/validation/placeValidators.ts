/**
 * The place editor's field checks as react-admin validators, one list per form field: the required
 * fields with the spec's messages (part 1 §5: a category, a name, an address; on edit the
 * coordinates '(lat, lng)'), and every limit the API holds a place to, from the same list it reads
 * (domain/placeFields.ts): each text within its length, links without spaces nor another scheme
 * than http(s) (domain/links.ts, the API's rule), the ticket links http(s), the time zone an IANA name. Every message names its field in Spanish
 * ('Nombre: como máximo 200 caracteres (tiene 300)'). The inputs show them as the user goes; the
 * wizard runs the same validators on a step's fields before leaving it, and on every step before
 * saving (src/wizard/stepCheck.ts).
 */
import { useMemo } from 'react';
import { required, useTranslate, type ValidationErrorMessage, type Validator } from 'react-admin';
import {
  LANGS,
  PLACE_LIMITS,
  PLACE_TEXT,
  PLACE_TEXT_FIELDS,
  isHttpUrl,
  isTimeZoneName,
  linkProblem,
  parseCoordinates,
  textLength,
} from '../../../../../domain';
import type { FieldValidators } from '../../../../wizard';
import { fieldName } from '../fieldLabel';

type Translate = (key: string, options?: object) => string;

const P = 'app.place_editor.check.';

/** The ticket links are opened as typed: http(s) only (part 1 §2 step 3). */
const HTTP_ONLY = new Set<string>(['buy_url', 'buy_img']);

/** Not only spaces (react-admin's required() takes '  ' for a value; the API trims it away). */
const notBlank =
  (message: string): Validator =>
  (value) =>
    typeof value === 'string' && value.trim() === '' ? message : undefined;

/** Required and not blank, with the spec's message. */
const requiredText = (message: string): Validator[] => [required(message), notBlank(message)];

export const maxChars =
  (field: string, max: number) =>
  (value: unknown): ValidationErrorMessage | undefined => {
    if (typeof value !== 'string') return undefined;
    const count = textLength(value);
    return count > max ? { message: `${P}too_long`, args: { field, max, count } } : undefined;
  };

const link =
  (field: string): Validator =>
  (value) => {
    const problem = typeof value === 'string' ? linkProblem(value) : null;
    return problem ? { message: `${P}link_${problem}`, args: { field } } : undefined;
  };

const httpUrl =
  (field: string): Validator =>
  (value) =>
    value && !isHttpUrl(value) ? { message: 'app.placeServices.error.url', args: { field } } : undefined;

/** '(lat, lng)', required where the form has it (edit; a new place has no coordinates field). */
const coordinates: Validator = Object.assign(
  (value: unknown) => {
    if (value === undefined) return undefined;
    const read = parseCoordinates(value);
    if (read === null) return `${P}coordinates_required`;
    return 'error' in read ? `${P}coordinates_${read.error}` : undefined;
  },
  { isRequired: true },
);

/** The text sent with a chosen file ('photoFiles.0.attrib'), named with the file: 'Atribución de fachada.png'. */
const fileText =
  (label: string, max: number, translate: Translate): Validator =>
  (value, values, props) => {
    const [list, index] = String(props?.finalSource ?? props?.source ?? '').split('.');
    const file = (values?.[list] as { rawFile?: File; title?: string }[] | undefined)?.[Number(index)];
    return maxChars(translate(label, { name: file?.rawFile?.name ?? '' }), max)(value);
  };

/** An IANA zone name or nothing (domain/timeZoneName.ts, the API's rule). */
const timeZone =
  (field: string): Validator =>
  (value) =>
    typeof value === 'string' && value.trim() !== '' && !isTimeZoneName(value.trim())
      ? { message: `${P}time_zone`, args: { field } }
      : undefined;

function buildValidators(translate: Translate): FieldValidators {
  const validators: Record<string, Validator[]> = {
    categories: [required(`${P}category`)],
    coordinates: [coordinates],
  };
  for (const field of PLACE_TEXT_FIELDS) {
    const { kind, max } = PLACE_TEXT[field];
    const name = fieldName(field, translate);
    validators[field] = [
      ...(kind === 'required' ? requiredText(`${P}${field}`) : []),
      maxChars(name, max),
      ...(kind === 'link' ? [HTTP_ONLY.has(field) ? httpUrl(name) : link(name)] : []),
      ...(kind === 'timezone' ? [timeZone(name)] : []),
    ];
  }
  for (const text of ['description', 'menu']) {
    for (const lang of LANGS) validators[`${text}.${lang}`] = [maxChars(fieldName(`${text}.${lang}`, translate), PLACE_LIMITS.richText)];
  }
  validators['photoFiles.attrib'] = [fileText('app.placeMedia.attrib_of', PLACE_LIMITS.uploadAttrib, translate)];
  validators['pdfFiles.title'] = [fileText('app.placeMedia.pdf_title_of', PLACE_LIMITS.pdfTitle, translate)];
  return validators;
}

const cache = new WeakMap<Translate, FieldValidators>();

/** The validators with their messages in the panel's language (one set per translate function). */
export function placeValidators(translate: Translate): FieldValidators {
  let validators = cache.get(translate);
  if (!validators) cache.set(translate, (validators = buildValidators(translate)));
  return validators;
}

export const usePlaceValidators = (): FieldValidators => {
  const translate = useTranslate();
  return useMemo(() => placeValidators(translate), [translate]);
};
