/**
 * The Google maps service (src/maps/places/google) without Google: a stand-in `google` namespace
 * with the shapes @types/google.maps describes (importLibrary, AutocompleteSuggestion,
 * AutocompleteSessionToken, PlacePrediction.toPlace, Place.fetchFields, Photo.getURI, Geocoder,
 * MapsRequestError codes) is handed to the service through its `load` parameter, and records what
 * the service asks. The last part uses the real script loader, which happy-dom cannot complete
 * (it loads no external script): the closed-network case, for real.
 */
import { createElement } from 'react';
import { render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { i18nProvider } from '../../src/i18n';
import { MapView, WORLD_VIEW } from '../../src/maps';
import { loadGoogleMaps } from '../../src/maps/google/loader';
import { createGoogleService } from '../../src/maps/places/google';
import { MapsUnavailableError, type FoundPlace, type MapsService } from '../../src/maps/places/types';

type Point = google.maps.places.OpeningHoursPoint;
type Period = google.maps.places.OpeningHoursPeriod;

// ---------------------------------------------------------------------------------------------
// The stand-in Maps JavaScript API
// ---------------------------------------------------------------------------------------------

class FakeLatLng implements Pick<google.maps.LatLng, 'lat' | 'lng'> {
  constructor(
    private readonly latitude: number,
    private readonly longitude: number,
  ) {}
  lat() {
    return this.latitude;
  }
  lng() {
    return this.longitude;
  }
}
const latLng = (lat: number, lng: number) => new FakeLatLng(lat, lng) as unknown as google.maps.LatLng;

/** A web-service error as the Maps JavaScript API rejects with (google.maps.MapsRequestError / MapsServerError). */
class FakeMapsRequestError extends Error implements Pick<google.maps.MapsRequestError, 'code' | 'endpoint'> {
  constructor(
    public code: google.maps.MapsRequestError['code'],
    public endpoint: google.maps.MapsNetworkErrorEndpoint,
  ) {
    super(`${code}: request failed`);
    this.name = 'MapsRequestError';
  }
}

/** What fetchFields can fill in: the Place fields the service may ask for. */
type PlaceData = Partial<
  Pick<
    google.maps.places.Place,
    | 'displayName'
    | 'formattedAddress'
    | 'addressComponents'
    | 'location'
    | 'nationalPhoneNumber'
    | 'internationalPhoneNumber'
    | 'websiteURI'
    | 'googleMapsURI'
    | 'plusCode'
    | 'types'
    | 'regularOpeningHours'
    | 'photos'
  >
>;

interface Recorded {
  autocomplete: google.maps.places.AutocompleteRequest[];
  placesBuilt: { options: google.maps.places.PlaceOptions | null; token: unknown }[];
  fetchFields: { id: string; fields: string[]; token: unknown }[];
  photoSizes: (google.maps.places.PhotoOptions | undefined)[];
  geocode: google.maps.GeocoderRequest[];
  libraries: string[];
}

interface World {
  places: Record<string, PlaceData>;
  predictions: google.maps.places.PlacePrediction[];
  geocoderResults: google.maps.GeocoderResult[];
  /** Set to make the next calls of that kind fail the way Google does. */
  failAutocomplete?: Error;
  failFetchFields?: Error;
  failGeocode?: Error;
  failImport?: Error;
}

function fakeGoogle(world: World, recorded: Recorded) {
  class AutocompleteSessionToken {}

  class Place implements Pick<google.maps.places.Place, 'id' | 'fetchFields'> {
    id: string;
    /** Stands for the token Google keeps inside a Place made by PlacePrediction.toPlace(). */
    sessionToken: AutocompleteSessionToken | null = null;
    constructor(options: google.maps.places.PlaceOptions, token: AutocompleteSessionToken | null = null) {
      this.id = options.id;
      this.sessionToken = token;
      recorded.placesBuilt.push({ options: token ? null : options, token });
    }
    /** Like the real one: fills in this Place with the fields asked for, and resolves with it. */
    async fetchFields({ fields }: google.maps.places.FetchFieldsRequest): Promise<{ place: google.maps.places.Place }> {
      recorded.fetchFields.push({ id: this.id, fields, token: this.sessionToken });
      if (world.failFetchFields) throw world.failFetchFields;
      const data = world.places[this.id];
      if (!data) throw new FakeMapsRequestError('NOT_FOUND' as google.maps.MapsRequestError['code'], 'PLACES_GET_PLACE' as never);
      for (const field of fields) if (field in data) Object.assign(this, { [field]: data[field as keyof PlaceData] });
      return { place: this as unknown as google.maps.places.Place };
    }
  }

  class AutocompleteSuggestion {
    constructor(public placePrediction: google.maps.places.PlacePrediction | null) {}
    static async fetchAutocompleteSuggestions(
      request: google.maps.places.AutocompleteRequest,
    ): Promise<{ suggestions: google.maps.places.AutocompleteSuggestion[] }> {
      recorded.autocomplete.push(request);
      if (world.failAutocomplete) throw world.failAutocomplete;
      const token = request.sessionToken ?? null;
      const found = world.predictions.map(
        (p) => new AutocompleteSuggestion({ ...p, toPlace: () => new Place({ id: p.placeId }, token) } as never),
      );
      // Query predictions come without placePrediction.
      return { suggestions: [new AutocompleteSuggestion(null), ...found] };
    }
  }

  class Geocoder implements Pick<google.maps.Geocoder, 'geocode'> {
    async geocode(request: google.maps.GeocoderRequest): Promise<google.maps.GeocoderResponse> {
      recorded.geocode.push(request);
      if (world.failGeocode) throw world.failGeocode;
      if (!world.geocoderResults.length && !request.fulfillOnZeroResults) {
        throw new FakeMapsRequestError('ZERO_RESULTS' as google.maps.GeocoderStatus, 'GEOCODER_GEOCODE' as never);
      }
      return { results: world.geocoderResults };
    }
  }

  const places = { AutocompleteSessionToken, AutocompleteSuggestion, Place } as unknown as google.maps.PlacesLibrary;
  const geocoding = { Geocoder } as unknown as google.maps.GeocodingLibrary;
  const namespace = {
    maps: {
      version: '3.61.1',
      async importLibrary(name: string) {
        recorded.libraries.push(name);
        if (world.failImport) throw world.failImport;
        if (name === 'places') return places;
        if (name === 'geocoding') return geocoding;
        throw new Error(`The library ${name} is unknown.`);
      },
    },
  } as unknown as typeof google;
  const load = vi.fn(async () => namespace);
  return { recorded, load };
}

// ---------------------------------------------------------------------------------------------
// Realistic answers
// ---------------------------------------------------------------------------------------------

const text = (t: string): google.maps.places.FormattableText => ({ text: t, matches: [] });
const prediction = (placeId: string, main: string, secondary: string, types: string[]): google.maps.places.PlacePrediction =>
  ({
    placeId,
    text: text(`${main}, ${secondary}`),
    mainText: text(main),
    secondaryText: text(secondary),
    types,
    distanceMeters: null,
    toPlace: () => {
      throw new Error('replaced by the stand-in');
    },
  }) as google.maps.places.PlacePrediction;

const component = (longText: string, shortText: string, types: string[]): google.maps.places.AddressComponent => ({
  longText,
  shortText,
  types,
});
const point = (day: number, hour: number, minute: number): Point => ({ day, hour, minute });
const period = (open: Point, close: Point | null): Period => ({ open, close });

function photo(name: string, authors: string[], recorded: () => Recorded): google.maps.places.Photo {
  return {
    widthPx: 4032,
    heightPx: 3024,
    authorAttributions: authors.map((displayName) => ({
      displayName,
      photoURI: null,
      uri: `https://maps.google.com/maps/contrib/${name}`,
    })),
    getURI(options?: google.maps.places.PhotoOptions) {
      recorded().photoSizes.push(options);
      return `https://places.googleapis.com/v1/places/ChIJmesonopote/photos/${name}/media?maxWidthPx=${options?.maxWidth}&maxHeightPx=${options?.maxHeight}`;
    },
  };
}

const MESON_ID = 'ChIJmesonopote';
const FARMACIA_ID = 'ChIJfarmacia24h';

/** Monday to Saturday 13:00–16:00 and 20:30–23:30, Friday night until 01:30 on Saturday; closed on Sunday. */
const mesonPeriods: Period[] = [1, 2, 3, 4, 5, 6].flatMap((day) => [
  period(point(day, 13, 0), point(day, 16, 0)),
  day === 5 ? period(point(5, 20, 30), point(6, 1, 30)) : period(point(day, 20, 30), point(day, 23, 30)),
]);

function world(recorded: () => Recorded): World {
  return {
    predictions: [
      prediction(MESON_ID, 'Mesón O Pote', 'Rúa da Franxa, A Coruña, España', ['restaurant', 'food', 'point_of_interest', 'establishment']),
      prediction('ChIJ2', 'Mesón do Pulpo', 'Rúa da Estrela, A Coruña, España', ['restaurant']),
      prediction('ChIJ3', 'Mesón O Galo', 'Rúa Galera, A Coruña, España', ['restaurant']),
      prediction('ChIJ4', 'Mesón Rías Altas', 'Avenida da Mariña, A Coruña, España', ['bar']),
      prediction('ChIJ5', 'Mesón Os Arcos', 'Praza de María Pita, A Coruña, España', ['restaurant']),
      prediction('ChIJ6', 'Mesón A Lareira', 'Rúa Real, A Coruña, España', ['restaurant']),
      prediction('ChIJ7', 'Mesón de Santiago', 'Rúa do Franco, Santiago de Compostela, España', ['restaurant']),
    ],
    places: {
      [MESON_ID]: {
        displayName: 'Mesón O Pote',
        formattedAddress: 'Rúa da Franxa, 12, 15001 A Coruña, España',
        addressComponents: [
          component('12', '12', ['street_number']),
          component('Rúa da Franxa', 'Rúa da Franxa', ['route']),
          component('A Coruña', 'A Coruña', ['locality', 'political']),
          component('A Coruña', 'C', ['administrative_area_level_2', 'political']),
          component('Galicia', 'GA', ['administrative_area_level_1', 'political']),
          component('España', 'ES', ['country', 'political']),
          component('15001', '15001', ['postal_code']),
        ],
        location: latLng(43.3713, -8.3961),
        nationalPhoneNumber: '981 22 33 44',
        internationalPhoneNumber: '+34 981 22 33 44',
        websiteURI: 'https://mesonopote.example/',
        googleMapsURI: 'https://maps.google.com/?cid=1234567890123456789',
        plusCode: { globalCode: '8CJG9JCQ+GH', compoundCode: '9JCQ+GH A Coruña, España' },
        types: ['restaurant', 'bar', 'food', 'point_of_interest', 'establishment'],
        regularOpeningHours: { periods: mesonPeriods, weekdayDescriptions: [] },
        photos: [photo('AUc7first', ['María López'], recorded), photo('AUc7second', ['Xoán Pérez', 'Ana Rey'], recorded)],
      },
      [FARMACIA_ID]: {
        displayName: 'Farmacia Guardia 24 h',
        formattedAddress: 'Rúa do Hórreo, 60, 15701 Santiago de Compostela, A Coruña, España',
        addressComponents: [
          component('60', '60', ['street_number']),
          component('Rúa do Hórreo', 'Rúa do Hórreo', ['route']),
          component('Santiago de Compostela', 'Santiago de Compostela', ['locality', 'political']),
          component('A Coruña', 'C', ['administrative_area_level_2', 'political']),
          component('Galicia', 'GA', ['administrative_area_level_1', 'political']),
          component('España', 'ES', ['country', 'political']),
          component('15701', '15701', ['postal_code']),
        ],
        location: latLng(42.8739, -8.5461),
        nationalPhoneNumber: null,
        internationalPhoneNumber: '+34 981 58 00 00',
        websiteURI: null,
        googleMapsURI: 'https://maps.google.com/?cid=987',
        plusCode: null,
        types: ['pharmacy', 'health', 'store', 'point_of_interest', 'establishment'],
        regularOpeningHours: { periods: [period(point(0, 0, 0), null)], weekdayDescriptions: [] },
        photos: [],
      },
    },
    geocoderResults: [],
  };
}

const TORRE = { lat: 43.3859, lng: -8.4065 };

function setup(overrides: Partial<World> = {}, key = 'AIzaFakeKey') {
  const recorded: Recorded = { autocomplete: [], placesBuilt: [], fetchFields: [], photoSizes: [], geocode: [], libraries: [] };
  const w = { ...world(() => recorded), ...overrides };
  const fake = fakeGoogle(w, recorded);
  return { service: createGoogleService(fake.load, key), recorded: fake.recorded, load: fake.load, world: w };
}

// ---------------------------------------------------------------------------------------------

describe('suggest', () => {
  it('asks in Spanish for what was typed, with one session token while typing, at most 5, labelled with name and place', async () => {
    const { service, recorded } = setup();
    expect(service.id).toBe('google');
    expect(service.autocomplete).toBe(true);

    await service.suggest('Mes');
    await service.suggest('Mesó');
    const list = await service.suggest('  Mesón O  ');

    expect(recorded.autocomplete.map((r) => r.input)).toEqual(['Mes', 'Mesó', 'Mesón O']);
    expect(recorded.autocomplete.every((r) => r.language === 'es')).toBe(true);
    const [first, ...rest] = recorded.autocomplete.map((r) => r.sessionToken);
    expect(first).toBeDefined();
    expect(rest.every((token) => token === first)).toBe(true);
    expect(recorded.libraries).toEqual(['places', 'geocoding']);

    expect(list).toHaveLength(5);
    expect(list[0]).toEqual({ id: MESON_ID, label: 'Mesón O Pote', secondary: 'Rúa da Franxa, A Coruña, España' });
    expect(list.map((s) => s.id)).toEqual([MESON_ID, 'ChIJ2', 'ChIJ3', 'ChIJ4', 'ChIJ5']);
  });

  it('biases towards the given position (a 50 km circle) and sends no bias without one', async () => {
    const { service, recorded } = setup();
    await service.suggest('Torre de Hércules', { near: TORRE });
    await service.suggest('Torre de Hércules', { near: null });
    expect(recorded.autocomplete[0].locationBias).toEqual({ center: TORRE, radius: 50_000 });
    expect(recorded.autocomplete[1]).not.toHaveProperty('locationBias');
  });

  it('sends nothing, and loads nothing, for fewer than 3 characters', async () => {
    const { service, recorded, load } = setup();
    expect(await service.suggest('')).toEqual([]);
    expect(await service.suggest('Me')).toEqual([]);
    expect(await service.suggest('  M  ')).toEqual([]);
    expect(load).not.toHaveBeenCalled();
    expect(recorded.autocomplete).toEqual([]);
    await service.suggest('Mes');
    expect(recorded.autocomplete).toHaveLength(1);
  });

  it('labels a prediction without main text with its whole text', async () => {
    const bare = {
      ...prediction('ChIJbare', 'x', 'y', []),
      mainText: null,
      secondaryText: null,
      text: text('Praza de María Pita, A Coruña'),
    };
    const { service } = setup({ predictions: [bare as google.maps.places.PlacePrediction] });
    expect(await service.suggest('Praza')).toEqual([{ id: 'ChIJbare', label: 'Praza de María Pita, A Coruña', secondary: '' }]);
  });

  it('gives up quietly when the search was abandoned (AbortSignal), not as unavailable', async () => {
    const { service } = setup();
    const controller = new AbortController();
    const pending = service.suggest('Mesón', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('details', () => {
  it('asks through the chosen prediction (same session token) for the listed fields, then starts a new session', async () => {
    const { service, recorded } = setup();
    await service.suggest('Mesón');
    const token = recorded.autocomplete[0].sessionToken;
    await service.details(MESON_ID);

    expect(recorded.fetchFields).toHaveLength(1);
    expect(recorded.fetchFields[0].id).toBe(MESON_ID);
    expect(recorded.fetchFields[0].token).toBe(token);
    expect([...recorded.fetchFields[0].fields].sort()).toEqual(
      [
        'addressComponents',
        'displayName',
        'formattedAddress',
        'googleMapsURI',
        'internationalPhoneNumber',
        'location',
        'nationalPhoneNumber',
        'photos',
        'plusCode',
        'regularOpeningHours',
        'types',
        'websiteURI',
      ].sort(),
    );

    await service.suggest('Torre');
    const renewed = recorded.autocomplete[1].sessionToken;
    expect(renewed).toBeDefined();
    expect(renewed).not.toBe(token);
  });

  it('describes the restaurant: address in Spanish order, phone, web, links, types, periods (Friday past midnight) and two photos', async () => {
    const { service, recorded } = setup();
    await service.suggest('Mesón');
    const place = await service.details(MESON_ID);

    const lunch = (day: number) => ({ open: { day, time: '1300' }, close: { day, time: '1600' } });
    const dinner = (day: number) => ({ open: { day, time: '2030' }, close: { day, time: '2330' } });
    expect(place).toEqual<FoundPlace>({
      name: 'Mesón O Pote',
      address: 'Rúa da Franxa, 12',
      city: 'A Coruña',
      province: 'A Coruña',
      country: 'ES',
      zipcode: '15001',
      phone: '981 22 33 44',
      website: 'https://mesonopote.example/',
      gmaps_url: 'https://maps.google.com/?cid=1234567890123456789',
      plus_code: '8CJG9JCQ+GH',
      position: { lat: 43.3713, lng: -8.3961 },
      types: ['restaurant', 'bar', 'food', 'point_of_interest', 'establishment'],
      periods: [
        lunch(1),
        dinner(1),
        lunch(2),
        dinner(2),
        lunch(3),
        dinner(3),
        lunch(4),
        dinner(4),
        lunch(5),
        { open: { day: 5, time: '2030' }, close: { day: 6, time: '0130' } },
        lunch(6),
        dinner(6),
      ],
      photos: [
        {
          url: 'https://places.googleapis.com/v1/places/ChIJmesonopote/photos/AUc7first/media?maxWidthPx=1024&maxHeightPx=1024',
          attrib: 'María López / Google Maps',
          kind: 'photo',
        },
        {
          url: 'https://places.googleapis.com/v1/places/ChIJmesonopote/photos/AUc7second/media?maxWidthPx=1024&maxHeightPx=1024',
          attrib: 'Xoán Pérez, Ana Rey / Google Maps',
          kind: 'photo',
        },
      ],
    });
    expect(recorded.photoSizes).toEqual([
      { maxWidth: 1024, maxHeight: 1024 },
      { maxWidth: 1024, maxHeight: 1024 },
    ]);
  });

  it('describes a place open 24 hours (one period from Sunday 0000 without close), city and province apart, the international phone when there is no national one', async () => {
    const { service } = setup();
    await service.suggest('Farmacia');
    const place = await service.details(FARMACIA_ID);
    expect(place).toEqual<FoundPlace>({
      name: 'Farmacia Guardia 24 h',
      address: 'Rúa do Hórreo, 60',
      city: 'Santiago de Compostela',
      province: 'A Coruña',
      country: 'ES',
      zipcode: '15701',
      phone: '+34 981 58 00 00',
      website: '',
      gmaps_url: 'https://maps.google.com/?cid=987',
      plus_code: '',
      position: { lat: 42.8739, lng: -8.5461 },
      types: ['pharmacy', 'health', 'store', 'point_of_interest', 'establishment'],
      periods: [{ open: { day: 0, time: '0000' } }],
      photos: [],
    });
    expect(place.periods![0]).not.toHaveProperty('close');
  });

  it('asks for a place it did not suggest by id, in Spanish, outside any session', async () => {
    const { service, recorded } = setup();
    const place = await service.details(MESON_ID);
    expect(place.name).toBe('Mesón O Pote');
    expect(recorded.placesBuilt).toEqual([{ options: { id: MESON_ID, requestedLanguage: 'es' }, token: null }]);
    expect(recorded.fetchFields[0].token).toBeNull();
  });

  it('falls back: postal_town / level 3 for the city, level 1 for the province, the first part of the address without a street; keeps at most 10 photos; no hours known → no periods', async () => {
    const rec = (): Recorded => recorded;
    const { service, recorded, world: w } = setup();
    w.places.ChIJhamlet = {
      displayName: 'Praia de Santa Cristina',
      formattedAddress: 'Praia de Santa Cristina, 15172 Oleiros, A Coruña, España',
      addressComponents: [
        component('Oleiros', 'Oleiros', ['administrative_area_level_3', 'political']),
        component('Galicia', 'GA', ['administrative_area_level_1', 'political']),
        component('España', 'ES', ['country', 'political']),
        component('15172', '15172', ['postal_code']),
      ],
      location: latLng(43.3406, -8.3723),
      types: ['natural_feature', 'establishment'],
      regularOpeningHours: null,
      photos: Array.from({ length: 12 }, (_, i) => photo(`p${i}`, [], rec)),
    };
    w.places.ChIJtown = {
      displayName: 'The Old Pub',
      formattedAddress: '1 High St, Penrith CA11 7BQ, UK',
      addressComponents: [
        component('1', '1', ['street_number']),
        component('High Street', 'High St', ['route']),
        component('Penrith', 'Penrith', ['postal_town']),
        component('England', 'England', ['administrative_area_level_1', 'political']),
        component('United Kingdom', 'GB', ['country', 'political']),
        component('CA11 7BQ', 'CA11 7BQ', ['postal_code']),
      ],
      location: latLng(54.6641, -2.7527),
      types: ['bar'],
    };
    const beach = await service.details('ChIJhamlet');
    expect(beach).toMatchObject({
      address: 'Praia de Santa Cristina',
      city: 'Oleiros',
      province: 'Galicia',
      country: 'ES',
      zipcode: '15172',
    });
    expect(beach).not.toHaveProperty('periods');
    expect(beach.photos).toHaveLength(10);
    expect(beach.photos[0].attrib).toBe('Google Maps');
    const pub = await service.details('ChIJtown');
    expect(pub).toMatchObject({ address: 'High Street, 1', city: 'Penrith', province: 'England', country: 'GB', phone: '', photos: [] });
  });
});

describe('reverse', () => {
  const riazor: google.maps.GeocoderResult = {
    place_id: 'ChIJriazor',
    formatted_address: 'Rúa Manuel Murguía, 3, 15011 A Coruña, España',
    address_components: [
      { long_name: '3', short_name: '3', types: ['street_number'] },
      { long_name: 'Rúa Manuel Murguía', short_name: 'Rúa Manuel Murguía', types: ['route'] },
      { long_name: 'A Coruña', short_name: 'A Coruña', types: ['locality', 'political'] },
      { long_name: 'A Coruña', short_name: 'C', types: ['administrative_area_level_2', 'political'] },
      { long_name: 'Galicia', short_name: 'GA', types: ['administrative_area_level_1', 'political'] },
      { long_name: 'España', short_name: 'ES', types: ['country', 'political'] },
      { long_name: '15011', short_name: '15011', types: ['postal_code'] },
    ],
    geometry: {
      location: latLng(43.3687, -8.4175),
      location_type: 'ROOFTOP' as google.maps.GeocoderLocationType,
      viewport: {} as google.maps.LatLngBounds,
    },
    plus_code: { global_code: '8CJG9HCJ+FX', compound_code: '9HCJ+FX A Coruña, España' },
    types: ['street_address'],
  };

  it('describes the first result, with no name, where the user clicked', async () => {
    const { service, recorded } = setup({ geocoderResults: [riazor, { ...riazor, types: ['route'] }] });
    const click = { lat: 43.36875, lng: -8.41752 };
    expect(await service.reverse(click)).toEqual<FoundPlace>({
      name: '',
      address: 'Rúa Manuel Murguía, 3',
      city: 'A Coruña',
      province: 'A Coruña',
      country: 'ES',
      zipcode: '15011',
      phone: '',
      website: '',
      gmaps_url: '',
      plus_code: '8CJG9HCJ+FX',
      position: click,
      types: ['street_address'],
      photos: [],
    });
    expect(recorded.geocode).toEqual([{ location: click, language: 'es', fulfillOnZeroResults: true }]);
  });

  it('answers null where there is nothing (ZERO_RESULTS, fulfilled or rejected)', async () => {
    const { service } = setup({ geocoderResults: [] });
    expect(await service.reverse({ lat: 44.5, lng: -12 })).toBeNull();
    const rejecting = setup({
      failGeocode: new FakeMapsRequestError('ZERO_RESULTS' as google.maps.GeocoderStatus, 'GEOCODER_GEOCODE' as never),
    });
    expect(await rejecting.service.reverse({ lat: 44.5, lng: -12 })).toBeNull();
  });
});

describe('street view', () => {
  it('gives four 600x400 images at 0, 90, 180 and 270 degrees, with the key, credited to Google Street View', () => {
    const { service, load } = setup({}, 'AIza+Fake/Key');
    const views = service.streetView(TORRE);
    expect(views.map((v) => v.heading)).toEqual([0, 90, 180, 270]);
    expect(views[0]).toEqual({
      url: 'https://maps.googleapis.com/maps/api/streetview?size=600x400&location=43.3859,-8.4065&heading=0&fov=90&key=AIza%2BFake%2FKey',
      attrib: 'Google Street View',
      kind: 'streetview',
      heading: 0,
    });
    for (const view of views) {
      const url = new URL(view.url);
      expect(url.origin + url.pathname).toBe('https://maps.googleapis.com/maps/api/streetview');
      expect(Object.fromEntries(url.searchParams)).toEqual({
        size: '600x400',
        location: '43.3859,-8.4065',
        heading: String(view.heading),
        fov: '90',
        key: 'AIza+Fake/Key',
      });
      expect(view.kind).toBe('streetview');
    }
    expect(load).not.toHaveBeenCalled();
  });

  it('gives none without a key', () => {
    expect(setup({}, '').service.streetView(TORRE)).toEqual([]);
  });
});

describe('when Google cannot be used', () => {
  const denied = () => new FakeMapsRequestError('REQUEST_DENIED' as google.maps.MapsRequestError['code'], 'PLACES_AUTOCOMPLETE' as never);
  const quota = () => new FakeMapsRequestError('OVER_QUERY_LIMIT' as google.maps.MapsRequestError['code'], 'PLACES_AUTOCOMPLETE' as never);
  const network = () => new TypeError('Failed to fetch');

  async function expectUnavailable(call: Promise<unknown>, cause?: unknown) {
    const error = await call.then(
      () => {
        throw new Error('expected a rejection');
      },
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(MapsUnavailableError);
    if (cause) expect((error as Error).cause).toBe(cause);
  }

  it('the script does not load: every call is unavailable, and the next call tries again', async () => {
    const { service, load } = setup();
    const failure = new Error('The Google Maps JavaScript API could not load.');
    load.mockRejectedValueOnce(failure).mockRejectedValueOnce(failure).mockRejectedValueOnce(failure);
    await expectUnavailable(service.suggest('Mesón'), failure);
    await expectUnavailable(service.details(MESON_ID), failure);
    await expectUnavailable(service.reverse(TORRE), failure);
    expect(await service.suggest('Mesón')).toHaveLength(5);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('a library does not load', async () => {
    const failure = new Error('The Google Maps JavaScript API could not load.');
    await expectUnavailable(setup({ failImport: failure }).service.suggest('Mesón'), failure);
  });

  it.each([
    ['REQUEST_DENIED', denied],
    ['OVER_QUERY_LIMIT', quota],
    ['a network error', network],
  ])('autocomplete, details and geocoding refused: %s', async (_, make) => {
    for (const kind of ['failAutocomplete', 'failFetchFields', 'failGeocode'] as const) {
      const failure = make();
      const { service } = setup({ [kind]: failure });
      const call =
        kind === 'failAutocomplete'
          ? service.suggest('Mesón')
          : kind === 'failFetchFields'
            ? service.details(MESON_ID)
            : service.reverse(TORRE);
      await expectUnavailable(call, failure);
    }
  });

  it('with the real loader: two loads at once are one load of one script (the same failure for both)', async () => {
    window.__APP_CONFIG__ = { googleMapsKey: 'AIzaFake' };
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const [first, second] = await Promise.allSettled([loadGoogleMaps(), loadGoogleMaps()]);
      expect(first.status).toBe('rejected');
      expect(second.status).toBe('rejected');
      expect((first as PromiseRejectedResult).reason).toBe((second as PromiseRejectedResult).reason);
    } finally {
      consoleError.mockRestore();
    }
  });

  it('with the real loader and no way to reach Google: the map and the service share one script, both say unavailable', async () => {
    window.__APP_CONFIG__ = { googleMapsKey: 'AIzaFake' };
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const service: MapsService = createGoogleService();
      render(createElement(AdminContext, { i18nProvider }, createElement(MapView, { label: 'Mapa', view: WORLD_VIEW })));
      await expectUnavailable(service.suggest('Mesón'));
      await expectUnavailable(service.reverse(TORRE));
      expect(await screen.findByText('No se ha podido cargar el mapa de Google')).toBeInTheDocument();
      const scripts = document.querySelectorAll('script[src^="https://maps.googleapis.com/maps/api/js"]');
      expect(scripts).toHaveLength(1);
      expect(scripts[0].id).toBe('google-maps-script');
      const params = new URL((scripts[0] as HTMLScriptElement).src).searchParams;
      expect(params.get('key')).toBe('AIzaFake');
      expect(params.get('language')).toBe('es');
      expect(params.get('libraries')?.split(',')).toEqual(expect.arrayContaining(['maps', 'places']));
    } finally {
      consoleError.mockRestore();
    }
  });
});
