/**
 * The API's error vocabulary: every rejection carries extensions.code (and extensions.field for bad
 * input), with a Spanish message an administrator can read.
 */
import mercurius from 'mercurius';
import { OUTAGE_MESSAGE } from '../http/outage';
import { FORBIDDEN_MESSAGE } from '../../domain/roles';

const { ErrorWithProps } = mercurius;

export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'QUERY_TIMEOUT'
  | 'PAYLOAD_TOO_LARGE'
  | 'REQUEST_TIMEOUT'
  | 'SERVICE_UNAVAILABLE'
  | 'TRANSLATE_FAILED'
  | 'TRANSLATE_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

export class ApiError extends ErrorWithProps {
  constructor(message: string, code: ErrorCode, extra: Record<string, unknown> = {}, statusCode = 200) {
    super(message, { code, ...extra }, statusCode);
  }
}

export const unauthenticated = () => new ApiError('Sesión no válida o caducada: vuelva a entrar', 'UNAUTHENTICATED');

/** The caller's role does not allow the operation (domain/roles.ts). */
export const forbidden = (message: string = FORBIDDEN_MESSAGE) => new ApiError(message, 'FORBIDDEN');

/** Bad input: `field` names the argument (or input field) at fault. */
export const badInput = (field: string, message: string) => new ApiError(message, 'BAD_USER_INPUT', { field });

export const notFound = (what: string, field: string) => new ApiError(`${what} no existe`, 'NOT_FOUND', { field });

export const tooManyRequests = (message: string) => new ApiError(message, 'TOO_MANY_REQUESTS');

/** The request used up its time budget (QUERY_TIMEOUT_SECONDS): retrying the same request will not help. */
export const queryTimeout = (seconds: number) =>
  new ApiError(
    `La consulta ha tardado demasiado (más de ${seconds} s) y se ha cancelado: pida menos datos o acote la búsqueda`,
    'QUERY_TIMEOUT',
    { retryable: false },
  );

/** The database cannot be reached: a temporary outage, worth retrying in a few seconds (HTTP 503). */
export const serviceUnavailable = (cause?: unknown) => {
  const error = new ApiError(OUTAGE_MESSAGE, 'SERVICE_UNAVAILABLE', { retryable: true }, 503);
  if (cause !== undefined) (error as Error & { cause?: unknown }).cause = cause;
  return error;
};

export const isApiError = (error: unknown, code: ErrorCode): boolean =>
  error instanceof ApiError && (error as ApiError & { extensions: { code?: string } }).extensions.code === code;
