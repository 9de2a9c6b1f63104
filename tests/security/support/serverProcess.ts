/**
 * The real server (`node --import tsx server/main.ts`, as `npm run serve` starts it) in a child
 * process, for the cases that must watch a process: its memory, whether it survives, how fast it
 * answers. Production mode unless told otherwise; its own data directory (on the embedded database,
 * with the run's migrated database already in it); stopped by the test.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ADMIN } from '../../server/helpers/app';
import { migratedPgliteDir } from '../../server/helpers/databases';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Output so far (stdout and stderr). */
  output: () => string;
  alive: () => boolean;
  /** Resident memory of the process, in MB (Linux /proc). */
  rssMb: () => number;
  token: () => Promise<string>;
  stop: () => Promise<void>;
}

/** exitCode(): how the process ended (null while it runs). */
export async function startServerProcess(
  env: Record<string, string> = {},
  opts: { nodeArgs?: string[] } = {},
): Promise<ServerProcess & { exitCode: () => number | null }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sec-server-'));
  // Started on the embedded database: a migrated one is there already, as on any start after the first.
  if (!env.DATABASE_URL) await migratedPgliteDir(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', ...(opts.nodeArgs ?? []), 'server/main.ts'], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: 'none',
      SEED_DEMO: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start in 150 s:\n${output}`)), 150_000);
    const look = () => {
      // The whole banner (its last line is the password's): tests read the mode line from it, and
      // the lines may come in separate chunks.
      const match = /Panel y API en (http:\/\/[\d.:]+)[\s\S]*Contraseña:.*\n/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout!.on('data', look);
    child.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  return {
    url,
    child,
    output: () => output,
    alive: () => !exited && child.exitCode === null,
    exitCode: () => child.exitCode,
    rssMb: () => {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
    },
    token: async () => {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: 'mutation($u: String!, $p: String!) { login(user: $u, pass: $p) { token } }',
          variables: { u: ADMIN.email, p: ADMIN.password },
        }),
      });
      return ((await response.json()) as { data: { login: { token: string } } }).data.login.token;
    },
    stop: async () => {
      if (!exited) {
        const gone = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 5000))]);
        if (!exited) child.kill('SIGKILL');
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
