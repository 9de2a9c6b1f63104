/**
 * Fastify's own refusals of a malformed request (body too large, not JSON, wrong content type...),
 * with the Spanish message and the code every route answers them with.
 */
export interface RequestRefusal {
  status: number;
  code: string;
  message: string;
}

export const REQUEST_REFUSALS: ReadonlyMap<string, Omit<RequestRefusal, 'status'>> = new Map([
  ['FST_ERR_CTP_INVALID_MEDIA_TYPE', { code: 'BAD_REQUEST', message: 'Tipo de contenido no admitido: envíe application/json' }],
  [
    'FST_ERR_CTP_EMPTY_JSON_BODY',
    { code: 'BAD_REQUEST', message: 'El cuerpo de la petición está vacío: envíe un objeto JSON {query, variables}' },
  ],
  ['FST_ERR_CTP_INVALID_CONTENT_LENGTH', { code: 'BAD_REQUEST', message: 'La longitud declarada del cuerpo no coincide con la recibida' }],
  ['FST_ERR_CTP_INVALID_JSON_BODY', { code: 'BAD_REQUEST', message: 'El cuerpo de la petición no es JSON válido' }],
]);

/** The answer for a Fastify request error, or null when it is not one of them. */
export function requestRefusal(error: { code?: string; statusCode?: number; message?: string }): RequestRefusal | null {
  const known = error.code ? REQUEST_REFUSALS.get(error.code) : undefined;
  if (known) return { status: error.statusCode ?? 400, ...known };
  // JSON.parse failures surface as a 400 SyntaxError without a Fastify code.
  if (error.statusCode === 400 && /JSON/.test(error.message ?? ''))
    return { status: 400, code: 'BAD_REQUEST', message: 'El cuerpo de la petición no es JSON válido' };
  return null;
}
