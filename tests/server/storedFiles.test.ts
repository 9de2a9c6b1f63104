/** removeStoredFiles: a key's file and its thumbnails go; unsafe keys touch nothing. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { removeStoredFiles, storedPath } from '../../server/uploads/files';

describe('removeStoredFiles', () => {
  let root: string;
  let uploads: string;
  const put = (rel: string) => {
    const file = path.join(root, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, 'x');
  };
  const exists = (rel: string) => fs.existsSync(path.join(root, rel));

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'stored-files-'));
    uploads = path.join(root, 'uploads');
    for (const rel of [
      'uploads/places/7/abc.jpg',
      'uploads/places/7/abc.jpg.thumb',
      'uploads/places/7/abc.thumb.webp',
      'uploads/places/7/thumbs/abc.jpg',
      'uploads/places/7/thumbs/abc.webp',
      'uploads/places/7/abcd.jpg',
      'uploads/places/7/thumbs/abcd.jpg',
      'uploads/demo/plaza.jpg',
      'secret.txt',
      'uploads-other/x.jpg',
    ])
      put(rel);
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('removes the file and its thumbnail variants, nothing with a longer name', async () => {
    const result = await removeStoredFiles(uploads, ['places/7/abc.jpg']);
    expect(result.removed.sort()).toEqual([
      'places/7/abc.jpg',
      'places/7/abc.jpg.thumb',
      'places/7/abc.thumb.webp',
      'places/7/thumbs/abc.jpg',
      'places/7/thumbs/abc.webp',
    ]);
    expect(exists('uploads/places/7/abcd.jpg')).toBe(true);
    expect(exists('uploads/places/7/thumbs/abcd.jpg')).toBe(true);
    expect(exists('uploads/demo/plaza.jpg')).toBe(true);
    expect(result.refused).toEqual([]);
  });

  it('refuses traversal, absolute, empty, backslash and NUL keys and touches nothing', async () => {
    const bad = [
      '../secret.txt',
      'places/../../secret.txt',
      '/etc/passwd',
      path.join(root, 'secret.txt'),
      '',
      'places\\..\\..\\secret.txt',
      'demo/plaza.jpg\0',
      './demo/plaza.jpg',
      '../uploads-other/x.jpg',
      'C:/windows',
      42,
      null,
    ];
    const result = await removeStoredFiles(uploads, bad);
    expect(result.removed).toEqual([]);
    expect(result.refused).toHaveLength(bad.length);
    for (const rel of ['secret.txt', 'uploads-other/x.jpg', 'uploads/demo/plaza.jpg']) expect(exists(rel), rel).toBe(true);
    for (const key of bad) expect(storedPath(uploads, key), String(key)).toBeNull();
  });

  it('does not mind a key whose file is already gone, nor the same key twice', async () => {
    const result = await removeStoredFiles(uploads, ['places/7/nada.jpg', 'places/7/abcd.jpg', 'places/7/abcd.jpg']);
    expect(result).toEqual({ removed: ['places/7/abcd.jpg', 'places/7/thumbs/abcd.jpg'], refused: [], failed: [] });
  });
});
