// The embedded engine's thread starts here (pgliteThread.ts): it is started without the process's
// preloaded modules, and `--import tsx` does not make Node 20 load TypeScript in a worker anyway, so
// this thread registers tsx itself, then loads the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./pgliteWorker.ts');
