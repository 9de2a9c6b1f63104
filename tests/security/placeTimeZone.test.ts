/**
 * A place's `timezone` through the real API: only an IANA zone name (or nothing) is stored. A path,
 * markup, an offset or an unknown zone is refused with BAD_USER_INPUT naming the field, on addPlace
 * (no place added) and on updPlace (the place read back unchanged).
 */
import { describeApi } from '../server/helpers/app';
import { ADD, READ, UPD, createRefs, minimal, type Refs } from '../server/helpers/placeEditor';

const MESSAGE = 'Zona horaria no válida en timezone: use un nombre IANA como Europe/Madrid o Atlantic/Canary';

const HOSTILE = [
  '../../etc/passwd',
  '<script>alert(1)</script>',
  'Europe/../../etc/passwd',
  '/etc/localtime',
  'Europe/Madrid; DROP TABLE places',
  '+01:00',
  'Mars/Olympus_Mons',
  'Europe/Madrid\u0000',
  'x'.repeat(64),
];

describeApi('a place time zone is an IANA name', (api) => {
  let refs: Refs;
  let id: number;
  const call = (query: string, variables: Record<string, unknown>) => api().call(query, variables, api().token);
  const read = async (idplace: number) => (await call(READ, { id: idplace })).data!.place as Record<string, unknown>;
  const count = async () => Number((await api().db.query<{ n: number }>('SELECT count(*) AS n FROM places'))[0].n);

  beforeAll(async () => {
    refs = await createRefs(api());
    const { data, errors } = await call(ADD, { p: minimal(refs, { timezone: 'Atlantic/Canary' }) });
    expect(errors).toBeUndefined();
    id = data!.addPlace as number;
  });

  it.each(HOSTILE)('addPlace refuses %j naming timezone, and adds no place', async (text) => {
    const before = await count();
    const { data, errors } = await call(ADD, { p: minimal(refs, { timezone: text }) });
    expect(data).toBeNull();
    expect(errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'timezone' });
    if (!text.includes('\u0000')) expect(errors![0].message).toBe(MESSAGE);
    expect(await count()).toBe(before);
  });

  it.each(HOSTILE)('updPlace refuses %j, and the place keeps Atlantic/Canary', async (text) => {
    const before = await read(id);
    const { data, errors } = await call(UPD, { id, p: minimal(refs, { city: 'Lugo', timezone: text }) });
    expect(data).toBeNull();
    expect(errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'timezone' });
    expect(await read(id)).toEqual(before);
    expect(before.timezone).toBe('Atlantic/Canary');
  });

  it.each([
    ['Europe/Lisbon', 'Europe/Lisbon'],
    ['America/Argentina/Buenos_Aires', 'America/Argentina/Buenos_Aires'],
    ['UTC', 'UTC'],
    ['  Atlantic/Azores ', 'Atlantic/Azores'],
    ['', ''],
  ])('%j is stored as %j', async (text, stored) => {
    const added = await call(ADD, { p: minimal(refs, { timezone: text }) });
    expect(added.errors).toBeUndefined();
    expect((await read(added.data!.addPlace as number)).timezone).toBe(stored);
  });
});
