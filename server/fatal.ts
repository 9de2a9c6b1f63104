/**
 * The last line of defence: an error nothing handled (an uncaught exception or an unhandled
 * promise rejection) leaves the process in an unknown state, so it is logged once and the process
 * exits with code 1 at once, for its supervisor (systemd, the container runtime) to start a fresh
 * one. docs/deploy.md shows the restart policies.
 */
import type { FastifyBaseLogger } from 'fastify';

export const FATAL_EXIT_CODE = 1;

export function exitOnFatalErrors(log: () => FastifyBaseLogger | null): void {
  const fatal = (kind: string) => (error: unknown) => {
    try {
      const logger = log();
      logger?.fatal({ err: error, kind }, 'unexpected fatal error: exiting');
      const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
      console.error(
        `Error fatal inesperado (${kind}); el proceso termina con código ${FATAL_EXIT_CODE} para que su supervisor lo reinicie:\n${detail}`,
      );
    } finally {
      process.exit(FATAL_EXIT_CODE);
    }
  };
  process.on('uncaughtException', fatal('uncaughtException'));
  process.on('unhandledRejection', fatal('unhandledRejection'));
}
