/**
 * The one HTTP call a provider makes: POST JSON, a time limit, a bounded answer read as JSON.
 * Errors become TranslateFailure with a Spanish detail; the URL (which may carry a key) never
 * appears in it.
 */
import { TranslateFailure } from './provider';

/** Largest answer read from a provider (a translation of at most TRANSLATE_MAX_CHARS). */
const MAX_ANSWER_BYTES = 1024 * 1024;

async function boundedText(response: Response): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_ANSWER_BYTES) throw new TranslateFailure('la respuesta del servicio es demasiado grande');
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      await reader.cancel().catch(() => undefined);
      throw new TranslateFailure('la respuesta del servicio es demasiado grande');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** What an HTTP status means for the administrator. */
function statusDetail(status: number): string {
  if (status === 401 || status === 403) return `el servicio rechazó la clave (HTTP ${status}): revise TRANSLATE_KEY`;
  if (status === 456) return 'se agotó la cuota de caracteres del servicio (HTTP 456)';
  if (status === 429) return 'el servicio recibe demasiadas peticiones (HTTP 429): inténtelo en unos segundos';
  if (status >= 500) return `el servicio no está disponible (HTTP ${status})`;
  return `el servicio rechazó la petición (HTTP ${status})`;
}

export async function postJson(
  url: string,
  body: unknown,
  opts: { headers?: Record<string, string>; timeoutMs: number },
): Promise<unknown> {
  let response: Response;
  const signal = AbortSignal.timeout(opts.timeoutMs);
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...opts.headers },
      body: JSON.stringify(body),
      redirect: 'error',
      signal,
    });
  } catch {
    if (signal.aborted) throw new TranslateFailure(`el servicio no respondió en ${Math.round(opts.timeoutMs / 1000)} s`);
    throw new TranslateFailure('no se pudo conectar con el servicio de traducción');
  }
  let text: string;
  try {
    text = await boundedText(response);
  } catch (error) {
    if (error instanceof TranslateFailure) throw error;
    if (signal.aborted) throw new TranslateFailure(`el servicio no respondió en ${Math.round(opts.timeoutMs / 1000)} s`);
    throw new TranslateFailure('la respuesta del servicio se cortó');
  }
  if (!response.ok) throw new TranslateFailure(statusDetail(response.status));
  try {
    return JSON.parse(text);
  } catch {
    throw new TranslateFailure('la respuesta del servicio no es JSON');
  }
}

/** A string found at `path` in a provider's answer, or a failure saying the answer is not as documented. */
export function stringAt(answer: unknown, path: (string | number)[]): string {
  let node: unknown = answer;
  for (const step of path) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, step)) node = undefined;
    else node = (node as Record<string | number, unknown>)[step];
  }
  if (typeof node !== 'string') throw new TranslateFailure('la respuesta del servicio no tiene la traducción');
  return node;
}
