/**
 * Nominatim jsonv2 answers written by hand from Nominatim's documented output (addressdetails,
 * extratags, namedetails): a restaurant in A Coruña, a hotel in Lisbon, a 24-hour pharmacy in
 * Funchal (Madeira), a house with no name and a result without an OSM object. Served by the local
 * stand-ins of the keyless maps service's tests (tests/admin/nominatimService.test.ts and the
 * browser's tests/e2e/placeMapsServices.e2e.test.ts).
 */
const LICENCE = 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright';

export const RESTAURANT = {
  place_id: 131_447_291,
  licence: LICENCE,
  osm_type: 'node',
  osm_id: 240_109_189,
  lat: '43.3713505',
  lon: '-8.3967352',
  category: 'amenity',
  type: 'restaurant',
  place_rank: 30,
  importance: 0.00000999999999995449,
  addresstype: 'amenity',
  // jsonv2's name follows accept-language (name:es); namedetails keep the name on the sign.
  name: 'Taberna del Puerto Viejo',
  display_name: 'Taberna do Porto Vello, 12, Rúa Real, Ciudad Vieja, A Coruña, Galicia, 15001, España',
  address: {
    amenity: 'Taberna do Porto Vello',
    house_number: '12',
    road: 'Rúa Real',
    suburb: 'Ciudad Vieja',
    city: 'A Coruña',
    county: 'A Coruña',
    province: 'A Coruña',
    'ISO3166-2-lvl6': 'ES-C',
    state: 'Galicia',
    'ISO3166-2-lvl4': 'ES-GA',
    postcode: '15001',
    country: 'España',
    country_code: 'es',
  },
  extratags: {
    cuisine: 'regional',
    phone: '+34 981 22 33 44',
    website: 'https://portovello.example.es/',
    opening_hours: 'Mo-Fr 13:00-16:00,20:00-23:30; Sa 13:00-16:30',
    wheelchair: 'limited',
  },
  namedetails: { name: 'Taberna do Porto Vello', 'name:es': 'Taberna del Puerto Viejo' },
  boundingbox: ['43.3713005', '43.3714005', '-8.3967852', '-8.3966852'],
};

export const HOTEL = {
  place_id: 97_312_508,
  licence: LICENCE,
  osm_type: 'way',
  osm_id: 45_123_987,
  lat: '38.7197261',
  lon: '-9.1449878',
  category: 'tourism',
  type: 'hotel',
  place_rank: 30,
  importance: 0.00000999999999995449,
  addresstype: 'tourism',
  name: 'Hotel Avenida Azul',
  display_name: 'Hotel Avenida Azul, 180, Avenida da Liberdade, Santo António, Lisboa, 1250-146, Portugal',
  address: {
    tourism: 'Hotel Avenida Azul',
    house_number: '180',
    road: 'Avenida da Liberdade',
    suburb: 'Santo António',
    city: 'Lisboa',
    municipality: 'Lisboa',
    county: 'Lisboa',
    'ISO3166-2-lvl6': 'PT-11',
    postcode: '1250-146',
    country: 'Portugal',
    country_code: 'pt',
  },
  // contact:* instead of phone / website; two phones; a website without its scheme.
  extratags: {
    stars: '4',
    rooms: '120',
    'contact:phone': '+351 21 000 1234; +351 21 000 1235',
    'contact:website': 'www.avenidaazul.example.pt',
  },
  namedetails: { name: 'Hotel Avenida Azul' },
  boundingbox: ['38.7195', '38.7199', '-9.1452', '-9.1447'],
};

export const PHARMACY = {
  place_id: 88_001_234,
  licence: LICENCE,
  osm_type: 'node',
  osm_id: 5_001_002_003,
  lat: '32.6489102',
  lon: '-16.9096350',
  category: 'amenity',
  type: 'pharmacy',
  place_rank: 30,
  importance: 0.00000999999999995449,
  addresstype: 'amenity',
  name: 'Farmácia da Carreira',
  display_name: 'Farmácia da Carreira, 45, Rua da Carreira, Sé, Funchal, Região Autónoma da Madeira, 9000-042, Portugal',
  address: {
    amenity: 'Farmácia da Carreira',
    house_number: '45',
    road: 'Rua da Carreira',
    suburb: 'Sé',
    city: 'Funchal',
    municipality: 'Funchal',
    state: 'Região Autónoma da Madeira',
    'ISO3166-2-lvl4': 'PT-30',
    postcode: '9000-042',
    country: 'Portugal',
    country_code: 'pt',
  },
  extratags: { opening_hours: '24/7', dispensing: 'yes', url: 'https://farmaciacarreira.example.pt' },
  namedetails: { name: 'Farmácia da Carreira' },
  boundingbox: ['32.6488602', '32.6489602', '-16.9096850', '-16.9095850'],
};

/** A house with an address and no name, and a result without an OSM object: the first is listed by its street, the second skipped. */
export const HOUSE = {
  place_id: 1,
  licence: LICENCE,
  osm_type: 'way',
  osm_id: 777,
  lat: '43.37',
  lon: '-8.40',
  category: 'building',
  type: 'house',
  name: '',
  display_name: '14, Rúa Real, A Coruña, 15001, España',
  address: { house_number: '14', road: 'Rúa Real', city: 'A Coruña', province: 'A Coruña', postcode: '15001', country_code: 'es' },
  extratags: {},
  namedetails: {},
};
export const NO_OSM_OBJECT = { place_id: 2, lat: '43.37', lon: '-8.40', name: 'Interpolated', display_name: 'Interpolated' };

export const BY_OSM_ID: Record<string, object> = { N240109189: RESTAURANT, W45123987: HOTEL, N5001002003: PHARMACY };
