/**
 * What a maps result does to the place editor's values (src/resources/places/editor/maps/autofill.ts):
 * which fields it gives, the categories and time zone it implies, the photos it adds (chosen when
 * adding, never the street view, unchosen when editing), and what filling keeps of the form.
 */
import { filledValues, differs, suggestionOf, withMapsPhotos } from '../../src/resources/places/editor/maps/autofill';
import { emptyPlaceValues } from '../../src/resources/places/editor/formValues';
import type { FoundPlace } from '../../src/maps/places';
import type { PlaceFormValues } from '../../src/dataProvider/placeInput';

const CATEGORIES = [
  { id: 1, name: 'Museo' },
  { id: 2, name: 'Restaurante' },
  { id: 3, name: 'Café / Bar' },
];

const found = (over: Partial<FoundPlace> = {}): FoundPlace => ({
  name: 'Restaurante O Fogar',
  address: 'Rúa Real, 25',
  city: 'A Coruña',
  province: '',
  country: 'ES',
  zipcode: '15003',
  phone: '',
  website: 'https://ofogar.example.com',
  gmaps_url: '',
  plus_code: '',
  position: { lat: 43.37134, lng: -8.39602 },
  types: ['restaurant', 'bar', 'point_of_interest'],
  periods: [{ open: { day: 1, time: '1300' }, close: { day: 1, time: '1600' } }],
  photos: [{ url: 'https://lh3.example.com/p1', attrib: 'Ana / Google Maps', kind: 'photo' }],
  ...over,
});
const street = [{ url: 'https://maps.example.com/sv?heading=90', attrib: 'Google Street View', kind: 'streetview' as const, heading: 90 }];

describe('a maps result as the editor reads it', () => {
  it('gives only the fields it knows, the time zone of its point and the categories of its types', () => {
    const s = suggestionOf(found({ country: 'XX' }), CATEGORIES, street, false);
    expect(s.texts).toEqual({
      name: 'Restaurante O Fogar',
      address: 'Rúa Real, 25',
      city: 'A Coruña',
      zipcode: '15003',
      website: 'https://ofogar.example.com',
      timezone: 'Europe/Madrid',
    }); // empty fields and an unknown country code are not offered
    expect(s.categories).toEqual([2, 3]);
    expect(s.coordinates).toBe('(43.37134, -8.39602)');
    expect(s.hours?.days[0]).toEqual({ day: 'Lunes', hours: [{ open: '13:00', close: '16:00' }], all24: false });
  });

  it('adds its photos chosen when adding a place, never the street view, and unchosen when editing', () => {
    const adding = suggestionOf(found(), CATEGORIES, street, false).photos;
    expect(adding.map((p) => [p.maps, p.selected, p.mapsName])).toEqual([
      ['photo', true, 'Foto del mapa 1'],
      ['streetview', false, 'Street View 90º'],
    ]);
    const editing = suggestionOf(found(), CATEGORIES, street, true).photos;
    expect(editing.map((p) => p.selected)).toEqual([false, false]);
  });

  it('a result without hours, photos or known types leaves those out', () => {
    const s = suggestionOf(found({ periods: undefined, photos: [], types: ['route'] }), CATEGORIES, [], false);
    expect([s.hours, s.photos, s.categories]).toEqual([null, [], []]);
  });
});

describe('filling the form of a new place', () => {
  const base = (): PlaceFormValues => ({
    ...emptyPlaceValues(),
    categories: [1],
    photos: [
      { id: 7, url: '/media/a.webp', attrib: '', cover: true, selected: true },
      { url: 'https://old.example.com/x', attrib: 'Old', cover: false, selected: true, maps: 'photo', mapsName: 'Foto del mapa 1' },
      { url: 'https://mine.example.com/y', attrib: 'Mine', cover: false, selected: true },
    ],
  });

  it('writes every known field and the position, joins the categories to the chosen ones and replaces the hours', () => {
    const values = base();
    const s = suggestionOf(found(), CATEGORIES, [], false);
    const filled = filledValues(values, s);
    expect(filled).toMatchObject({
      name: 'Restaurante O Fogar',
      city: 'A Coruña',
      timezone: 'Europe/Madrid',
      lat: 43.37134,
      lng: -8.39602,
    });
    expect(filled.categories).toEqual([1, 2, 3]);
    expect(filled.hours).toBe(s.hours);
    expect(filled).not.toHaveProperty('coordinates'); // a new place has no coordinates field
    expect(filled).not.toHaveProperty('phone'); // the result had none: the form's value stays
  });

  it("replaces an earlier result's photos and keeps saved and hand-added ones", () => {
    const s = suggestionOf(found(), CATEGORIES, [], false);
    expect(filledValues(base(), s).photos!.map((p) => p.url)).toEqual([
      '/media/a.webp',
      'https://mine.example.com/y',
      'https://lh3.example.com/p1',
    ]);
    expect(withMapsPhotos([], s.photos)).toEqual(s.photos);
  });

  it('keeps the hours when the result has none', () => {
    const s = suggestionOf(found({ periods: undefined }), CATEGORIES, [], false);
    expect(filledValues(base(), s)).not.toHaveProperty('hours');
  });
});

describe('editing: which maps values differ from the form', () => {
  const s = suggestionOf(found(), CATEGORIES, [], true);
  it('compares texts as typed (spaces around ignored), coordinates without spaces, categories by inclusion', () => {
    expect(differs('city', { city: ' A Coruña ' }, s)).toBe(false);
    expect(differs('city', { city: 'Coruña' }, s)).toBe(true);
    expect(differs('phone', { phone: '' }, s)).toBe(false); // nothing offered, nothing differs
    expect(differs('coordinates', { coordinates: '(43.37134,-8.39602)' }, s)).toBe(false);
    expect(differs('coordinates', { coordinates: '(43.3, -8.3)' }, s)).toBe(true);
    expect(differs('categories', { categories: [3, 2, 1] }, s)).toBe(false);
    expect(differs('categories', { categories: [2] }, s)).toBe(true);
  });
});
