/**
 * Stored files under UPLOAD_DIR, addressed by their storage key (media.storage_key, a relative path
 * such as "places/12/ab12cd.jpg"). removeStoredFiles deletes a key's file and its thumbnails:
 *   <dir>/<name>.thumb*, <dir>/<stem>.thumb*  (e.g. ab12cd.jpg.thumb, ab12cd.thumb.webp)
 *   <dir>/thumbs/<name>, <dir>/thumbs/<stem>.*
 * A key that is empty, absolute, contains a ".." segment, a backslash or a NUL, or resolves outside
 * UPLOAD_DIR is refused and nothing is touched for it. Missing files are not an error.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

export interface RemoveResult {
  /** Paths removed, relative to UPLOAD_DIR. */
  removed: string[];
  /** Keys refused as unsafe. */
  refused: string[];
  /** Files that exist but could not be removed (permissions...), with the reason. */
  failed: { file: string; error: string }[];
}

/** The absolute path of a storage key inside uploadDir, or null when the key is unsafe. */
export function storedPath(uploadDir: string, key: unknown): string | null {
  if (typeof key !== 'string' || key === '' || key.length > 1024) return null;
  if (key.includes('\0') || key.includes('\\') || path.isAbsolute(key) || /^[a-z]:/i.test(key)) return null;
  if (key.split('/').some((segment) => segment === '..' || segment === '.')) return null;
  const root = path.resolve(uploadDir);
  const full = path.resolve(root, key);
  return full.startsWith(root + path.sep) ? full : null;
}

const stemOf = (name: string) => (path.extname(name) ? name.slice(0, -path.extname(name).length) : name);

/** The file of a key and the thumbnails next to it that exist. */
async function filesOf(full: string): Promise<string[]> {
  const dir = path.dirname(full);
  const name = path.basename(full);
  const stem = stemOf(name);
  const list = async (folder: string) =>
    (await fs.readdir(folder, { withFileTypes: true }).catch(() => [])).filter((e) => e.isFile()).map((e) => e.name);
  const siblings = (await list(dir)).filter((f) => f === name || f.startsWith(`${name}.thumb`) || f.startsWith(`${stem}.thumb`));
  const thumbs = (await list(path.join(dir, 'thumbs'))).filter((f) => f === name || stemOf(f) === stem);
  return [...siblings.map((f) => path.join(dir, f)), ...thumbs.map((f) => path.join(dir, 'thumbs', f))];
}

export async function removeStoredFiles(uploadDir: string, keys: Iterable<unknown>): Promise<RemoveResult> {
  const result: RemoveResult = { removed: [], refused: [], failed: [] };
  const root = path.resolve(uploadDir);
  for (const key of new Set(keys)) {
    const full = storedPath(root, key);
    if (!full) {
      result.refused.push(String(key));
      continue;
    }
    for (const file of await filesOf(full)) {
      try {
        await fs.unlink(file);
        result.removed.push(path.relative(root, file).split(path.sep).join('/'));
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code !== 'ENOENT') result.failed.push({ file, error: code ?? String(error) });
      }
    }
  }
  return result;
}
