/**
 * A place's text fields (PlaceInput, part 1 §3), once for both halves: in the order step 1 shows
 * them, each with its length limit (characters of the trimmed text), its kind and the editor step
 * that shows it. The panel's steps, its maps autofill and its data provider read this list; the API
 * checks the same limits and kinds (server/modules/places/input.ts).
 *
 * Kinds: `required` (name, address: never empty), `text`, `link` (http(s) or a bare address such as
 * 'www.x.es', no spaces, never another scheme: ./links.ts), `country` (ISO code of two letters), `timezone` (an IANA
 * zone name or nothing: ./timeZoneName.ts), `notes` (the internal notes: cleaned by the server, part 1 §5).
 */
import { PLACE_LIMITS } from './limits';

export type PlaceTextKind = 'required' | 'text' | 'link' | 'country' | 'timezone' | 'notes';
export type PlaceStep = 'data' | 'services';

export interface PlaceTextSpec {
  kind: PlaceTextKind;
  max: number;
  step: PlaceStep;
  /** A maps search can fill it (part 1 §2 step 1). */
  maps?: true;
}

export const PLACE_TEXT = {
  name: { kind: 'required', max: PLACE_LIMITS.name, step: 'data', maps: true },
  address: { kind: 'required', max: PLACE_LIMITS.address, step: 'data', maps: true },
  city: { kind: 'text', max: PLACE_LIMITS.short, step: 'data', maps: true },
  province: { kind: 'text', max: PLACE_LIMITS.short, step: 'data', maps: true },
  country: { kind: 'country', max: 2, step: 'data', maps: true },
  zipcode: { kind: 'text', max: PLACE_LIMITS.zipcode, step: 'data', maps: true },
  phone: { kind: 'text', max: PLACE_LIMITS.phone, step: 'data', maps: true },
  website: { kind: 'link', max: PLACE_LIMITS.url, step: 'data', maps: true },
  gmaps_url: { kind: 'link', max: PLACE_LIMITS.url, step: 'data', maps: true },
  plus_code: { kind: 'text', max: PLACE_LIMITS.plus_code, step: 'data', maps: true },
  timezone: { kind: 'timezone', max: PLACE_LIMITS.timezone, step: 'data', maps: true },
  facebook: { kind: 'link', max: PLACE_LIMITS.url, step: 'data' },
  instagram: { kind: 'link', max: PLACE_LIMITS.url, step: 'data' },
  twitter: { kind: 'link', max: PLACE_LIMITS.url, step: 'data' },
  youtube: { kind: 'link', max: PLACE_LIMITS.url, step: 'data' },
  notes: { kind: 'notes', max: PLACE_LIMITS.notes, step: 'data' },
  buy_url: { kind: 'link', max: PLACE_LIMITS.url, step: 'services' },
  buy_price: { kind: 'text', max: PLACE_LIMITS.buy_price, step: 'services' },
  buy_img: { kind: 'link', max: PLACE_LIMITS.url, step: 'services' },
} as const satisfies Record<string, PlaceTextSpec>;

export type PlaceTextField = keyof typeof PLACE_TEXT;
/** Their names, in the order step 1 shows them. */
export const PLACE_TEXT_FIELDS = Object.keys(PLACE_TEXT) as PlaceTextField[];

/** The ones a maps search can fill. */
export type MapsTextField = { [K in PlaceTextField]: (typeof PLACE_TEXT)[K] extends { maps: true } ? K : never }[PlaceTextField];
export const MAPS_TEXT_FIELDS = PLACE_TEXT_FIELDS.filter((field): field is MapsTextField => 'maps' in PLACE_TEXT[field]);

/** The fields of one kind (the API's columns of plain texts, of links...). */
export const placeTextFieldsOf = (kind: PlaceTextKind): PlaceTextField[] => PLACE_TEXT_FIELDS.filter((f) => PLACE_TEXT[f].kind === kind);

/** Length as the API counts it: characters (code points) of the trimmed text. */
export const textLength = (value: string) => [...value.trim()].length;
