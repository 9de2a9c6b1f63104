/**
 * The file store (server/storage) on both storages: a key's file and its thumbnails go together,
 * nothing with a longer name; unsafe keys are refused and touch nothing; a read gives the bytes and
 * their type. The disk also never reaches a file outside UPLOAD_DIR.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FileStore } from '../../server/storage';
import { diskStore, storedPath } from '../../server/storage/diskStore';
import { s3Store } from '../../server/storage/s3Store';
import { writeDemoFiles } from '../../server/db/seed/images';
import { DEMO_PHOTOS, MENU_PDF, PANORAMA } from '../../server/db/seed/pictures';
import { LOCAL_S3_BUCKET, startLocalS3, type LocalS3 } from './helpers/localS3';

const KEYS = [
  'places/7/abc.jpg',
  'places/7/abc.jpg.thumb',
  'places/7/abc.thumb.webp',
  'places/7/thumbs/abc.jpg',
  'places/7/thumbs/abc.webp',
  'places/7/abcd.jpg',
  'places/7/thumbs/abcd.jpg',
  'demo/plaza.jpg',
];

const HOSTILE_KEYS: unknown[] = [
  '../secret.txt',
  'places/../../secret.txt',
  '/etc/passwd',
  '',
  'places\\..\\..\\secret.txt',
  'demo/plaza.jpg\0',
  './demo/plaza.jpg',
  '../uploads-other/x.jpg',
  'C:/windows',
  'a/'.repeat(600),
  42,
  null,
];

interface Storage {
  name: 'disk' | 's3';
  start(): Promise<{ store: FileStore; root?: string; close(): Promise<void> }>;
}

const STORAGES: Storage[] = [
  {
    name: 'disk',
    async start() {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'stored-files-'));
      return { store: diskStore(path.join(root, 'uploads')), root, close: async () => fs.rmSync(root, { recursive: true, force: true }) };
    },
  },
  {
    name: 's3',
    async start() {
      const s3: LocalS3 = await startLocalS3();
      const store = s3Store({ bucket: LOCAL_S3_BUCKET, region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true });
      return { store, close: s3.close };
    },
  },
];

const text = async (store: FileStore, key: string) => {
  const file = await store.read(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.from(chunk));
  return { type: file.contentType, length: file.length, text: Buffer.concat(chunks).toString() };
};

describe.each(STORAGES)('file store on $name', (storage) => {
  let store: FileStore;
  let root: string | undefined;
  let close: () => Promise<void>;
  const present = async (keys: string[]) => Promise.all(keys.map(async (key) => (await text(store, key)) !== null));

  beforeAll(async () => {
    ({ store, root, close } = await storage.start());
  });
  afterAll(async () => close());
  beforeEach(async () => {
    for (const key of KEYS) await store.put(key, Buffer.from(`x:${key}`));
  });

  it('reads a stored file with its bytes, length and type; a missing key is null', async () => {
    expect(await text(store, 'places/7/abc.thumb.webp')).toEqual({ type: 'image/webp', length: 25, text: 'x:places/7/abc.thumb.webp' });
    expect(await text(store, 'demo/plaza.jpg')).toMatchObject({ type: 'image/jpeg', text: 'x:demo/plaza.jpg' });
    expect(await store.read('places/7/nada.jpg')).toBeNull();
    expect(await store.read('places/7')).toBeNull();
  });

  it('removes the file and its thumbnail variants, nothing with a longer name', async () => {
    const result = await store.remove(['places/7/abc.jpg']);
    expect(result.removed.sort()).toEqual([
      'places/7/abc.jpg',
      'places/7/abc.jpg.thumb',
      'places/7/abc.thumb.webp',
      'places/7/thumbs/abc.jpg',
      'places/7/thumbs/abc.webp',
    ]);
    expect(await present(['places/7/abcd.jpg', 'places/7/thumbs/abcd.jpg', 'demo/plaza.jpg'])).toEqual([true, true, true]);
    expect(result.refused).toEqual([]);
  });

  it('refuses traversal, absolute, empty, backslash, NUL and overlong keys: nothing read, written or removed', async () => {
    const result = await store.remove(HOSTILE_KEYS);
    expect(result.removed).toEqual([]);
    expect(result.refused).toHaveLength(HOSTILE_KEYS.length);
    for (const key of HOSTILE_KEYS) {
      expect(await store.read(key as string), String(key)).toBeNull();
      await expect(store.put(key as string, Buffer.from('evil')), String(key)).rejects.toThrow(/Refused stored-file key/);
    }
    expect(await present(KEYS)).toEqual(KEYS.map(() => true));
  });

  it('does not mind a key whose file is already gone, nor the same key twice', async () => {
    const result = await store.remove(['places/7/nada.jpg', 'places/7/abcd.jpg', 'places/7/abcd.jpg']);
    expect(result).toEqual({ removed: ['places/7/abcd.jpg', 'places/7/thumbs/abcd.jpg'], refused: [], failed: [] });
  });

  it('receives the demo files of the seed under demo/, served with their types', async () => {
    const keys = await writeDemoFiles(store);
    expect(keys).toEqual([...DEMO_PHOTOS, PANORAMA, MENU_PDF].map((name) => `demo/${name}`));
    expect((await text(store, `demo/${MENU_PDF}`))?.type).toBe('application/pdf');
    expect((await text(store, `demo/${PANORAMA}`))?.type).toBe('image/png');
  });

  if (storage.name === 'disk') {
    it('never reaches a file outside UPLOAD_DIR, even by an absolute path inside the temporary folder', async () => {
      const uploads = path.join(root!, 'uploads');
      fs.writeFileSync(path.join(root!, 'secret.txt'), 'secret');
      fs.mkdirSync(path.join(root!, 'uploads-other'), { recursive: true });
      fs.writeFileSync(path.join(root!, 'uploads-other/x.jpg'), 'x');
      const outside = [...HOSTILE_KEYS, path.join(root!, 'secret.txt')];
      expect((await store.remove(outside)).removed).toEqual([]);
      for (const key of outside) expect(storedPath(uploads, key), String(key)).toBeNull();
      expect(fs.readFileSync(path.join(root!, 'secret.txt'), 'utf8')).toBe('secret');
      expect(fs.existsSync(path.join(root!, 'uploads-other/x.jpg'))).toBe(true);
    });
  }
});
