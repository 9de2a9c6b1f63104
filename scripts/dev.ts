/**
 * `npm run dev`: the API with reload on change (tsx watch) on PORT (3000) and Vite's dev server
 * with hot reload on 5173, proxying /graphql, /api, /media and /config.js to the API. The API runs
 * in development mode: GraphiQL at http://127.0.0.1:3000/graphiql.
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

// Development mode (GraphiQL, introspection) only here: the server's own default is production.
run('api', process.execPath, ['--import', 'tsx', '--watch', 'server/main.ts'], {
  STATIC_DIR: 'none',
  NODE_ENV: process.env.NODE_ENV ?? 'development',
});
run('vite', process.execPath, ['node_modules/vite/bin/vite.js', '--host', '127.0.0.1']);
console.log('[dev] Panel con recarga en caliente: http://127.0.0.1:5173 (API en el puerto', process.env.PORT ?? 3000, ')');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of children) child.kill('SIGTERM');
  });
}
