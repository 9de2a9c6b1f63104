/**
 * GET /media/<key>: a stored file, read from the file store (disk or bucket), so media URLs are the
 * same on every storage and every instance. An unsafe or unknown key is the API's 404. Uploaded
 * files are never rendered as pages of the panel's origin (a sandboxing CSP) and never change under
 * their key (random names), so browsers may keep them a day, and revalidate them by ETag (304). A storage that does not answer is a
 * 503 with Retry-After, as a database outage is.
 */
import type { FastifyInstance } from 'fastify';
import { retryLater } from '../http/outage';
import { MEDIA_PREFIX } from '../uploads/keys';
import { StorageUnavailable, type FileStore } from './fileStore';

export function mediaRoute(app: FastifyInstance, store: FileStore): void {
  app.get(`${MEDIA_PREFIX}*`, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    let file;
    try {
      file = await store.read(key);
    } catch (error) {
      if (!(error instanceof StorageUnavailable)) throw error;
      request.log.warn({ err: error.cause, code: 'SERVICE_UNAVAILABLE' }, 'file storage unavailable');
      return retryLater(reply)
        .status(503)
        .header('cache-control', 'no-store')
        .send({ data: null, errors: [{ message: error.message, extensions: { code: 'SERVICE_UNAVAILABLE' } }] });
    }
    if (!file) return reply.callNotFound();
    reply.header('content-security-policy', "default-src 'none'; img-src 'self'; sandbox").header('cache-control', 'public, max-age=86400');
    if (file.etag) reply.header('etag', file.etag);
    if (file.modified) reply.header('last-modified', file.modified.toUTCString());
    if (file.etag && request.headers['if-none-match']?.split(/\s*,\s*/).includes(file.etag)) {
      file.body.destroy();
      return reply.status(304).send();
    }
    return reply.header('content-length', file.length).type(file.contentType).send(file.body);
  });
}
