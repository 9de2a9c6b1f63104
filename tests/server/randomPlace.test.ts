/**
 * randomPlace (part 2 §2 «Share screen»): a random published place, or the place of an id, with what
 * the share screen shows (name, categories, description, city, province, country, handle, slug);
 * a bad or unknown id is a Spanish error naming idplace. On many rows its plan reads two index
 * probes and one index range: no sort, no sequential scan.
 */
import { RANDOM_PLACE_SQL } from '../../server/modules/share/repository';
import { describeApi } from './helpers/app';

const SHARE = `query($idplace: Int) {
  p: randomPlace(idplace: $idplace) {
    idplace name slug city province country instagram published
    category { idcategory text } description { lang text }
  }
}`;

describeApi('randomPlace', (api) => {
  const call = (idplace?: unknown) => api().call(SHARE, idplace === undefined ? {} : { idplace }, api().token);

  it('with no published place: NOT_FOUND in Spanish on idplace', async () => {
    await api().db.query("INSERT INTO places (name, published) VALUES ('Borrador', 0)");
    const { data, errors } = await call();
    expect(data).toBeNull();
    expect(errors![0].message).toBe('No hay ningún sitio publicado');
    expect(errors![0].extensions).toMatchObject({ code: 'NOT_FOUND', field: 'idplace' });
  });

  describe('with places', () => {
    let published: number[];
    let unpublished: number[];

    beforeAll(async () => {
      const db = api().db;
      await db.query('DELETE FROM places');
      // 60 places: every third one published, the others draft or closed.
      // Ids 100001..100060 (the sequence, used by the next block, stays far below).
      await db.query(`INSERT INTO places (idplace, name, slug, city, province, country, instagram, published)
        SELECT 100000 + i, 'Sitio ' || (100000 + i), 'sitio-' || (100000 + i), 'Vigo', 'Pontevedra', 'ES', 'cuenta' || (100000 + i), CASE WHEN i % 3 = 0 THEN 1 ELSE i % 3 + 1 END
          FROM generate_series(1, 60) i`);
      const rows = await db.query<{ idplace: number; published: number }>('SELECT idplace, published FROM places ORDER BY idplace');
      published = rows.filter((r) => r.published === 1).map((r) => r.idplace);
      unpublished = rows.filter((r) => r.published !== 1).map((r) => r.idplace);
      await db.query('INSERT INTO categories (idcategory) VALUES (4), (9)');
      await db.query("INSERT INTO category_i18n VALUES (4, 'es', 'Restaurante'), (4, 'en', 'Restaurant'), (9, 'es', 'Museo')");
      await db.query('INSERT INTO place_categories VALUES ($1, 9), ($1, 4)', [unpublished[0]]);
      await db.query("INSERT INTO place_i18n (idplace, lang, description) VALUES ($1, 'es', '<p>Tortilla sin gluten</p>')", [
        unpublished[0],
      ]);
    });

    it('draws only published places, and not always the same one', async () => {
      const drawn = new Set<number>();
      for (let i = 0; i < 40; i += 1) {
        const { data, errors } = await call();
        expect(errors).toBeUndefined();
        expect(data!.p.published).toBe(1);
        expect(published).toContain(data!.p.idplace);
        drawn.add(data!.p.idplace);
      }
      expect(drawn.size).toBeGreaterThan(3);
    });

    it('by id: that place (any state), with its categories in order, description, city, country and handle', async () => {
      const id = unpublished[0];
      const { data, errors } = await call(id);
      expect(errors).toBeUndefined();
      expect(data!.p).toEqual({
        idplace: id,
        name: `Sitio ${id}`,
        slug: `sitio-${id}`,
        city: 'Vigo',
        province: 'Pontevedra',
        country: 'ES',
        instagram: `cuenta${id}`,
        published: 2,
        category: [
          { idcategory: 4, text: 'Restaurante' },
          { idcategory: 9, text: 'Museo' },
        ],
        description: [{ lang: 'es', text: '<p>Tortilla sin gluten</p>' }],
      });
    });

    it('by id in another language: the category names in it', async () => {
      const { data } = await api().call(
        'query($id: Int) { randomPlace(idplace: $id, lang: "en") { category { text } } }',
        { id: unpublished[0] },
        api().token,
      );
      expect(data!.randomPlace.category).toEqual([{ text: 'Restaurant' }, { text: 'Museo' }]);
    });

    it.each([
      [999_999, 'NOT_FOUND', 'El sitio 999999 no existe'],
      [0, 'BAD_USER_INPUT', 'Identificador no válido en idplace: debe ser un entero positivo'],
      [-3, 'BAD_USER_INPUT', 'Identificador no válido en idplace: debe ser un entero positivo'],
    ])('the id %j: %s, in Spanish, naming idplace', async (id, code, message) => {
      const { data, errors } = await call(id);
      expect(data).toBeNull();
      expect(errors![0].message).toBe(message);
      expect(errors![0].extensions).toMatchObject({ code, field: 'idplace' });
    });

    it('without a session: UNAUTHENTICATED', async () => {
      const { errors } = await api().call(SHARE, {}, null);
      expect(errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('on many rows', () => {
    const TOTAL = 20_000;

    beforeAll(async () => {
      const db = api().db;
      await db.query(`INSERT INTO places (name, published) SELECT 'Sitio ' || i, (i % 7 = 0)::int FROM generate_series(1, ${TOTAL}) i`);
      await db.query('ANALYZE places');
    });

    it('its plan neither sorts nor scans the table: an index probe for each end of the span, one for the place', async () => {
      const rows = await api().db.query<Record<string, string>>(`EXPLAIN ${RANDOM_PLACE_SQL}`, [1]);
      const plan = rows.map((row) => Object.values(row)[0]).join('\n');
      expect(plan).not.toMatch(/Sort/);
      expect(plan).not.toMatch(/Seq Scan/);
      // Each of the three reads walks an index (the primary key or (published, idplace), as the
      // planner finds cheaper for how many places are published), stopping at its first row.
      expect(plan.match(/Index (Only )?Scan/g)).toHaveLength(3);
    });

    it('reads a handful of index pages, not the table', async () => {
      const rows = await api().db.query<Record<string, string>>(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${RANDOM_PLACE_SQL}`, [1]);
      const json = Object.values(rows[0])[0] as unknown;
      const plan = (typeof json === 'string' ? JSON.parse(json) : json) as {
        Plan: { 'Shared Hit Blocks': number; 'Shared Read Blocks': number };
      }[];
      const blocks = plan[0].Plan['Shared Hit Blocks'] + plan[0].Plan['Shared Read Blocks'];
      // The table alone is hundreds of pages; a draw touches a few index and heap pages.
      expect(blocks).toBeLessThan(40);
    });

    it('answers a published place', async () => {
      const { data, errors } = await call();
      expect(errors).toBeUndefined();
      expect(data!.p.published).toBe(1);
    });
  });
});
