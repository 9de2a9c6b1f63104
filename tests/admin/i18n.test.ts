/**
 * No English may show (ARCHITECTURE: ra-language-spanish covers 72 of react-admin's 164 keys):
 * every key of ra-language-english exists in the Spanish catalogue, is non-empty, and is not the
 * English text left untranslated.
 */
import englishMessages from 'ra-language-english';
import { i18nProvider, spanishMessages } from '../../src/i18n';
import { raSpanish } from '../../src/i18n/raSpanish';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const english = flatten(englishMessages as unknown as Tree);
const spanish = flatten(spanishMessages as unknown as Tree);

/** Texts that may be the same in both languages: a Spanish word spelled alike, or the spec's wording. */
const SAME_IN_SPANISH = new Map([
  ['ra.boolean.false', 'No'],
  ['ra.message.no', 'No'],
  ['ra.auth.logout', 'Logout'], // spec part 1 §2: the user dropdown offers 'Editar' and 'Logout'
]);

/** Texts that drop a placeholder on purpose: the spec's own delete confirmation (part 1 §8). */
const SPEC_WORDING = new Set(['ra.message.delete_content']);

/** A text made only of placeholders and punctuation ('%{name}', ' ') has nothing to translate. */
const hasWords = (text: string) => /\p{L}/u.test(text.replace(/%\{[^}]+\}/g, ''));

test('the English catalogue is the full react-admin 5 set', () => {
  expect(english.size).toBeGreaterThanOrEqual(164);
});

test.each([...english.keys()])('%s is translated', (key) => {
  const en = english.get(key)!;
  const es = spanish.get(key);
  expect(es, `missing ${key}`).toBeTypeOf('string');
  if (hasWords(en)) {
    expect(es!.trim()).not.toBe('');
    if (SAME_IN_SPANISH.has(key)) expect(es).toBe(SAME_IN_SPANISH.get(key));
    else expect(es).not.toBe(en);
  } else {
    expect(es).toBe(en); // pure placeholders ('%{name}') stay as they are
  }
  // every placeholder of the English text is kept (%{smart_count}, %{name}...)
  if (SPEC_WORDING.has(key)) return;
  for (const placeholder of en.match(/%\{[^}]+\}/g) ?? []) expect(es).toContain(placeholder);
});

test('keys react-admin asks for outside the English catalogue are Spanish too', () => {
  const extra = [
    'ra.inspector.Datagrid.title',
    'ra.inspector.SimpleForm.title',
    'ra.inspector.SimpleList.title',
    'ra.inspector.hideAll',
    'ra.inspector.showAll',
    'ra.message.update_title',
    'ra.message.update_content',
    'ra.locales.es',
    'ra.locales.gl',
    'ra.locales.en',
    'ra.locales.pt',
  ];
  for (const key of extra) expect(spanish.get(key), key).toMatch(/\p{L}/u);
});

test('plurals and placeholders work through the provider', () => {
  expect(i18nProvider.translate('ra.action.bulk_actions', { smart_count: 1 })).toBe('1 elemento seleccionado');
  expect(i18nProvider.translate('ra.action.bulk_actions', { smart_count: 3 })).toBe('3 elementos seleccionados');
  expect(i18nProvider.translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 15, total: 40 })).toBe('1-15 de 40');
  expect(i18nProvider.getLocale()).toBe('es');
});

test('ra-language-spanish is the base: its right texts come from it, and the project file holds only what it lacks or gets wrong', async () => {
  const base = flatten((await import('ra-language-spanish')).default as unknown as Tree);
  const ours = flatten(raSpanish as unknown as Tree);
  // right in the base: taken from it, not repeated
  expect(spanish.get('ra.action.save')).toBe('Guardar');
  expect(ours.has('ra.action.save')).toBe(false);
  // wrong in the base: corrected ('Loguearse', English text, missing accents)
  expect(base.get('ra.auth.sign_in')).toBe('Loguearse');
  expect(spanish.get('ra.auth.sign_in')).toBe('Entrar');
  expect(spanish.get('ra.message.not_found')).not.toMatch(/wrong URL/);
  // every base key the project file repeats says something else
  const repeated = [...ours].filter(([key, text]) => base.get(key) === text).map(([key]) => key);
  expect(repeated).toEqual([]);
});
