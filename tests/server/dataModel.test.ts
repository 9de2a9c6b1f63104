/** Rules the database itself enforces, whatever code writes to it. */
import { describeEachEngine } from './helpers/databases';

describeEachEngine('data model constraints', (getDb) => {
  let idplace: number;
  beforeAll(async () => {
    [{ idplace }] = await getDb().query<{ idplace: number }>("INSERT INTO places (name) VALUES ('Sitio') RETURNING idplace");
  });

  const refused = async (sql: string, params: unknown[] = []) => {
    await expect(getDb().query(sql, params)).rejects.toThrow();
  };

  it('allows at most one cover photo per place', async () => {
    await getDb().query("INSERT INTO media (idplace, kind, url, cover) VALUES ($1, 'photo', '/media/a.png', true)", [idplace]);
    await getDb().query("INSERT INTO media (idplace, kind, url, cover) VALUES ($1, 'photo', '/media/b.png', false)", [idplace]);
    await refused("INSERT INTO media (idplace, kind, url, cover) VALUES ($1, 'photo', '/media/c.png', true)", [idplace]);
  });

  it('refuses out-of-range states, ratings, languages and coordinates', async () => {
    await refused("INSERT INTO places (name, published) VALUES ('x', 4)");
    await refused("INSERT INTO places (name, points) VALUES ('x', 6)");
    await refused("INSERT INTO places (name, lat) VALUES ('x', 91)");
    await refused("INSERT INTO place_i18n (idplace, lang, description) VALUES ($1, 'fr', 'x')", [idplace]);
    await refused("INSERT INTO events (name, type) VALUES ('x', 'Ópera')");
    await refused("INSERT INTO media (kind, url) VALUES ('photo', '/media/orphan.png')");
  });

  it('refuses a second user with the same e-mail in another case', async () => {
    await getDb().query("INSERT INTO users (email) VALUES ('Ana@Example.com')");
    await refused("INSERT INTO users (email) VALUES ('ana@example.com')");
  });
});
