/** allSuggestions / countSuggestions / suggestion / updSuggestion / delSuggestion (docs/api.md «Sugerencias»). */
import { describeApi } from './helpers/app';

const LIST = `query($search: String, $status: Int, $idplace: Int, $iduser: Int, $ids: [Int!], $order: String, $items: Int, $page: Int) {
  allSuggestions(search: $search, status: $status, idplace: $idplace, iduser: $iduser, ids: $ids, order: $order, items: $items, page: $page) {
    idsuggestion idplace place iduser user email reason status create_date
  }
  countSuggestions(search: $search, status: $status, idplace: $idplace, iduser: $iduser, ids: $ids)
}`;
const ONE = `query($idsuggestion: Int!) { suggestion(idsuggestion: $idsuggestion) { idsuggestion place user email reason status } }`;
const UPD = `mutation($idsuggestion: Int!, $status: Int!) { updSuggestion(idsuggestion: $idsuggestion, status: $status) }`;
const DEL = `mutation($idsuggestion: Int!) { delSuggestion(idsuggestion: $idsuggestion) }`;

type Row = { idsuggestion: number; reason: string; status: number; place: string; user: string; email: string };

describeApi('suggestions', (api) => {
  const call = (query: string, variables: Record<string, unknown> = {}) => api().call(query, variables, api().token);
  const reasons = (rows: Row[]) => rows.map((r) => r.reason);
  let users: number[] = [];
  let places: number[] = [];
  let ids: number[] = [];

  beforeAll(async () => {
    const db = api().db;
    users = (
      await db.query<{ iduser: number }>(`INSERT INTO users (name, email, registration_date) VALUES
        ('Begoña Iglesias', 'bego@example.com', now()), ('Xoán Pérez', 'xoan@correo.gal', now()) RETURNING iduser`)
    ).map((r) => r.iduser);
    places = (
      await db.query<{ idplace: number }>(
        `INSERT INTO places (name, city) VALUES ('Café Ñandú', 'Lugo'), ('Museo do Mar', 'Vigo') RETURNING idplace`,
      )
    ).map((r) => r.idplace);
    ids = (
      await db.query<{ idsuggestion: number }>(
        `INSERT INTO suggestions (idplace, iduser, reason, status, create_date) VALUES
        ($1, $3, 'El horario está mal', 0, now() - interval '1 day'),
        ($1, $4, 'Ya no tiene menú sin gluten', 1, now() - interval '2 days'),
        ($2, $3, 'Falta la rampa de acceso', 0, now() - interval '3 days')
        RETURNING idsuggestion`,
        [places[0], places[1], users[0], users[1]],
      )
    ).map((r) => r.idsuggestion);
  });

  it('lists every suggestion newest first with place, user name and e-mail, and counts them in the same request', async () => {
    const { data, errors } = await call(LIST);
    expect(errors).toBeUndefined();
    expect(data!.countSuggestions).toBe(3);
    expect(reasons(data!.allSuggestions)).toEqual(['El horario está mal', 'Ya no tiene menú sin gluten', 'Falta la rampa de acceso']);
    expect(data!.allSuggestions[1]).toMatchObject({
      idsuggestion: ids[1],
      idplace: places[0],
      place: 'Café Ñandú',
      iduser: users[1],
      user: 'Xoán Pérez',
      email: 'xoan@correo.gal',
      status: 1,
    });
    expect(Date.parse(data!.allSuggestions[0].create_date)).toBeGreaterThan(0);
  });

  it('searches every word in reason, place, user name and e-mail, without accents or case', async () => {
    const search = async (text: string) => {
      const { data } = await call(LIST, { search: text });
      return [data!.countSuggestions, reasons(data!.allSuggestions)];
    };
    expect(await search('MENU GLUTEN')).toEqual([1, ['Ya no tiene menú sin gluten']]);
    expect(await search('cafe nandu')).toEqual([2, ['El horario está mal', 'Ya no tiene menú sin gluten']]);
    expect(await search('xoan')).toEqual([1, ['Ya no tiene menú sin gluten']]);
    expect(await search('correo.gal')).toEqual([1, ['Ya no tiene menú sin gluten']]);
    expect(await search('begona rampa')).toEqual([1, ['Falta la rampa de acceso']]);
    expect(await search('100%')).toEqual([0, []]);
  });

  it('filters by status, place, user and ids, list and count alike', async () => {
    const open = await call(LIST, { status: 0 });
    expect([open.data!.countSuggestions, reasons(open.data!.allSuggestions)]).toEqual([
      2,
      ['El horario está mal', 'Falta la rampa de acceso'],
    ]);
    const closed = await call(LIST, { status: 1 });
    expect([closed.data!.countSuggestions, reasons(closed.data!.allSuggestions)]).toEqual([1, ['Ya no tiene menú sin gluten']]);
    expect((await call(LIST, { idplace: places[1] })).data!.countSuggestions).toBe(1);
    expect((await call(LIST, { iduser: users[0], status: 0 })).data!.countSuggestions).toBe(2);
    expect((await call(LIST, { ids: [ids[0], ids[2]] })).data!.countSuggestions).toBe(2);
  });

  it('orders and pages', async () => {
    const page = await call(LIST, { order: 'create_date', items: 2, page: 1 });
    expect(reasons(page.data!.allSuggestions)).toEqual(['Falta la rampa de acceso', 'Ya no tiene menú sin gluten']);
    const page2 = await call(LIST, { order: 'create_date', items: 2, page: 2 });
    expect(reasons(page2.data!.allSuggestions)).toEqual(['El horario está mal']);
    const byStatus = await call(LIST, { order: 'status DESC', items: 1 });
    expect(reasons(byStatus.data!.allSuggestions)).toEqual(['Ya no tiene menú sin gluten']);
  });

  it('reads one, closes and reopens it (read back), and NOT_FOUND names idsuggestion', async () => {
    const one = await call(ONE, { idsuggestion: ids[0] });
    expect(one.data!.suggestion).toEqual({
      idsuggestion: ids[0],
      place: 'Café Ñandú',
      user: 'Begoña Iglesias',
      email: 'bego@example.com',
      reason: 'El horario está mal',
      status: 0,
    });
    expect((await call(UPD, { idsuggestion: ids[0], status: 1 })).data!.updSuggestion).toBe(ids[0]);
    expect((await call(ONE, { idsuggestion: ids[0] })).data!.suggestion.status).toBe(1);
    expect((await call(UPD, { idsuggestion: ids[0], status: 0 })).data!.updSuggestion).toBe(ids[0]);
    expect((await call(ONE, { idsuggestion: ids[0] })).data!.suggestion.status).toBe(0);

    const missing = await call(ONE, { idsuggestion: 999999 });
    expect(missing.errors![0].extensions).toMatchObject({ code: 'NOT_FOUND', field: 'idsuggestion' });
    const missingUpd = await call(UPD, { idsuggestion: 999999, status: 1 });
    expect(missingUpd.errors![0].extensions).toMatchObject({ code: 'NOT_FOUND', field: 'idsuggestion' });
  });

  it('deletes one suggestion only; a second delete is NOT_FOUND', async () => {
    const db = api().db;
    const extra = await db.query<{ idsuggestion: number }>(
      `INSERT INTO suggestions (idplace, iduser, reason) VALUES ($1, $2, 'Borrar esta') RETURNING idsuggestion`,
      [places[1], users[1]],
    );
    const id = extra[0].idsuggestion;
    expect((await call(DEL, { idsuggestion: id })).data!.delSuggestion).toBe(true);
    const again = await call(DEL, { idsuggestion: id });
    expect(again.errors![0].extensions).toMatchObject({ code: 'NOT_FOUND', field: 'idsuggestion' });
    expect((await call(LIST)).data!.countSuggestions).toBe(3);
  });

  it('refuses bad arguments naming them, and changes nothing', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      [LIST, { status: 2 }, 'status'],
      [LIST, { status: -1 }, 'status'],
      [LIST, { order: 'reason' }, 'order'],
      [LIST, { order: 'create_date; DROP TABLE suggestions' }, 'order'],
      [LIST, { search: 'x'.repeat(201) }, 'search'],
      [LIST, { idplace: 0 }, 'idplace'],
      [LIST, { iduser: -3 }, 'iduser'],
      [LIST, { items: 101 }, 'items'],
      [ONE, { idsuggestion: 0 }, 'idsuggestion'],
      [UPD, { idsuggestion: ids[1], status: 2 }, 'status'],
      [UPD, { idsuggestion: -1, status: 1 }, 'idsuggestion'],
      [DEL, { idsuggestion: 0 }, 'idsuggestion'],
    ];
    for (const [query, variables, field] of cases) {
      const { data, errors } = await call(query, variables);
      expect(data, JSON.stringify(variables)).toBeNull();
      expect(errors![0].extensions, JSON.stringify(variables)).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
    const rows = await api().db.query<{ status: number }>('SELECT status FROM suggestions ORDER BY idsuggestion');
    expect(rows.map((r) => r.status)).toEqual([0, 1, 0]);
  });
});
