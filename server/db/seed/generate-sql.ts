/**
 * The bulk generator's constants and its one statement per batch. Every choice is a hash of the new
 * place's id (hashint8), so a batch is pure SQL: no rows travel from Node, and the same id always gets
 * the same content. Lists with a part per category or region are flattened with 1-based start/count.
 */
import { LANGS } from '../schema/common';
import { CITIES, type Region } from './cities';
import { HOURS_PATTERNS } from './hours';
import { DEMO_MEDIA_PREFIX } from './images';
import { FIRST_NAMES, NAME_TEMPLATES, PLACE_WORDS, SURNAMES } from './names';
import { DEMO_PHOTOS } from './pictures';
import { CATEGORY_WEIGHTS, COVERAGE } from './places';
import { plusCodeSql } from './pluscode';
import { CATEGORIES, CATEGORY_EQUIPMENT, FOOD_CATEGORIES, SUBCATEGORIES } from './reference-data';
import type { ReferenceIds } from './reference';
import { slugSql } from './slug';
import { EXTRAS, INTROS } from './texts';

const REGIONS: Region[] = ['gl', 'es', 'pt'];

/** Flattens lists into one array plus 1-based start and count per list. */
function flat<T>(lists: T[][]): { items: T[]; start: number[]; count: number[] } {
  const items: T[] = [];
  const start: number[] = [];
  const count: number[] = [];
  for (const list of lists) {
    start.push(items.length + 1);
    count.push(list.length);
    items.push(...list);
  }
  return { items, start, count };
}
const tickets = <T>(weighted: [T, number][], unit = 1) =>
  weighted.flatMap(([item, w]) => Array<T>(Math.max(1, Math.round(w / unit))).fill(item));

export function generatorConstants(refs: ReferenceIds) {
  const cats = CATEGORIES.map((c) => c.key);
  const per = <T>(f: (cat: (typeof cats)[number], region: Region) => T[]) => flat(cats.flatMap((cat) => REGIONS.map((r) => f(cat, r))));
  const names = per((cat, r) => NAME_TEMPLATES[cat][r]);
  const words = flat(REGIONS.map((r) => PLACE_WORDS[r]));
  const surnames = flat(REGIONS.map((r) => SURNAMES[r]));
  const firsts = flat(REGIONS.map((r) => FIRST_NAMES[r]));
  const streets = flat(CITIES.map((c) => c.streets));
  const hours = flat(cats.map((cat) => HOURS_PATTERNS[cat]));
  const subs = flat(cats.map((cat) => SUBCATEGORIES.filter((s) => s.categories.includes(cat)).map((s) => refs.subcategories.get(s.key)!)));
  const equipment = flat(cats.map((cat) => CATEGORY_EQUIPMENT[cat].map((k) => refs.equipment.get(k)!)));
  const coverage = flat(
    REGIONS.map((r) =>
      tickets(
        COVERAGE[r].map(([langs, w]) => [langs.join(','), w] as [string, number]),
        5,
      ),
    ),
  );
  return {
    city: CITIES.map((c) => c.name),
    province: CITIES.map((c) => c.province),
    country: CITIES.map((c) => c.country),
    lat: CITIES.map((c) => c.lat),
    lng: CITIES.map((c) => c.lng),
    tz: CITIES.map((c) => c.timezone),
    zip_from: CITIES.map((c) => c.zip[0]),
    zip_span: CITIES.map((c) => c.zip[1] - c.zip[0] + 1),
    phone: CITIES.map((c) => c.phone),
    phone_pad: CITIES.map((c) => 9 - c.phone.length),
    region: CITIES.map((c) => REGIONS.indexOf(c.region)),
    coastal: CITIES.map((c) => (c.coastal ? 1 : 0)),
    city_tickets: tickets(CITIES.map((c, i) => [i, c.weight] as [number, number])),
    cat_ids: cats.map((k) => refs.categories.get(k)!),
    cat_tickets: tickets(CATEGORY_WEIGHTS.map(([k, w]) => [cats.indexOf(k), w] as [number, number])),
    food: cats.map((k) => (FOOD_CATEGORIES.includes(k) ? 1 : 0)),
    beach: cats.indexOf('beach'),
    park: cats.indexOf('park'),
    tpl: names.items,
    tpl_start: names.start,
    tpl_count: names.count,
    word: words.items,
    word_start: words.start,
    word_count: words.count,
    surname: surnames.items,
    surname_start: surnames.start,
    surname_count: surnames.count,
    first: firsts.items,
    first_start: firsts.start,
    first_count: firsts.count,
    street: streets.items,
    street_start: streets.start,
    street_count: streets.count,
    hours: hours.items,
    hours_start: hours.start,
    hours_count: hours.count,
    sub: subs.items,
    sub_start: subs.start,
    sub_count: subs.count,
    eq: equipment.items,
    eq_start: equipment.start,
    eq_count: equipment.count,
    cov: coverage.items,
    cov_start: coverage.start,
    cov_count: coverage.count,
    intro: cats.flatMap((k) => LANGS.map((l) => INTROS[k][l])),
    extra: EXTRAS.flatMap((e) => LANGS.map((l) => e[l])),
    allergy: [...refs.allergies.values()],
    photo: DEMO_PHOTOS.map((f) => DEMO_MEDIA_PREFIX + f),
  };
}

const txt = (f: string) => `ARRAY(SELECT jsonb_array_elements_text(j->'${f}'))`;
const int = (f: string) => `ARRAY(SELECT x::int FROM jsonb_array_elements_text(j->'${f}') x)`;
const dbl = (f: string) => `ARRAY(SELECT x::float8 FROM jsonb_array_elements_text(j->'${f}') x)`;
const TEXT_ARRAYS = [
  'city',
  'province',
  'country',
  'tz',
  'phone',
  'tpl',
  'word',
  'surname',
  'first',
  'street',
  'cov',
  'intro',
  'extra',
  'photo',
];
const INT_ARRAYS = [
  'zip_from',
  'zip_span',
  'phone_pad',
  'region',
  'coastal',
  'city_tickets',
  'cat_ids',
  'cat_tickets',
  'food',
  'tpl_start',
  'tpl_count',
  'word_start',
  'word_count',
  'surname_start',
  'surname_count',
  'first_start',
  'first_count',
  'street_start',
  'street_count',
  'hours_start',
  'hours_count',
  'sub',
  'sub_start',
  'sub_count',
  'eq',
  'eq_start',
  'eq_count',
  'cov_start',
  'cov_count',
  'allergy',
];

/** A non-negative hash of the place id, one per "dice" n. */
const h = (n: number) => `(hashint8(id * 64 + ${n}) & 2147483647)`;
/** An item of a flattened list: list[start[part] + r % count[part]]. */
const at = (list: string, part: string, r: string) => `k.${list}[k.${list}_start[${part}] + ${r} % k.${list}_count[${part}]]`;
const langIdx = `(array_position(ARRAY['es','en','gl','pt'], l.lang) - 1)`;

/** One batch: $1 constants (jsonb), $2 how many places. Answers {n}. */
export const GENERATE_BATCH_SQL = `
WITH k AS MATERIALIZED (
  SELECT ${TEXT_ARRAYS.map((f) => `${txt(f)} AS ${f}`).join(', ')},
         ${INT_ARRAYS.map((f) => `${int(f)} AS ${f}`).join(', ')},
         ${dbl('lat')} AS lat, ${dbl('lng')} AS lng, (j->>'beach')::int AS beach, (j->>'park')::int AS park, j->'hours' AS hours
  FROM (SELECT $1::jsonb AS j) c
),
src AS MATERIALIZED (
  SELECT s3.*, ${slugSql('s3.name')} AS slug
  FROM (
    SELECT s2.*,
      replace(replace(replace(replace(${at('tpl', 's2.cat * 3 + s2.reg + 1', 's2.r4')},
        '{X}', ${at('word', 's2.reg + 1', 's2.r5')}), '{S}', ${at('surname', 's2.reg + 1', 's2.r6')}),
        '{N}', ${at('first', 's2.reg + 1', 's2.r6 / 7')}), '{C}', k.city[s2.ci + 1]) AS name,
      k.phone[s2.ci + 1] || lpad((s2.r7 % (10::bigint ^ k.phone_pad[s2.ci + 1])::bigint)::text, k.phone_pad[s2.ci + 1], '0') AS national,
      round((k.lat[s2.ci + 1] + ((s2.r8 % 20001) - 10000) / 10000.0 * 0.05)::numeric, 6)::float8 AS lat,
      round((k.lng[s2.ci + 1] + ((s2.r9 % 20001) - 10000) / 10000.0 * 0.06)::numeric, 6)::float8 AS lng,
      now() - CASE WHEN s2.r10 % 100 < 8 THEN (s2.r10 / 100 % (27 * 1440)) ELSE 43200 + s2.r10 / 100 % (700 * 1440) END * interval '1 minute' AS created
    FROM (
      SELECT s1.*, k.region[s1.ci + 1] AS reg,
        CASE WHEN s1.ca = k.beach AND k.coastal[s1.ci + 1] = 0 THEN k.park ELSE s1.ca END AS cat
      FROM (
        SELECT id, k.city_tickets[1 + ${h(1)} % cardinality(k.city_tickets)] AS ci, k.cat_tickets[1 + ${h(2)} % cardinality(k.cat_tickets)] AS ca,
          ${[3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16].map((n) => `${h(n)} AS r${n}`).join(', ')}
        FROM (SELECT nextval('places_idplace_seq') AS id FROM generate_series(1, $2::int)) ids CROSS JOIN k
      ) s1 CROSS JOIN k
    ) s2 CROSS JOIN k
  ) s3
),
ins AS (
  INSERT INTO places (idplace, name, slug, address, city, province, country, zipcode, lat, lng, phone, website, gmaps_url, plus_code,
    timezone, hours, points, published, create_date, update_date)
  SELECT s.id, s.name, s.slug,
    ${at('street', 's.ci + 1', 's.r11')} || ', ' || (1 + s.r11 % 180),
    k.city[s.ci + 1], k.province[s.ci + 1], k.country[s.ci + 1],
    CASE WHEN k.country[s.ci + 1] = 'PT'
      THEN (k.zip_from[s.ci + 1] + s.r12 % k.zip_span[s.ci + 1]) || '-' || lpad((s.r12 / 1000 % 1000)::text, 3, '0')
      ELSE lpad((k.zip_from[s.ci + 1] + s.r12 % k.zip_span[s.ci + 1])::text, 5, '0') END,
    s.lat, s.lng,
    CASE WHEN s.r3 % 10 = 0 THEN '' ELSE CASE WHEN k.country[s.ci + 1] = 'PT' THEN '+351 ' ELSE '+34 ' END
      || substr(s.national, 1, 3) || ' ' || substr(s.national, 4, 3) || ' ' || substr(s.national, 7, 3) END,
    CASE WHEN s.r3 % 10 < 7 THEN 'https://' || s.slug || '.example.com/' ELSE '' END,
    'https://www.google.com/maps/search/?api=1&query=' || s.lat || ',' || s.lng,
    ${plusCodeSql('s.lat', 's.lng')},
    k.tz[s.ci + 1],
    k.hours -> (k.hours_start[s.cat + 1] - 1 + s.r13 % k.hours_count[s.cat + 1]),
    s.r13 / 7 % 6,
    CASE WHEN s.r14 % 20 < 15 THEN 1 WHEN s.r14 % 20 < 17 THEN 0 WHEN s.r14 % 20 = 17 THEN 2 ELSE 3 END,
    s.created, LEAST(now(), s.created + (s.r14 / 20 % (90 * 1440)) * interval '1 minute')
  FROM src s CROSS JOIN k
  RETURNING idplace
),
texts AS (
  INSERT INTO place_i18n (idplace, lang, description, menu)
  SELECT s.id, l.lang,
    replace(replace(k.intro[s.cat * 4 + ${langIdx} + 1], '{name}', s.name), '{city}', k.city[s.ci + 1])
      || ' ' || k.extra[(s.r15 % 8) * 4 + ${langIdx} + 1], ''
  FROM src s CROSS JOIN k CROSS JOIN LATERAL unnest(string_to_array(${at('cov', 's.reg + 1', 's.r15 / 8')}, ',')) AS l(lang)
  RETURNING 1
),
cats AS (
  INSERT INTO place_categories (idplace, idcategory)
  SELECT s.id, k.cat_ids[s.cat + 1] FROM src s CROSS JOIN k
  UNION ALL
  SELECT s.id, k.cat_ids[(s.cat + 1 + s.r16 % (cardinality(k.cat_ids) - 1)) % cardinality(k.cat_ids) + 1]
  FROM src s CROSS JOIN k WHERE s.r16 / 16 % 4 = 0
  RETURNING 1
),
subs AS (
  INSERT INTO place_subcategories (idplace, idsubcategory)
  SELECT s.id, ${at('sub', 's.cat + 1', 's.r16 / 64')} FROM src s CROSS JOIN k
  WHERE k.sub_count[s.cat + 1] > 0 AND s.r16 / 8 % 2 = 0
  RETURNING 1
),
equipment AS (
  INSERT INTO place_equipment (idplace, idequipment)
  SELECT DISTINCT s.id, ${at('eq', 's.cat + 1', '(s.r12 / 7 + n * 3)')}
  FROM src s CROSS JOIN k CROSS JOIN LATERAL generate_series(1, s.r12 / 3 % 4) n
  WHERE k.eq_count[s.cat + 1] > 0
  RETURNING 1
),
allergens AS (
  INSERT INTO place_allergies (idplace, idallergie)
  SELECT s.id, k.allergy[1 + (s.r11 / 7 + n * 5) % cardinality(k.allergy)]
  FROM src s CROSS JOIN k CROSS JOIN LATERAL generate_series(1, 2 + s.r11 / 3 % 4) n
  WHERE k.food[s.cat + 1] = 1 AND s.r11 / 11 % 2 = 0
  RETURNING 1
),
photos AS (
  INSERT INTO media (idplace, kind, url, attrib, cover, position, create_date)
  SELECT s.id, 'photo', k.photo[1 + s.r9 / 20001 % cardinality(k.photo)], '<a href="https://example.org">Autor</a>', true, 0, s.created
  FROM src s CROSS JOIN k WHERE s.r9 / 7 % 10 < 6
  RETURNING 1
)
SELECT (SELECT count(*) FROM ins)::int AS n`;
