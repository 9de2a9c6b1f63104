/**
 * Headers on every answer: no MIME sniffing, no framing, same-origin referrers, the
 * Permissions-Policy, and a Content-Security-Policy: the panel's (panelPolicy.ts) on HTML, a
 * "render nothing" one on everything else. A route that set its own CSP (uploaded files under
 * /media/, GraphiQL) keeps it.
 * A 304 Not Modified for a panel page has no content type, yet the browser takes its headers over
 * the cached page's: it must carry the panel's CSP too (else a reload of the panel runs no script).
 */
import type { FastifyInstance } from 'fastify';
import { API_CSP, PERMISSIONS_POLICY, panelCsp, type PanelCspOptions } from './panelPolicy';
import { isApiPath } from './paths';

export function securityHeaders(app: FastifyInstance, opts: PanelCspOptions): void {
  const panel = panelCsp(opts);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    reply.header('cross-origin-opener-policy', 'same-origin');
    if (!reply.hasHeader('content-security-policy') && !reply.raw.hasHeader('content-security-policy')) {
      const html =
        /^text\/html/i.test(String(reply.getHeader('content-type') ?? '')) || (reply.statusCode === 304 && !isApiPath(request.url));
      reply.header('content-security-policy', html ? panel : API_CSP);
    }
  });
}
