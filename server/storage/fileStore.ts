/**
 * Where uploads live: one small interface with two implementations, the disk under UPLOAD_DIR
 * (diskStore.ts, STORAGE=disk) and an S3-compatible bucket (s3Store.ts, STORAGE=s3). A file is
 * addressed by its storage key (media.storage_key, "places/12/ab12cd.webp") and served at
 * /media/<key> by the API on either storage. A key that is empty, longer than 1024 characters,
 * absolute, contains a "." or ".." segment, a backslash or a NUL is refused on both storages.
 */
import path from 'node:path';
import type { Readable } from 'node:stream';

export interface RemoveResult {
  /** Keys removed (the file and its thumbnails). */
  removed: string[];
  /** Keys refused as unsafe. */
  refused: string[];
  /** Files that exist but could not be removed (permissions...), with the reason. */
  failed: { file: string; error: string }[];
}

export interface StoredObject {
  body: Readable;
  contentType: string;
  length: number;
  /** The version's tag (quoted, as HTTP sends it), for conditional requests. */
  etag: string | null;
  modified: Date | null;
}

export interface FileStore {
  readonly kind: 'disk' | 's3';
  /** Writes the bytes under a (safe) key, replacing what it held; throws for an unsafe key. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The stored file as a stream, or null when the key is unsafe or holds nothing. */
  read(key: string): Promise<StoredObject | null>;
  /**
   * Deletes each key's file and its thumbnails (isFileOfKey); missing files are not an error, and
   * it never throws: what could not be removed is in `failed` (it runs after a commit).
   */
  remove(keys: Iterable<unknown>): Promise<RemoveResult>;
}

/** Whether a key may address a stored file on any storage. */
export function isSafeKey(key: unknown): key is string {
  if (typeof key !== 'string' || key === '' || key.length > 1024) return false;
  if (key.includes('\0') || key.includes('\\') || key.startsWith('/') || /^[a-z]:/i.test(key)) return false;
  return !key.split('/').some((segment) => segment === '..' || segment === '.');
}

/**
 * The storage could not be reached or refused the operation (a bucket down, wrong credentials): the
 * upload or the /media/ request answers 503 with this message, retryable; the cause is logged.
 */
export class StorageUnavailable extends Error {
  constructor(readonly cause: unknown) {
    super('El almacenamiento de archivos no está disponible en este momento. Vuelva a intentarlo en unos segundos.');
    this.name = 'StorageUnavailable';
  }
}

export function unsafeKey(key: unknown): Error {
  return new Error(`Refused stored-file key: ${JSON.stringify(key)}`);
}

const stemOf = (name: string) => (path.posix.extname(name) ? name.slice(0, -path.posix.extname(name).length) : name);

/**
 * Whether `candidate` is the file of `key` or one of its thumbnails:
 *   <dir>/<name>.thumb*, <dir>/<stem>.thumb*  (e.g. ab12cd.jpg.thumb, ab12cd.thumb.webp)
 *   <dir>/thumbs/<name>, <dir>/thumbs/<stem>.*
 */
export function isFileOfKey(key: string, candidate: string): boolean {
  const dir = path.posix.dirname(key);
  const name = path.posix.basename(key);
  const stem = stemOf(name);
  const candidateDir = path.posix.dirname(candidate);
  const file = path.posix.basename(candidate);
  if (candidateDir === dir) return file === name || file.startsWith(`${name}.thumb`) || file.startsWith(`${stem}.thumb`);
  if (candidateDir === path.posix.join(dir, 'thumbs')) return file === name || stemOf(file) === stem;
  return false;
}

/** The key prefixes under which a key's file and thumbnails can be (listing them finds every candidate). */
export function prefixesOfKey(key: string): string[] {
  const dir = path.posix.dirname(key);
  const stem = stemOf(path.posix.basename(key));
  const inDir = (rel: string) => (dir === '.' ? rel : `${dir}/${rel}`);
  return [inDir(stem), inDir(`thumbs/${stem}`)];
}

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.pdf': 'application/pdf',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** The type a stored file is served with, from its name (the bytes were judged at upload). */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[path.posix.extname(key).toLowerCase()] ?? 'application/octet-stream';
}
