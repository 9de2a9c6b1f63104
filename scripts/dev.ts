/**
 * `npm run dev`: the API with reload on change (tsx watch) on PORT (3000) and Vite's dev server
 * with hot reload on 5173, proxying /graphql, /api, /media and /config.js to the API.
 */
import { spawn, type ChildProcess } from 'node:child_process';

const children: ChildProcess[] = [];

function run(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => {
    console.log(`[dev] ${name} terminó (${code ?? 'señal'}); parando el resto`);
    for (const other of children) other.kill('SIGTERM');
    process.exit(code ?? 1);
  });
  children.push(child);
}

run('api', process.execPath, ['--import', 'tsx', '--watch', 'server/main.ts'], { STATIC_DIR: 'none' });
run('vite', process.execPath, ['node_modules/vite/bin/vite.js', '--host', '127.0.0.1']);
console.log('[dev] Panel con recarga en caliente: http://127.0.0.1:5173 (API en el puerto', process.env.PORT ?? 3000, ')');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of children) child.kill('SIGTERM');
  });
}
