/**
 * Headers on every answer: no MIME sniffing, no framing, same-origin referrers, the
 * Permissions-Policy, and a Content-Security-Policy: the panel's (panelPolicy.ts) on HTML, a
 * "render nothing" one on everything else. A route that set its own CSP (uploaded files under
 * /media/, GraphiQL) keeps it.
 */
import type { FastifyInstance } from 'fastify';
import { API_CSP, PERMISSIONS_POLICY, panelCsp } from './panelPolicy';

export function securityHeaders(app: FastifyInstance, opts: { googleMaps: boolean }): void {
  const panel = panelCsp(opts);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    reply.header('cross-origin-opener-policy', 'same-origin');
    if (!reply.hasHeader('content-security-policy') && !reply.raw.hasHeader('content-security-policy')) {
      const html = /^text\/html/i.test(String(reply.getHeader('content-type') ?? ''));
      reply.header('content-security-policy', html ? panel : API_CSP);
    }
  });
}
