/**
 * GET /api/export/:resource: a list's rows — its filters and order as the GraphQL list takes them,
 * every page — as a CSV a Spanish spreadsheet opens (BOM, `;`, CRLF, quotes, no formulas, local
 * dates), read in chunks of 2,000 without skipping or repeating a row; refusals before any row.
 */
import { describeApi, type TestApi } from './helpers/app';
import { csvRecords as records } from '../support/csvRecords';

const PLACE_COLUMNS = [
  { source: 'idplace', label: 'Id' },
  { source: 'name', label: 'Nombre' },
  { source: 'city', label: 'Ciudad' },
  {
    source: 'published',
    label: 'Estado',
    values: { 0: 'No publicado', 1: 'Publicado', 2: 'Cerrado permanentemente', 3: 'Cerrado temporalmente' },
  },
  { source: 'create_date', label: 'Creado' },
];

async function download(api: TestApi, resource: string, query: Record<string, unknown>, token: string | null = api.token) {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
  );
  return api.app.inject({
    method: 'GET',
    url: `/api/export/${resource}?${search}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

describeApi('Export a list as CSV', (api) => {
  beforeAll(async () => {
    const db = api().db;
    // 4,500 «Lote» places (more than two chunks) in two cities, and some with hostile names.
    await db.query(`INSERT INTO places (name, city, province, published, create_date)
      SELECT 'Lote ' || lpad(i::text, 4, '0'), CASE WHEN i % 3 = 0 THEN 'Lugo' ELSE 'Vigo' END, 'Galicia', i % 2,
             timestamptz '2026-01-15 23:30:00+00' - make_interval(secs => i)
        FROM generate_series(1, 4500) i`);
    await db.query(`INSERT INTO places (name, city, province, published, create_date) VALUES
      ('Bar "El Sur"; tapas', 'Cádiz', 'Cádiz', 1, '2026-07-01 10:00:00.123456+00'),
      ('=HYPERLINK("http://evil")', 'Cádiz', 'Cádiz', 1, '2026-07-01 10:00:00.123456+00'),
      ('Dos
líneas', 'Cádiz', 'Cádiz', 1, '2026-07-01 10:00:00.123457+00')`);
  });

  it('a filtered, sorted export holds exactly the rows of the list, every page, in its order', async () => {
    const args = { search: 'lote', published: 1, order: 'name DESC' };
    const response = await download(api(), 'places', { args, columns: PLACE_COLUMNS, tz: 'Europe/Madrid' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="places.csv"');
    expect(response.headers['x-total-count']).toBe('2250');
    const [header, ...rows] = records(response.body);
    expect(header).toEqual(['Id', 'Nombre', 'Ciudad', 'Estado', 'Creado']);
    // The list itself, page by page through the API.
    const listed: string[] = [];
    for (let page = 1; page <= 23; page += 1) {
      const { data } = await api().call(
        'query($p: Int) { allPlaces(search: "lote", published: 1, order: "name DESC", items: 100, page: $p) { name } }',
        { p: page },
        api().token,
      );
      listed.push(...(data!.allPlaces as { name: string }[]).map((p) => p.name));
    }
    expect(listed).toHaveLength(2250);
    expect(rows.map((r) => r[1])).toEqual(listed);
    // Without the state filter the answer changes: both states, 4,500.
    const all = await download(api(), 'places', { args: { search: 'lote' }, columns: PLACE_COLUMNS });
    expect(records(all.body)).toHaveLength(4501);
    expect(new Set(rows.map((r) => r[3]))).toEqual(new Set(['Publicado']));
  });

  it('writes dates in the reader’s time zone and keeps microseconds apart when paging by date', async () => {
    const response = await download(api(), 'places', { args: { search: 'lote 0001' }, columns: PLACE_COLUMNS, tz: 'Europe/Madrid' });
    // 23:29:59 UTC on 15 January is 00:29:59 of the 16th in Madrid.
    expect(records(response.body)[1]).toEqual([expect.stringMatching(/^\d+$/), 'Lote 0001', 'Vigo', 'Publicado', '16/01/2026 00:29:59']);
    const canaries = await download(api(), 'places', { args: { search: 'lote 0001' }, columns: PLACE_COLUMNS, tz: 'Atlantic/Canary' });
    expect(records(canaries.body)[1][4]).toBe('15/01/2026 23:29:59');
    // 2,100 places a microsecond apart, sorted by date: the chunk boundary falls inside the same
    // millisecond, and each place still comes once.
    await api().db.query(`INSERT INTO places (name, city, province, create_date)
      SELECT 'Micro ' || i, 'Ourense', 'Ourense', timestamptz '2026-03-01 12:00:00+00' + make_interval(secs => i / 1000000.0)
        FROM generate_series(1, 2100) i`);
    const byDate = await download(api(), 'places', { args: { search: 'micro', order: 'create_date' }, columns: PLACE_COLUMNS });
    const names = records(byDate.body)
      .slice(1)
      .map((r) => r[1]);
    expect(names).toHaveLength(2100);
    expect(new Set(names).size).toBe(2100);
    expect(names.slice(0, 3)).toEqual(['Micro 1', 'Micro 2', 'Micro 3']);
  });

  it('quotes separators, quotes and line breaks, and never writes a formula', async () => {
    const response = await download(api(), 'places', { args: { search: 'cadiz', order: 'idplace' }, columns: PLACE_COLUMNS.slice(1, 2) });
    expect(response.body).toContain('"Bar ""El Sur""; tapas"\r\n');
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil"")"\r\n`);
    expect(response.body).toContain('"Dos\nlíneas"\r\n');
    expect(records(response.body).slice(1)).toEqual([['Bar "El Sur"; tapas'], [`'=HYPERLINK("http://evil")`], ['Dos\nlíneas']]);
  });

  it('exports a declared entity with its own filters: CMS pages missing an English text', async () => {
    const add = (vars: Record<string, unknown>) =>
      api().call('mutation($es: String, $en: String) { addCMS(titleES: $es, titleEN: $en) }', vars, api().token);
    await add({ es: 'Solo en español' });
    await add({ es: 'Traducida', en: 'Translated' });
    const columns = [
      { source: 'title.es', label: 'Título (Español)' },
      { source: 'title.en', label: 'Título (Inglés)' },
    ];
    const missing = await download(api(), 'cms', { args: { missing_translation: 'en' }, columns });
    expect(records(missing.body)).toEqual([
      ['Título (Español)', 'Título (Inglés)'],
      ['Solo en español', ''],
    ]);
    const all = await download(api(), 'cms', { args: { order: 'title' }, columns });
    expect(records(all.body).slice(1)).toEqual([
      ['Solo en español', ''],
      ['Traducida', 'Translated'],
    ]);
  });

  it('exports the users list in its order, every page, those who never connected last', async () => {
    // 2,300 «Socia» users (more than a chunk): one in three never connected; and others the search leaves out.
    await api().db.query(`INSERT INTO users (name, email, password_hash, newsletter, registration_date, last_connection)
      SELECT 'Socia ' || lpad(i::text, 4, '0'), 'socia' || i || '@example.com', CASE WHEN i % 2 = 0 THEN 'x' END, i % 5 = 0,
             timestamptz '2026-02-01 12:00:00+00' + make_interval(mins => i),
             CASE WHEN i % 3 = 0 THEN NULL ELSE timestamptz '2026-05-01 08:00:00+00' + make_interval(secs => i % 700) END
        FROM generate_series(1, 2300) i`);
    await api().db.query(
      `INSERT INTO users (name, email) SELECT 'Otro ' || i, 'otro' || i || '@example.com' FROM generate_series(1, 30) i`,
    );
    const columns = [
      { source: 'name', label: 'Nombre' },
      { source: 'registration', label: 'Tipo de registro', values: { password: 'Correo y contraseña', none: 'Sin registro' } },
      { source: 'last_connection', label: 'Última conexión' },
      { source: 'newsletter', label: 'Newsletter' },
    ];
    for (const order of ['last_connection DESC', 'last_connection']) {
      const response = await download(api(), 'users', { args: { search: 'socia', order }, columns, tz: 'Europe/Madrid' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-total-count']).toBe('2300');
      const [header, ...rows] = records(response.body);
      expect(header).toEqual(['Nombre', 'Tipo de registro', 'Última conexión', 'Newsletter']);
      const listed: string[] = [];
      for (let page = 1; page <= 23; page += 1) {
        const { data } = await api().call(
          'query($o: String, $p: Int) { allUsers(search: "socia", order: $o, items: 100, page: $p) { name } }',
          { o: order, p: page },
          api().token,
        );
        listed.push(...(data!.allUsers as { name: string }[]).map((u) => u.name));
      }
      expect(rows.map((r) => r[0])).toEqual(listed);
      // 766 never connected: the last rows, with an empty date, either way.
      expect(rows.slice(-766).every((r) => r[2] === '')).toBe(true);
      expect(rows[2300 - 767][2]).not.toBe('');
    }
    const one = await download(api(), 'users', { args: { search: 'socia 0010' }, columns, tz: 'Europe/Madrid' });
    // 08:00:10 UTC on 1 May is 10:00:10 in Madrid (summer time).
    expect(records(one.body)[1]).toEqual(['Socia 0010', 'Correo y contraseña', '01/05/2026 10:00:10', 'sí']);
    expect((await download(api(), 'users', { args: { lastmonths: 0 }, columns })).json().errors[0].extensions.field).toBe('lastmonths');
    expect((await download(api(), 'users', { args: { order: 'password_hash' }, columns })).statusCode).toBe(400);
    expect((await download(api(), 'users', { columns: [{ source: 'password_hash', label: 'x' }] })).statusCode).toBe(400);
  });

  it('exports the reviews and the suggestions lists with their filters, every page, in their order', async () => {
    const db = api().db;
    const [{ idplace, iduser }] = await db.query<{ idplace: number; iduser: number }>(
      `SELECT (SELECT min(idplace) FROM places) AS idplace, (SELECT min(iduser) FROM users) AS iduser`,
    );
    // 2,400 reviews, a third hidden, and 2,400 suggestions, a quarter closed: the filters change the answer.
    await db.query(
      `INSERT INTO reviews (idplace, iduser, text, published, date)
        SELECT $1, $2, 'Reseña ' || i, i % 3 <> 0, timestamptz '2026-04-01 00:00:00+00' + make_interval(mins => i % 50)
          FROM generate_series(1, 2400) i`,
      [idplace, iduser],
    );
    await db.query(
      `INSERT INTO suggestions (idplace, iduser, reason, status, create_date)
        SELECT $1, $2, 'Motivo ' || i, CASE WHEN i % 4 = 0 THEN 1 ELSE 0 END, timestamptz '2026-04-01 00:00:00+00' + make_interval(mins => i % 50)
          FROM generate_series(1, 2400) i`,
      [idplace, iduser],
    );
    const cases = [
      {
        resource: 'reviews',
        query: 'allReviews',
        args: { published: true, order: 'published' },
        gql: 'published: true, order: "published"',
        text: 'text',
        n: 1600,
      },
      { resource: 'reviews', query: 'allReviews', args: { order: 'date' }, gql: 'order: "date"', text: 'text', n: 2400 },
      { resource: 'suggestions', query: 'allSuggestions', args: { status: 0 }, gql: 'status: 0', text: 'reason', n: 1800 },
    ];
    for (const { resource, query, args, gql, text, n } of cases) {
      const response = await download(api(), resource, { args, columns: [{ source: text, label: 'Texto' }] });
      expect(response.statusCode, resource).toBe(200);
      expect(response.headers['x-total-count']).toBe(String(n));
      const listed: string[] = [];
      for (let page = 1; listed.length < n; page += 1) {
        const { data } = await api().call(`{ rows: ${query}(${gql}, items: 100, page: ${page}) { ${text} } }`, {}, api().token);
        const rows = data!.rows as Record<string, string>[];
        expect(rows.length).toBeGreaterThan(0);
        listed.push(...rows.map((row) => row[text]));
      }
      expect(
        records(response.body)
          .slice(1)
          .map((r) => r[0]),
        `${resource} ${gql}`,
      ).toEqual(listed);
    }
    const review = await download(api(), 'reviews', {
      args: { search: 'reseña 2399' },
      columns: [
        { source: 'place', label: 'Sitio' },
        { source: 'text', label: 'Texto' },
        { source: 'published', label: 'Publicada' },
        { source: 'date', label: 'Fecha' },
      ],
      tz: 'UTC',
    });
    const [place] = await db.query<{ name: string }>('SELECT name FROM places WHERE idplace = $1', [idplace]);
    expect(records(review.body).slice(1)).toEqual([[place.name, 'Reseña 2399', 'sí', '01/04/2026 00:49:00']]);
    const closed = await download(api(), 'suggestions', {
      args: { status: 1, search: 'motivo 2400' },
      columns: [
        { source: 'status', label: 'Estado', values: { 0: 'Abierta', 1: 'Cerrada' } },
        { source: 'email', label: 'Correo' },
      ],
    });
    expect(records(closed.body).slice(1)).toEqual([['Cerrada', expect.stringContaining('@')]]);
    for (const [resource, query, field] of [
      ['reviews', { args: { published: 'yes' } }, 'published'],
      ['reviews', { args: { idplace: -1 } }, 'idplace'],
      ['suggestions', { args: { status: 7 } }, 'status'],
      ['suggestions', { args: { order: 'reason' } }, 'order'],
    ] as const) {
      const response = await download(api(), resource, { ...query, columns: [{ source: 'idplace', label: 'Id' }] });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errors[0].extensions, field).toEqual({ code: 'BAD_USER_INPUT', field });
    }
  });

  it('exports «Actividad del panel»: the changes of one entity, newest first, each «field: before → after»', async () => {
    const added = await api().call('mutation { r: addChain(nameES: "Cadena del historial") }', {}, api().token);
    const idchain = added.data!.r as number;
    await api().call('mutation($id: Int!) { r: updChain(idchain: $id, nameES: "Cadena renombrada") }', { id: idchain }, api().token);
    const columns = [
      { source: 'action', label: 'Acción', values: { create: 'Creación', update: 'Edición', delete: 'Borrado' } },
      { source: 'recordId', label: 'Registro' },
      { source: 'changes', label: 'Cambios' },
    ];
    const response = await download(api(), 'history', { args: { resource: 'chains' }, columns });
    const { data } = await api().call('{ n: countHistory(resource: "chains") }', {}, api().token);
    const rows = records(response.body).slice(1);
    // Only the chain's two entries: the places, CMS pages and users written before are not there.
    expect(rows).toHaveLength(data!.n as number);
    expect(rows.map((r) => [r[0], r[1]])).toEqual([
      ['Edición', String(idchain)],
      ['Creación', String(idchain)],
    ]);
    expect(rows[0][2]).toContain('Cadena del historial → Cadena renombrada');
  });

  it('refuses, before reading any row, a caller without a session, an unknown list and bad parameters, naming them', async () => {
    expect((await download(api(), 'places', { columns: PLACE_COLUMNS }, null)).statusCode).toBe(401);
    const unknown = await download(api(), 'constructor', { columns: PLACE_COLUMNS });
    expect(unknown.statusCode).toBe(404);
    const cases: [Record<string, unknown>, string][] = [
      [{ args: '{not json', columns: PLACE_COLUMNS }, 'args'],
      [{ args: 'x'.repeat(5000), columns: PLACE_COLUMNS }, 'args'],
      [{ args: [1, 2], columns: PLACE_COLUMNS }, 'args'],
      [{ args: { published: 9 }, columns: PLACE_COLUMNS }, 'published'],
      [{ args: { missing_translation: 'fr' }, columns: PLACE_COLUMNS }, 'missing_translation'],
      [{ args: { order: 'random' }, columns: PLACE_COLUMNS }, 'order'],
      [{ args: { order: 'password_hash' }, columns: PLACE_COLUMNS }, 'order'],
      [{ columns: [] }, 'columns'],
      [{ columns: [{ source: 'password_hash', label: 'x' }] }, 'columns[0]'],
      [{ columns: [{ source: '__proto__', label: 'x' }] }, 'columns[0]'],
      [{ columns: [{ source: 'name', label: 'Nombre\r\n=1+1' }] }, 'columns[0]'],
      [{ columns: Array.from({ length: 61 }, () => ({ source: 'name', label: 'N' })) }, 'columns'],
      [{ columns: PLACE_COLUMNS, tz: '../../etc/passwd' }, 'tz'],
    ];
    for (const [query, field] of cases) {
      const response = await download(api(), 'places', query);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errors[0].extensions, field).toEqual({ code: 'BAD_USER_INPUT', field });
    }
  });
});
