/**
 * The benchmark's events, CMS pages and chains: generated in bulk with set-based SQL
 * (generate_series), like the places (server/db/seed/generate.ts), up to a target per table; the
 * ones already there are reused. Names and titles mix accents and ñ and draw words from lists of
 * different lengths, so a search finds many entries (`COMMON`: one in ten), a few (`RARE`: one in
 * ten thousand) or none (`NONE`). CMS pages and chains have their four language rows; a fifth of
 * the chains have two places and the `BIG_CHAINS` chains called «Grupo …» have `BIG_CHAIN_PLACES`
 * places each (when the database has that many places free), for the members fields' cost.
 */
import type { Database, Queryable } from '../server/db/connect';

export type ContentTable = 'events' | 'cms' | 'chains';

/** The words the bench searches (bench/documents.ts): in about 10 % of the entries, in 10 of 100,000, in none. */
export const CONTENT_WORDS = {
  events: { common: 'festival', rare: 'peñíscola', none: 'ornitorrinco' },
  cms: { common: 'guía', rare: 'mondoñedo', none: 'ornitorrinco' },
  chains: { common: 'restaurantes', rare: 'villaseñor', none: 'ornitorrinco' },
} as const;

/** Chains whose Spanish name starts with «Grupo» and that hold many places each. */
export const BIG_CHAINS = 25;
export const BIG_CHAIN_PLACES = 1000;
export const BIG_CHAIN_WORD = 'grupo';

/** A SQL text[] literal of `words`. */
export const sqlArray = (words: readonly string[]) => `(ARRAY[${words.map((w) => `'${w.replace(/'/g, "''")}'`).join(', ')}]::text[])`;

const PLACES = sqlArray([
  'A Coruña',
  'Logroño',
  'Ourense',
  'Cádiz',
  'Málaga',
  'Córdoba',
  'León',
  'Ávila',
  'Cáceres',
  'Jaén',
  'Almería',
  'Castellón',
  'Alcañiz',
  'Peñaranda',
  'Begoña',
  'Viveiro',
  'Lugo',
  'Vigo',
  'Santiago',
  'Pontevedra',
  'Ferrol',
  'Salamanca',
  'Segovia',
  'Valladolid',
  'Zaragoza',
  'Huesca',
  'Teruel',
  'Bilbao',
  'Donostia',
  'Gijón',
  'Oviedo',
  'Santander',
  'Murcia',
  'Alicante',
  'Valencia',
  'Sevilla',
  'Granada',
  'Toledo',
  'Cuenca',
  'Albacete',
  'Badajoz',
  'Mérida',
  'Plasencia',
  'Ibiza',
  'Palma',
  'Tarragona',
  'Girona',
  'Lleida',
  'Barcelona',
  'Madrid',
  'Alcalá',
  'Getafe',
  'Móstoles',
  'Leganés',
  'Elche',
  'Cartagena',
  'Huelva',
  'Jerez',
  'Marbella',
  'Betanzos',
  'Cambados',
  'Sanxenxo',
  'Ribadeo',
  'Muros',
  'Noia',
  'Carballo',
  'Arteixo',
]);
const LOREM =
  "'Texto de prueba con acentos, eñes y algo de <b>marcado</b>: la programación cambia según la temporada, " +
  'consulte horarios, precios y accesibilidad antes de su visita. Información útil para niños, mayores y ' +
  "público general; más detalles en la página del organizador.'";

// Event names: «<kind> <adjective> en <place>», every tenth kind is «Festival» (COMMON).
const EVENT_KINDS = sqlArray([
  'Festival',
  'Concierto',
  'Función',
  'Gala',
  'Espectáculo',
  'Noche',
  'Ciclo',
  'Muestra',
  'Encuentro',
  'Sesión',
]);
const EVENT_ADJECTIVES = sqlArray([
  'de Otoño',
  'Mágico',
  'Flamenco',
  'Infantil',
  'Clásico',
  'de Jazz',
  'Lírico',
  'Sinfónico',
  'Acústico',
  'Gallego',
  'Andaluz',
  'del Niño',
  'de Año Nuevo',
  'Nocturno',
  'Barroco',
  'de Tango',
  'de Castañuelas',
  'Cómico',
  'Teatral',
  'Popular',
  'Íntimo',
  'Solidario',
  'Juvenil',
  'Electrónico',
  'de Ópera',
  'de Cámara',
  'Navideño',
  'Veraniego',
  'Otoñal',
  'de Gaitas',
  'Coral',
]);
const EVENT_TYPES = sqlArray(['Teatro', 'Concierto', 'Musical', 'Cuentacuentos', 'Magia', 'Humor', 'Circo', 'Baile', 'Otros']);

const EVENTS_SQL = `
WITH w AS (SELECT ${EVENT_KINDS} AS k, ${EVENT_ADJECTIVES} AS a, ${PLACES} AS p, ${EVENT_TYPES} AS t)
INSERT INTO events (name, description, buy_url, buy_price, buy_img, country, type, published, create_date, update_date)
SELECT g.name, '<p>' || g.name || '. ' || ${LOREM} || '</p>',
       CASE WHEN g.i % 3 = 0 THEN '' ELSE 'https://entradas.example.com/e/' || g.i END,
       CASE WHEN g.i % 4 = 0 THEN '' ELSE (5 + g.i % 40) || ' €' END,
       CASE WHEN g.i % 2 = 0 THEN '' ELSE 'https://img.example.com/e/' || g.i || '.jpg' END,
       (ARRAY['ES', 'ES', 'ES', 'ES', 'PT', 'FR'])[1 + g.i % 6], w.t[1 + (g.i * 31) % 9], g.i % 7 <> 0,
       g.created, g.created + make_interval(days => (g.i * 17) % 90)
FROM w, LATERAL (
  SELECT s.i,
         w.k[1 + s.i % 10] || ' ' || w.a[1 + (s.i * 7) % array_length(w.a, 1)] || ' en ' || w.p[1 + (s.i * 13) % array_length(w.p, 1)]
           || CASE WHEN s.i % 10000 = 7 THEN ' de Peñíscola' ELSE '' END || ' ' || (1 + s.i % 97) AS name,
         now() - make_interval(secs => (s.i * 7331) % (4 * 365 * 86400)) AS created
  FROM generate_series($1::int, $2::int) s(i)
) g`;

/** Two photos for every other generated event (the list shows them). */
const EVENT_PHOTOS_SQL = `
INSERT INTO media (idevent, kind, url, name, position)
SELECT e.idevent, 'photo', '/uploads/bench/evento-' || e.idevent || '-' || k || '.jpg', 'Foto ' || k, k
FROM events e, generate_series(1, 2) k
WHERE e.idevent > $1 AND e.idevent % 2 = 0`;

/** Per-language texts: the same index picks the word in es, en, gl, pt. */
const langs = (es: string[], en: string[], gl: string[], pt: string[]) => ({
  es: sqlArray(es),
  en: sqlArray(en),
  gl: sqlArray(gl),
  pt: sqlArray(pt),
});

// CMS titles: «<prefix> <subject> <place>», every tenth prefix «Guía» (COMMON, in es/gl/pt).
const CMS_PREFIX = langs(
  [
    'Guía de',
    'Cómo llegar a',
    'Preguntas sobre',
    'Novedades de',
    'Ayuda con',
    'Rutas por',
    'Dónde comer en',
    'Otoño en',
    'Fiestas de',
    'Lo mejor de',
  ],
  [
    'Guide to',
    'Getting to',
    'Questions about',
    'News from',
    'Help with',
    'Routes through',
    'Where to eat in',
    'Autumn in',
    'Festivals of',
    'The best of',
  ],
  [
    'Guía de',
    'Como chegar a',
    'Preguntas sobre',
    'Novidades de',
    'Axuda con',
    'Rutas por',
    'Onde comer en',
    'Outono en',
    'Festas de',
    'O mellor de',
  ],
  [
    'Guia de',
    'Como chegar a',
    'Perguntas sobre',
    'Novidades de',
    'Ajuda com',
    'Rotas por',
    'Onde comer em',
    'Outono em',
    'Festas de',
    'O melhor de',
  ],
);
const CMS_SUBJECT = langs(
  [
    'la montaña',
    'las castañas',
    'los niños',
    'la ría',
    'las playas',
    'los cafés',
    'los museos',
    'el señorío',
    'la campiña',
    'los años 80',
    'el puerto',
    'la catedral',
    'el mercado',
  ],
  [
    'the mountain',
    'chestnuts',
    'children',
    'the estuary',
    'the beaches',
    'cafés',
    'museums',
    'the manor',
    'the countryside',
    'the 80s',
    'the harbour',
    'the cathedral',
    'the market',
  ],
  [
    'a montaña',
    'as castañas',
    'os nenos',
    'a ría',
    'as praias',
    'os cafés',
    'os museos',
    'o señorío',
    'a campiña',
    'os anos 80',
    'o porto',
    'a catedral',
    'o mercado',
  ],
  [
    'a montanha',
    'as castanhas',
    'as crianças',
    'a ria',
    'as praias',
    'os cafés',
    'os museus',
    'o senhorio',
    'o campo',
    'os anos 80',
    'o porto',
    'a catedral',
    'o mercado',
  ],
);

// Chain names: «<business> <surname>», every tenth business «Restaurantes» (COMMON, in es/gl/pt).
const CHAIN_BUSINESS = langs(
  ['Restaurantes', 'Hoteles', 'Cafeterías', 'Panaderías', 'Librerías', 'Pizzerías', 'Heladerías', 'Bodegas', 'Tabernas', 'Hostales'],
  ['Restaurants', 'Hotels', 'Cafés', 'Bakeries', 'Bookshops', 'Pizzerias', 'Ice cream parlours', 'Wineries', 'Taverns', 'Hostels'],
  ['Restaurantes', 'Hoteis', 'Cafetarías', 'Panadarías', 'Librarías', 'Pizzarías', 'Xeadarías', 'Adegas', 'Tabernas', 'Hostais'],
  ['Restaurantes', 'Hotéis', 'Cafetarias', 'Padarias', 'Livrarias', 'Pizzarias', 'Geladarias', 'Adegas', 'Tabernas', 'Hostels'],
);
/** Spanish and Galician surnames with accents and ñ (also the community bench's user names). */
export const SURNAMES = sqlArray([
  'Muñoz',
  'Peña',
  'Ibáñez',
  'Núñez',
  'Castaño',
  'Fernández',
  'López',
  'Gómez',
  'Díaz',
  'Martín',
  'Pérez',
  'Sánchez',
  'Rodríguez',
  'Iglesias',
  'Domínguez',
  'Vázquez',
  'Ramírez',
  'Cañas',
  'Montaña',
  'Ordóñez',
  'Yáñez',
  'Álvarez',
  'Suárez',
  'Otero',
  'Varela',
  'Souto',
  'Mariño',
  'Piñeiro',
  'Seoane',
  'Lago',
  'Rey',
  'Castro',
  'Gil',
  'Ruiz',
  'Moreno',
  'Jiménez',
  'Hernández',
]);

/** INSERT of `$1..$2` entries with their four language rows (ids from RETURNING); `title(lang)` is the SQL of the text. */
function i18nInsert(
  table: 'cms' | 'chains',
  id: string,
  i18n: string,
  textColumn: string,
  mainColumns: string,
  mainValues: string,
  title: (lang: 'es' | 'en' | 'gl' | 'pt') => string,
): string {
  const languages = (['es', 'en', 'gl', 'pt'] as const)
    .map((lang) => `('${lang}', ${title(lang)}, ${lang === 'es' ? 0 : lang === 'en' ? 1 : lang === 'gl' ? 2 : 3})`)
    .join(',\n         ');
  return `
WITH ins AS (
  INSERT INTO ${table} (${mainColumns}, create_date, update_date)
  SELECT ${mainValues}, c.created, c.created + make_interval(days => (s.i * 17) % 90)
  FROM generate_series($1::int, $2::int) s(i),
       LATERAL (SELECT now() - make_interval(secs => (s.i * 7331) % (4 * 365 * 86400)) AS created) c
  RETURNING ${id}
)
INSERT INTO ${i18n} (${id}, lang, ${textColumn}, content)
SELECT ins.${id}, l.lang, l.title, '<p>' || l.title || '. ' || repeat(${LOREM}, 1 + (ins.${id} + l.n) % 3) || '</p>'
FROM ins, LATERAL (VALUES
         ${languages}
     ) l(lang, title, n)`;
}

const CMS_SQL = i18nInsert(
  'cms',
  'idcms',
  'cms_i18n',
  'title',
  'cover, cms_type, published',
  `CASE WHEN s.i % 3 = 0 THEN '' ELSE 'https://img.example.com/cms/' || s.i || '.jpg' END, 1 + (s.i * 7) % 3, (s.i % 5 <> 0)::int`,
  (lang) =>
    `${CMS_PREFIX[lang]}[1 + ins.idcms % 10] || ' ' || ${CMS_SUBJECT[lang]}[1 + (ins.idcms * 7) % 13] || ' en ' || ${PLACES}[1 + (ins.idcms * 13) % 67]` +
    ` || CASE WHEN ins.idcms % 10000 = 7 THEN ' y Mondoñedo' ELSE '' END || ' ' || (1 + ins.idcms % 89)`,
);

/** Every tenth generated page gets the previous one as its parent. */
const CMS_PARENTS_SQL = `UPDATE cms SET parent = idcms - 1 WHERE idcms > $1 + 1 AND idcms % 10 = 0`;

const CHAINS_SQL = i18nInsert(
  'chains',
  'idchain',
  'chain_i18n',
  'name',
  'cover, published',
  `CASE WHEN s.i % 3 = 0 THEN '' ELSE 'https://img.example.com/cadena/' || s.i || '.jpg' END, (s.i % 6 <> 0)::int`,
  (lang) =>
    `${CHAIN_BUSINESS[lang]}[1 + ins.idchain % 10] || ' ' || ${SURNAMES}[1 + (ins.idchain * 7) % 37] || ' ' || ${SURNAMES}[1 + (ins.idchain * 11) % 37]` +
    ` || CASE WHEN ins.idchain % 10000 = 3 THEN ' Villaseñor' ELSE '' END || ' ' || (1 + ins.idchain % 53)`,
);

/**
 * BIG_CHAINS generated chains, from 30 % of the new ids on (away from the first, middle and last
 * pages of any order), become «Grupo …» (every language) with many places each.
 */
const BIG_CHAINS_SQL = `UPDATE chain_i18n SET name = 'Grupo ' || name WHERE idchain = ANY($1::int[])`;

/** Places without a chain, taken in id order, handed `$3` each to the chains `$1` (ids in order). */
const CHAIN_PLACES_SQL = `
WITH c AS (SELECT idchain, row_number() OVER (ORDER BY idchain) - 1 AS n FROM unnest($1::int[]) AS t(idchain)),
     p AS (SELECT idplace, row_number() OVER (ORDER BY idplace) - 1 AS n FROM places WHERE idchain IS NULL ORDER BY idplace LIMIT $2)
UPDATE places SET idchain = c.idchain FROM p JOIN c ON c.n = p.n / $3::int WHERE places.idplace = p.idplace`;

const fmt = (n: number) => n.toLocaleString('es-ES');
const log = (text: string) => console.log(`  ${text}`);

/** Rows per statement (PGlite, one WebAssembly process, prefers smaller ones). */
const BATCH = { postgres: 50_000, pglite: 20_000 } as const;

async function count(db: Database, table: ContentTable): Promise<{ n: number; max: number }> {
  const id = { events: 'idevent', cms: 'idcms', chains: 'idchain' }[table];
  const [row] = await db.query<{ n: number; max: number }>(`SELECT count(*) AS n, coalesce(max(${id}), 0) AS max FROM ${table}`);
  return { n: Number(row.n), max: Number(row.max) };
}

async function insertBatches(db: Queryable, batch: number, sql: string, missing: number): Promise<void> {
  for (let done = 0; done < missing; done += batch) {
    await db.query(sql, [done + 1, Math.min(missing, done + batch)]);
  }
}

/** Adds what is missing up to `target` entries of each table; answers how many there are. */
export async function fillContent(db: Database, target: number): Promise<Record<ContentTable, number>> {
  const result = {} as Record<ContentTable, number>;
  for (const table of ['events', 'cms', 'chains'] as const) {
    const have = await count(db, table);
    const missing = target - have.n;
    if (missing <= 0) {
      log(`Se reutilizan ${fmt(have.n)} filas de ${table}.`);
      result[table] = have.n;
      continue;
    }
    const start = Date.now();
    log(`Generando ${fmt(missing)} filas de ${table} (hay ${fmt(have.n)}; objetivo ${fmt(target)})…`);
    const batch = BATCH[db.kind];
    await db.transaction(async (t) => {
      if (table === 'events') {
        await insertBatches(t, batch, EVENTS_SQL, missing);
        await t.query(EVENT_PHOTOS_SQL, [have.max]);
      } else if (table === 'cms') {
        await insertBatches(t, batch, CMS_SQL, missing);
        await t.query(CMS_PARENTS_SQL, [have.max]);
      } else {
        await insertBatches(t, batch, CHAINS_SQL, missing);
        const ids = (await t.query<{ idchain: number }>(`SELECT idchain FROM chains WHERE idchain > $1 ORDER BY idchain`, [have.max])).map(
          (r) => r.idchain,
        );
        const from = Math.floor(ids.length * 0.3);
        const big = ids.slice(from, from + BIG_CHAINS);
        const small = ids.filter((id) => id % 5 === 0 && !big.includes(id));
        await t.query(BIG_CHAINS_SQL, [big]);
        await t.query(CHAIN_PLACES_SQL, [big, big.length * BIG_CHAIN_PLACES, BIG_CHAIN_PLACES]);
        await t.query(CHAIN_PLACES_SQL, [small, small.length * 2, 2]);
      }
    });
    log(`Generadas en ${((Date.now() - start) / 1000).toFixed(1)} s.`);
    result[table] = (await count(db, table)).n;
  }
  return result;
}
