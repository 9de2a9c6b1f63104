/**
 * CMS pages and chains through the API (declared entities, paged by the server): 25 per page,
 * search accent-insensitive in any language back to the first page, order by the Spanish title,
 * one record as a row per language, add / upd / del with their checks (nothing changes on a
 * refusal), hostile rich text and cover URLs.
 */
import { describeApi, type TestApi } from './helpers/app';
import { ADD, createRefs, minimal } from './helpers/placeEditor';

const CMS_DEFS =
  '$titleES: String, $titleEN: String, $titleGL: String, $titlePT: String, $contentES: String, $contentEN: String, $contentGL: String, $contentPT: String, $cover: String, $parent: Int, $cms_type: Int, $published: Int';
const CMS_PASS =
  'titleES: $titleES, titleEN: $titleEN, titleGL: $titleGL, titlePT: $titlePT, contentES: $contentES, contentEN: $contentEN, contentGL: $contentGL, contentPT: $contentPT, cover: $cover, parent: $parent, cms_type: $cms_type, published: $published';
const CMS_FIELDS = 'idcms lang title content cover parent cms_type published create_date update_date';

const addCms = (api: TestApi, vars: Record<string, unknown>) =>
  api.call(`mutation(${CMS_DEFS}) { r: addCMS(${CMS_PASS}) }`, vars, api.token);
const updCms = (api: TestApi, idcms: number, vars: Record<string, unknown>) =>
  api.call(`mutation($idcms: Int!, ${CMS_DEFS}) { r: updCMS(idcms: $idcms, ${CMS_PASS}) }`, { idcms, ...vars }, api.token);
const cmsRows = async (api: TestApi, idcms: number) => {
  const answer = await api.call(`query($idcms: Int!) { rows: cms(idcms: $idcms) { ${CMS_FIELDS} } }`, { idcms }, api.token);
  return answer.data?.rows as Record<string, unknown>[];
};
const page = (title: string, extra: Record<string, unknown> = {}) => ({ titleES: title, contentES: `<p>${title}</p>`, ...extra });
const firstError = (answer: { errors?: { message: string; extensions?: { code?: string; field?: string } }[] }) => ({
  code: answer.errors?.[0]?.extensions?.code,
  field: answer.errors?.[0]?.extensions?.field,
  message: answer.errors?.[0]?.message,
});

describeApi('CMS pages: a paged list, one page in four languages, add / upd / del', (api) => {
  let before: number;
  beforeAll(async () => {
    const [{ n }] = await api().db.query<{ n: number }>('SELECT count(*)::int AS n FROM cms');
    before = Number(n);
  });

  it('adds a page with its four languages; the page reads back as a row per language in the order EN, ES, GL, PT', async () => {
    const added = await addCms(api(), {
      titleES: 'Cómo llegar',
      titleEN: 'Getting there',
      titleGL: 'Como chegar',
      titlePT: 'Como chegar PT',
      contentES: '<p>Por la <b>A-6</b></p>',
      cover: 'https://img.example.org/portada.jpg',
      cms_type: 1,
      published: 0,
    });
    expect(added.errors).toBeUndefined();
    const id = added.data!.r as number;
    expect(id).toBeGreaterThan(0);
    const rows = await cmsRows(api(), id);
    expect(rows.map((r) => r.lang)).toEqual(['en', 'es', 'gl', 'pt']);
    expect(rows.map((r) => r.title)).toEqual(['Getting there', 'Cómo llegar', 'Como chegar', 'Como chegar PT']);
    expect(rows[1]).toMatchObject({
      content: '<p>Por la <b>A-6</b></p>',
      cover: 'https://img.example.org/portada.jpg',
      cms_type: 1,
      published: 0,
      parent: 0,
    });
    expect(Date.parse(rows[1].create_date as string)).not.toBeNaN();
  });

  it('a new page is a published blog page unless told otherwise (part 2 §4)', async () => {
    const id = (await addCms(api(), page('Valores por defecto'))).data!.r as number;
    const [row] = (await cmsRows(api(), id)).filter((r) => r.lang === 'es');
    expect(row).toMatchObject({ cms_type: 3, published: 1, parent: 0, cover: '' });
  });

  it('lists 25 per page by default, searches every word in any language without accents, and counts with the same filter', async () => {
    for (let i = 1; i <= 27; i++) await addCms(api(), page(`Ruta ${String(i).padStart(2, '0')}`, { titleGL: `Roteiro galego ${i}` }));
    const first = await api().call('{ l: allCMS(search: "ruta") { idcms } n: countCMS(search: "ruta") }', {}, api().token);
    expect(first.data!.l).toHaveLength(25);
    expect(first.data!.n).toBe(27);
    const second = await api().call('{ l: allCMS(search: "ruta", page: 2) { title } }', {}, api().token);
    expect(second.data!.l.map((r: { title: string }) => r.title)).toEqual(['Ruta 02', 'Ruta 01']);
    // 'roteiro' is only in the Galician titles (and '13' in one of them).
    const galician = await api().call('{ n: countCMS(search: "ROTEIRO galego 13") }', {}, api().token);
    expect(galician.data!.n).toBe(1);
    const accents = await api().call('{ l: allCMS(search: "como LLEGAR") { title } }', {}, api().token);
    expect(accents.data!.l.map((r: { title: string }) => r.title)).toEqual(['Cómo llegar']);
    const all = await api().call('{ n: countCMS }', {}, api().token);
    expect(all.data!.n).toBe(before + 29);
  });

  it('sorts by the Spanish title as a Spanish reader expects, and lang "all" gives every language of each entry of the page', async () => {
    await addCms(api(), page('Ñandú azul'));
    await addCms(api(), page('Nube azul'));
    await addCms(api(), page('Órbita azul'));
    const sorted = await api().call('{ l: allCMS(search: "azul", order: "title", items: 100) { title } }', {}, api().token);
    const titles = sorted.data!.l.map((r: { title: string }) => r.title).filter((t: string) => t.endsWith('azul'));
    expect(titles).toEqual(['Nube azul', 'Ñandú azul', 'Órbita azul']);
    const all = await api().call('{ l: allCMS(lang: "all", items: 2, order: "idcms DESC") { idcms lang } }', {}, api().token);
    expect(all.data!.l).toHaveLength(8);
    expect(all.data!.l.map((r: { lang: string }) => r.lang)).toEqual(['en', 'es', 'gl', 'pt', 'en', 'es', 'gl', 'pt']);
  });

  it('refuses an order outside the allow-list and an unknown page', async () => {
    expect(firstError(await api().call('{ allCMS(order: "content") { idcms } }', {}, api().token)).code).toBe('BAD_USER_INPUT');
    expect(firstError(await api().call('{ cms(idcms: 999999) { idcms } }', {}, api().token))).toMatchObject({
      code: 'NOT_FOUND',
      field: 'idcms',
    });
  });

  it('updates the whole page and moves its update_date; refusals name the field and change nothing', async () => {
    const id = (await addCms(api(), page('Antes'))).data!.r as number;
    const [was] = (await cmsRows(api(), id)).filter((r) => r.lang === 'es');
    const updated = await updCms(api(), id, page('Después', { cms_type: 2 }));
    expect(updated.data!.r).toBe(id);
    const [now] = (await cmsRows(api(), id)).filter((r) => r.lang === 'es');
    expect(now).toMatchObject({ title: 'Después', cms_type: 2 });
    expect(Date.parse(now.update_date as string)).toBeGreaterThanOrEqual(Date.parse(was.update_date as string));

    const refusals: [Record<string, unknown>, string, string][] = [
      [{ titleES: '   ' }, 'titleES', 'Seleccionar un tipo'],
      [page('x', { cms_type: 4 }), 'cms_type', 'Tipo no válido: 1 Ayuda, 2 Ayuda empresas, 3 Blog'],
      [page('x', { published: 2 }), 'published', 'Estado no válido: 1 publicado, 0 sin publicar'],
      [page('x', { cover: 'javascript:alert(1)' }), 'cover', 'Dirección no válida en cover: debe ser una URL http:// o https://'],
      [page('x', { cover: 'data:image/png;base64,AAAA' }), 'cover', 'Dirección no válida en cover: debe ser una URL http:// o https://'],
      [page('x', { parent: id }), 'parent', 'Una página no puede ser su propia página superior'],
      [page('x', { parent: 999999 }), 'parent', 'No existe la página 999999'],
      [page('x', { titleEN: 'x'.repeat(301) }), 'titleEN', ''],
    ];
    for (const [vars, field, message] of refusals) {
      const error = firstError(await updCms(api(), id, vars));
      expect(error.code, field).toBe('BAD_USER_INPUT');
      expect(error.field).toBe(field);
      if (message) expect(error.message).toBe(message);
    }
    const [after] = (await cmsRows(api(), id)).filter((r) => r.lang === 'es');
    expect(after).toMatchObject({ title: 'Después', cms_type: 2, cover: '', parent: 0 });
  });

  it('a page cannot hang below one of its own children', async () => {
    const top = (await addCms(api(), page('Arriba'))).data!.r as number;
    const child = (await addCms(api(), page('Abajo', { parent: top }))).data!.r as number;
    const error = firstError(await updCms(api(), top, page('Arriba', { parent: child })));
    expect(error).toMatchObject({ code: 'BAD_USER_INPUT', field: 'parent' });
    expect((await cmsRows(api(), child)).find((r) => r.lang === 'es')!.parent).toBe(top);
  });

  it('stores rich text harmless: no script, handler, javascript: link or opener', async () => {
    const hostile =
      '<p onclick="x()">Hola<script>alert(1)</script><a href="javascript:alert(1)">a</a><img src=x onerror=alert(1)><a href="https://x.es" target="_blank">b</a></p>';
    const id = (await addCms(api(), { titleES: 'XSS', contentES: hostile, contentEN: hostile })).data!.r as number;
    for (const row of await cmsRows(api(), id)) {
      const content = String(row.content);
      expect(content).not.toMatch(/script|onclick|onerror|javascript:/i);
    }
    const es = (await cmsRows(api(), id)).find((r) => r.lang === 'es')!;
    expect(es.content).toContain('rel="noopener noreferrer');
  });

  it('deletes a page: its children lose their parent, the page is gone', async () => {
    const top = (await addCms(api(), page('Se va'))).data!.r as number;
    const child = (await addCms(api(), page('Se queda', { parent: top }))).data!.r as number;
    const del = await api().call('mutation($idcms: Int!) { r: delCMS(idcms: $idcms) }', { idcms: top }, api().token);
    expect(del.data!.r).toBe(true);
    expect(firstError(await api().call('{ cms(idcms: ' + top + ') { idcms } }', {}, api().token)).code).toBe('NOT_FOUND');
    expect((await cmsRows(api(), child)).find((r) => r.lang === 'es')!.parent).toBe(0);
  });

  it('needs a session', async () => {
    expect(firstError(await api().call('{ countCMS }', {}, null)).code).toBe('UNAUTHENTICATED');
  });
});

describeApi('Chains: a paged list with a name and content per language', (api) => {
  const DEFS = '$nameES: String, $nameEN: String, $contentES: String, $cover: String, $published: Int';
  const PASS = 'nameES: $nameES, nameEN: $nameEN, contentES: $contentES, cover: $cover, published: $published';

  it('adds, searches, edits and deletes a chain; the Spanish name is required', async () => {
    const added = await api().call(
      `mutation(${DEFS}) { r: addChain(${PASS}) }`,
      { nameES: 'Cafeterías Ñu', nameEN: 'Gnu cafés', contentES: '<p>Hola</p>', published: 0 },
      api().token,
    );
    const id = added.data!.r as number;
    expect(id).toBeGreaterThan(0);
    const found = await api().call(
      '{ l: allChains(search: "cafeterias nu") { idchain name published } n: countChains(search: "gnu") }',
      {},
      api().token,
    );
    expect(found.data!.l).toEqual([{ idchain: id, name: 'Cafeterías Ñu', published: 0 }]);
    expect(found.data!.n).toBe(1);

    const refused = await api().call(
      `mutation($idchain: Int!, ${DEFS}) { r: updChain(idchain: $idchain, ${PASS}) }`,
      { idchain: id, nameES: '' },
      api().token,
    );
    expect(firstError(refused)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'nameES', message: 'El nombre en español es obligatorio' });

    const del = await api().call('mutation($idchain: Int!) { r: delChain(idchain: $idchain) }', { idchain: id }, api().token);
    expect(del.data!.r).toBe(true);
    const gone = await api().call('{ n: countChains(search: "gnu") }', {}, api().token);
    expect(gone.data!.n).toBe(0);
  });

  it('a chain lists its places; a place belongs to at most one chain; unknown places are refused; deleting the chain frees them', async () => {
    const refs = await createRefs(api());
    const place = async (name: string) => (await api().call(ADD, { p: minimal(refs, { name }) }, api().token)).data!.addPlace as number;
    const [p1, p2, p3] = [await place('Sitio uno'), await place('Sitio dos'), await place('Sitio tres')];
    const DEFS_P = `${DEFS}, $places: String`;
    const PASS_P = `${PASS}, places: $places`;
    const addChain = async (vars: Record<string, unknown>) =>
      (await api().call(`mutation(${DEFS_P}) { r: addChain(${PASS_P}) }`, vars, api().token)).data!.r as number;
    const read = async (idchain: number) =>
      (await api().call('query($id: Int!) { c: chain(idchain: $id) { lang places places_count } }', { id: idchain }, api().token)).data!
        .c[0];

    const first = await addChain({ nameES: 'Primera', places: `${p1}, ${p2}` });
    expect(await read(first)).toMatchObject({ places: [p1, p2], places_count: 2 });
    // p2 moves to the second chain
    const second = await addChain({ nameES: 'Segunda', places: `${p2},${p3}` });
    expect(await read(first)).toMatchObject({ places: [p1], places_count: 1 });
    expect(await read(second)).toMatchObject({ places: [p2, p3], places_count: 2 });

    const refused = await api().call(
      `mutation($idchain: Int!, ${DEFS_P}) { r: updChain(idchain: $idchain, ${PASS_P}) }`,
      { idchain: second, nameES: 'Segunda', places: `${p3},999998,999999` },
      api().token,
    );
    expect(firstError(refused)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'places', message: 'No existen los sitios 999998, 999999' });
    expect(await read(second)).toMatchObject({ places: [p2, p3] });

    await api().call('mutation($idchain: Int!) { r: delChain(idchain: $idchain) }', { idchain: second }, api().token);
    const rows = await api().db.query<{ idplace: number; idchain: number | null }>(
      'SELECT idplace, idchain FROM places WHERE idplace = ANY($1::int[]) ORDER BY idplace',
      [[p1, p2, p3]],
    );
    expect(rows.map((r) => r.idchain)).toEqual([first, null, null]);
  });
});
