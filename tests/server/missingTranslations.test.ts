/**
 * «Falta traducción» (`missing_translation`) on the places list and the declared entities with
 * per-language texts: an entry is listed, and counted, when a text written in some language is
 * empty in the asked one (or in any). A place's description is what counts; an emptied editor
 * (`<p></p>`) is no text; an entry with nothing written has nothing to translate.
 */
import { describeApi } from './helpers/app';
import { ADD, UPD, createRefs, minimal, type Refs } from './helpers/placeEditor';

type Texts = Partial<Record<'ES' | 'EN' | 'GL' | 'PT', string>>;
const descriptions = (texts: Texts) => Object.fromEntries(Object.entries(texts).map(([lang, text]) => [`description${lang}`, text]));

const FILTERED = `query($m: String, $search: String, $published: Int, $upto: Int) {
  l: allPlaces(missing_translation: $m, search: $search, published: $published, items: 100) { name }
  n: countPlaces(missing_translation: $m, search: $search, published: $published)
  b: countPlaces(missing_translation: $m, search: $search, published: $published, upto: $upto)
}`;

describeApi('Places: «Falta traducción»', (api) => {
  let refs: Refs;
  const ids: Record<string, number> = {};

  const add = async (name: string, texts: Texts, published = 1) => {
    const answer = await api().call(ADD, { p: minimal(refs, { name, published, ...descriptions(texts) }) }, api().token);
    expect(answer.errors, name).toBeUndefined();
    ids[name] = answer.data!.addPlace as number;
  };
  const listed = async (vars: Record<string, unknown>) => {
    const answer = await api().call(FILTERED, { upto: 2, ...vars }, api().token);
    expect(answer.errors, JSON.stringify(vars)).toBeUndefined();
    const names = (answer.data!.l as { name: string }[]).map((p) => p.name).sort();
    // The count says what the list shows; bounded at 2 it says "2 or more" (unfiltered, the exact
    // counters answer).
    expect(answer.data!.n, `count ${JSON.stringify(vars)}`).toBe(names.length);
    if (vars.m) expect(answer.data!.b, `bounded ${JSON.stringify(vars)}`).toBe(Math.min(names.length, 2));
    return names;
  };

  beforeAll(async () => {
    refs = await createRefs(api());
    await add('Todo traducido', { ES: 'Hola', EN: 'Hello', GL: 'Ola', PT: 'Olá' });
    await add('Solo español', { ES: 'Solo aquí' });
    await add('Español e inglés', { ES: 'Dos', EN: 'Two' }, 0);
    await add('Sin descripción', {});
    await add('Solo inglés', { EN: 'Only here' }, 0);
    await add('Inglés vaciado', { ES: '<p>Hola</p>', EN: '<p></p>', GL: '<p><br></p>', PT: '<p>Olá</p>' });
  });

  it('lists and counts the places missing a description in any language or in the one asked', async () => {
    // Without the filter every place is listed: the filter is what leaves some out.
    expect(await listed({})).toHaveLength(6);
    expect(await listed({ m: 'any' })).toEqual(['Español e inglés', 'Inglés vaciado', 'Solo español', 'Solo inglés']);
    expect(await listed({ m: 'es' })).toEqual(['Solo inglés']);
    expect(await listed({ m: 'en' })).toEqual(['Inglés vaciado', 'Solo español']);
    expect(await listed({ m: 'gl' })).toEqual(['Español e inglés', 'Inglés vaciado', 'Solo español', 'Solo inglés']);
    expect(await listed({ m: 'pt' })).toEqual(['Español e inglés', 'Solo español', 'Solo inglés']);
  });

  it('combines with the search and the state', async () => {
    expect(await listed({ m: 'any', search: 'solo' })).toEqual(['Solo español', 'Solo inglés']);
    expect(await listed({ m: 'any', published: 0 })).toEqual(['Español e inglés', 'Solo inglés']);
    expect(await listed({ m: 'pt', search: 'ingles', published: 1 })).toEqual([]);
    expect(await listed({ m: 'gl', search: 'ingles', published: 1 })).toEqual(['Inglés vaciado']);
  });

  it('follows the edits: a translated place leaves the filter, an emptied one joins it, a deleted one goes', async () => {
    const upd = async (name: string, texts: Texts) => {
      const answer = await api().call(UPD, { id: ids[name], p: minimal(refs, { name, ...descriptions(texts) }) }, api().token);
      expect(answer.errors, name).toBeUndefined();
    };
    await upd('Solo español', { ES: 'Solo aquí', EN: 'Only here', GL: 'Só aquí', PT: 'Só aqui' });
    await upd('Todo traducido', { ES: 'Hola', EN: 'Hello', GL: '', PT: 'Olá' });
    expect(await listed({ m: 'gl' })).toEqual(['Español e inglés', 'Inglés vaciado', 'Solo inglés', 'Todo traducido']);
    expect(await listed({ m: 'en' })).toEqual(['Inglés vaciado']);
    expect(
      (await api().call('mutation($id: Int!) { delPlace(idplace: $id) }', { id: ids['Inglés vaciado'] }, api().token)).errors,
    ).toBeUndefined();
    expect(await listed({ m: 'en' })).toEqual([]);
    // Written straight to the language table (an import, a script): the same answer.
    await api().db.query("DELETE FROM place_i18n WHERE idplace = $1 AND lang = 'pt'", [ids['Solo español']]);
    expect(await listed({ m: 'pt' })).toEqual(['Español e inglés', 'Solo español', 'Solo inglés']);
  });

  it('a rolled-back write leaves the filter as it was', async () => {
    const before = await listed({ m: 'es' });
    await expect(
      api().db.transaction(async (tx) => {
        await tx.query("INSERT INTO place_i18n (idplace, lang, description) VALUES ($1, 'es', 'Efímero')", [ids['Solo inglés']]);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await listed({ m: 'es' })).toEqual(before);
  });

  it('refuses any other value, naming missing_translation, and lists nothing', async () => {
    for (const m of ['fr', 'ANY', 'all', "es' OR '1'='1", 'x'.repeat(10_000)]) {
      const answer = await api().call(FILTERED, { m }, api().token);
      expect(answer.data, m.slice(0, 20)).toBeNull();
      expect(answer.errors?.[0]?.extensions?.code, m.slice(0, 20)).toBe('BAD_USER_INPUT');
      expect(answer.errors?.[0]?.message, m.slice(0, 20)).toMatch(/missing_translation/);
    }
    const wrongType = await api().call('query { countPlaces(missing_translation: 3) }', {}, api().token);
    expect(wrongType.errors?.[0]?.message).toMatch(/String/);
  });
});

const CMS_DEFS = '$tES: String, $tEN: String, $tGL: String, $tPT: String, $cES: String, $cEN: String, $cGL: String, $cPT: String';
const CMS_PASS =
  'titleES: $tES, titleEN: $tEN, titleGL: $tGL, titlePT: $tPT, contentES: $cES, contentEN: $cEN, contentGL: $cGL, contentPT: $cPT';
const ALL_TITLES = (title: string) => ({ tES: title, tEN: `${title} EN`, tGL: `${title} GL`, tPT: `${title} PT` });

describeApi('CMS pages and chains: «Falta traducción»', (api) => {
  const addCms = async (vars: Record<string, unknown>) => {
    const answer = await api().call(`mutation(${CMS_DEFS}) { r: addCMS(${CMS_PASS}) }`, vars, api().token);
    expect(answer.errors).toBeUndefined();
    return answer.data!.r as number;
  };
  const cmsListed = async (m: string | null, search: string | null = null) => {
    const answer = await api().call(
      `query($m: String, $search: String) {
        l: allCMS(missing_translation: $m, search: $search, items: 100) { title }
        n: countCMS(missing_translation: $m, search: $search)
      }`,
      { m, search },
      api().token,
    );
    expect(answer.errors).toBeUndefined();
    const titles = (answer.data!.l as { title: string }[]).map((p) => p.title).sort();
    expect(answer.data!.n).toBe(titles.length);
    return titles;
  };

  let partial = 0;
  beforeAll(async () => {
    // Every title, content only in Spanish: the content misses three languages.
    partial = await addCms({ ...ALL_TITLES('Ayuda'), cES: '<p>Texto</p>' });
    // Everything in the four languages.
    await addCms({ ...ALL_TITLES('Blog'), cES: '<p>Es</p>', cEN: '<p>En</p>', cGL: '<p>Gl</p>', cPT: '<p>Pt</p>' });
    // A Spanish title alone: the title misses three languages.
    await addCms({ tES: 'Borrador' });
    // Every title and no content at all: nothing to translate.
    await addCms({ ...ALL_TITLES('Portada') });
    // Every title and an emptied editor in English: no content to translate either.
    await addCms({ ...ALL_TITLES('Vacía'), cEN: '<p><br></p>' });
  });

  it('lists and counts the pages with a text missing in any language or in the one asked', async () => {
    expect(await cmsListed(null)).toHaveLength(5);
    expect(await cmsListed('any')).toEqual(['Ayuda', 'Borrador']);
    expect(await cmsListed('es')).toEqual([]);
    expect(await cmsListed('en')).toEqual(['Ayuda', 'Borrador']);
    expect(await cmsListed('any', 'ayuda')).toEqual(['Ayuda']);
  });

  it('follows the edits: the content written in every language takes the page out', async () => {
    const upd = await api().call(
      `mutation($idcms: Int!, ${CMS_DEFS}) { r: updCMS(idcms: $idcms, ${CMS_PASS}) }`,
      { idcms: partial, ...ALL_TITLES('Ayuda'), cES: '<p>Es</p>', cEN: '<p>En</p>', cGL: '<p>Gl</p>', cPT: '<p>Pt</p>' },
      api().token,
    );
    expect(upd.errors).toBeUndefined();
    expect(await cmsListed('any')).toEqual(['Borrador']);
  });

  it('chains: a name written only in Spanish misses English', async () => {
    const add = (vars: Record<string, unknown>) =>
      api().call('mutation($es: String, $en: String) { r: addChain(nameES: $es, nameEN: $en) }', vars, api().token);
    expect((await add({ es: 'Cadena sola' })).errors).toBeUndefined();
    expect((await add({ es: 'Cadena doble', en: 'Double chain' })).errors).toBeUndefined();
    const answer = await api().call(
      '{ all: countChains l: allChains(missing_translation: "en") { name } n: countChains(missing_translation: "en") }',
      {},
      api().token,
    );
    expect(answer.data!.all).toBe(2);
    expect(answer.data!.l).toEqual([{ name: 'Cadena sola' }]);
    expect(answer.data!.n).toBe(1);
  });

  it('refuses an unknown language on the entities too; events, with one text for every language, have no such filter', async () => {
    const bad = await api().call('{ countCMS(missing_translation: "de") }', {}, api().token);
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.message).toMatch(/missing_translation/);
    const events = await api().call('{ countEvents(missing_translation: "es") }', {}, api().token);
    expect(events.errors?.[0]?.message).toMatch(/missing_translation/);
  });
});
