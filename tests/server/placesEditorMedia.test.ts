/** updPlace media: photos by id and by URL, exactly one cover, videos, remove_files (rows and stored files). */
import fs from 'node:fs';
import path from 'node:path';
import { describeApi } from './helpers/app';
import { ADD, READ, UPD, createRefs, minimal, type Refs } from './helpers/placeEditor';

type Photo = { idmedia: number; url: string; cover: boolean; attrib: string };

describeApi('place editor media', (api) => {
  let refs: Refs;
  const call = (query: string, variables: Record<string, unknown>) => api().call(query, variables, api().token);
  const read = async (id: number) => (await call(READ, { id })).data!.place;
  const file = (key: string) => path.join(api().config.uploadDir, key);
  const write = (key: string) => {
    fs.mkdirSync(path.dirname(file(key)), { recursive: true });
    fs.writeFileSync(file(key), 'x');
  };
  const add = async (extra: Record<string, unknown> = {}) => {
    const { data, errors } = await call(ADD, { p: minimal(refs, extra) });
    expect(errors).toBeUndefined();
    return data!.addPlace as number;
  };
  /** An uploaded file of the place: a media row with its storage key, the file and its thumbnail on disk. */
  const uploaded = async (idplace: number, kind: string, name: string, cover = false) => {
    const key = `places/${idplace}/${name}.webp`;
    write(key);
    write(`places/${idplace}/${name}.thumb.webp`);
    const [{ idmedia }] = await api().db.query<{ idmedia: number }>(
      `INSERT INTO media (idplace, kind, url, storage_key, cover, name, position) VALUES ($1, $2, '/media/' || $3, $3, $4, $5, 10) RETURNING idmedia`,
      [idplace, kind, key, cover, name],
    );
    return { idmedia, key };
  };
  const photoUrls = (photos: Photo[]) => photos.map((p) => [p.url, p.cover]);

  beforeAll(async () => {
    refs = await createRefs(api());
  });

  it('the first photo becomes cover when none is marked', async () => {
    const id = await add({ photos: [{ url: 'https://img.example.com/1.jpg' }, { url: 'https://img.example.com/2.jpg' }] });
    expect(photoUrls((await read(id)).photos)).toEqual([
      ['https://img.example.com/1.jpg', true],
      ['https://img.example.com/2.jpg', false],
    ]);
  });

  it('two photos marked cover: only the first of them is', async () => {
    const id = await add({
      photos: [
        { url: 'https://img.example.com/1.jpg' },
        { url: 'https://img.example.com/2.jpg', cover: true },
        { url: 'https://img.example.com/3.jpg', cover: true },
      ],
    });
    const photos: Photo[] = (await read(id)).photos;
    expect(photos.filter((p) => p.cover).map((p) => p.url)).toEqual(['https://img.example.com/2.jpg']);
  });

  it('edit: marking an existing photo cover clears the old cover; attributions update; URL photos are added', async () => {
    const id = await add({ photos: [{ url: 'https://img.example.com/a.jpg' }, { url: 'https://img.example.com/b.jpg' }] });
    const [a, b]: Photo[] = (await read(id)).photos;
    expect(a.cover).toBe(true);
    const { errors } = await call(UPD, {
      id,
      p: minimal(refs, {
        photos: [
          { id: b.idmedia, cover: true, attrib: 'Foto: <b>Ana</b>' },
          { url: 'https://img.example.com/c.jpg', attrib: 'C' },
        ],
      }),
    });
    expect(errors).toBeUndefined();
    const photos: Photo[] = (await read(id)).photos;
    expect(photos.map((p) => [p.url, p.cover, p.attrib])).toEqual([
      ['https://img.example.com/b.jpg', true, 'Foto: <b>Ana</b>'],
      ['https://img.example.com/a.jpg', false, ''],
      ['https://img.example.com/c.jpg', false, 'C'],
    ]);
    // Without photos in the input, the photos stay as they are.
    await call(UPD, { id, p: minimal(refs, { name: 'Otro nombre' }) });
    expect(photoUrls((await read(id)).photos)).toEqual(photoUrls(photos));
  });

  it('videos: new ones are added, existing ones renamed', async () => {
    const id = await add({ videos: [{ url: 'https://www.youtube.com/watch?v=1', name: 'Uno' }] });
    const [v] = (await read(id)).videos;
    await call(UPD, {
      id,
      p: minimal(refs, {
        videos: [
          { id: v.idmedia, url: 'https://vimeo.com/2', name: 'Uno bis' },
          { url: 'https://vimeo.com/3', name: 'Tres' },
        ],
      }),
    });
    expect((await read(id)).videos.map((x: { url: string; name: string }) => [x.url, x.name])).toEqual([
      ['https://vimeo.com/2', 'Uno bis'],
      ['https://vimeo.com/3', 'Tres'],
    ]);
  });

  it('remove_files deletes the rows and, after commit, the stored files; the next photo becomes cover', async () => {
    const id = await add();
    const cover = await uploaded(id, 'photo', 'portada', true);
    const second = await uploaded(id, 'photo', 'segunda');
    const pdf = await uploaded(id, 'pdf', 'carta');
    const view = await uploaded(id, 'view360', 'vista');
    const before = await read(id);
    expect(before.numphotos).toBe(2);
    const { data, errors } = await call(UPD, { id, p: minimal(refs), rm: [cover.idmedia, pdf.idmedia, view.idmedia], v: before.version });
    expect(errors).toBeUndefined();
    expect(data!.updPlace).toBe(id);
    const after = await read(id);
    expect(after.photos.map((p: Photo) => [p.idmedia, p.cover])).toEqual([[second.idmedia, true]]);
    expect(after.pdfs).toEqual([]);
    expect(after.views360).toEqual([]);
    for (const key of [cover.key, pdf.key, view.key]) {
      expect(fs.existsSync(file(key)), key).toBe(false);
      expect(fs.existsSync(file(key.replace('.webp', '.thumb.webp'))), `${key} thumbnail`).toBe(false);
    }
    expect(fs.existsSync(file(second.key))).toBe(true);
  });

  it("remove_files with another place's media is refused naming remove_files, and nothing changes", async () => {
    const id = await add();
    const other = await add();
    const mine = await uploaded(id, 'photo', 'mia', true);
    const theirs = await uploaded(other, 'photo', 'suya', true);
    const before = await read(id);
    const { data, errors } = await call(UPD, { id, p: minimal(refs, { name: 'Cambiado' }), rm: [mine.idmedia, theirs.idmedia] });
    expect(data).toBeNull();
    expect(errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'remove_files' });
    expect(errors![0].message).toBe(`Los archivos ${theirs.idmedia} no son de este sitio (remove_files)`);
    expect(await read(id)).toEqual(before);
    expect((await read(other)).photos).toHaveLength(1);
    expect(fs.existsSync(file(mine.key))).toBe(true);
    expect(fs.existsSync(file(theirs.key))).toBe(true);
    const unknown = await call(UPD, { id, p: minimal(refs), rm: [2_000_000_000] });
    expect(unknown.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'remove_files' });
  });

  it("a photo entry with another place's photo id is refused naming photos", async () => {
    const id = await add();
    const other = await add();
    const theirs = await uploaded(other, 'photo', 'ajena', true);
    const { errors } = await call(UPD, { id, p: minimal(refs, { photos: [{ id: theirs.idmedia, cover: true }] }) });
    expect(errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'photos' });
    expect((await read(other)).photos[0].cover).toBe(true);
    const created = await call(ADD, { p: minimal(refs, { photos: [{ id: theirs.idmedia }] }) });
    expect(created.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'photos' });
  });
});
