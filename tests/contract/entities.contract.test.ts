/// <reference types="vite/client" />
/**
 * Every declared entity (domain/entities) is a whole resource of the panel: registered in App.tsx,
 * with a list screen and a menu entry (tests/fixtures/menu.ts) unless it says it lives on another's
 * screen, its Spanish name and a label for every field, an operations row with every method, and
 * its records created, listed, read, updated and deleted against the REAL API (empty database)
 * through the panel's data provider. An integrator's entity that misses any of these fails here.
 */
import fs from 'node:fs';
import type { ResourceProps } from 'react-admin';
import {
  ENTITIES,
  choiceFields,
  flagFields,
  imageField,
  linkFields,
  mediaFields,
  plainFields,
  textFields,
  urlFields,
  writtenMedia,
  type EntityDeclaration,
} from '../../domain/entities';
import { dataProvider } from '../../src/dataProvider';
import { OPERATIONS } from '../../src/dataProvider/operations';
import { resourceMessages } from '../../src/i18n/resources';
import { MENU } from '../fixtures/menu';
import { startInProcessApi, type InProcessApi } from './support/inProcessApi';

const REGISTERED = [...fs.readFileSync('src/App.tsx', 'utf8').matchAll(/<Resource name="(\w+)"/g)].map((m) => m[1]);
const FOLDERS = import.meta.glob<Record<string, Omit<ResourceProps, 'name'>>>([
  '../../src/resources/*/index.ts',
  '../../src/resources/*/index.tsx',
]);

async function definitionOf(resource: string): Promise<Omit<ResourceProps, 'name'> | undefined> {
  const loader = FOLDERS[`../../src/resources/${resource}/index.ts`] ?? FOLDERS[`../../src/resources/${resource}/index.tsx`];
  return loader ? (await loader())[resource] : undefined;
}

/**
 * A record as the entity's form holds it: every text in every language, plain texts (rich ones as
 * a paragraph), urls, each choice's default (or its first value when it has none), flags on, no
 * links, one video.
 */
function sample(entity: EntityDeclaration, word: string): Record<string, unknown> {
  return {
    ...Object.fromEntries(plainFields(entity).map(([name, field]) => [name, field.rich ? `<p>${word} ${name}</p>` : `${word} ${name}`])),
    ...Object.fromEntries(urlFields(entity).map(([name]) => [name, `https://example.org/${word.toLowerCase()}/${name}`])),
    ...Object.fromEntries(choiceFields(entity).map(([name, field]) => [name, field.default ?? field.values[0]])),
    ...Object.fromEntries(
      writtenMedia(entity).map(([name]) => [name, [{ url: `https://video.example.org/${word.toLowerCase()}`, name: word }]]),
    ),
    ...Object.fromEntries(
      textFields(entity).map(([name]) => [
        name,
        { en: `${word} ${name} (en)`, es: `${word} ${name} (es)`, gl: `${word} ${name} (gl)`, pt: `${word} ${name} (pt)` },
      ]),
    ),
    ...Object.fromEntries(flagFields(entity).map(([name]) => [name, true])),
    ...Object.fromEntries(linkFields(entity).map(([name]) => [name, []])),
  };
}

let api: InProcessApi;
beforeAll(async () => {
  api = await startInProcessApi(async () => undefined);
});
afterAll(async () => {
  await api?.close();
});

describe.each(ENTITIES.map((entity) => [entity.resource, entity] as const))('declared entity %s', (resource, entity) => {
  test('is registered, has its list screen and, unless shown on another screen, its menu entry', async () => {
    expect(REGISTERED).toContain(resource);
    const definition = await definitionOf(resource);
    expect(definition?.list, `src/resources/${resource}/index.ts exports ${resource}.list`).toBeDefined();
    const inMenu = MENU.some(([, path]) => path === `/${resource}`);
    expect(inMenu, `menu entry /${resource}`).toBe(definition?.options?.menu !== false);
  });

  test('has its Spanish name and a label for every field (per language where it is per language)', () => {
    const messages = (resourceMessages as Record<string, { name: string; fields: Record<string, unknown> }>)[resource];
    expect(messages?.name).toMatch(/^\S.* \|\|\|\| \S/);
    for (const [name] of textFields(entity)) expect(Object.keys(messages.fields[name] as object), name).toEqual(['en', 'es', 'gl', 'pt']);
    for (const [name] of [
      ...flagFields(entity),
      ...linkFields(entity),
      ...plainFields(entity),
      ...urlFields(entity),
      ...choiceFields(entity),
    ])
      expect(typeof messages.fields[name], name).toBe('string');
    for (const [name] of mediaFields(entity)) expect(typeof messages.fields[name], name).toBe('string');
    if (imageField(entity)) expect(typeof messages.fields.image).toBe('string');
  });

  test('its operations row declares every method, and the image upload when it has one', () => {
    const row = OPERATIONS[resource];
    expect(row?.idField).toBe(entity.id);
    expect([row.list.query, row.create?.mutation, row.update?.mutation, row.delete?.mutation]).toEqual([
      entity.operations.list,
      entity.operations.add,
      entity.operations.update,
      entity.operations.delete,
    ]);
    expect(row.upload?.type).toBe(imageField(entity)?.[1].upload);
  });

  test('create, list, search, read, update and delete round-trip through the data provider', async () => {
    const first = sample(entity, 'Alfa');
    const { data: created } = await dataProvider.create(resource, { data: first });
    const { data: other } = await dataProvider.create(resource, { data: sample(entity, 'Beta') });
    const [text] = textFields(entity)[0] ?? [];
    const changedField = text ?? plainFields(entity)[0][0];
    const page = { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' as const } };
    const all = await dataProvider.getList(resource, { ...page, filter: {} });
    expect(all.data.map((r) => r.id)).toEqual([created.id, other.id]);
    const found = await dataProvider.getList(resource, { ...page, filter: { q: 'beta' } });
    expect(found.data.map((r) => r.id)).toEqual([other.id]);

    const read = async () => (await dataProvider.getOne(resource, { id: created.id })).data;
    expect(await read()).toMatchObject(first);
    // a per-language text changes in every language, a plain text as it is; a video taken out of
    // the form is deleted (remove_files: what the record had and the form no longer holds)
    const gamma = text ? { en: 'Gamma (en)', es: 'Gamma (es)', gl: 'Gamma (gl)', pt: 'Gamma (pt)' } : 'Gamma';
    const videos = writtenMedia(entity).map(([name]) => [name, []]);
    const changed = { ...(await read()), [changedField]: gamma, ...Object.fromEntries(videos) };
    await dataProvider.update(resource, { id: created.id, data: changed, previousData: await read() });
    expect(await read()).toMatchObject({ [changedField]: gamma, ...Object.fromEntries(videos) });

    await dataProvider.delete(resource, { id: created.id, previousData: await read() });
    await expect(read()).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await dataProvider.delete(resource, { id: other.id, previousData: other });
  });

  const emptyTotal = async () =>
    (await dataProvider.getList(resource, { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' }, filter: {} })).total;

  const plainRequired = plainFields(entity).find(([, field]) => field.required);
  if (plainRequired) {
    test('a required plain text left empty is refused under its own input, and nothing is stored', async () => {
      const [name, field] = plainRequired;
      const refusal = await dataProvider.create(resource, { data: { ...sample(entity, 'Vacío'), [name]: '   ' } }).catch((error) => error);
      expect(refusal.body).toEqual({ errors: { [name]: field.required } });
      expect(await emptyTotal()).toBe(0);
    });
  }

  const choiceRequired = choiceFields(entity).find(([, field]) => field.default === null);
  if (choiceRequired) {
    test('a choice without a default left unchosen is refused under its own input, and nothing is stored', async () => {
      const [name, field] = choiceRequired;
      const refusal = await dataProvider.create(resource, { data: { ...sample(entity, 'Ninguno'), [name]: '' } }).catch((error) => error);
      expect(refusal.body).toEqual({ errors: { [name]: field.message } });
      expect(await emptyTotal()).toBe(0);
    });
  }

  const required = textFields(entity).find(([, field]) => field.required);
  if (required) {
    test('a required text left empty is refused under its own input, and nothing is stored', async () => {
      const [name, field] = required;
      const empty = sample(entity, 'Vacío');
      empty[name] = { ...(empty[name] as object), [field.required!.lang]: '   ' };
      const refusal = await dataProvider.create(resource, { data: empty }).catch((error) => error);
      expect(refusal.body).toEqual({ errors: { [`${name}.${field.required!.lang}`]: field.required!.message } });
      expect(
        (await dataProvider.getList(resource, { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' }, filter: {} }))
          .total,
      ).toBe(0);
    });
  }
});
