/**
 * The share text's hashtags as saveConfig takes them (domain/shareHashtags.ts): a line of hashtags
 * (sharebrand), or a JSON list of sets (sharecategories: {idcategory, hashtags}; sharecities:
 * {city, hashtags}), each checked and stored in its canonical form ('#uno #dos', the list
 * re-serialised). Every refusal is BAD_USER_INPUT naming the field, and the row when there is one.
 */
import {
  HASHTAG_CITY_MAX,
  HASHTAG_SETS_MAX,
  MAX_ID,
  cityKey,
  hashtagsProblem,
  isJsonObject,
  normalizeHashtags,
  type ConfigField,
} from '../../../domain';
import { badInput } from '../../graphql/errors';

/** A line of hashtags, stored as '#uno #dos'. */
export function parseHashtagLine(field: string, text: string, row?: number): string {
  const problem = hashtagsProblem(text);
  if (problem) throw badInput(field, `${problem} en ${field}${row ? ` (fila ${row})` : ''}`);
  return normalizeHashtags(text);
}

/** One set's key: a category id, or a city name on one line. */
function keyOf(field: string, key: 'idcategory' | 'city', value: unknown, row: number): number | string {
  if (key === 'idcategory') {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_ID)
      throw badInput(field, `Categoría no válida en ${field} (fila ${row}): debe ser el identificador de una categoría`);
    return value;
  }
  const city = typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '';
  if (city === '' || cityKey(city) === '') throw badInput(field, `Falta la ciudad en ${field} (fila ${row})`);
  if ([...city].length > HASHTAG_CITY_MAX)
    throw badInput(field, `Ciudad demasiado larga en ${field} (fila ${row}): máximo ${HASHTAG_CITY_MAX} caracteres`);
  return city;
}

/** A JSON list of sets ('' or [] = none), stored re-serialised with only its two keys per set. */
export function parseHashtagSets(spec: ConfigField, text: string): string {
  const field = spec.name;
  const key = spec.key!;
  if (text === '') return '';
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badInput(field, `El campo ${field} debe ser una lista JSON de conjuntos de hashtags`);
  }
  if (!Array.isArray(parsed)) throw badInput(field, `El campo ${field} debe ser una lista JSON de conjuntos de hashtags`);
  if (parsed.length > HASHTAG_SETS_MAX) throw badInput(field, `Demasiados conjuntos en ${field}: como mucho ${HASHTAG_SETS_MAX}`);
  const seen = new Set<string>();
  const sets = parsed.map((set: unknown, i) => {
    const row = i + 1;
    if (!isJsonObject(set)) throw badInput(field, `Conjunto no válido en ${field} (fila ${row})`);
    const extra = Object.keys(set).find((name) => name !== key && name !== 'hashtags');
    if (extra !== undefined) throw badInput(field, `Clave desconocida en ${field} (fila ${row}): ${JSON.stringify(extra.slice(0, 40))}`);
    const id = keyOf(field, key, set[key], row);
    const same = typeof id === 'string' ? cityKey(id) : String(id);
    if (seen.has(same)) throw badInput(field, `${key === 'city' ? `La ciudad ${id}` : `La categoría ${id}`} está repetida en ${field}`);
    seen.add(same);
    if (typeof set.hashtags !== 'string') throw badInput(field, `Faltan los hashtags en ${field} (fila ${row})`);
    const hashtags = parseHashtagLine(field, set.hashtags.trim(), row);
    if (hashtags === '') throw badInput(field, `Faltan los hashtags en ${field} (fila ${row})`);
    return { [key]: id, hashtags };
  });
  return sets.length === 0 ? '' : JSON.stringify(sets);
}
