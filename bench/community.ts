/**
 * The community benchmark's users, reviews and suggestions (`npm run bench -- --only community`):
 * generated in bulk with set-based SQL (generate_series), like the places and the content
 * (bench/content.ts), up to a target; the rows already there are reused. Names, e-mails, review texts
 * and reasons mix accents and ñ and draw words from lists, so a search finds many rows (`common`: one
 * in ten), a few (`rare`: one in a hundred thousand) or none (`none`). One user («Usuaria Intensa»)
 * writes HEAVY_USER_REVIEWS reviews and one place gets HEAVY_PLACE_REVIEWS, for the filters' cost.
 * The trigram (GIN) indexes of a table are dropped while a large batch goes in and built again after.
 */
import type { Database, Queryable } from '../server/db/connect';
import { sqlArray, SURNAMES } from './content';

export type CommunityTable = 'users' | 'reviews' | 'suggestions';

/** The words the bench searches: in about 10 % of the rows, in about 1 of 100,000, in none. */
export const COMMUNITY_WORDS = {
  users: { common: 'garcía', rare: 'villaseñor', none: 'ornitorrinco' },
  reviews: { common: 'excelente', rare: 'mondoñedo', none: 'ornitorrinco' },
  suggestions: { common: 'horario', rare: 'mondoñedo', none: 'ornitorrinco' },
} as const;

/** The user whose activity view is measured, and how many reviews they write. */
export const HEAVY_USER_EMAIL = 'usuaria.intensa@example.com';
export const HEAVY_USER_REVIEWS = 10_000;
/** Reviews of the one place the place filter is measured on. */
export const HEAVY_PLACE_REVIEWS = 5_000;
/** Suggestions per user and review: a tenth. */
export const SUGGESTIONS_SHARE = 10;

const FIRST_NAMES = sqlArray([
  'María',
  'José',
  'Lucía',
  'Martín',
  'Sofía',
  'Hugo',
  'Begoña',
  'Íñigo',
  'Nuria',
  'Andrés',
  'Ángela',
  'Raúl',
  'Inés',
  'Óscar',
  'Xoán',
  'Uxía',
  'Brais',
  'Noa',
  'Iria',
  'Adrián',
  'Elena',
  'Jesús',
  'Carmen',
  'Tomás',
  'Paula',
  'Rubén',
  'Marta',
  'Joaquín',
  'Alba',
  'Germán',
  'Nerea',
]);
// content.ts's surnames: never García (the common word comes only from its own rule) nor Villaseñor (the rare one).
const DOMAINS = sqlArray(['example.com', 'correo.example.org', 'example.net', 'buzon.example.es']);

/** `$1..$2` users after `$3` (the highest iduser before the batch: e-mails stay unique). */
const USERS_SQL = `
WITH w AS (SELECT ${FIRST_NAMES} AS f, ${SURNAMES} AS s, ${DOMAINS} AS d)
INSERT INTO users (name, email, avatar, newsletter, registration_date, last_connection)
SELECT g.name, lower(f_unaccent(replace(g.first, ' ', ''))) || '.' || ($3::int + g.i) || '@' || w.d[1 + g.i % 4],
       CASE WHEN g.i % 4 = 0 THEN 'https://img.example.com/u/' || ($3::int + g.i) || '.jpg' END, g.i % 3 = 0,
       g.registered, CASE WHEN g.i % 5 = 0 THEN NULL ELSE g.registered + make_interval(secs => (g.i::bigint * 7919) % (365 * 86400)) END
FROM w, LATERAL (
  SELECT s.i, w.f[1 + s.i % array_length(w.f, 1)] AS first,
         w.f[1 + s.i % array_length(w.f, 1)] || ' '
           || CASE WHEN s.i % 10 = 3 THEN 'García' ELSE w.s[1 + ((s.i::bigint * 7) % array_length(w.s, 1))::int] END || ' '
           || CASE WHEN s.i % 100000 = 17 THEN 'Villaseñor' ELSE w.s[1 + ((s.i::bigint * 11) % array_length(w.s, 1))::int] END AS name,
         now() - make_interval(secs => (s.i::bigint * 7331) % (6 * 365 * 86400)) AS registered
  FROM generate_series($1::int, $2::int) s(i)
) g`;

const OPENINGS = sqlArray([
  'La comida estaba',
  'El servicio fue',
  'Nos atendieron de forma',
  'El local es',
  'La terraza resultó',
  'El menú del día era',
  'La atención al público fue',
  'El desayuno estaba',
  'La cena fue',
  'El café era',
  'La habitación estaba',
  'El personal fue',
  'La visita guiada resultó',
]);
const ADJECTIVES = sqlArray([
  'muy buena',
  'correcta',
  'mejorable',
  'estupenda',
  'rápida y amable',
  'algo lenta',
  'normalita',
  'fantástica',
  'agradable',
  'caótica',
  'impecable',
  'sencilla',
  'acogedora',
  'ruidosa',
  'tranquila',
  'cara para lo que es',
  'económica',
]);
const EXTRAS = sqlArray([
  'Volveremos con los niños.',
  'El aparcamiento es difícil los fines de semana.',
  'Recomiendo reservar con antelación.',
  'Las raciones son generosas.',
  'Había mucha gente a mediodía.',
  'Aceptan perros en la terraza.',
  'El baño estaba limpio.',
  'Buena música y mejor compañía.',
  'Tienen opciones sin gluten.',
  'La carta de vinos es corta.',
  'Ideal para ir en pareja.',
  'El pulpo, de lo mejor de Galicia.',
  'No aceptan tarjeta.',
  'Cierran pronto en invierno.',
  'La dueña es muy simpática.',
  'Se nota la renovación del año pasado.',
  'Accesible en silla de ruedas.',
  'El wifi no funcionaba.',
  'Precios razonables.',
]);

/**
 * `$1..$2` reviews; `$3`: the heavy user, `$4`: the heavy place, `$5`: how many of this batch's rows
 * go to the heavy user (the first ones), `$6`: every how many rows one goes to the heavy place.
 * Authors and places are drawn from the ids there are (arrays read once per batch).
 */
const REVIEWS_SQL = `
WITH w AS (SELECT ${OPENINGS} AS o, ${ADJECTIVES} AS a, ${EXTRAS} AS e,
                  (SELECT array_agg(iduser ORDER BY iduser) FROM users) AS u,
                  (SELECT array_agg(idplace ORDER BY idplace) FROM places) AS p)
INSERT INTO reviews (idplace, iduser, text, published, date)
SELECT CASE WHEN s.i % $6::int = 0 THEN $4::int ELSE w.p[1 + ((s.i::bigint * 7919) % array_length(w.p, 1))::int] END,
       CASE WHEN s.i - $1::int < $5::int THEN $3::int ELSE w.u[1 + ((s.i::bigint * 104729) % array_length(w.u, 1))::int] END,
       w.o[1 + s.i % array_length(w.o, 1)] || ' ' || w.a[1 + ((s.i::bigint * 7) % array_length(w.a, 1))::int] || '. '
         || w.e[1 + ((s.i::bigint * 11) % array_length(w.e, 1))::int]
         || CASE WHEN s.i % 10 = 3 THEN ' Excelente relación calidad-precio.' ELSE '' END
         || CASE WHEN s.i % 100000 = 41 THEN ' Merece la pena el desvío a Mondoñedo.' ELSE '' END
         || ' ' || w.e[1 + ((s.i::bigint * 13) % array_length(w.e, 1))::int],
       s.i % 7 <> 0,
       now() - make_interval(secs => (s.i::bigint * 7331) % (4 * 365 * 86400))
FROM w, generate_series($1::int, $2::int) s(i)`;

const REASONS = sqlArray([
  'La dirección no es correcta.',
  'El teléfono ya no existe.',
  'Han cerrado el local.',
  'Falta la web.',
  'Las fotos son antiguas.',
  'El nombre ha cambiado.',
  'Ahora aceptan perros.',
  'Tiene acceso para sillas de ruedas.',
  'La ubicación del mapa está desplazada.',
  'Han añadido menú sin gluten.',
]);

/** `$1..$2` suggestions, drawn over the users and places there are. */
const SUGGESTIONS_SQL = `
WITH w AS (SELECT ${REASONS} AS r,
                  (SELECT array_agg(iduser ORDER BY iduser) FROM users) AS u,
                  (SELECT array_agg(idplace ORDER BY idplace) FROM places) AS p)
INSERT INTO suggestions (idplace, iduser, reason, status, create_date)
SELECT w.p[1 + ((s.i::bigint * 7919) % array_length(w.p, 1))::int], w.u[1 + ((s.i::bigint * 104729) % array_length(w.u, 1))::int],
       w.r[1 + s.i % array_length(w.r, 1)]
         || CASE WHEN s.i % 10 = 7 THEN ' El horario de verano es otro.' ELSE '' END
         || CASE WHEN s.i % 100000 = 41 THEN ' Está en Mondoñedo, no en Lugo.' ELSE '' END,
       (s.i % 3 = 0)::int, now() - make_interval(secs => (s.i::bigint * 7331) % (3 * 365 * 86400))
FROM w, generate_series($1::int, $2::int) s(i)`;

const fmt = (n: number) => n.toLocaleString('es-ES');
const log = (text: string) => console.log(`  ${text}`);

/** Rows per statement (PGlite, one WebAssembly process, prefers smaller ones). */
const BATCH = { postgres: 100_000, pglite: 20_000 } as const;
/** From this many new rows on, a table's trigram indexes are built after the insert instead of during it. */
const REBUILD_FROM = 50_000;

async function count(db: Queryable, table: CommunityTable): Promise<{ n: number; max: number }> {
  const id = { users: 'iduser', reviews: 'idreview', suggestions: 'idsuggestion' }[table];
  const [row] = await db.query<{ n: number; max: number }>(`SELECT count(*) AS n, coalesce(max(${id}), 0) AS max FROM ${table}`);
  return { n: Number(row.n), max: Number(row.max) };
}

/** Runs `fill` with `table`'s GIN indexes dropped, then creates them again from their saved definitions. */
async function withoutGinIndexes(db: Queryable, table: CommunityTable, fill: () => Promise<void>): Promise<void> {
  const indexes = await db.query<{ name: string; def: string }>(
    `SELECT i.relname AS name, pg_get_indexdef(i.oid) AS def FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
      JOIN pg_am am ON am.oid = i.relam WHERE x.indrelid = $1::regclass AND am.amname = 'gin'`,
    [table],
  );
  for (const index of indexes) await db.query(`DROP INDEX ${index.name}`);
  try {
    await fill();
  } finally {
    for (const index of indexes) await db.query(index.def);
  }
}

async function heavyUser(db: Queryable): Promise<number> {
  const [found] = await db.query<{ iduser: number }>('SELECT iduser FROM users WHERE email = $1', [HEAVY_USER_EMAIL]);
  if (found) return found.iduser;
  const [row] = await db.query<{ iduser: number }>(
    `INSERT INTO users (name, email, registration_date, last_connection) VALUES ('Usuaria Intensa', $1, now() - interval '5 years', now())
     RETURNING iduser`,
    [HEAVY_USER_EMAIL],
  );
  return row.iduser;
}

/** The place with most reviews (the generated one that got HEAVY_PLACE_REVIEWS), or the first place. */
async function heavyPlace(db: Queryable): Promise<number> {
  const [row] = await db.query<{ idplace: number }>(
    `SELECT coalesce((SELECT idplace FROM reviews GROUP BY idplace ORDER BY count(*) DESC LIMIT 1), (SELECT min(idplace) FROM places)) AS idplace`,
  );
  return Number(row.idplace);
}

export interface CommunityRows {
  users: number;
  reviews: number;
  suggestions: number;
  /** The user with HEAVY_USER_REVIEWS reviews, and the place with most reviews. */
  heavyUser: number;
  heavyPlace: number;
  heavyUserReviews: number;
  heavyPlaceReviews: number;
}

async function fillTable(db: Database, table: CommunityTable, target: number, batchSql: (from: number, to: number) => [string, unknown[]]) {
  const have = await count(db, table);
  const missing = target - have.n;
  if (missing <= 0) {
    log(`Se reutilizan ${fmt(have.n)} filas de ${table}.`);
    return;
  }
  const start = Date.now();
  log(`Generando ${fmt(missing)} filas de ${table} (hay ${fmt(have.n)}; objetivo ${fmt(target)})…`);
  const insert = async () => {
    const batch = BATCH[db.kind];
    for (let done = 0; done < missing; done += batch) {
      const [sql, params] = batchSql(done + 1, Math.min(missing, done + batch));
      await db.query(sql, params);
    }
  };
  if (missing >= REBUILD_FROM) await withoutGinIndexes(db, table, insert);
  else await insert();
  log(`Generadas en ${((Date.now() - start) / 1000).toFixed(1)} s.`);
}

/** Adds what is missing up to `target` users and reviews and a tenth of that in suggestions. */
export async function fillCommunity(db: Database, target: number): Promise<CommunityRows> {
  const user = await heavyUser(db);
  const usersBefore = await count(db, 'users');
  await fillTable(db, 'users', target, (from, to) => [USERS_SQL, [from, to, usersBefore.max]]);
  const places = await db.query<{ idplace: number }>('SELECT min(idplace) AS idplace FROM places');
  const place = Number(places[0].idplace);
  const [{ n: written }] = await db.query<{ n: number }>('SELECT count(*) AS n FROM reviews WHERE iduser = $1', [user]);
  const heavyWanted = Math.min(HEAVY_USER_REVIEWS, Math.floor(target / 2));
  let heavyLeft = Math.max(0, heavyWanted - Number(written));
  const placeEvery = Math.max(2, Math.floor(target / HEAVY_PLACE_REVIEWS));
  await fillTable(db, 'reviews', target, (from, to) => {
    const mine = Math.min(heavyLeft, to - from + 1);
    heavyLeft -= mine;
    return [REVIEWS_SQL, [from, to, user, place, mine, placeEvery]];
  });
  await fillTable(db, 'suggestions', Math.max(1, Math.floor(target / SUGGESTIONS_SHARE)), (from, to) => [SUGGESTIONS_SQL, [from, to]]);
  const heavy = await heavyPlace(db);
  const [counts] = await db.query<{ u: number; p: number }>(
    'SELECT (SELECT count(*) FROM reviews WHERE iduser = $1) AS u, (SELECT count(*) FROM reviews WHERE idplace = $2) AS p',
    [user, heavy],
  );
  return {
    users: (await count(db, 'users')).n,
    reviews: (await count(db, 'reviews')).n,
    suggestions: (await count(db, 'suggestions')).n,
    heavyUser: user,
    heavyPlace: heavy,
    heavyUserReviews: Number(counts.u),
    heavyPlaceReviews: Number(counts.p),
  };
}
