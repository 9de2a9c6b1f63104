/**
 * What `translate` may send to the paid provider (issue 18): every character counts once per target
 * language. One request (aliased calls included) sends at most TRANSLATE_REQUEST_CHARS; each user at
 * most TRANSLATE_DAILY_CHARS a day (UTC), counted in the database so every API instance shares the
 * count. Both are charged before the provider is called, and a refused call sends nothing.
 */
import { TRANSLATE_REQUEST_CHARS } from '../../../domain';
import type { Queryable } from '../../db/connect';
import { tooManyRequests } from '../../graphql/errors';

const spanish = (n: number) => n.toLocaleString('es-ES');

/** Characters already charged to each request (its GraphQL context object). */
const chargedToRequest = new WeakMap<object, number>();

/** Charges `chars` to the request, or refuses when its budget would be passed. */
export function chargeRequest(request: object, chars: number): void {
  const total = (chargedToRequest.get(request) ?? 0) + chars;
  if (total > TRANSLATE_REQUEST_CHARS) {
    throw tooManyRequests(
      `Demasiado texto para traducir en una sola petición: como máximo ${spanish(TRANSLATE_REQUEST_CHARS)} caracteres entre todos los idiomas de destino`,
    );
  }
  chargedToRequest.set(request, total);
}

/** Charges `chars` to the user's count of today, or refuses (and charges nothing) when it would pass `limit`. */
export async function chargeDay(db: Queryable, iduser: number, chars: number, limit: number): Promise<void> {
  const spent =
    chars > limit
      ? []
      : await db.query<{ chars: number }>(
          `INSERT INTO translate_usage (iduser, day, chars) VALUES ($1, (now() AT TIME ZONE 'UTC')::date, $2)
           ON CONFLICT (iduser, day) DO UPDATE SET chars = translate_usage.chars + EXCLUDED.chars
             WHERE translate_usage.chars + EXCLUDED.chars <= $3
           RETURNING chars`,
          [iduser, chars, limit],
        );
  if (spent.length === 0) {
    throw tooManyRequests(`Ha agotado su cupo diario de traducción (${spanish(limit)} caracteres): vuelva a intentarlo mañana`);
  }
}
