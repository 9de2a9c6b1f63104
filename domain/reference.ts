/** The reference lists' services (part 2 §3, §9): the five rating labels and those of a new service. */
import type { Lang } from './languages';

/** Service answers 1..5 have a label each. */
export const RATINGS = [1, 2, 3, 4, 5] as const;

/** Labels of ratings 1 to 5 that a new service starts with (part 2 §9). */
export const DEFAULT_RATING_LABELS: Record<Lang, readonly string[]> = {
  en: ['Very bad', 'Bad', 'Normal', 'Good', 'Very good'],
  es: ['Muy mal', 'Mal', 'Normal', 'Bien', 'Muy bien'],
  gl: ['Moi mal', 'Mal', 'Normal', 'Ben', 'Moi ben'],
  pt: ['Muito mal', 'Mal', 'Normal', 'Bom', 'Muito bom'],
};
