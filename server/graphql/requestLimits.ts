/**
 * What one /graphql request may be, checked before any heavy work (ARCHITECTURE.md "Security
 * baseline"): bodies sized for the panel's real documents, a smaller allowance without a session
 * (only login, and introspection outside production, need none), a parser token limit and a limit
 * on the query text itself. Every refusal answers in Spanish with the limit it hit.
 */
import { ApiError } from './errors';

/** Largest body with a session: long rich-text descriptions in four languages fit many times over. */
export const GRAPHQL_BODY_LIMIT = 2 * 1024 * 1024;
/** Largest body without a session: a login, or GraphiQL's introspection query, is under 4 KB. */
export const ANONYMOUS_BODY_LIMIT = 16 * 1024;
/** Longest query text (the document itself; long texts travel as variables). */
export const MAX_QUERY_CHARS = 64 * 1024;
/** Most tokens the parser reads before giving up (the panel's largest document has about 250). */
export const MAX_TOKENS = 5_000;
/** Valid documents kept parsed and compiled (the panel sends a few dozen distinct ones). */
export const DOCUMENT_CACHE_SIZE = 256;

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MB` : kb(bytes));

export const bodyTooLarge = (limit = GRAPHQL_BODY_LIMIT) =>
  new ApiError(`La petición es demasiado grande (máximo ${size(limit)})`, 'PAYLOAD_TOO_LARGE', {}, 413);

export const anonymousBodyTooLarge = () =>
  new ApiError(
    `La petición es demasiado grande para hacerla sin sesión (máximo ${size(ANONYMOUS_BODY_LIMIT)}): inicie sesión`,
    'PAYLOAD_TOO_LARGE',
    {},
    413,
  );

export const queryTooLong = () =>
  new ApiError(
    `El texto de la consulta es demasiado largo (máximo ${size(MAX_QUERY_CHARS)}): envíe los textos largos como variables`,
    'PAYLOAD_TOO_LARGE',
    {},
    413,
  );

export const bodyTimedOut = (seconds: number) =>
  new ApiError(`El cuerpo de la petición no llegó a tiempo (máximo ${seconds} s)`, 'REQUEST_TIMEOUT', {}, 408);
