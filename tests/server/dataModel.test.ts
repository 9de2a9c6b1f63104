/** Rules the database itself enforces, whatever code writes to it: each refusal names its constraint. */
import { SPEC_EVENT_TYPES } from '../support/spec';
import { describeEachEngine } from './helpers/databases';

/** SQLSTATEs: check_violation, unique_violation. */
const CHECK = '23514';
const UNIQUE = '23505';

describeEachEngine('data model constraints', (getDb) => {
  let idplace: number;
  beforeAll(async () => {
    [{ idplace }] = await getDb().query<{ idplace: number }>("INSERT INTO places (name) VALUES ('Sitio') RETURNING idplace");
  });

  /** The statement fails with this SQLSTATE and this constraint's name, not with any error. */
  const refused = async (sql: string, params: unknown[], code: string, constraint: string) => {
    await expect(getDb().query(sql, params)).rejects.toMatchObject({ code, constraint });
  };

  it('allows at most one cover photo per place', async () => {
    await getDb().query("INSERT INTO media (idplace, kind, url, cover) VALUES ($1, 'photo', '/media/a.png', true)", [idplace]);
    await getDb().query("INSERT INTO media (idplace, kind, url, cover) VALUES ($1, 'photo', '/media/b.png', false)", [idplace]);
    const third = "INSERT INTO media (idplace, kind, url, cover) VALUES ($1, 'photo', '/media/c.png', true)";
    await refused(third, [idplace], UNIQUE, 'media_one_cover_per_place_uq');
  });

  it.each([
    ['published 4', "INSERT INTO places (name, published) VALUES ('x', 4)", 'places_published_ck'],
    ['published -1', "INSERT INTO places (name, published) VALUES ('x', -1)", 'places_published_ck'],
    ['points 6', "INSERT INTO places (name, points) VALUES ('x', 6)", 'places_points_ck'],
    ['lat 91', "INSERT INTO places (name, lat) VALUES ('x', 91)", 'places_lat_ck'],
    ['lng -181', "INSERT INTO places (name, lng) VALUES ('x', -181)", 'places_lng_ck'],
    ['an event of a type outside part 2 §5', "INSERT INTO events (name, type) VALUES ('x', 'Ópera')", 'events_type_ck'],
    ['a photo of no place or event', "INSERT INTO media (kind, url) VALUES ('photo', '/media/orphan.png')", 'media_owner_ck'],
  ])('refuses %s', async (_case, sql, constraint) => {
    await refused(sql, [], CHECK, constraint);
  });

  it('refuses a language other than es, en, gl, pt', async () => {
    await refused("INSERT INTO place_i18n (idplace, lang, description) VALUES ($1, 'fr', 'x')", [idplace], CHECK, 'place_i18n_lang_ck');
  });

  it('accepts the edges: published 0 and 3, points 0 and 5, lat ±90, lng ±180, every event type', async () => {
    await getDb().query("INSERT INTO places (name, published, points, lat, lng) VALUES ('a', 0, 0, -90, -180), ('b', 3, 5, 90, 180)");
    for (const type of SPEC_EVENT_TYPES) {
      await getDb().query('INSERT INTO events (name, type) VALUES ($1, $2)', [`e ${type}`, type]);
    }
  });

  it('refuses a second user with the same e-mail in another case', async () => {
    await getDb().query("INSERT INTO users (email) VALUES ('Ana@Example.com')");
    await refused("INSERT INTO users (email) VALUES ('ana@example.com')", [], UNIQUE, 'users_email_lower_uq');
  });
});
