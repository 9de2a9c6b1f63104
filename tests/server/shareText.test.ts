/**
 * The share text (domain/shareText.ts, part 2 §7 «Share text generation»): for a known place,
 * message and hashtag configuration, the text matches, character for character, the one written
 * out here from the spec's format (brand hashtag, handle, category sets, city hashtags, then a
 * block per language after a dashed rule: message, city line, category line).
 */
import {
  cityHashtag,
  hashtagsProblem,
  instagramHandle,
  normalizeHashtags,
  readHashtagSets,
  shareText,
  type ShareTextInput,
} from '../../domain';

const KNOWN: ShareTextInput = {
  place: { city: 'A Coruña', province: 'A Coruña', country: 'ES', instagram: 'https://www.instagram.com/casa_pepe.coruna/?hl=es' },
  categories: [
    { idcategory: 3, text: { es: 'Restaurante', en: 'Restaurant', gl: 'Restaurante', pt: 'Restaurante' } },
    { idcategory: 7, text: { es: 'Cafetería', en: 'Café' } },
  ],
  messages: {
    es: 'Tortilla sin gluten y carta para celíacos.',
    en: 'Gluten-free omelette and a coeliac menu.',
    gl: 'Tortilla sen glute e carta para celíacos.',
    pt: 'Omelete sem glúten e menu para celíacos.',
  },
  hashtags: {
    brand: '#ComerSinGluten',
    categories: [
      { idcategory: 7, hashtags: '#cafe #brunch' },
      { idcategory: 3, hashtags: '#restaurante #SinGluten #comersingluten' },
      { idcategory: 9, hashtags: '#museo' },
    ],
    cities: [
      { city: 'a coruna', hashtags: '#Coruña #Galicia #acoruña' },
      { city: 'Vigo', hashtags: '#Vigo' },
    ],
  },
};

const EXPECTED = `#ComerSinGluten
@casa_pepe.coruna
#restaurante #SinGluten #cafe #brunch
#ACoruña #Coruña #Galicia
--------------------
Tortilla sin gluten y carta para celíacos.
📍 A Coruña, España
🔖 Restaurante
--------------------
Gluten-free omelette and a coeliac menu.
📍 A Coruña, Spain
🔖 Restaurant
--------------------
Tortilla sen glute e carta para celíacos.
📍 A Coruña, España
🔖 Restaurante
--------------------
Omelete sem glúten e menu para celíacos.
📍 A Coruña, Espanha
🔖 Restaurante`;

describe('share text', () => {
  it('matches the spec format character for character for a known place and message', () => {
    expect(shareText(KNOWN)).toBe(EXPECTED);
  });

  it('keeps the province when it differs from the city, and leaves out what the place lacks', () => {
    const text = shareText({
      place: { city: 'Vigo', province: 'Pontevedra', country: 'PT', instagram: 'not a handle!' },
      categories: [],
      messages: { es: 'Hola', en: 'Hello' },
      hashtags: { brand: '', categories: [], cities: [] },
    });
    expect(text).toBe(
      [
        '#Vigo',
        '--------------------',
        'Hola',
        '📍 Vigo, Pontevedra, Portugal',
        '--------------------',
        'Hello',
        '📍 Vigo, Pontevedra, Portugal',
        '--------------------',
        '📍 Vigo, Pontevedra, Portugal',
        '--------------------',
        '📍 Vigo, Pontevedra, Portugal',
      ].join('\n'),
    );
  });

  it('a category name missing in a language falls back to Spanish', () => {
    const text = shareText({ ...KNOWN, categories: [{ idcategory: 7, text: { es: 'Cafetería', en: 'Café' } }] });
    expect(text.split('\n').filter((line) => line.startsWith('🔖'))).toEqual(['🔖 Cafetería', '🔖 Café', '🔖 Cafetería', '🔖 Cafetería']);
  });
});

describe('hashtag rules', () => {
  it.each([
    ['casapepe', '@casapepe'],
    ['@casapepe', '@casapepe'],
    ['instagram.com/casapepe', '@casapepe'],
    ['https://instagram.com/casa.pepe_1/', '@casa.pepe_1'],
    ['', null],
    ['casa pepe', null],
    ['https://facebook.com/casapepe', null],
  ])('the handle of %j is %j', (value, handle) => {
    expect(instagramHandle(value)).toBe(handle);
  });

  it.each([
    ['Santiago de Compostela', '#SantiagoDeCompostela'],
    ["L'Hospitalet de Llobregat", '#LHospitaletDeLlobregat'],
    ['Ourense', '#Ourense'],
    ['  ', null],
  ])('the own hashtag of %j is %j', (city, tag) => {
    expect(cityHashtag(city)).toBe(tag);
  });

  it('accepts words with or without #, separated by spaces or commas, and stores them with #', () => {
    expect(hashtagsProblem('sinGluten, #Celíacos  #vigo_2024')).toBeNull();
    expect(normalizeHashtags('sinGluten, #Celíacos  #vigo_2024')).toBe('#sinGluten #Celíacos #vigo_2024');
  });

  it.each([
    ['#sin-gluten', /«#sin-gluten»/],
    ['<script>', /«#<script>»/],
    ['##doble', /«##doble»/],
    [`#${'a'.repeat(101)}`, /demasiado largo/],
    [Array.from({ length: 31 }, (_, i) => `#t${i}`).join(' '), /como mucho 30 \(31\)/],
  ])('refuses %j', (text, message) => {
    expect(hashtagsProblem(text)).toMatch(message);
  });

  it('reads stored sets leniently: malformed content or rows are left out, never an error', () => {
    expect(readHashtagSets('', 'idcategory')).toEqual([]);
    expect(readHashtagSets('{not json', 'city')).toEqual([]);
    expect(readHashtagSets('{"a":1}', 'city')).toEqual([]);
    expect(readHashtagSets('[{"idcategory":2,"hashtags":"#a"},{"idcategory":"x","hashtags":"#b"},null]', 'idcategory')).toEqual([
      { idcategory: 2, hashtags: '#a' },
    ]);
  });
});
