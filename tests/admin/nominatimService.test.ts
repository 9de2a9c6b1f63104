// @vitest-environment node
/**
 * The keyless maps service (src/maps/places/nominatim) against a local Nominatim stand-in: a
 * node:http server on 127.0.0.1 answering /search, /lookup and /reverse with jsonv2 bodies written by
 * hand from Nominatim's documented output (addressdetails, extratags, namedetails), for a restaurant
 * in A Coruña, a hotel in Lisbon and a 24-hour pharmacy in Funchal (Madeira).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createNominatimService } from '../../src/maps/places/nominatim';
import { googleTypesOf, provinceOf } from '../../src/maps/places/nominatim/mapping';
import { openingPeriodsOf } from '../../src/maps/places/nominatim/openingPeriods';
import { hoursFromPeriods, hoursOf, hoursProblems, openingHoursOf } from '../../domain';
import { MapsUnavailableError, type FoundPlace, type MapsService } from '../../src/maps/places/types';
import { BY_OSM_ID, HOTEL, HOUSE, NO_OSM_OBJECT, RESTAURANT } from '../support/nominatimFixtures';

const SLOW_MS = 1500;

let server: http.Server;
let base: string;
const requests: URL[] = [];

function answer(res: http.ServerResponse, status: number, body: unknown, type = 'application/json; charset=utf-8') {
  res.writeHead(status, { 'content-type': type, 'access-control-allow-origin': '*' });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    requests.push(url);
    const q = url.searchParams.get('q') ?? '';
    if (url.pathname === '/nominatim/search') {
      if (q === 'answer 500') return answer(res, 500, { error: 'internal' });
      if (q === 'answer html') return answer(res, 200, '<!doctype html><title>Blocked</title>', 'text/html');
      if (q === 'answer object') return answer(res, 200, { error: { code: 400, message: 'Bad request' } });
      if (q === 'answer slowly') return void setTimeout(() => answer(res, 200, [RESTAURANT]), SLOW_MS);
      if (q === 'nothing at all') return answer(res, 200, []);
      return answer(res, 200, [RESTAURANT, NO_OSM_OBJECT, HOUSE, HOTEL, RESTAURANT]);
    }
    if (url.pathname === '/nominatim/lookup') {
      const ids = (url.searchParams.get('osm_ids') ?? '').split(',');
      if (ids[0] === 'N666') return answer(res, 200, [{ ...RESTAURANT, extratags: { opening_hours: 'whenever we feel like it' } }]);
      return answer(
        res,
        200,
        ids.flatMap((id) => (BY_OSM_ID[id] ? [BY_OSM_ID[id]] : [])),
      );
    }
    if (url.pathname === '/nominatim/reverse') {
      if (Number(url.searchParams.get('lat')) < 0) return answer(res, 200, { error: 'Unable to geocode' });
      return answer(res, 200, RESTAURANT);
    }
    answer(res, 404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // GEOCODER_URL may have a path and a trailing slash.
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/nominatim/`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  requests.length = 0;
});

/** A service that does not wait between requests (the pacing has its own tests below). */
const service = (options?: { timeoutMs?: number }): MapsService => createNominatimService(base, fetch, { minIntervalMs: 0, ...options });
const params = (url: URL) => Object.fromEntries(url.searchParams);

const A_CORUNA_RESTAURANT: FoundPlace = {
  name: 'Taberna do Porto Vello',
  address: 'Rúa Real, 12',
  city: 'A Coruña',
  province: 'A Coruña',
  country: 'ES',
  zipcode: '15001',
  phone: '+34 981 22 33 44',
  website: 'https://portovello.example.es/',
  gmaps_url: '',
  plus_code: '',
  position: { lat: 43.3713505, lng: -8.3967352 },
  types: ['restaurant'],
  periods: [1, 2, 3, 4, 5]
    .flatMap((day) => [
      { open: { day, time: '1300' }, close: { day, time: '1600' } },
      { open: { day, time: '2000' }, close: { day, time: '2330' } },
    ])
    .concat([{ open: { day: 6, time: '1300' }, close: { day: 6, time: '1630' } }]),
  photos: [],
};

describe('Nominatim maps service', () => {
  it('is keyless, never searches while typing and has no street view', () => {
    const maps = service();
    expect(maps.id).toBe('nominatim');
    expect(maps.autocomplete).toBe(false);
    expect(maps.streetView({ lat: 43.37, lng: -8.4 })).toEqual([]);
  });

  it('suggest: /search with jsonv2, address details, extra tags, name details, 5 results, in Spanish', async () => {
    const suggestions = await service().suggest('  taberna porto vello  ');
    expect(requests).toHaveLength(1);
    expect(requests[0].pathname).toBe('/nominatim/search');
    expect(params(requests[0])).toEqual({
      q: 'taberna porto vello',
      format: 'jsonv2',
      addressdetails: '1',
      extratags: '1',
      namedetails: '1',
      limit: '5',
      'accept-language': 'es',
    });
    // The id is the OSM object; a result without one is skipped, a repeated one listed once;
    // a place without a name is listed by its street.
    expect(suggestions).toEqual([
      { id: 'N240109189', label: 'Taberna do Porto Vello', secondary: 'Rúa Real, 12, A Coruña' },
      { id: 'W777', label: 'Rúa Real, 14', secondary: 'A Coruña' },
      { id: 'W45123987', label: 'Hotel Avenida Azul', secondary: 'Avenida da Liberdade, 180, Lisboa' },
    ]);
  });

  it('suggest: prefers (does not limit to) a box around the stored position', async () => {
    await service().suggest('taberna', { near: { lat: 43.37, lng: -8.4 } });
    expect(params(requests[0]).viewbox).toBe('-8.90000,43.87000,-7.90000,42.87000');
    expect(params(requests[0]).bounded).toBeUndefined();
    await service().suggest('taberna', { near: { lat: Number.NaN, lng: 0 } });
    expect(params(requests[1]).viewbox).toBeUndefined();
  });

  it('suggest: fewer than 3 characters (after trimming) answers [] without a request; long texts are cut to 200', async () => {
    const maps = service();
    for (const text of ['', '   ', 'ab', '  ab  ', 'a\n\t', ' \u00a0a '])
      expect(await maps.suggest(text), JSON.stringify(text)).toEqual([]);
    expect(requests).toHaveLength(0);
    await maps.suggest('abc');
    expect(params(requests[0]).q).toBe('abc');
    requests.length = 0;
    await maps.suggest('Rúa\n\t  Real');
    expect(params(requests[0]).q).toBe('Rúa Real'); // runs of white space are one space
    await maps.suggest(`${'x'.repeat(199)}yzzzz${'z'.repeat(500)}`);
    expect(params(requests[1]).q).toBe(`${'x'.repeat(199)}y`);
  });

  it('suggest: nothing found is []', async () => {
    expect(await service().suggest('nothing at all')).toEqual([]);
  });

  it('details: /lookup of the OSM id gives every field of the restaurant, opening periods included', async () => {
    const place = await service().details('N240109189');
    expect(requests).toHaveLength(1);
    expect(requests[0].pathname).toBe('/nominatim/lookup');
    expect(params(requests[0])).toMatchObject({ osm_ids: 'N240109189', format: 'jsonv2', addressdetails: '1', extratags: '1' });
    expect(place).toEqual(A_CORUNA_RESTAURANT);
  });

  it('details: the Lisbon hotel — contact:phone (the first of two), contact:website without scheme, district as province', async () => {
    const place = await service().details('W45123987');
    expect(params(requests[0]).osm_ids).toBe('W45123987');
    expect(place).toEqual({
      name: 'Hotel Avenida Azul',
      address: 'Avenida da Liberdade, 180',
      city: 'Lisboa',
      province: 'Lisboa',
      country: 'PT',
      zipcode: '1250-146',
      phone: '+351 21 000 1234',
      website: 'https://www.avenidaazul.example.pt',
      gmaps_url: '',
      plus_code: '',
      position: { lat: 38.7197261, lng: -9.144_987_8 },
      types: ['lodging'],
      photos: [],
    });
    expect(place).not.toHaveProperty('periods'); // no opening_hours: none known
  });

  it('details: the Funchal pharmacy — url as website, the autonomous region as province, 24/7 as Google writes it', async () => {
    const place = await service().details('N5001002003');
    expect(place).toMatchObject({
      name: 'Farmácia da Carreira',
      address: 'Rua da Carreira, 45',
      city: 'Funchal',
      province: 'Região Autónoma da Madeira',
      country: 'PT',
      zipcode: '9000-042',
      phone: '',
      website: 'https://farmaciacarreira.example.pt',
      position: { lat: 32.6489102, lng: -16.909635 },
      types: ['pharmacy'],
      photos: [],
    });
    expect(place.periods).toEqual([{ open: { day: 0, time: '0000' } }]);
  });

  it('details: an unparsable opening_hours gives no periods, the rest of the place still comes', async () => {
    const place = await service().details('N666');
    expect(place.name).toBe('Taberna do Porto Vello');
    expect(place).not.toHaveProperty('periods');
  });

  it('details: an id the geocoder no longer knows is unavailable; an id that is not an OSM id is refused without a request', async () => {
    await expect(service().details('N999')).rejects.toBeInstanceOf(MapsUnavailableError);
    requests.length = 0;
    for (const id of ['', '240109189', 'X1', 'N0', 'N1,W2', 'N1&format=xml'])
      await expect(service().details(id)).rejects.toThrow(RangeError);
    expect(requests).toHaveLength(0);
  });

  it('reverse: /reverse at zoom 18 gives the place there; nothing there is null', async () => {
    const place = await service().reverse({ lat: 43.3713505, lng: -8.3967352 });
    expect(requests[0].pathname).toBe('/nominatim/reverse');
    expect(params(requests[0])).toMatchObject({
      lat: '43.3713505',
      lon: '-8.3967352',
      zoom: '18',
      format: 'jsonv2',
      addressdetails: '1',
      extratags: '1',
      'accept-language': 'es',
    });
    expect(place).toEqual(A_CORUNA_RESTAURANT);
    expect(await service().reverse({ lat: -60, lng: -30 })).toBeNull(); // {"error": "Unable to geocode"}
  });

  it('reverse: coordinates not finite or out of range are null without a request', async () => {
    for (const position of [
      { lat: Number.NaN, lng: 0 },
      { lat: 0, lng: Number.POSITIVE_INFINITY },
      { lat: 90.5, lng: 0 },
      { lat: 0, lng: -180.1 },
    ])
      expect(await service().reverse(position), JSON.stringify(position)).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('sends the panel origin as Referer (Nominatim asks applications to identify themselves) and no credentials', async () => {
    const seen: RequestInit[] = [];
    const spy: typeof fetch = (input, init) => {
      seen.push(init ?? {});
      return fetch(input, init);
    };
    await createNominatimService(base, spy).suggest('taberna');
    expect(seen[0]).toMatchObject({ referrerPolicy: 'origin', credentials: 'omit' });
  });

  describe('unavailable', () => {
    it('a 500, an HTML page or a body that is not a list is MapsUnavailableError', async () => {
      for (const q of ['answer 500', 'answer html', 'answer object']) {
        await expect(service().suggest(q), q).rejects.toBeInstanceOf(MapsUnavailableError);
      }
    });

    it('a closed port is MapsUnavailableError', async () => {
      const closed = http.createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const port = (closed.address() as AddressInfo).port;
      await new Promise((resolve) => closed.close(resolve));
      const maps = createNominatimService(`http://127.0.0.1:${port}`, fetch, { minIntervalMs: 0 });
      await expect(maps.suggest('taberna')).rejects.toBeInstanceOf(MapsUnavailableError);
      await expect(maps.details('N240109189')).rejects.toBeInstanceOf(MapsUnavailableError);
      await expect(maps.reverse({ lat: 43.37, lng: -8.4 })).rejects.toBeInstanceOf(MapsUnavailableError);
    });

    it('an answer slower than the timeout is MapsUnavailableError, in about the timeout', async () => {
      const started = Date.now();
      await expect(service({ timeoutMs: 150 }).suggest('answer slowly')).rejects.toThrow(/did not answer in 150 ms/);
      expect(Date.now() - started).toBeLessThan(SLOW_MS);
    });

    it('the default timeout is 8 s', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const pending: Promise<Response>[] = [];
      const never: typeof fetch = (_input, init) => {
        const promise = new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        });
        pending.push(promise);
        return promise;
      };
      const result = createNominatimService(base, never).suggest('taberna');
      const outcome = result.then(
        () => 'answered',
        (error: unknown) => error,
      );
      await vi.advanceTimersByTimeAsync(7_999);
      expect(pending).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(await outcome).toBeInstanceOf(MapsUnavailableError);
      vi.useRealTimers();
    });

    it("the caller's own abort stays an AbortError (the editor ignores it), not an outage", async () => {
      const controller = new AbortController();
      const search = service().suggest('answer slowly', { signal: controller.signal });
      setTimeout(() => controller.abort(), 50);
      const error = await search.catch((e: unknown) => e);
      expect(error).not.toBeInstanceOf(MapsUnavailableError);
      expect((error as Error).name).toBe('AbortError');
    });
  });
});

describe('one request a second (OSM usage policy)', () => {
  const ok = () => new Response(JSON.stringify([RESTAURANT]), { headers: { 'content-type': 'application/json' } });
  let started: number[];
  const counting: typeof fetch = async () => {
    started.push(Date.now());
    return ok();
  };
  beforeEach(() => {
    started = [];
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => vi.useRealTimers());

  it('the next request of the same service starts a second after the one before, whatever it asks', async () => {
    const maps = createNominatimService(base, counting);
    await maps.suggest('taberna');
    const second = maps.reverse({ lat: 43.37, lng: -8.4 });
    const third = maps.details('N240109189');
    await vi.advanceTimersByTimeAsync(999);
    expect(started).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(started).toHaveLength(3);
    await Promise.all([second, third]);
    expect(started[1] - started[0]).toBe(1000);
    expect(started[2] - started[1]).toBe(1000);
  });

  it('after a quiet second a request goes at once', async () => {
    const maps = createNominatimService(base, counting);
    await maps.suggest('taberna');
    await vi.advanceTimersByTimeAsync(1000);
    await maps.suggest('taberna');
    expect(started).toEqual([started[0], started[0] + 1000]);
  });

  it('a caller that gives up while waiting its turn stops at once with its AbortError, and nothing is sent', async () => {
    const maps = createNominatimService(base, counting);
    await maps.suggest('taberna');
    const controller = new AbortController();
    const waiting = maps.reverse({ lat: 43.37, lng: -8.4 }, controller.signal).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(300);
    controller.abort();
    const error = await waiting;
    expect((error as Error).name).toBe('AbortError');
    expect(error).not.toBeInstanceOf(MapsUnavailableError);
    await vi.advanceTimersByTimeAsync(2000);
    expect(started).toHaveLength(1);
  });
});

describe('OSM → Google place types', () => {
  const rows: [string, string, string[]][] = [
    ['amenity', 'restaurant', ['restaurant']],
    ['tourism', 'hotel', ['lodging']],
    ['tourism', 'hostel', ['lodging']],
    ['tourism', 'guest_house', ['lodging']],
    ['tourism', 'motel', ['lodging']],
    ['tourism', 'apartment', ['lodging']],
    ['tourism', 'camp_site', ['lodging']],
    ['tourism', 'museum', ['museum']],
    ['amenity', 'bar', ['bar']],
    ['amenity', 'pub', ['bar']],
    ['amenity', 'cafe', ['cafe']],
    ['shop', 'mall', ['shopping_mall']],
    ['shop', 'bakery', ['store']],
    ['shop', 'clothes', ['store']],
    ['leisure', 'park', ['park']],
    ['leisure', 'garden', ['park']],
    ['boundary', 'national_park', ['park']],
    ['amenity', 'school', ['school']],
    ['amenity', 'college', ['school']],
    ['amenity', 'university', ['school']],
    ['tourism', 'theme_park', ['amusement_park']],
    ['leisure', 'water_park', ['amusement_park']],
    ['amenity', 'hospital', ['hospital']],
    ['amenity', 'pharmacy', ['pharmacy']],
    ['amenity', 'doctors', ['doctor']],
    ['amenity', 'clinic', ['doctor']],
    // Not in the table: no type, the user picks the category.
    ['amenity', 'bench', []],
    ['building', 'house', []],
    ['boundary', 'administrative', []],
    ['tourism', '*', []],
    ['amenity', '__proto__', []],
    ['constructor', 'name', []],
    ['', '', []],
  ];
  for (const [category, type, google] of rows) {
    it(`${category}=${type} → ${JSON.stringify(google)}`, () => expect(googleTypesOf(category, type)).toEqual(google));
  }
});

describe('province per country', () => {
  const coruna = { county: 'A Coruña (comarca)', province: 'A Coruña', state: 'Galicia' };
  it('Spain: the provincia; in a single-province community, the community; never the comarca', () => {
    expect(provinceOf(coruna, 'es')).toBe('A Coruña');
    expect(provinceOf({ county: 'Comarca de Oviedo', state: 'Asturias' }, 'ES')).toBe('Asturias');
  });
  it('Portugal: the distrito (Nominatim: county) before the region; the autonomous region in Madeira and the Azores', () => {
    expect(provinceOf({ county: 'Porto', state: 'Norte' }, 'pt')).toBe('Porto');
    expect(provinceOf({ state: 'Região Autónoma dos Açores' }, 'pt')).toBe('Região Autónoma dos Açores');
  });
  it('elsewhere: province, then state, then county', () => {
    expect(provinceOf({ county: 'Loire-Atlantique', state: 'Pays de la Loire' }, 'fr')).toBe('Pays de la Loire');
    expect(provinceOf({ county: 'Somewhere' }, 'gb')).toBe('Somewhere');
    expect(provinceOf({}, '')).toBe('');
  });
});

describe('opening_hours → Google periods (reference week Monday 13 May 2024)', () => {
  it('a night crossing midnight closes the next day', () => {
    expect(openingPeriodsOf('Fr-Sa 22:00-03:00')).toEqual([
      { open: { day: 5, time: '2200' }, close: { day: 6, time: '0300' } },
      { open: { day: 6, time: '2200' }, close: { day: 0, time: '0300' } },
    ]);
  });
  it('Sunday night into Monday is one period, not two cut at the week edge', () => {
    expect(openingPeriodsOf('Su 22:00-02:00')).toEqual([{ open: { day: 0, time: '2200' }, close: { day: 1, time: '0200' } }]);
  });
  it('open all week, however written, is the single Google 24-hour period', () => {
    for (const value of ['24/7', 'Mo-Su 00:00-24:00', 'Mo-Su 00:00-24:00; PH off'])
      expect(openingPeriodsOf(value), value).toEqual([{ open: { day: 0, time: '0000' } }]);
  });
  it('holidays never apply in the reference week; seasons give May’s schedule', () => {
    expect(openingPeriodsOf('Mo 09:00-14:00; PH off')).toEqual([{ open: { day: 1, time: '0900' }, close: { day: 1, time: '1400' } }]);
    expect(openingPeriodsOf('Oct-May Tu 10:00-18:00; Jun-Sep Tu 10:00-21:00')).toEqual([
      { open: { day: 2, time: '1000' }, close: { day: 2, time: '1800' } },
    ]);
  });
  it('closed all week is [], unparsable or only unknown hours is null', () => {
    expect(openingPeriodsOf('off')).toEqual([]);
    expect(openingPeriodsOf('whenever we feel like it')).toBeNull();
    expect(openingPeriodsOf('Mo-Fr 10:00+')).toBeNull();
    expect(openingPeriodsOf('Mo-Fr 10:00-14:00 "by appointment"')).toBeNull();
    expect(openingPeriodsOf('')).toBeNull();
  });
  it('keeps known hours and drops the unknown ones', () => {
    expect(openingPeriodsOf('Mo 10:00-14:00; Tu 10:00-14:00 "by appointment"')).toEqual([
      { open: { day: 1, time: '1000' }, close: { day: 1, time: '1400' } },
    ]);
  });
  it('a night past midnight reaches the hours model as one pair and is written back to OSM (issue 15)', () => {
    const draft = hoursFromPeriods(openingPeriodsOf('Tu-Th 19:00-00:30, Fr,Sa 20:00-03:00'));
    expect(hoursOf(draft!)).toEqual([
      { day: 'Lunes', hours: [], all24: false },
      { day: 'Martes', hours: [{ open: '19:00', close: '00:30' }], all24: false },
      { day: 'Miércoles', hours: [{ open: '19:00', close: '00:30' }], all24: false },
      { day: 'Jueves', hours: [{ open: '19:00', close: '00:30' }], all24: false },
      { day: 'Viernes', hours: [{ open: '20:00', close: '03:00' }], all24: false },
      { day: 'Sábado', hours: [{ open: '20:00', close: '03:00' }], all24: false },
      { day: 'Domingo', hours: [], all24: false },
    ]);
    expect(hoursProblems(hoursOf(draft!))).toEqual([]);
    expect(openingHoursOf(hoursOf(draft!))).toBe('Mo,Su off; Tu-Th 19:00-00:30, Fr,Sa 20:00-03:00');
  });
});
