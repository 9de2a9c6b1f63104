/**
 * A /graphql body is read under two bounds besides Fastify's bodyLimit: a smaller size without a
 * session (an anonymous caller can only log in) and a deadline for the whole body to arrive (a
 * client sending one byte every few seconds is cut off, not waited for). Runs as a preParsing hook,
 * after the session is known and before a byte is buffered.
 */
import { Transform, type TransformCallback } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface BodyBounds {
  /** Byte limit for this request, or null to leave it to Fastify's bodyLimit. */
  limit: number | null;
  timeoutMs: number;
  tooLarge: () => Error;
  timedOut: () => Error;
}

class GuardedBody extends Transform {
  /** Read by Fastify's body reader (it compares it with the limits and Content-Length). */
  receivedEncodedLength = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly bounds: BodyBounds,
    onTimeout: () => void,
  ) {
    super();
    this.timer = setTimeout(() => {
      onTimeout();
      this.destroy(bounds.timedOut());
    }, bounds.timeoutMs);
    this.timer.unref();
    const stop = () => clearTimeout(this.timer);
    this.once('end', stop).once('close', stop).once('error', stop);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.receivedEncodedLength += chunk.length;
    if (this.bounds.limit !== null && this.receivedEncodedLength > this.bounds.limit) {
      done(this.bounds.tooLarge());
      return;
    }
    done(null, chunk);
  }
}

/** Answers are sent with Connection: close: the rest of a refused body is never read. */
const closeAfterAnswer = (reply: FastifyReply) => reply.header('connection', 'close');

export function guardBody(request: FastifyRequest, reply: FastifyReply, payload: NodeJS.ReadableStream, bounds: BodyBounds) {
  // GET and HEAD carry no body to read (Fastify never consumes their payload stream).
  if (request.method === 'GET' || request.method === 'HEAD') return payload;
  const declared = Number(request.headers['content-length']);
  if (bounds.limit !== null && declared > bounds.limit) {
    closeAfterAnswer(reply);
    throw bounds.tooLarge();
  }
  const guarded = new GuardedBody(bounds, () => closeAfterAnswer(reply));
  guarded.once('error', () => closeAfterAnswer(reply));
  // Answered before the body was read whole (a refusal): the deadline no longer matters.
  reply.raw.once('close', () => guarded.destroy());
  payload.on('error', (error) => guarded.destroy(error));
  return payload.pipe(guarded);
}
