/** A built panel stand-in (index.html + one asset) for the header tests, and a CSP read as directives. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A static directory like `vite build`'s: STATIC_DIR for a test API that serves the panel. */
export function panelDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sec-panel-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><script src="/config.js"></script><div id="root"></div>');
  fs.writeFileSync(path.join(dir, 'assets', 'app.js'), 'console.log(1)');
  return dir;
}

/** A Content-Security-Policy header → directive name → its sources, in order. */
export const directives = (csp: unknown) =>
  new Map(
    String(csp)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources] as const),
  );
