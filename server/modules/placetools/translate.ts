/**
 * translate(text, source, targets): the place editor's Translate button. The provider
 * (TRANSLATE_PROVIDER) is called from the server, so its key never reaches the browser; one call per
 * target, all at once. Plain text or HTML (a text with tags is sent as HTML: tags are kept, only the
 * text between them is translated). Failures: TRANSLATE_FAILED, 'Fallo al traducir: <detail>';
 * no provider: TRANSLATE_UNAVAILABLE; over the request's or the user's daily budget (./translateBudget.ts):
 * TOO_MANY_REQUESTS.
 */
import { LANGS, TRANSLATE_MAX_CHARS, isLang, type Lang } from '../../../domain';
import { badInput, ApiError } from '../../graphql/errors';
import { TranslateFailure, type TextFormat, type TranslateProvider } from '../../integrations/translate';

export interface Translation {
  lang: Lang;
  text: string;
}

export interface TranslateArgs {
  text: string;
  source: Lang;
  targets: Lang[];
  format: TextFormat;
}

const LANG_LIST = LANGS.join(', ');

function lang(value: unknown, field: string): Lang {
  const code = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (!isLang(code)) throw badInput(field, `Idioma no válido en ${field}: use ${LANG_LIST}`);
  return code;
}

/** A text with an element tag is HTML (the rich-text editors' output); anything else is plain text. */
export const formatOf = (text: string): TextFormat => (/<[a-z][a-z0-9]*(\s[^>]*)?\/?>/i.test(text) ? 'html' : 'text');

export function parseTranslateArgs(args: Record<string, unknown>): TranslateArgs {
  if (typeof args.text !== 'string') throw badInput('text', 'Falta el texto que traducir (text)');
  if ([...args.text].length > TRANSLATE_MAX_CHARS) {
    throw badInput('text', `El texto es demasiado largo para traducirlo (máximo ${TRANSLATE_MAX_CHARS} caracteres)`);
  }
  const source = lang(args.source, 'source');
  if (!Array.isArray(args.targets) || args.targets.length === 0)
    throw badInput('targets', 'Indique al menos un idioma de destino (targets)');
  if (args.targets.length > LANGS.length) throw badInput('targets', `Demasiados idiomas de destino (máximo ${LANGS.length})`);
  const targets = [...new Set(args.targets.map((t) => lang(t, 'targets')))];
  if (targets.includes(source)) throw badInput('targets', `El idioma de origen (${source}) no puede ser también de destino`);
  return { text: args.text, source, targets, format: formatOf(args.text) };
}

export const translateUnavailable = () =>
  new ApiError('Traducción no configurada en el servidor (TRANSLATE_PROVIDER)', 'TRANSLATE_UNAVAILABLE');

const failed = (detail: string, target?: Lang) =>
  new ApiError(`Fallo al traducir: ${detail}`, 'TRANSLATE_FAILED', { detail, ...(target ? { target } : {}) });

/** Characters the provider is sent: the text once per target language. */
export const charsToSend = (args: TranslateArgs) => [...args.text].length * args.targets.length;

/**
 * Translates through the provider; `charge` is told how many characters will be sent (and may
 * refuse, translateBudget.ts) before any is.
 */
export async function translate(
  provider: TranslateProvider | null,
  args: TranslateArgs,
  charge: (chars: number) => Promise<void>,
): Promise<Translation[]> {
  if (!provider) throw translateUnavailable();
  for (const code of [args.source, ...args.targets]) {
    const reason = provider.unsupported(code);
    if (reason) throw failed(reason, code === args.source ? undefined : code);
  }
  // Nothing to translate: no call, an empty text per target.
  if (args.text.trim() === '') return args.targets.map((target) => ({ lang: target, text: '' }));
  await charge(charsToSend(args));
  return Promise.all(
    args.targets.map(async (target) => {
      try {
        return { lang: target, text: await provider.translate({ text: args.text, source: args.source, target, format: args.format }) };
      } catch (error) {
        if (error instanceof TranslateFailure) throw failed(error.detail, target);
        throw error;
      }
    }),
  );
}
