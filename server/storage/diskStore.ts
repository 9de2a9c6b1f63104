/** STORAGE=disk: every key is a file under UPLOAD_DIR (its relative path); a key resolving outside is refused. */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf, isFileOfKey, isSafeKey, unsafeKey, type FileStore, type RemoveResult } from './fileStore';

/** The absolute path of a storage key inside uploadDir, or null when the key is unsafe. */
export function storedPath(uploadDir: string, key: unknown): string | null {
  if (!isSafeKey(key) || path.isAbsolute(key)) return null;
  const root = path.resolve(uploadDir);
  const full = path.resolve(root, key);
  return full.startsWith(root + path.sep) ? full : null;
}

/** The files next to a key (and in its thumbs/ folder) that are the key's file or its thumbnails. */
async function filesOf(root: string, key: string): Promise<string[]> {
  const dir = path.posix.dirname(key);
  const list = async (folder: string) =>
    (await fsp.readdir(path.join(root, folder), { withFileTypes: true }).catch(() => []))
      .filter((e) => e.isFile())
      .map((e) => (folder === '.' ? e.name : `${folder}/${e.name}`));
  const candidates = [...(await list(dir)), ...(await list(path.posix.join(dir, 'thumbs')))];
  return candidates.filter((candidate) => isFileOfKey(key, candidate));
}

export function diskStore(uploadDir: string): FileStore {
  const root = path.resolve(uploadDir);
  return {
    kind: 'disk',
    async put(key, bytes) {
      const full = storedPath(root, key);
      if (!full) throw unsafeKey(key);
      await fsp.mkdir(path.dirname(full), { recursive: true });
      // Replaces a file of the same key, as a bucket does (upload keys are random; demo files are rewritten).
      await fsp.writeFile(full, bytes);
    },
    async read(key) {
      const full = storedPath(root, key);
      if (!full) return null;
      const stat = await fsp.stat(full).catch(() => null);
      if (!stat?.isFile()) return null;
      return {
        body: fs.createReadStream(full),
        contentType: contentTypeOf(key),
        length: stat.size,
        etag: `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
        modified: stat.mtime,
      };
    },
    async remove(keys) {
      const result: RemoveResult = { removed: [], refused: [], failed: [] };
      for (const key of new Set(keys)) {
        if (!storedPath(root, key)) {
          result.refused.push(String(key));
          continue;
        }
        for (const file of await filesOf(root, key as string)) {
          try {
            await fsp.unlink(path.join(root, file));
            result.removed.push(file);
          } catch (error) {
            const code = (error as NodeJS.ErrnoException).code;
            if (code !== 'ENOENT') result.failed.push({ file, error: code ?? String(error) });
          }
        }
      }
      return result;
    },
  };
}
