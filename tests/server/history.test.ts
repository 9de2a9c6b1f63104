/**
 * The change history (issue 19): every kind of write through the API leaves exactly one entry with
 * who, which record and what changed; a write that fails after its SQL leaves none; the history is
 * read-only through the API and refuses hostile arguments.
 */
import sharp from 'sharp';
import { describeApi, type TestApi } from './helpers/app';
import { ADD, UPD, createRefs, minimal, type Refs } from './helpers/placeEditor';
import { postUpload } from './helpers/upload';
import { loadConfig } from '../../server/config';
import { pruneHistory } from '../../server/db/historyRetention';
import { watchedTables } from '../../server/db/historyWatch';

const HISTORY = `query($search: String, $resource: String, $id: Int, $iduser: Int, $from: String, $to: String, $items: Int, $page: Int) {
  history(search: $search, resource: $resource, id: $id, iduser: $iduser, from: $from, to: $to, items: $items, page: $page) {
    idhistory resource id action iduser user date changes { field before after }
  }
  countHistory(search: $search, resource: $resource, id: $id, iduser: $iduser, from: $from, to: $to)
}`;

type Change = { field: string; before: unknown; after: unknown };
type Entry = { idhistory: number; resource: string; id: number; action: string; iduser: number | null; user: string; changes: Change[] };

async function historyOf(api: TestApi, vars: Record<string, unknown>) {
  const { data, errors } = await api.call<{ history: Entry[]; countHistory: number }>(HISTORY, vars, api.token);
  expect(errors).toBeUndefined();
  return data!;
}

const entryCount = async (api: TestApi) => Number((await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM history'))[0].n);
const changeOf = (entry: Entry, field: string) => entry.changes.find((c) => c.field === field);

describeApi('change history', (api) => {
  let refs: Refs;
  let admin: number;
  const call = (query: string, variables: Record<string, unknown> = {}) => api().call(query, variables, api().token);

  beforeAll(async () => {
    refs = await createRefs(api());
    admin = (await api().db.query<{ iduser: number }>("SELECT iduser FROM users WHERE email = 'admin@example.com'"))[0].iduser;
  });

  it('addPlace leaves one create entry by the writer with the values it set, per-language texts and links included', async () => {
    const { data } = await call(ADD, { p: minimal(refs, { name: 'Casa Historia', descriptionES: 'Buena comida' }) });
    const id = data!.addPlace as number;
    const { history, countHistory } = await historyOf(api(), { resource: 'places', id });
    expect(countHistory).toBe(1);
    expect(history).toHaveLength(1);
    const [entry] = history;
    expect(entry).toMatchObject({ resource: 'places', id, action: 'create', iduser: admin });
    expect(changeOf(entry, 'name')).toEqual({ field: 'name', before: null, after: 'Casa Historia' });
    expect(changeOf(entry, 'descriptionES')).toEqual({ field: 'descriptionES', before: null, after: 'Buena comida' });
    expect(changeOf(entry, 'categories')).toEqual({ field: 'categories', before: null, after: refs.categories[0] });
  });

  it('updPlace leaves one update entry with only the fields that changed, before and after', async () => {
    const id = (await call(ADD, { p: minimal(refs, { name: 'Antes', city: 'Lugo', descriptionES: 'Igual' }) })).data!.addPlace as number;
    const { errors } = await call(UPD, {
      id,
      p: minimal(refs, { name: 'Después', city: 'Lugo', descriptionES: 'Igual', descriptionGL: 'Novo' }),
    });
    expect(errors).toBeUndefined();
    const { history } = await historyOf(api(), { resource: 'places', id });
    expect(history.map((e) => e.action)).toEqual(['update', 'create']);
    expect(history[0].changes).toEqual([
      { field: 'descriptionGL', before: null, after: 'Novo' },
      { field: 'name', before: 'Antes', after: 'Después' },
    ]);
  });

  it('a status change, a delete and an entity write each leave exactly one entry', async () => {
    const id = (await call(ADD, { p: minimal(refs, { name: 'Estado', published: 1 }) })).data!.addPlace as number;
    const before = await entryCount(api());
    await call('mutation($id: Int!) { statusPlace(idplace: $id, publish: 2) }', { id });
    expect(await entryCount(api())).toBe(before + 1);
    const [status] = (await historyOf(api(), { resource: 'places', id })).history;
    expect(status.changes).toEqual([{ field: 'published', before: 1, after: 2 }]);

    await call('mutation($id: Int!) { delPlace(idplace: $id) }', { id });
    expect(await entryCount(api())).toBe(before + 2);
    const [deleted] = (await historyOf(api(), { resource: 'places', id })).history;
    expect(deleted.action).toBe('delete');
    expect(changeOf(deleted, 'name')).toEqual({ field: 'name', before: 'Estado', after: null });

    const { data } = await call('mutation($id: Int!) { updEquipment(id: $id, textES: "Trona alta") }', { id: refs.equipment[0] });
    expect(data!.updEquipment).toBe(refs.equipment[0]);
    const [entity] = (await historyOf(api(), { resource: 'equipment', id: refs.equipment[0] })).history;
    expect(entity.action).toBe('update');
    expect(entity.changes).toEqual([{ field: 'textES', before: 'Trona', after: 'Trona alta' }]);
  });

  it('saveConfig and a review censor are recorded; an upload notes the media added by name', async () => {
    await call('mutation($items: [ConfigItemInput!]!) { saveConfig(items: $items) }', {
      items: [{ field: 'globalmsgES', content: 'Hola' }],
    });
    const [config] = (await historyOf(api(), { resource: 'config', id: 0 })).history;
    expect(config.changes).toEqual([{ field: 'globalmsgES', before: '', after: 'Hola' }]);

    const id = (await call(ADD, { p: minimal(refs, { name: 'Con reseña' }) })).data!.addPlace as number;
    const [{ idreview }] = await api().db.query<{ idreview: number }>(
      "INSERT INTO reviews (idplace, iduser, text) VALUES ($1, $2, 'Mala palabra') RETURNING idreview",
      [id, admin],
    );
    await call('mutation($id: Int!) { updReview(idreview: $id, review: { text: "-Censurado-" }) }', { id: idreview });
    const [review] = (await historyOf(api(), { resource: 'reviews', id: idreview })).history;
    expect(review.changes).toEqual([{ field: 'text', before: 'Mala palabra', after: '-Censurado-' }]);

    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } })
      .jpeg()
      .toBuffer();
    const upload = await postUpload(
      api(),
      [
        ['type', 'foto'],
        ['idplace', String(id)],
      ],
      [{ bytes: jpeg, name: 'fachada.jpg', field: 'foto[]' }],
    );
    expect(upload.status, JSON.stringify(upload.body)).toBe(200);
    const [uploaded] = (await historyOf(api(), { resource: 'places', id })).history;
    expect(uploaded).toMatchObject({ action: 'update', iduser: admin });
    expect(uploaded.changes).toEqual([{ field: 'media', before: null, after: 'fachada.jpg' }]);
  });

  it('a write that fails after its SQL leaves neither the change nor an entry', async () => {
    const id = (await call(ADD, { p: minimal(refs, { name: 'Firme' }) })).data!.addPlace as number;
    // A database fault at commit, after every statement of the write (and its history) has run.
    await api().db.query(`CREATE OR REPLACE FUNCTION test_fault() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'fallo forzado'; END $$`);
    await api().db.query(`CREATE CONSTRAINT TRIGGER test_fault AFTER UPDATE ON places DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW WHEN (NEW.name = 'Fallará') EXECUTE FUNCTION test_fault()`);
    try {
      const before = await entryCount(api());
      const { errors } = await call(UPD, { id, p: minimal(refs, { name: 'Fallará' }) });
      expect(errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
      expect(await entryCount(api())).toBe(before);
      const [row] = await api().db.query<{ name: string }>('SELECT name FROM places WHERE idplace = $1', [id]);
      expect(row.name).toBe('Firme');
    } finally {
      await api().db.query('DROP TRIGGER test_fault ON places');
    }
  });

  it('filters by person and date, pages newest first', async () => {
    const all = await historyOf(api(), { iduser: admin, items: 2, page: 1 });
    expect(all.history).toHaveLength(2);
    expect(all.countHistory).toBeGreaterThan(5);
    expect(all.history[0].idhistory).toBeGreaterThan(all.history[1].idhistory);
    const second = await historyOf(api(), { iduser: admin, items: 2, page: 2 });
    expect(second.history[0].idhistory).toBeLessThan(all.history[1].idhistory);
    const today = new Date().toISOString().slice(0, 10);
    expect((await historyOf(api(), { from: today, to: today })).countHistory).toBe(all.countHistory);
    expect((await historyOf(api(), { to: '2000-01-01' })).countHistory).toBe(0);
    expect((await historyOf(api(), { iduser: admin + 1000 })).countHistory).toBe(0);
    expect((await historyOf(api(), { search: 'ADMIN@example' })).countHistory).toBe(all.countHistory);
    expect((await historyOf(api(), { search: 'nadie' })).countHistory).toBe(0);
  });

  it("watches every declared entity's tables (main, per language, links): a new declaration needs no code of its own", async () => {
    const tables = watchedTables().map(([table]) => table);
    expect(tables).toEqual(expect.arrayContaining(['equipment', 'equipment_i18n', 'category_services', 'events', 'cms_i18n', 'chains']));
    const rows = await api().db.query<{ table: string }>(
      `SELECT DISTINCT c.relname AS table FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid WHERE t.tgname = 'history_row'`,
    );
    const watched = rows.map((r) => r.table);
    expect(tables.filter((table) => !watched.includes(table))).toEqual([]);
  });

  it('has no mutation that writes or deletes entries, and refuses hostile arguments naming the field', async () => {
    const { data } = await call('{ __schema { mutationType { fields { name } } } }');
    const mutations = (data!.__schema.mutationType.fields as { name: string }[]).map((f) => f.name);
    expect(mutations.filter((name) => /histor/i.test(name))).toEqual([]);
    const before = await entryCount(api());
    for (const [vars, field] of [
      [{ page: 0 }, 'page'],
      [{ items: 1000 }, 'items'],
      [{ resource: "places'; DELETE FROM history; --" }, 'resource'],
      [{ id: -1 }, 'id'],
      [{ from: '2024-02-30' }, 'from'],
      [{ iduser: 0 }, 'iduser'],
    ] as const) {
      const { errors } = await call(HISTORY, vars);
      expect(errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
      expect(errors?.[0]?.message).toMatch(/no válid/);
    }
    expect(await entryCount(api())).toBe(before);
    const anonymous = await api().call(HISTORY, {}, null);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describeApi(
  'change history retention (AUDIT_RETENTION_DAYS)',
  (api) => {
    it('reads the setting and deletes only the entries older than that many days', async () => {
      expect(api().config.auditRetentionDays).toBe(30);
      expect(loadConfig({ NODE_ENV: 'test' }).auditRetentionDays).toBeNull();
      expect(() => loadConfig({ NODE_ENV: 'test', AUDIT_RETENTION_DAYS: '-3' })).toThrow(/AUDIT_RETENTION_DAYS/);
      await api().db.query(`INSERT INTO history (resource, id, action, date) VALUES ('places', 1, 'update', now() - interval '31 days'),
        ('places', 1, 'update', now() - interval '29 days')`);
      expect(await pruneHistory(api().db, api().config.auditRetentionDays!)).toBe(1);
      const left = await api().db.query<{ n: number }>(`SELECT count(*)::int AS n FROM history WHERE resource = 'places' AND id = 1`);
      expect(left[0].n).toBe(1);
    });
  },
  { AUDIT_RETENTION_DAYS: '30' },
);
