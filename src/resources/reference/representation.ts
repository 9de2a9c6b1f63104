/** How react-admin names a reference entry (titles, references, confirmations): its Spanish text. */
import type { RaRecord } from 'react-admin';

export const spanishOf =
  (field = 'text') =>
  (record: RaRecord): string =>
    String((record[field] as Record<string, unknown> | undefined)?.es ?? '');
