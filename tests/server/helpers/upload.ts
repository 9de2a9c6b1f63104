/** POST /api/upload as the panel sends it (multipart through fastify.inject), and what is stored (disk or bucket). */
import fs from 'node:fs';
import path from 'node:path';
import { fileStoreOf } from '../../../server/storage';
import type { TestApi } from './app';
import { bucketKeys } from './localS3';

export interface FilePart {
  bytes: Buffer;
  name: string;
  mime?: string;
  field?: string;
}

/** Fields are sent first, in order (`[name, value]` pairs allow repeats such as attrib[]), then the files. */
export async function postUpload(
  api: TestApi,
  fields: [string, string][],
  files: FilePart[] = [],
  token: string | null = api.token,
): Promise<{ status: number; body: unknown }> {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  for (const file of files)
    form.append(file.field ?? 'file', new Blob([new Uint8Array(file.bytes)], { type: file.mime ?? 'application/octet-stream' }), file.name);
  const request = new Response(form);
  const headers: Record<string, string> = { 'content-type': request.headers.get('content-type')! };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await api.app.inject({ method: 'POST', url: '/api/upload', headers, payload: Buffer.from(await request.arrayBuffer()) });
  return { status: response.statusCode, body: response.json() };
}

/** Every file under the upload directory, relative. */
export function storedFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(dir, f)).isFile()).sort();
}

/** Every stored key of the API's storage (files under UPLOAD_DIR, or objects of the bucket), sorted. */
export async function storedKeys(api: TestApi): Promise<string[]> {
  if (api.config.storage === 's3') return bucketKeys(api.config);
  return storedFiles(api.config.uploadDir).map((file) => file.split(path.sep).join('/'));
}

/** The bytes stored behind a /media/ URL, read from the API's storage; null when nothing is there. */
export async function storedBytes(api: TestApi, url: string): Promise<Buffer | null> {
  const file = await fileStoreOf(api.config).read(url.slice('/media/'.length));
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** A minimal valid PDF (one empty page). */
export function minimalPdf(text = ''): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n` +
      `3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj\n${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );
}
