/**
 * The place editor's two calls beyond saving (issue 9 contract): the duplicate check while the
 * name is typed (duplicatePlaces: up to 5 candidates, ranked by name similarity and distance) and
 * machine translation of a description (translate: the provider and its key stay on the server).
 */
export const DUPLICATE_PLACES_QUERY = `query DuplicatePlaces($name: String!, $lat: Float, $lng: Float, $exclude: Int) {
  duplicatePlaces(name: $name, lat: $lat, lng: $lng, exclude: $exclude) { idplace name address city }
}`;

export const TRANSLATE_MUTATION = `mutation Translate($text: String!, $source: String!, $targets: [String!]!) {
  translate(text: $text, source: $source, targets: $targets) { lang text }
}`;

export interface DuplicateCandidate {
  idplace: number;
  name: string;
  address: string;
  city: string;
}

export interface DuplicateParams {
  name: string;
  lat?: number | null;
  lng?: number | null;
  /** The place being edited (never its own duplicate). */
  exclude?: number;
  signal?: AbortSignal;
}

export interface TranslateParams {
  text: string;
  source: string;
  targets: string[];
}

export interface Translation {
  lang: string;
  text: string;
}

/** Only the variables the query declares, without nulls. */
export function duplicateVariables({ name, lat, lng, exclude }: DuplicateParams): Record<string, unknown> {
  const out: Record<string, unknown> = { name };
  if (typeof lat === 'number' && typeof lng === 'number') Object.assign(out, { lat, lng });
  if (typeof exclude === 'number' && exclude > 0) out.exclude = exclude;
  return out;
}
