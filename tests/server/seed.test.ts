/** The demo data set (seedDemo) and the bulk generator (generatePlaces), on every engine. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../../server/db/connect';
import { seedDemo, type SeedSummary } from '../../server/db/seed/demo';
import { generatePlaces } from '../../server/db/seed/generate';
import { plusCode } from '../../server/db/seed/pluscode';
import { SPEC_CATEGORIES, SPEC_EVENT_TYPES } from '../support/spec';

/** Part 2 §9: default labels of a new service. */
const SPEC_RATING_LABELS: Record<string, string[]> = {
  es: ['Muy mal', 'Mal', 'Normal', 'Bien', 'Muy bien'],
  en: ['Very bad', 'Bad', 'Normal', 'Good', 'Very good'],
  gl: ['Moi mal', 'Mal', 'Normal', 'Ben', 'Moi ben'],
  pt: ['Muito mal', 'Mal', 'Normal', 'Bom', 'Muito bom'],
};
/** Spain and Portugal with the Balearic and Canary Islands (El Hierro is at -18.2). */
const IBERIA_BOUNDS = { minLat: 27.5, maxLat: 44.0, minLng: -18.5, maxLng: 4.5 };
/** The eight bytes every PNG file starts with (PNG specification, 5.2). */
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
import { describeEachEngine, freshDatabase } from './helpers/databases';

const n = async (db: Database, sql: string, params: unknown[] = []) => Number((await db.query<{ n: number }>(sql, params))[0].n);

/** Every table a place owns rows in, with the column that points at it. */
const PLACE_CHILDREN = [
  'place_i18n',
  'place_categories',
  'place_subcategories',
  'place_equipment',
  'place_allergies',
  'media',
  'reviews',
  'suggestions',
  'service_votes',
  'ratings',
];
const ALL_TABLES = [
  'places',
  'users',
  'categories',
  'category_i18n',
  'subcategories',
  'services',
  'service_i18n',
  'category_services',
  'equipment',
  'allergies',
  'events',
  'cms',
  'cms_i18n',
  'chains',
  'chain_i18n',
  'config',
  ...PLACE_CHILDREN,
];

async function tableCounts(db: Database): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of ALL_TABLES) out[table] = await n(db, `SELECT count(*)::int AS n FROM ${table}`);
  return out;
}

/** A digest of the seeded content that leaves out every date (some are relative to the clock). */
async function fingerprint(db: Database): Promise<string> {
  const parts = [
    await db.query(
      'SELECT idplace, name, slug, address, city, province, country, zipcode, lat, lng, phone, plus_code, hours::text AS hours, published, points, idchain FROM places ORDER BY idplace',
    ),
    await db.query('SELECT idplace, idcategory FROM place_categories ORDER BY 1, 2'),
    await db.query('SELECT idplace, lang, md5(description) AS d, md5(menu) AS m FROM place_i18n ORDER BY 1, 2'),
    await db.query('SELECT iduser, name, email, facebookid, googleid, avatar, newsletter FROM users ORDER BY iduser'),
    await db.query('SELECT idreview, idplace, iduser, text, published FROM reviews ORDER BY idreview'),
    await db.query('SELECT idmedia, idplace, idevent, kind, url, cover FROM media ORDER BY idmedia'),
    await db.query('SELECT idplace, idservice, iduser, points FROM service_votes ORDER BY 1, 2, 3'),
  ];
  return crypto.createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

describeEachEngine('datos de demostración y generador', (getDb, engine) => {
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-test-'));
  let summary: SeedSummary;

  beforeAll(async () => {
    summary = await seedDemo(getDb(), { uploadDir });
  });
  afterAll(() => fs.rmSync(uploadDir, { recursive: true, force: true }));

  it('carga al menos 300 sitios, todos dentro de España y Portugal', async () => {
    const db = getDb();
    expect(summary.skipped).toBe(false);
    expect(await n(db, 'SELECT count(*) AS n FROM places')).toBeGreaterThanOrEqual(300);
    const { minLat, maxLat, minLng, maxLng } = IBERIA_BOUNDS;
    expect(
      await n(
        db,
        'SELECT count(*) AS n FROM places WHERE lat IS NULL OR lng IS NULL OR lat NOT BETWEEN $1 AND $2 OR lng NOT BETWEEN $3 AND $4',
        [minLat, maxLat, minLng, maxLng],
      ),
    ).toBe(0);
    const countries = await db.query<{ country: string }>('SELECT DISTINCT country FROM places ORDER BY 1');
    expect(countries.map((r) => r.country)).toEqual(['ES', 'PT']);
    expect(await n(db, 'SELECT count(DISTINCT city) AS n FROM places')).toBeGreaterThanOrEqual(25);
    expect(await n(db, "SELECT count(*) AS n FROM places WHERE slug !~ '^[a-z0-9]+(-[a-z0-9]+)*$'")).toBe(0);
    expect(
      await n(db, "SELECT count(*) AS n FROM places WHERE plus_code !~ '^[23456789CFGHJMPQRVWX]{8}\\+[23456789CFGHJMPQRVWX]{2}$'"),
    ).toBe(0);
    for (const code of [0, 1, 2, 3])
      expect(await n(db, 'SELECT count(*) AS n FROM places WHERE published = $1', [code])).toBeGreaterThan(0);
    expect(await n(db, 'SELECT count(*) AS n FROM places WHERE published = 1')).toBeGreaterThan(
      await n(db, 'SELECT count(*) / 2 AS n FROM places'),
    );
  });

  it("tiene 'Café A Coruña' en A Coruña y se encuentra sin acentos", async () => {
    const rows = await getDb().query<{ city: string; province: string; slug: string }>(
      "SELECT city, province, slug FROM places WHERE name = 'Café A Coruña'",
    );
    expect(rows).toEqual([{ city: 'A Coruña', province: 'A Coruña', slug: 'cafe-a-coruna' }]);
    expect(
      await n(
        getDb(),
        "SELECT count(*) AS n FROM places WHERE search_norm(name || ' ' || city) LIKE '%cafe%' AND search_norm(name || ' ' || city) LIKE '%coruna%'",
      ),
    ).toBeGreaterThanOrEqual(1);
  });

  it('tiene cada categoría del spec en los cuatro idiomas', async () => {
    for (const name of SPEC_CATEGORIES) {
      const langs = await getDb().query<{ lang: string }>(
        "SELECT i.lang FROM category_i18n i WHERE i.idcategory = (SELECT idcategory FROM category_i18n WHERE lang = 'es' AND text = $1) ORDER BY 1",
        [name],
      );
      expect(
        langs.map((r) => r.lang),
        name,
      ).toEqual(['en', 'es', 'gl', 'pt']);
    }
    expect(
      await n(
        getDb(),
        'SELECT count(*) AS n FROM categories c WHERE (SELECT count(*) FROM category_i18n i WHERE i.idcategory = c.idcategory) <> 4',
      ),
    ).toBe(0);
    expect(await n(getDb(), 'SELECT count(*) AS n FROM subcategory_i18n')).toBe(
      4 * (await n(getDb(), 'SELECT count(*) AS n FROM subcategories')),
    );
  });

  it('tiene los 14 alérgenos y el equipamiento en cuatro idiomas', async () => {
    expect(await n(getDb(), 'SELECT count(*) AS n FROM allergies')).toBe(14);
    expect(await n(getDb(), 'SELECT count(*) AS n FROM allergie_i18n')).toBe(56);
    expect(
      await n(
        getDb(),
        "SELECT count(*) AS n FROM allergie_i18n WHERE lang = 'es' AND text IN ('Gluten','Crustáceos','Huevos','Pescado','Cacahuetes','Soja','Lácteos','Frutos de cáscara','Apio','Mostaza','Sésamo','Sulfitos','Altramuces','Moluscos')",
      ),
    ).toBe(14);
    expect(await n(getDb(), 'SELECT count(*) AS n FROM equipment')).toBeGreaterThanOrEqual(10);
    expect(await n(getDb(), 'SELECT count(*) AS n FROM equipment_i18n')).toBe(
      4 * (await n(getDb(), 'SELECT count(*) AS n FROM equipment')),
    );
  });

  it('da a cada servicio las etiquetas por defecto y lo enlaza con categorías', async () => {
    const rows = await getDb().query<{ lang: string; rating1: string; rating2: string; rating3: string; rating4: string; rating5: string }>(
      'SELECT trim(lang) AS lang, rating1, rating2, rating3, rating4, rating5 FROM service_i18n',
    );
    expect(rows.length).toBe(4 * (await n(getDb(), 'SELECT count(*) AS n FROM services')));
    for (const r of rows) {
      expect([r.rating1, r.rating2, r.rating3, r.rating4, r.rating5]).toEqual(SPEC_RATING_LABELS[r.lang]);
    }
    expect(await n(getDb(), 'SELECT count(*) AS n FROM services WHERE filter')).toBeGreaterThan(0);
    expect(await n(getDb(), 'SELECT count(*) AS n FROM services WHERE NOT filter')).toBeGreaterThan(0);
    expect(
      await n(
        getDb(),
        'SELECT count(*) AS n FROM categories c WHERE NOT EXISTS (SELECT 1 FROM category_services s WHERE s.idcategory = c.idcategory)',
      ),
    ).toBe(0);
  });

  it('tiene horarios en las tres formas, y los parques infantiles siempre abiertos', async () => {
    const db = getDb();
    expect(await n(db, 'SELECT count(*) AS n FROM places WHERE hours @> \'[{"alwaysOpen": true}]\'')).toBeGreaterThan(0);
    expect(await n(db, 'SELECT count(*) AS n FROM places WHERE hours @> \'[{"seasonOpen": true}]\'')).toBeGreaterThan(0);
    const weekly = await n(
      db,
      "SELECT count(*) AS n FROM places WHERE jsonb_array_length(hours) = 7 AND hours->0->>'day' = 'Lunes' AND hours->6->>'day' = 'Domingo'",
    );
    expect(weekly).toBeGreaterThan(await n(db, 'SELECT count(*) / 2 AS n FROM places'));
    expect(
      await n(
        db,
        "SELECT count(*) AS n FROM places, jsonb_array_elements(hours) d WHERE d ? 'day' AND jsonb_array_length(d->'hours') = 0 AND NOT (d->>'all24')::boolean",
      ),
    ).toBeGreaterThan(0);
    expect(
      await n(
        db,
        `SELECT count(*) AS n FROM places p JOIN place_categories pc USING (idplace)
      JOIN category_i18n c ON c.idcategory = pc.idcategory AND c.lang = 'es' AND c.text = 'Parque infantil'
      WHERE NOT p.hours @> '[{"alwaysOpen": true}]'`,
      ),
    ).toBe(0);
  });

  it('varía los idiomas de las descripciones y da carta a los restaurantes', async () => {
    const db = getDb();
    const coverage = await db.query<{ langs: string }>(
      "SELECT coalesce((SELECT string_agg(trim(lang), ',' ORDER BY lang) FROM place_i18n i WHERE i.idplace = p.idplace), '') AS langs FROM places p",
    );
    const kinds = new Set(coverage.map((r) => r.langs));
    for (const expected of ['en,es,gl,pt', 'es', 'es,gl', '']) expect(kinds).toContain(expected);
    expect(await n(db, "SELECT count(*) AS n FROM place_i18n WHERE menu LIKE '<h3>%'")).toBeGreaterThan(0);
    expect(
      await n(
        db,
        'SELECT count(*) AS n FROM places p WHERE (SELECT count(*) FROM place_categories c WHERE c.idplace = p.idplace) NOT BETWEEN 1 AND 4',
      ),
    ).toBe(0);
    expect(await n(db, 'SELECT count(*) AS n FROM places WHERE idchain IS NOT NULL')).toBeGreaterThan(0);
    for (const table of ['place_subcategories', 'place_equipment', 'place_allergies', 'service_votes', 'ratings']) {
      expect(await n(db, `SELECT count(DISTINCT idplace) AS n FROM ${table}`), table).toBeGreaterThan(0);
    }
  });

  it('escribe las imágenes en disco y da exactamente una portada a cada sitio con fotos', async () => {
    const db = getDb();
    expect(
      await n(
        db,
        `SELECT count(*) AS n FROM (SELECT idplace FROM media WHERE kind = 'photo' AND idplace IS NOT NULL
      GROUP BY idplace HAVING count(*) FILTER (WHERE cover) <> 1) x`,
      ),
    ).toBe(0);
    expect(
      await n(
        db,
        "SELECT count(*) AS n FROM places p WHERE NOT EXISTS (SELECT 1 FROM media m WHERE m.idplace = p.idplace AND m.kind = 'photo')",
      ),
    ).toBeGreaterThan(0);
    for (const kind of ['pdf', 'video', 'view360'])
      expect(await n(db, 'SELECT count(*) AS n FROM media WHERE kind = $1', [kind]), kind).toBeGreaterThan(0);
    expect(await n(db, "SELECT count(*) AS n FROM media WHERE kind = 'video' AND url NOT LIKE 'https://www.youtube.com/watch?v=%'")).toBe(
      0,
    );
    const pngs = fs.readdirSync(path.join(uploadDir, 'demo')).filter((f) => f.endsWith('.png'));
    expect(pngs.length).toBeGreaterThanOrEqual(8);
    const digests = new Set<string>();
    for (const file of pngs) {
      const bytes = fs.readFileSync(path.join(uploadDir, 'demo', file));
      expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE), file).toBe(true);
      digests.add(crypto.createHash('sha1').update(bytes).digest('hex'));
    }
    expect(digests.size).toBe(pngs.length);
    const urls = await db.query<{ url: string }>("SELECT DISTINCT url FROM media WHERE url LIKE '/media/demo/%'");
    for (const { url } of urls) expect(fs.existsSync(path.join(uploadDir, url.replace('/media/', ''))), url).toBe(true);
  });

  it('tiene eventos de todos los tipos, páginas CMS de los tres tipos, cadenas y configuración', async () => {
    const db = getDb();
    for (const type of SPEC_EVENT_TYPES)
      expect(await n(db, 'SELECT count(*) AS n FROM events WHERE type = $1', [type]), type).toBeGreaterThanOrEqual(2);
    expect(await n(db, 'SELECT count(DISTINCT published) AS n FROM events')).toBe(2);
    expect(await n(db, 'SELECT count(DISTINCT country) AS n FROM events')).toBe(2);
    for (const type of [1, 2, 3]) expect(await n(db, 'SELECT count(*) AS n FROM cms WHERE cms_type = $1', [type])).toBeGreaterThan(0);
    expect(await n(db, 'SELECT count(*) AS n FROM cms WHERE parent IS NOT NULL')).toBeGreaterThan(0);
    expect(await n(db, 'SELECT count(DISTINCT published) AS n FROM cms')).toBe(2);
    expect(await n(db, 'SELECT count(*) AS n FROM cms_i18n')).toBe(4 * (await n(db, 'SELECT count(*) AS n FROM cms')));
    expect(await n(db, 'SELECT count(*) AS n FROM chain_i18n')).toBe(4 * (await n(db, 'SELECT count(*) AS n FROM chains')));
    const config = await db.query<{ field: string; content: string }>('SELECT field, content FROM config ORDER BY field');
    expect(config.map((c) => c.field)).toEqual([
      'globalmsgEN',
      'globalmsgES',
      'globalmsgGL',
      'globalmsgPT',
      'homefeatured1',
      'homefeatured2',
      'homefeatured3',
      'homefeatured4',
    ]);
    for (const c of config.filter((x) => x.field.startsWith('homefeatured'))) {
      expect(await n(db, 'SELECT count(*) AS n FROM places WHERE idplace = $1', [Number(c.content)])).toBe(1);
    }
  });

  it('tiene 120 o más usuarios de cada tipo de registro, ninguno administrador, con un solo hash', async () => {
    const db = getDb();
    expect(await n(db, 'SELECT count(*) AS n FROM users WHERE facebookid IS NOT NULL AND password_hash IS NULL')).toBeGreaterThanOrEqual(
      120,
    );
    expect(await n(db, 'SELECT count(*) AS n FROM users WHERE facebookid IS NOT NULL')).toBeGreaterThanOrEqual(120);
    expect(await n(db, 'SELECT count(*) AS n FROM users WHERE googleid IS NOT NULL')).toBeGreaterThanOrEqual(120);
    expect(await n(db, 'SELECT count(*) AS n FROM users WHERE password_hash IS NOT NULL')).toBeGreaterThanOrEqual(120);
    expect(await n(db, 'SELECT count(*) AS n FROM users WHERE facebookid IS NOT NULL AND googleid IS NOT NULL')).toBeGreaterThan(0);
    expect(await n(db, 'SELECT count(*) AS n FROM users WHERE staff_role IS NOT NULL')).toBe(0);
    const hashes = await db.query<{ password_hash: string }>('SELECT DISTINCT password_hash FROM users WHERE password_hash IS NOT NULL');
    expect(hashes).toHaveLength(1);
    expect(hashes[0].password_hash.startsWith('$argon2id$')).toBe(true);
    expect(
      await n(db, "SELECT count(*) AS n FROM users WHERE avatar IS NOT NULL AND avatar <> '/media/avatars/' || iduser || '_1280.jpg'"),
    ).toBe(0);
    expect(await n(db, 'SELECT count(*) AS n FROM users WHERE avatar IS NULL')).toBeGreaterThan(0);
    expect(await n(db, 'SELECT count(DISTINCT newsletter) AS n FROM users')).toBe(2);
  });

  it('tiene reseñas, sugerencias, votos y valoraciones, y altas en el último mes', async () => {
    const db = getDb();
    expect(await n(db, 'SELECT count(*) AS n FROM reviews')).toBeGreaterThanOrEqual(300);
    expect(await n(db, 'SELECT count(*) AS n FROM reviews WHERE NOT published')).toBeGreaterThan(0);
    expect(await n(db, 'SELECT count(*) AS n FROM (SELECT iduser FROM reviews GROUP BY iduser HAVING count(*) > 1) x')).toBeGreaterThan(0);
    expect(await n(db, 'SELECT count(*) AS n FROM suggestions')).toBeGreaterThanOrEqual(90);
    expect(await n(db, 'SELECT count(DISTINCT status) AS n FROM suggestions')).toBe(2);
    expect(await n(db, 'SELECT count(*) AS n FROM ratings WHERE points NOT BETWEEN 1 AND 5')).toBe(0);
    expect(
      await n(db, 'SELECT count(*) AS n FROM service_votes v JOIN users u USING (iduser) WHERE u.email NOT LIKE $1', ['equipo.%']),
    ).toBeGreaterThan(0);
    for (const [table, column] of [
      ['places', 'create_date'],
      ['users', 'registration_date'],
      ['reviews', 'date'],
    ]) {
      const recent = await n(db, `SELECT count(*) AS n FROM ${table} WHERE ${column} > now() - interval '1 month'`);
      expect(recent, table).toBeGreaterThan(0);
      expect(recent, table).toBeLessThan(await n(db, `SELECT count(*) / 4 AS n FROM ${table}`));
      expect(await n(db, `SELECT count(*) AS n FROM ${table} WHERE ${column} > now()`), table).toBe(0);
    }
  });

  it('no cambia nada si se vuelve a ejecutar', async () => {
    const before = await tableCounts(getDb());
    expect(await seedDemo(getDb(), { uploadDir })).toEqual({ skipped: true });
    expect(await tableCounts(getDb())).toEqual(before);
  });

  it('da el mismo contenido en dos bases de datos nuevas', async () => {
    const other = await freshDatabase(engine);
    const otherUploads = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-test-'));
    try {
      await seedDemo(other.db, { uploadDir: otherUploads });
      expect(await fingerprint(other.db)).toBe(await fingerprint(getDb()));
      for (const file of fs.readdirSync(path.join(uploadDir, 'demo'))) {
        expect(
          fs.readFileSync(path.join(otherUploads, 'demo', file)).equals(fs.readFileSync(path.join(uploadDir, 'demo', file))),
          file,
        ).toBe(true);
      }
    } finally {
      await other.drop();
      fs.rmSync(otherUploads, { recursive: true, force: true });
    }
  });

  it('usa al administrador existente para las respuestas del equipo y no crea otro usuario de equipo', async () => {
    const other = await freshDatabase(engine);
    const otherUploads = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-test-'));
    try {
      const [{ iduser }] = await other.db.query<{ iduser: number }>(
        "INSERT INTO users (name, email, staff_role) VALUES ('Admin', 'admin@example.com', 'administrador') RETURNING iduser",
      );
      const result = await seedDemo(other.db, { uploadDir: otherUploads, places: 40 });
      expect(result.skipped === false && result.places).toBe(40);
      expect(await n(other.db, 'SELECT count(*) AS n FROM places WHERE iduser = $1', [iduser])).toBe(40);
      expect(await n(other.db, 'SELECT count(*) AS n FROM service_votes WHERE iduser = $1', [iduser])).toBeGreaterThan(0);
      expect(await n(other.db, "SELECT count(*) AS n FROM users WHERE email LIKE 'equipo.%'")).toBe(0);
      expect(await n(other.db, 'SELECT count(*) AS n FROM users WHERE staff_role IS NOT NULL')).toBe(1);
      expect(await n(other.db, "SELECT count(*) AS n FROM places WHERE name = 'Café A Coruña'")).toBe(1);
    } finally {
      await other.drop();
      fs.rmSync(otherUploads, { recursive: true, force: true });
    }
  });

  it('generatePlaces añade exactamente los sitios pedidos, con sus vínculos', async () => {
    const db = getDb();
    const [{ max }] = await db.query<{ max: number }>('SELECT max(idplace) AS max FROM places');
    const before = await n(db, 'SELECT count(*) AS n FROM places');
    const progress: number[] = [];
    await generatePlaces(db, 2000, (done) => progress.push(done));
    expect(await n(db, 'SELECT count(*) AS n FROM places')).toBe(before + 2000);
    expect(progress.at(-1)).toBe(2000);
    expect(progress.length).toBeGreaterThanOrEqual(10);
    const fresh = 'FROM places p WHERE p.idplace > $1';
    expect(await n(db, `SELECT count(*) AS n ${fresh}`, [max])).toBe(2000);
    expect(
      await n(db, `SELECT count(*) AS n ${fresh} AND NOT EXISTS (SELECT 1 FROM place_categories c WHERE c.idplace = p.idplace)`, [max]),
    ).toBe(0);
    for (const table of ['place_i18n', 'place_subcategories', 'place_equipment', 'place_allergies']) {
      expect(await n(db, `SELECT count(DISTINCT idplace) AS n FROM ${table} WHERE idplace > $1`, [max]), table).toBeGreaterThan(100);
    }
    expect(await n(db, 'SELECT count(DISTINCT lang) AS n FROM place_i18n WHERE idplace > $1', [max])).toBe(4);
    expect(
      await n(db, `SELECT count(*) AS n ${fresh} AND NOT EXISTS (SELECT 1 FROM place_i18n i WHERE i.idplace = p.idplace)`, [max]),
    ).toBeGreaterThan(0);
    const covers = await n(db, "SELECT count(*) AS n FROM media WHERE idplace > $1 AND kind = 'photo' AND cover", [max]);
    expect(covers).toBeGreaterThan(600);
    expect(covers).toBe(await n(db, 'SELECT count(DISTINCT idplace) AS n FROM media WHERE idplace > $1', [max]));
    const { minLat, maxLat, minLng, maxLng } = IBERIA_BOUNDS;
    expect(
      await n(db, `SELECT count(*) AS n ${fresh} AND (lat NOT BETWEEN $2 AND $3 OR lng NOT BETWEEN $4 AND $5)`, [
        max,
        minLat,
        maxLat,
        minLng,
        maxLng,
      ]),
    ).toBe(0);
    const sample = await db.query<{ lat: number; lng: number; plus_code: string; name: string; slug: string }>(
      'SELECT lat, lng, plus_code, name, slug FROM places WHERE idplace > $1 ORDER BY idplace LIMIT 50',
      [max],
    );
    for (const row of sample) expect(row.plus_code, row.name).toBe(plusCode(row.lat, row.lng));
    expect(await n(db, `SELECT count(*) AS n ${fresh} AND (slug !~ '^[a-z0-9]+(-[a-z0-9]+)*$' OR name LIKE '%{%')`, [max])).toBe(0);
  });

  it('borrar un sitio no deja filas huérfanas', async () => {
    const db = getDb();
    const [{ idplace }] = await db.query<{ idplace: number }>(`
      SELECT p.idplace FROM places p
      WHERE ${PLACE_CHILDREN.map((t) => `EXISTS (SELECT 1 FROM ${t} x WHERE x.idplace = p.idplace)`).join(' AND ')}
      ORDER BY p.idplace LIMIT 1`);
    expect(idplace).toBeGreaterThan(0);
    await db.query('DELETE FROM places WHERE idplace = $1', [idplace]);
    for (const table of PLACE_CHILDREN) {
      expect(await n(db, `SELECT count(*) AS n FROM ${table} WHERE idplace = $1`, [idplace]), table).toBe(0);
      expect(
        await n(
          db,
          `SELECT count(*) AS n FROM ${table} x WHERE x.idplace IS NOT NULL AND NOT EXISTS (SELECT 1 FROM places p WHERE p.idplace = x.idplace)`,
        ),
        table,
      ).toBe(0);
    }
  });

  it('borrar una categoría elimina sus vínculos', async () => {
    const db = getDb();
    const [{ idcategory }] = await db.query<{ idcategory: number }>(
      "SELECT idcategory FROM category_i18n WHERE lang = 'es' AND text = 'Restaurante'",
    );
    const where = 'WHERE idcategory = $1';
    expect(await n(db, `SELECT count(*) AS n FROM place_categories ${where}`, [idcategory])).toBeGreaterThan(0);
    expect(await n(db, `SELECT count(*) AS n FROM category_services ${where}`, [idcategory])).toBeGreaterThan(0);
    const places = await n(db, 'SELECT count(*) AS n FROM places');
    await db.query(`DELETE FROM categories ${where}`, [idcategory]);
    for (const table of ['place_categories', 'category_services', 'category_i18n']) {
      expect(await n(db, `SELECT count(*) AS n FROM ${table} ${where}`, [idcategory]), table).toBe(0);
    }
    expect(await n(db, 'SELECT count(*) AS n FROM places')).toBe(places);
  });
});
