/**
 * saveConfig's items, checked before anything is written: known fields only, each at most once,
 * as many as there are fields; a global message is rich text stored as the one sanitiser leaves it,
 * a featured item a trimmed text on one line, the share hashtags as hashtagSets.ts checks them.
 * Every refusal is BAD_USER_INPUT naming the field.
 */
import { CONFIG_FIELDS, configField, type ConfigField } from '../../../domain';
import { badInput } from '../../graphql/errors';
import { parseText } from '../../graphql/inputText';
import { sanitizeRichText } from '../../text/richText';
import { parseHashtagLine, parseHashtagSets } from './hashtagSets';

export interface ConfigItem {
  field: string;
  content: string;
}

/** A value named in a message, cut short (an unknown field may be anything a caller sent). */
const quoted = (value: string) => JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);

export function parseConfigItems(items: unknown): ConfigItem[] {
  if (!Array.isArray(items)) throw badInput('items', 'items debe ser una lista de campos de configuración');
  if (items.length === 0) throw badInput('items', 'No hay ningún campo de configuración que guardar');
  if (items.length > CONFIG_FIELDS.length)
    throw badInput('items', `Demasiados campos de configuración: como mucho ${CONFIG_FIELDS.length} (${items.length} recibidos)`);
  const seen = new Set<string>();
  return items.map((item: { field?: unknown; content?: unknown }) => {
    if (typeof item?.field !== 'string') throw badInput('field', 'El nombre del campo de configuración debe ser un texto');
    const spec = configField(item.field);
    if (!spec) throw badInput('field', `Campo de configuración desconocido: ${quoted(item.field)}`);
    if (seen.has(spec.name)) throw badInput(spec.name, `El campo ${spec.name} está repetido`);
    seen.add(spec.name);
    const text = parseText(item.content, spec.name, spec.max);
    if ((spec.kind === 'line' || spec.kind === 'hashtags') && /[\r\n]/.test(text))
      throw badInput(spec.name, `El campo ${spec.name} debe ocupar una sola línea`);
    return { field: spec.name, content: contentOf(spec, text) };
  });
}

/** What is stored of a checked text. */
function contentOf(spec: ConfigField, text: string): string {
  // Rich text is stored as the one sanitiser leaves it (no script, handler or javascript: link).
  if (spec.kind === 'rich') return sanitizeRichText(text);
  if (spec.kind === 'hashtags') return parseHashtagLine(spec.name, text);
  if (spec.kind === 'sets') return parseHashtagSets(spec, text);
  return text;
}
