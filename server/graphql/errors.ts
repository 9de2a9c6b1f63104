/**
 * The API's error vocabulary: every rejection carries extensions.code (and extensions.field for bad
 * input), with a Spanish message an administrator can read.
 */
import mercurius from 'mercurius';

const { ErrorWithProps } = mercurius;

export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'INTERNAL_SERVER_ERROR';

export class ApiError extends ErrorWithProps {
  constructor(message: string, code: ErrorCode, extra: Record<string, unknown> = {}, statusCode = 200) {
    super(message, { code, ...extra }, statusCode);
  }
}

export const unauthenticated = () => new ApiError('Sesión no válida o caducada: vuelva a entrar', 'UNAUTHENTICATED');

/** Bad input: `field` names the argument (or input field) at fault. */
export const badInput = (field: string, message: string) => new ApiError(message, 'BAD_USER_INPUT', { field });

export const notFound = (what: string, field: string) => new ApiError(`${what} no existe`, 'NOT_FOUND', { field });

export const tooManyRequests = (message: string) => new ApiError(message, 'TOO_MANY_REQUESTS');
