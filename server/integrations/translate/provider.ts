/**
 * A machine-translation provider as the API uses it: one text, one source and one target language
 * of ours (es, en, gl, pt), plain text or HTML. Each provider maps our codes to its own and speaks
 * its own HTTP protocol (google.ts, deepl.ts, libretranslate.ts); failures are TranslateFailure with
 * a Spanish detail that never carries the key.
 */
import type { Lang, TranslateProviderName } from '../../../domain';

export type TextFormat = 'text' | 'html';

export interface TranslateRequest {
  text: string;
  source: Lang;
  target: Lang;
  format: TextFormat;
}

export interface TranslateProvider {
  name: TranslateProviderName;
  /** Spanish reason when the provider cannot translate into (or from) `lang`, else null. */
  unsupported(lang: Lang): string | null;
  translate(request: TranslateRequest): Promise<string>;
}

/** Why a translation failed, in Spanish, for the administrator (no key, no URL with a key). */
export class TranslateFailure extends Error {
  constructor(readonly detail: string) {
    super(detail);
    this.name = 'TranslateFailure';
  }
}

/** Connection settings every provider receives. */
export interface ProviderSettings {
  key: string | null;
  /** Base URL override (TRANSLATE_URL), without a trailing slash. */
  baseUrl: string | null;
  timeoutMs: number;
}
