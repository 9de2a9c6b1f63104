/** What a new service starts with (part 2 §9): the default labels of ratings 1 to 5 in each language, filter off. */
import { DEFAULT_RATING_LABELS, LANGS, RATINGS } from '../../../domain';

export const SERVICE_DEFAULTS: Record<string, unknown> = {
  ...Object.fromEntries(
    RATINGS.map((n) => [`rating${n}`, Object.fromEntries(LANGS.map((lang) => [lang, DEFAULT_RATING_LABELS[lang][n - 1]]))]),
  ),
  filter: false,
};
