/**
 * Errors of the routes outside /graphql and /api/upload (which answer in their own shape): a
 * GraphQL-shaped body with a Spanish message, 503 for a database outage, nothing internal on 500.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isConnectionLoss } from '../db/faults';
import { ApiError } from '../graphql/errors';
import { bodyTooLarge } from '../graphql/requestLimits';
import { requestRefusal } from './requestErrors';
import { logOutage, OUTAGE_MESSAGE, retryLater } from './outage';

type AnyError = FastifyError & { extensions?: { code?: string } };

export function httpErrorHandler(error: AnyError, request: FastifyRequest, reply: FastifyReply): void {
  const send = (status: number, code: string, message: string) =>
    reply.status(status).send({ data: null, errors: [{ message, extensions: { code } }] });
  if (error instanceof ApiError && error.extensions?.code) {
    const status = (error.statusCode ?? 0) >= 400 ? (error.statusCode as number) : 400;
    if (error.extensions.code === 'SERVICE_UNAVAILABLE') {
      logOutage(request.log, error);
      retryLater(reply);
    } else if (status >= 500) request.log.error({ err: (error as Error & { cause?: unknown }).cause ?? error }, error.message);
    send(status, String(error.extensions.code), error.message);
    return;
  }
  if (isConnectionLoss(error)) {
    logOutage(request.log, error);
    retryLater(reply);
    send(503, 'SERVICE_UNAVAILABLE', OUTAGE_MESSAGE);
    return;
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    send(413, 'PAYLOAD_TOO_LARGE', bodyTooLarge().message);
    return;
  }
  const refusal = requestRefusal(error);
  if (refusal) {
    send(refusal.status, refusal.code, refusal.message);
    return;
  }
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  if (status >= 500) request.log.error(error);
  send(status, status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST', status >= 500 ? 'Error interno del servidor' : error.message);
}
