/**
 * The demo places: a few real landmarks (and 'Café A Coruña', which later tests search for), the
 * places of the demo chains, and the rest drawn from the real cities with a few hundred metres of
 * jitter. Each has 1..4 categories, hours in one of the three shapes, texts in a varied set of
 * languages, menus for restaurants and cafés, equipment, allergens and staff answers to services.
 */
import type { Lang } from '../schema/common';
import { CITIES, cityByName, phoneNumber, zipcode, type City } from './cities';
import type { DemoClock } from './dates';
import { iso } from './dates';
import { HOURS_PATTERNS, ALWAYS_OPEN, type Hours } from './hours';
import { FIRST_NAMES, NAME_TEMPLATES, PLACE_WORDS, SURNAMES, fillName } from './names';
import { plusCode } from './pluscode';
import type { Rng } from './random';
import { CATEGORY_EQUIPMENT, FOOD_CATEGORIES, SUBCATEGORIES, type CategoryKey } from './reference-data';
import { slugify } from './slug';
import { DISH_COUNT, EXTRAS } from './texts';

export interface PlaceDraft {
  name: string;
  city: City;
  lat: number;
  lng: number;
  categories: CategoryKey[];
  subcategories: string[];
  equipment: string[];
  allergens: string[];
  langs: Lang[];
  extras: number[];
  menu: { dishes: number[]; prices: number[] } | null;
  hours: Hours;
  published: number;
  points: number;
  chain: string | null;
  created: number;
  updated: number;
  row: Record<string, unknown>;
}

interface Seed {
  name: string;
  city: string;
  categories: CategoryKey[];
  lat?: number;
  lng?: number;
  chain?: string;
}

/** Fixed places: real landmarks with their real coordinates, and the café the search tests look for. */
const LANDMARKS: Seed[] = [
  { name: 'Café A Coruña', city: 'A Coruña', categories: ['cafe'], lat: 43.3706, lng: -8.396 },
  { name: 'Aquarium Finisterrae', city: 'A Coruña', categories: ['zoo', 'museum'], lat: 43.3813, lng: -8.4081 },
  { name: 'Parque de Santa Margarita', city: 'A Coruña', categories: ['park', 'playground'], lat: 43.365, lng: -8.4095 },
  { name: 'Praia de Riazor', city: 'A Coruña', categories: ['beach'], lat: 43.3686, lng: -8.4165 },
  { name: 'Cidade da Cultura de Galicia', city: 'Santiago de Compostela', categories: ['museum'], lat: 42.8689, lng: -8.5254 },
  { name: 'Parque de Castrelos', city: 'Vigo', categories: ['park', 'playground'], lat: 42.2148, lng: -8.7246 },
  { name: 'Museo del Prado', city: 'Madrid', categories: ['museum'], lat: 40.4138, lng: -3.6921 },
  { name: 'Parque del Retiro', city: 'Madrid', categories: ['park'], lat: 40.4153, lng: -3.6845 },
  { name: 'Ciudad de las Artes y las Ciencias', city: 'Valencia', categories: ['museum', 'theatre'], lat: 39.4545, lng: -0.3506 },
  { name: 'Oceanário de Lisboa', city: 'Lisboa', categories: ['zoo'], lat: 38.7635, lng: -9.0937 },
  { name: 'Parque da Cidade do Porto', city: 'Porto', categories: ['park', 'playground'], lat: 41.1687, lng: -8.6767 },
  { name: 'Museu de Serralves', city: 'Porto', categories: ['museum'], lat: 41.1596, lng: -8.6598 },
];

export const CATEGORY_WEIGHTS: [CategoryKey, number][] = [
  ['restaurant', 30],
  ['cafe', 15],
  ['lodging', 10],
  ['museum', 6],
  ['shop', 8],
  ['park', 5],
  ['mall', 2],
  ['school', 3],
  ['amusement', 2],
  ['services', 5],
  ['playground', 5],
  ['beach', 3],
  ['theatre', 3],
  ['zoo', 1],
  ['sport', 3],
];

/** Categories that sensibly go together with a first one. */
const RELATED: Record<CategoryKey, CategoryKey[]> = {
  restaurant: ['cafe', 'lodging'],
  cafe: ['restaurant', 'shop'],
  lodging: ['restaurant', 'cafe'],
  museum: ['shop', 'cafe', 'school'],
  shop: ['cafe'],
  park: ['playground', 'sport', 'cafe'],
  mall: ['shop', 'restaurant', 'cafe'],
  school: ['services'],
  amusement: ['restaurant', 'playground', 'zoo'],
  services: ['shop'],
  playground: ['park'],
  beach: ['playground', 'sport', 'cafe'],
  theatre: ['cafe'],
  zoo: ['amusement', 'museum'],
  sport: ['park', 'school'],
};

export const COVERAGE: Record<City['region'], [Lang[], number][]> = {
  gl: [
    [['es', 'en', 'gl', 'pt'], 35],
    [['es'], 15],
    [['es', 'gl'], 25],
    [['gl'], 5],
    [['es', 'en'], 5],
    [[], 10],
    [['es', 'en', 'gl'], 5],
  ],
  es: [
    [['es', 'en', 'gl', 'pt'], 35],
    [['es'], 30],
    [['es', 'en'], 20],
    [[], 10],
    [['es', 'gl'], 5],
  ],
  pt: [
    [['es', 'en', 'gl', 'pt'], 35],
    [['pt'], 20],
    [['en', 'pt'], 15],
    [['es', 'en', 'pt'], 15],
    [[], 10],
    [['es'], 5],
  ],
};

const NOTES = [
  'Revisar el horario de verano.',
  'Pendiente de confirmar la accesibilidad del baño.',
  'Datos verificados por teléfono.',
  'El propietario pidió actualizar las fotos.',
  'Tiene una segunda entrada accesible por la parte trasera.',
];

export interface ChainSeed {
  key: string;
  placeName: string;
  category: CategoryKey;
  subcategory: string;
  cities: string[];
}

export function buildPlaces(rng: Rng, clock: DemoClock, total: number, chains: ChainSeed[], images: string[]): PlaceDraft[] {
  const seeds: Seed[] = [...LANDMARKS];
  for (const chain of chains) {
    for (const city of chain.cities)
      seeds.push({ name: chain.placeName.replace('{C}', city), city, categories: [chain.category], chain: chain.key });
  }
  const taken = new Set(seeds.map((s) => `${s.name}|${s.city}`));
  const cityWeights = CITIES.map((c) => [c, c.weight] as [City, number]);
  let misses = 0;
  while (seeds.length < total) {
    const city = rng.weighted(cityWeights);
    const category = rng.weighted(CATEGORY_WEIGHTS.filter(([k]) => k !== 'beach' || city.coastal));
    const r = city.region;
    const name = fillName(rng.pick(NAME_TEMPLATES[category][r]), {
      X: rng.pick(PLACE_WORDS[r]),
      S: rng.pick(SURNAMES[r]),
      N: rng.pick(FIRST_NAMES[r]),
      C: city.name,
    });
    if (taken.has(`${name}|${city.name}`) && misses++ < 20) continue;
    const unique = taken.has(`${name}|${city.name}`) ? `${name} ${seeds.length}` : name;
    misses = 0;
    taken.add(`${unique}|${city.name}`);
    const extra = rng.weighted<number>([
      [0, 60],
      [1, 25],
      [2, 12],
      [3, 3],
    ]);
    seeds.push({ name: unique, city: city.name, categories: [category, ...rng.sample(RELATED[category], extra)] });
  }
  return seeds.slice(0, Math.max(total, 1)).map((seed, i) => draft(rng, clock, seed, i, chains, images));
}

function draft(rng: Rng, clock: DemoClock, seed: Seed, index: number, chains: ChainSeed[], images: string[]): PlaceDraft {
  const city = cityByName(seed.city);
  const landmark = index < LANDMARKS.length;
  const lat = seed.lat ?? city.lat + rng.float(-0.004, 0.004);
  const lng = seed.lng ?? city.lng + rng.float(-0.005, 0.005);
  const [primary] = seed.categories;
  const slug = slugify(seed.name);
  const handle = slug.replace(/-/g, '');
  const chain = chains.find((c) => c.key === seed.chain);
  const subcategoryPool = SUBCATEGORIES.filter(
    (s) =>
      s.categories.some((c) => seed.categories.includes(c)) &&
      !(s.key === 'galician' && city.region !== 'gl') &&
      !(s.key === 'portuguese' && city.region !== 'pt'),
  ).map((s) => s.key);
  const subcategories = chain ? [chain.subcategory] : rng.sample(subcategoryPool, rng.int(0, 2));
  const equipmentPool = [...new Set(seed.categories.flatMap((c) => CATEGORY_EQUIPMENT[c]))];
  const food = seed.categories.some((c) => FOOD_CATEGORIES.includes(c));
  const allergens =
    food && rng.chance(0.6)
      ? rng.sample(
          [
            'gluten',
            'crustaceans',
            'eggs',
            'fish',
            'peanuts',
            'soy',
            'milk',
            'nuts',
            'celery',
            'mustard',
            'sesame',
            'sulphites',
            'lupin',
            'molluscs',
          ],
          rng.int(2, 8),
        )
      : [];
  const langs = landmark ? (['es', 'en', 'gl', 'pt'] as Lang[]) : rng.weighted(COVERAGE[city.region]);
  const serving = seed.categories.includes('restaurant') || seed.categories.includes('cafe');
  const menu =
    serving && langs.length > 0 && rng.chance(0.7)
      ? { dishes: rng.sample([...Array(DISH_COUNT).keys()], rng.int(4, 7)), prices: Array.from({ length: 7 }, () => rng.int(7, 48) * 50) }
      : null;
  const hours = seed.categories.includes('playground')
    ? ALWAYS_OPEN
    : rng.chance(0.6)
      ? HOURS_PATTERNS[primary][0]
      : rng.pick(HOURS_PATTERNS[primary]);
  const published =
    landmark || chain
      ? 1
      : rng.weighted([
          [1, 75],
          [0, 12],
          [2, 5],
          [3, 8],
        ]);
  const points = rng.chance(0.85)
    ? rng.weighted([
        [5, 30],
        [4, 40],
        [3, 20],
        [2, 7],
        [1, 3],
      ])
    : 0;
  const created = clock.created();
  const updated = clock.after(created, 0.15);
  const ticketed = ['museum', 'amusement', 'zoo', 'theatre'].includes(primary) && rng.chance(0.6);
  const digit = () => rng.int(0, 9);
  const row: Record<string, unknown> = {
    name: seed.name,
    slug,
    address: `${rng.pick(city.streets)}, ${rng.int(1, 180)}`,
    city: city.name,
    province: city.province,
    country: city.country,
    zipcode: zipcode(city, rng.next(), rng.next()),
    lat: Math.round(lat * 1e6) / 1e6,
    lng: Math.round(lng * 1e6) / 1e6,
    phone: rng.chance(0.9) ? phoneNumber(city, digit) : '',
    website: rng.chance(0.7) || landmark ? `https://${slug}.example.com/` : '',
    facebook: rng.chance(0.5) ? `https://www.facebook.com/${handle}` : '',
    twitter: rng.chance(0.15) ? `https://x.com/${handle.slice(0, 15)}` : '',
    instagram: rng.chance(0.45) ? `https://www.instagram.com/${slug.replace(/-/g, '_')}/` : '',
    youtube: rng.chance(0.05) ? `https://www.youtube.com/@${handle}` : '',
    gmaps_url: `https://www.google.com/maps/search/?api=1&query=${lat.toFixed(6)},${lng.toFixed(6)}`,
    plus_code: plusCode(lat, lng),
    timezone: city.timezone,
    buy_url: ticketed ? `https://entradas.example.com/${slug}?t10id=demo` : '',
    buy_price: ticketed ? `desde ${rng.pick([5, 8, 10, 12, 15, 22])} €` : '',
    buy_img: ticketed && rng.chance(0.3) ? `/media/demo/${rng.pick(images)}` : '',
    notes: rng.chance(0.2) ? rng.pick(NOTES) : '',
    hours: JSON.stringify(hours),
    points,
    published,
    create_date: iso(created),
    update_date: iso(updated),
  };
  return {
    name: seed.name,
    city,
    lat,
    lng,
    categories: seed.categories,
    subcategories,
    equipment: rng.sample(equipmentPool, rng.int(0, 4)),
    allergens,
    langs,
    extras: rng.sample([...Array(EXTRAS.length).keys()], rng.int(1, 3)),
    menu,
    hours,
    published,
    points,
    chain: seed.chain ?? null,
    created,
    updated,
    row,
  };
}

export const PLACE_COLUMNS = [
  'name',
  'slug',
  'address',
  'city',
  'province',
  'country',
  'zipcode',
  'lat',
  'lng',
  'phone',
  'website',
  'facebook',
  'twitter',
  'instagram',
  'youtube',
  'gmaps_url',
  'plus_code',
  'timezone',
  'buy_url',
  'buy_price',
  'buy_img',
  'notes',
  'hours',
  'points',
  'published',
  'create_date',
  'update_date',
] as const;
