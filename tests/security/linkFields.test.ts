/**
 * Links of a place (domain/links.ts) through the real API: every link field of PlaceInput refuses a
 * script address, however it is written — 'javascript:1/alert(...)' used to pass as "a host and a
 * port" — with BAD_USER_INPUT naming the field, on addPlace (no place) and on updPlace (the place
 * read back unchanged); http(s) and bare addresses are stored as typed.
 */
import { describeApi } from '../server/helpers/app';
import { ADD, READ, UPD, createRefs, minimal, type Refs } from '../server/helpers/placeEditor';

/** Every link field of PlaceInput (the `link` kind of domain/placeFields.ts). */
const LINK_FIELDS = ['website', 'gmaps_url', 'facebook', 'instagram', 'twitter', 'youtube', 'buy_url', 'buy_img'];

const SCHEME = (field: string) => `Dirección web no válida en ${field}: use una dirección http:// o https://`;
const CONTROL = (field: string) => `El campo ${field} contiene caracteres de control no admitidos`;

/** [hostile text, the message it gets]. */
const HOSTILE: [string, (field: string) => string][] = [
  ['javascript:1/alert(document.domain)', SCHEME],
  ['data:1/x', SCHEME],
  ['vbscript:1/x', SCHEME],
  ['JaVaScRiPt:alert(1)', SCHEME],
  ['java\tscript:alert(1)', SCHEME],
  ['\u0001javascript:alert(1)', CONTROL],
];

const REFUSALS = LINK_FIELDS.flatMap((field) => HOSTILE.map(([text, message]) => [field, text, message(field)] as const));

/** [accepted text, stored as]. */
const ACCEPTED: [string, string][] = [
  ['https://x.es', 'https://x.es'],
  ['www.x.es', 'www.x.es'],
  ['x.es:8080/a', 'x.es:8080/a'],
];

const ACCEPTANCES = LINK_FIELDS.flatMap((field) => ACCEPTED.map(([text, stored]) => [field, text, stored] as const));

/** What each link field holds before the refused edits. */
const STORED = Object.fromEntries(LINK_FIELDS.map((field) => [field, `https://${field.replace('_', '-')}.example.es/`]));

describeApi('link fields refuse script addresses', (api) => {
  let refs: Refs;
  let id: number;
  const call = (query: string, variables: Record<string, unknown>) => api().call(query, variables, api().token);
  const read = async (idplace: number) => (await call(READ, { id: idplace })).data!.place as Record<string, unknown>;
  const count = async () => Number((await api().db.query<{ n: number }>('SELECT count(*) AS n FROM places'))[0].n);

  beforeAll(async () => {
    refs = await createRefs(api());
    const { data, errors } = await call(ADD, { p: minimal(refs, STORED) });
    expect(errors).toBeUndefined();
    id = data!.addPlace as number;
  });

  it.each(REFUSALS)('addPlace: %s = %j is refused naming the field, and no place is added', async (field, text, message) => {
    const before = await count();
    const { data, errors } = await call(ADD, { p: minimal(refs, { [field]: text }) });
    expect(data).toBeNull();
    expect(errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(errors![0].message).toBe(message);
    expect(await count()).toBe(before);
  });

  it.each(REFUSALS)('updPlace: %s = %j is refused naming the field, and the place is unchanged', async (field, text, message) => {
    const before = await read(id);
    const { data, errors } = await call(UPD, { id, p: minimal(refs, { city: 'Lugo', [field]: text }) });
    expect(data).toBeNull();
    expect(errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(errors![0].message).toBe(message);
    const after = await read(id);
    expect(after).toEqual(before);
    expect(after[field]).toBe(STORED[field]);
    expect(after.city).not.toBe('Lugo');
  });

  it.each(ACCEPTANCES)('%s = %j is accepted and stored as %j', async (field, text, stored) => {
    const added = await call(ADD, { p: minimal(refs, { [field]: text }) });
    expect(added.errors).toBeUndefined();
    expect((await read(added.data!.addPlace as number))[field]).toBe(stored);
    const other = (await call(ADD, { p: minimal(refs) })).data!.addPlace as number;
    const { errors } = await call(UPD, { id: other, p: minimal(refs, { [field]: text }) });
    expect(errors).toBeUndefined();
    expect((await read(other))[field]).toBe(stored);
  });
});
