/**
 * What a failed save or delete says (part 2 §8: 'Ha habido un fallo'), unless the server's Spanish
 * message explains the refusal better ('No se puede eliminar: lo usan 12 sitios'). A refusal shown
 * under its input gets the spec's toast: the input already says why.
 */
import { ApiError } from '../../dataProvider';

/** Codes whose message tells the user what to do. */
const TELLING = new Set(['CONFLICT', 'NOT_FOUND', 'BAD_USER_INPUT', 'TOO_MANY_REQUESTS']);

export const FAILED = 'app.reference.toast.failed';

/** The toast of a failure (a message or an i18n key), or null when none is due (the session ended: the login screen says it). */
export function failureMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return FAILED;
  if (error.isUnauthenticated) return null;
  if (error.body?.errors) return FAILED;
  return TELLING.has(error.code ?? '') ? error.message : FAILED;
}
