/**
 * The provider's errors. Every failure leaves as an ApiError (client.ts's class), so screens and
 * the authProvider read `.code`, `.field` and `.status` the same way whether the server, the
 * network or the provider itself refused.
 */
import { ApiError } from './apiError';

export { ApiError };

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

/** The server answered, but not what the contract promises (e.g. add returned 0): the spec's own message. */
export function unexpectedAnswer(message: string): ApiError {
  return new ApiError(message, 'BAD_RESPONSE');
}

interface GraphQLErrorLike {
  message?: unknown;
  extensions?: { code?: unknown; field?: unknown; httpStatus?: unknown };
}

/** An ApolloError's first GraphQL error as an ApiError (UNAUTHENTICATED always with status 401). */
function fromGraphQLError(first: GraphQLErrorLike): ApiError {
  const code = typeof first.extensions?.code === 'string' ? first.extensions.code : undefined;
  const field = typeof first.extensions?.field === 'string' ? first.extensions.field : undefined;
  const httpStatus = typeof first.extensions?.httpStatus === 'number' ? first.extensions.httpStatus : 200;
  const message = typeof first.message === 'string' && first.message ? first.message : 'Error del servidor';
  return new ApiError(message, code, field, code === 'UNAUTHENTICATED' ? 401 : httpStatus);
}

/**
 * Whatever a call rejected with → ApiError. ra-data-graphql wraps failures in react-admin's
 * HttpError (the ApolloError, or our own ApiError thrown by a parseResponse, as its `body`); the
 * custom methods and gql() reject with the ApolloError itself.
 */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError)
    return error.isUnauthenticated && error.status !== 401 ? new ApiError(error.message, error.code, error.field, 401) : error;
  const wrapped = error as { body?: unknown; status?: unknown; message?: unknown; name?: unknown } | null;
  if (wrapped?.body instanceof ApiError) return toApiError(wrapped.body);
  const apollo = (wrapped?.body ?? wrapped) as {
    graphQLErrors?: GraphQLErrorLike[];
    networkError?: { statusCode?: number; name?: string } | null;
  } | null;
  const first = apollo?.graphQLErrors?.[0];
  if (first) return fromGraphQLError(first);
  if ((error as { name?: unknown })?.name === 'AbortError') return new ApiError('Petición cancelada', 'ABORTED');
  const status =
    apollo?.networkError?.statusCode ?? (typeof wrapped?.status === 'number' && wrapped.status > 0 ? wrapped.status : undefined);
  if (status === 401) return new ApiError('Sesión no válida o caducada: vuelva a entrar', 'UNAUTHENTICATED', undefined, 401);
  if (status && status !== 200) return new ApiError(`Respuesta no válida del servidor (${status})`, 'BAD_RESPONSE', undefined, status);
  return new ApiError('No se puede conectar con el servidor', 'NETWORK');
}

/**
 * A refused create / update whose argument names a form field (the entry's `fieldOf`): the error
 * carries it as react-admin's server-side validation error, so the form shows it under that input.
 * BAD_USER_INPUT always; CONFLICT too with `conflicts` (addStaff: the e-mail is taken).
 */
export function withFormField(error: ApiError, fieldOf: (arg: string) => string | undefined, conflicts = false): ApiError {
  const named = error.code === 'BAD_USER_INPUT' || (conflicts && error.code === 'CONFLICT');
  if (!named || !error.field) return error;
  const path = fieldOf(error.field);
  if (path) error.body = { errors: { [path]: error.message } };
  return error;
}
