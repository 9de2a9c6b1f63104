/**
 * The provider's errors. They are all ApiError (client.ts), so screens and the authProvider read
 * `.code`, `.field` and `.status` the same way whether the server or the provider refused.
 */
import { ApiError } from './client';

/** A method (or resource) the operations table does not offer: refused before any request. */
export function notAvailable(resource: string, message = `Operación no disponible para ${resource}`): ApiError {
  return new ApiError(message, 'NOT_AVAILABLE');
}

/** A parameter the provider cannot turn into a valid argument; `field` names it. */
export function badParam(field: string, message: string): ApiError {
  return new ApiError(message, 'BAD_USER_INPUT', field);
}

export function notFound(resource: string, idField: string, id: unknown): ApiError {
  return new ApiError(`No existe el registro ${String(id)} en ${resource}`, 'NOT_FOUND', idField);
}

/** The server answered, but not what the contract promises (e.g. add returned 0). */
export function unexpectedAnswer(operation: string): ApiError {
  return new ApiError(`Respuesta inesperada del servidor en ${operation}`, 'BAD_RESPONSE');
}

/**
 * What the provider rethrows: the ApiError as is, except that UNAUTHENTICATED always carries
 * status 401, so react-admin's default error handling logs out as well as authProvider.checkError.
 */
export function providerError(error: unknown): unknown {
  if (error instanceof ApiError && error.isUnauthenticated && error.status !== 401) {
    return new ApiError(error.message, error.code, error.field, 401);
  }
  return error;
}
