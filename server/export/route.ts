/**
 * GET /api/export/:resource (docs/api.md «Exportar»): the rows of a list — its filters and order as
 * its GraphQL list query takes them — as a CSV download (csv.ts), streamed chunk by chunk
 * (rows.ts) with the session of the panel (Authorization: Bearer, as /graphql). `X-Total-Count`
 * says how many rows come, for the download's progress. Refusals answer
 * {errors: [{message, extensions: {code, field}}]} with 400, 401, 403 (the caller's role may not read that list) or 404, before any row is read.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../db/connect';
import { sessionOf } from '../graphql/context';
import { ApiError } from '../graphql/errors';
import { BOM, csvLine } from '../../domain/csv';
import { listReadAccess } from '../../domain/resourceAccess';
import { allows, FORBIDDEN_MESSAGE } from '../../domain/roles';
import { parseExportRequest } from './request';
import { csvChunks } from './rows';
import { EXPORT_SOURCES } from './sources';

const refuse = (reply: FastifyReply, status: number, code: string, message: string, field?: string) =>
  reply.status(status).send({ errors: [{ message, extensions: { code, ...(field ? { field } : {}) } }] });

export async function exportRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get<{ Params: { resource: string }; Querystring: Record<string, unknown> }>('/api/export/:resource', async (request, reply) => {
    const name = request.params.resource;
    const source = Object.hasOwn(EXPORT_SOURCES, name) ? EXPORT_SOURCES[name] : undefined;
    if (!source) return refuse(reply, 404, 'NOT_FOUND', `No hay lista que exportar con el nombre ${name.slice(0, 40)}`, 'resource');
    const session = await sessionOf(db, request);
    if (!session) return refuse(reply, 401, 'UNAUTHENTICATED', 'Sesión no válida o caducada: vuelva a entrar');
    let prepared;
    try {
      const asked = parseExportRequest(request.query, source.columns);
      // The rows of a list are read with its list query's access.
      if (!allows(listReadAccess(name, asked.args), session.user.role)) return refuse(reply, 403, 'FORBIDDEN', FORBIDDEN_MESSAGE);
      const plan = source.plan(asked.args);
      const params: unknown[] = [];
      const [{ n }] = await db.query<{ n: number }>(`SELECT ${plan.count(params)} AS n`, params);
      prepared = { ...asked, plan, total: Number(n) };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const extensions = (error as unknown as { extensions: { code: string; field?: string } }).extensions;
      return refuse(reply, 400, extensions.code, error.message, extensions.field);
    }
    const { plan, columns, timeZone, total } = prepared;
    async function* body() {
      yield BOM + csvLine(columns.map((column) => column.label));
      yield* csvChunks(db, plan, columns, timeZone);
    }
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}.csv"`)
      .header('cache-control', 'no-store')
      .header('x-total-count', String(total))
      .send(Readable.from(body()));
  });
}
