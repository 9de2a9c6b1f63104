/**
 * Events through the API (a declared entity without languages, paged by the server, written in
 * one input object): 25 per page, accent-insensitive search back to the first page, one event,
 * add / upd / del with their checks (a type must be chosen; nothing changes on a refusal), videos
 * written with the event, photos and PDFs uploaded with idevent, remove_files deleting rows and files.
 */
import sharp from 'sharp';
import { describeApi, type TestApi } from './helpers/app';
import { minimalPdf, postUpload, storedFiles } from './helpers/upload';

const EVENT_FIELDS =
  'idevent name description buy_url buy_price buy_img country type published create_date update_date photos { idmedia url name } pdfs { idmedia url name } videos { idmedia url name }';

const addEvent = (api: TestApi, event: Record<string, unknown>) =>
  api.call('mutation($event: EventInput!) { r: addEvent(event: $event) }', { event }, api.token);
const updEvent = (api: TestApi, idevent: number, event: Record<string, unknown>) =>
  api.call(
    'mutation($idevent: Int!, $event: EventInput!) { r: updEvent(idevent: $idevent, event: $event) }',
    { idevent, event },
    api.token,
  );
const readEvent = async (api: TestApi, idevent: number) => {
  const answer = await api.call(`query($idevent: Int!) { e: event(idevent: $idevent) { ${EVENT_FIELDS} } }`, { idevent }, api.token);
  return answer.data?.e as Record<string, unknown> & { photos: Media[]; pdfs: Media[]; videos: Media[] };
};
const list = async (api: TestApi, args: Record<string, unknown>) => {
  const answer = await api.call(
    'query($search: String, $page: Int, $order: String) { items: allEvents(search: $search, page: $page, order: $order) { idevent name } n: countEvents(search: $search) }',
    args,
    api.token,
  );
  expect(answer.errors).toBeUndefined();
  return answer.data as { items: { idevent: number; name: string }[]; n: number };
};
const firstError = (answer: { errors?: { message: string; extensions?: { code?: string; field?: string } }[] }) => ({
  code: answer.errors?.[0]?.extensions?.code,
  field: answer.errors?.[0]?.extensions?.field,
  message: answer.errors?.[0]?.message,
});

interface Media {
  idmedia: number;
  url: string;
  name: string;
}

describeApi('Events: a paged list, one event, add / upd / del with videos, uploads and removals', (api) => {
  it('adds an event with every field; it reads back as one record, published and in Spain by default', async () => {
    const added = await addEvent(api(), {
      name: '  Concierto de Año Nuevo ',
      description: '<p>Con la <b>orquesta</b></p><script>alert(1)</script>',
      buy_url: 'https://entradas.example.org/concierto',
      buy_price: '12 €',
      buy_img: 'https://img.example.org/entrada.jpg',
      type: 'Concierto',
      videos: [{ url: 'https://www.youtube.com/watch?v=abc', name: 'Ensayo' }],
    });
    expect(added.errors).toBeUndefined();
    const id = added.data!.r as number;
    expect(id).toBeGreaterThan(0);
    const event = await readEvent(api(), id);
    expect(event).toMatchObject({
      idevent: id,
      name: 'Concierto de Año Nuevo',
      description: '<p>Con la <b>orquesta</b></p>',
      buy_url: 'https://entradas.example.org/concierto',
      buy_price: '12 €',
      type: 'Concierto',
      country: 'ES',
      published: true,
      photos: [],
      pdfs: [],
    });
    expect(event.videos).toEqual([{ idmedia: expect.any(Number), url: 'https://www.youtube.com/watch?v=abc', name: 'Ensayo' }]);
  });

  it('refuses an event without a type, a name, a known country or an http(s) ticket link, naming the field; nothing is added', async () => {
    const [{ n: before }] = await api().db.query<{ n: number }>('SELECT count(*)::int AS n FROM events');
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ name: 'Sin tipo' }, 'type', /^Seleccionar un tipo$/],
      [{ name: 'Tipo raro', type: 'Ópera' }, 'type', /^Seleccionar un tipo$/],
      [{ name: '   ', type: 'Magia' }, 'name', /nombre es obligatorio/],
      [{ name: 'País', type: 'Magia', country: 'XX' }, 'country', /País no válido/],
      [{ name: 'Enlace', type: 'Magia', buy_url: 'javascript:1/alert(document.domain)' }, 'buy_url', /http/],
      [{ name: 'Imagen', type: 'Magia', buy_img: 'data:1/text/html,<script>' }, 'buy_img', /http/],
      [{ name: 'Vídeo', type: 'Magia', videos: [{ url: 'vbscript:1/x', name: 'v' }] }, 'videos', /http/],
      [{ name: 'Largo', type: 'Magia', buy_price: 'x'.repeat(101) }, 'buy_price', /.+/],
      [{ name: 'Viejo', type: 'Magia', remove_files: [1] }, 'remove_files', /nueva/],
    ];
    for (const [event, field, message] of cases) {
      const answer = await addEvent(api(), event);
      expect(firstError(answer), JSON.stringify(event)).toMatchObject({ code: 'BAD_USER_INPUT', field });
      expect(firstError(answer).message).toMatch(message);
    }
    const [{ n: after }] = await api().db.query<{ n: number }>('SELECT count(*)::int AS n FROM events');
    expect(after).toBe(before);
  });

  it('lists 25 per page, searches accent-insensitively in every word and sorts by name in Spanish order', async () => {
    for (const name of ['Ñandú en el circo', 'Nube de magia', 'Óscar y la música', 'Zarzuela en el parque']) {
      expect((await addEvent(api(), { name, type: 'Otros' })).errors).toBeUndefined();
    }
    const found = await list(api(), { search: 'oscar MUSICA' });
    expect(found.items.map((e) => e.name)).toEqual(['Óscar y la música']);
    expect(found.n).toBe(1);
    const circo = await list(api(), { search: 'circo ñandu' });
    expect(circo.items.map((e) => e.name)).toEqual(['Ñandú en el circo']);
    // Spanish order: N before Ñ before O (accents aside) before Z.
    const byName = await list(api(), { search: 'a', order: 'name' });
    const names = byName.items.map((e) => e.name);
    expect(names.indexOf('Nube de magia')).toBeLessThan(names.indexOf('Ñandú en el circo'));
    expect(names.indexOf('Ñandú en el circo')).toBeLessThan(names.indexOf('Óscar y la música'));
    expect(names.indexOf('Óscar y la música')).toBeLessThan(names.indexOf('Zarzuela en el parque'));
    await api().db.query(`INSERT INTO events (name, type) SELECT 'Relleno ' || g, 'Humor' FROM generate_series(1, 30) g`);
    const all = await list(api(), {});
    expect(all.items).toHaveLength(25);
    const second = await list(api(), { page: 2 });
    expect(second.items.length).toBe(Math.min(25, all.n - 25));
    expect(second.items[0].idevent).toBeLessThan(all.items[24].idevent);
  });

  it('uploads photos and PDFs with idevent; updEvent removes the ones in remove_files (rows and files) and keeps the rest', async () => {
    const id = (await addEvent(api(), { name: 'Teatro con fotos', type: 'Teatro', videos: [{ url: 'https://vimeo.com/1', name: 'Uno' }] }))
      .data!.r as number;
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 200, g: 20, b: 20 } } })
      .jpeg()
      .toBuffer();
    const photos = await postUpload(
      api(),
      [
        ['type', 'foto'],
        ['idevent', String(id)],
      ],
      [
        { bytes: jpeg, name: 'escena.jpg', field: 'foto[]' },
        { bytes: jpeg, name: 'telón.jpg', field: 'foto[]' },
      ],
    );
    expect(photos.status, JSON.stringify(photos.body)).toBe(200);
    const pdf = await postUpload(
      api(),
      [
        ['type', 'pdf'],
        ['idevent', String(id)],
        ['pdftitle[]', 'Programa'],
      ],
      [{ bytes: minimalPdf(), name: 'programa.pdf', field: 'pdf[]' }],
    );
    expect(pdf.status, JSON.stringify(pdf.body)).toBe(200);
    const event = await readEvent(api(), id);
    expect(event.photos.map((p) => p.name)).toEqual(['escena.jpg', 'telón.jpg']);
    expect(event.photos[0].url).toMatch(new RegExp(`^/media/events/${id}/[0-9a-f]{24}\\.webp$`));
    expect(event.pdfs.map((p) => p.name)).toEqual(['Programa']);
    const dir = api().config.uploadDir;
    const before = storedFiles(dir).filter((f) => f.startsWith(`events/${id}/`));
    // Two photos with their thumbnails and the PDF.
    expect(before).toHaveLength(5);

    const [first] = event.photos;
    const video = event.videos[0];
    const updated = await updEvent(api(), id, {
      name: 'Teatro con fotos',
      type: 'Teatro',
      published: false,
      videos: [
        { id: video.idmedia, url: 'https://vimeo.com/2', name: 'Dos' },
        { url: 'https://vimeo.com/3', name: 'Tres' },
      ],
      remove_files: [first.idmedia, event.pdfs[0].idmedia],
    });
    expect(updated.errors).toBeUndefined();
    const after = await readEvent(api(), id);
    expect(after.published).toBe(false);
    expect(after.photos.map((p) => p.name)).toEqual(['telón.jpg']);
    expect(after.pdfs).toEqual([]);
    expect(after.videos.map((v) => [v.url, v.name])).toEqual([
      ['https://vimeo.com/2', 'Dos'],
      ['https://vimeo.com/3', 'Tres'],
    ]);
    // The removed photo (and its thumbnail) and the PDF are gone from disk; the kept photo stays.
    expect(storedFiles(dir).filter((f) => f.startsWith(`events/${id}/`))).toHaveLength(2);

    expect((await api().call('mutation($id: Int!) { r: delEvent(idevent: $id) }', { id }, api().token)).data?.r).toBe(true);
    expect(storedFiles(dir).filter((f) => f.startsWith(`events/${id}/`))).toEqual([]);
    const gone = await api().call('query($id: Int!) { e: event(idevent: $id) { idevent } }', { id }, api().token);
    expect(firstError(gone)).toMatchObject({ code: 'NOT_FOUND', field: 'idevent', message: `El evento ${id} no existe` });
  });

  it('refuses media of another event or of a place in remove_files and videos, changing nothing', async () => {
    const a = (await addEvent(api(), { name: 'Evento A', type: 'Baile', videos: [{ url: 'https://vimeo.com/a', name: 'A' }] })).data!
      .r as number;
    const b = (await addEvent(api(), { name: 'Evento B', type: 'Baile' })).data!.r as number;
    const videoOfA = (await readEvent(api(), a)).videos[0].idmedia;
    const removal = await updEvent(api(), b, { name: 'Evento B cambiado', type: 'Baile', remove_files: [videoOfA] });
    expect(firstError(removal)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'remove_files' });
    expect(firstError(removal).message).toMatch(/no son de este evento/);
    const takeover = await updEvent(api(), b, {
      name: 'Evento B',
      type: 'Baile',
      videos: [{ id: videoOfA, url: 'https://vimeo.com/b', name: 'B' }],
    });
    expect(firstError(takeover)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'videos' });
    expect((await readEvent(api(), b)).name).toBe('Evento B');
    expect((await readEvent(api(), a)).videos).toEqual([{ idmedia: videoOfA, url: 'https://vimeo.com/a', name: 'A' }]);
  });

  it('refuses an upload naming both idplace and idevent, or an event that does not exist', async () => {
    const jpeg = await sharp({ create: { width: 50, height: 50, channels: 3, background: { r: 0, g: 0, b: 0 } } })
      .jpeg()
      .toBuffer();
    const both = await postUpload(
      api(),
      [
        ['type', 'foto'],
        ['idplace', '1'],
        ['idevent', '1'],
      ],
      [{ bytes: jpeg, name: 'a.jpg', field: 'foto[]' }],
    );
    expect(both.status).toBe(400);
    expect(both.body).toMatchObject({ errors: [{ extensions: { code: 'BAD_USER_INPUT', field: 'idevent' } }] });
    const missing = await postUpload(
      api(),
      [
        ['type', 'pdf'],
        ['idevent', '987654'],
      ],
      [{ bytes: minimalPdf(), name: 'a.pdf', field: 'pdf[]' }],
    );
    expect(missing.status).toBe(404);
    expect(JSON.stringify(missing.body)).toContain('El evento 987654 no existe');
  });
});
