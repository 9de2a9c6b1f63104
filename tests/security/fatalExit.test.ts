/**
 * Issue 14, last line of defence: an error nothing handles ends the API process with exit code 1
 * and a fatal log line, so that a supervisor restarts it (docs/deploy.md), instead of leaving a
 * process in an unknown state or exiting as if all were well.
 */
import { startServerProcess } from './support/serverProcess';

describe('an unexpected fatal error', () => {
  it.each([
    ['an uncaught exception', 'exception', 'uncaughtException', 'fallo provocado: excepción'],
    ['an unhandled rejection', 'rejection', 'unhandledRejection', 'fallo provocado: promesa rechazada'],
  ])(
    '%s: logged as fatal, exit code 1',
    async (_name, inject, kind, message) => {
      const server = await startServerProcess(
        { INJECT_FATAL: inject, LOG_LEVEL: 'warn' },
        { nodeArgs: ['--import', './tests/security/support/injectFatal.ts'] },
      );
      try {
        expect((await fetch(`${server.url}/health`)).status).toBe(200);
        const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
        server.child.kill('SIGUSR2');
        expect(await exited).toBe(1);
        const fatalLine = server
          .output()
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .map((line) => JSON.parse(line) as { level: number; kind?: string; err?: { message?: string } })
          .find((line) => line.level === 60);
        expect(fatalLine).toMatchObject({ kind, err: { message } });
        expect(server.output()).toContain(`Error fatal inesperado (${kind}); el proceso termina con código 1`);
      } finally {
        await server.stop();
      }
    },
    200_000,
  );
});
