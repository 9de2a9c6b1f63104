/**
 * A local S3-compatible bucket for the STORAGE=s3 cases: s3rver on a random port of 127.0.0.1 with
 * a temporary directory, the bucket created, stopped (and its directory removed) by close().
 * `env` is what the API needs to use it; s3rver knows the one key pair S3RVER / S3RVER, which the
 * AWS SDK reads from this process's environment.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error -- s3rver ships no type declarations
import S3rver from 's3rver';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { AppConfig } from '../../../server/config';
import { s3Client } from '../../../server/storage/s3Store';

export const LOCAL_S3_BUCKET = 'media-test';
export const LOCAL_S3_CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

export interface LocalS3 {
  endpoint: string;
  /** STORAGE=s3 settings (and the credentials) for this bucket. */
  env: Record<string, string>;
  /** Stops the service and removes its directory (a second call does nothing). */
  close(): Promise<void>;
}

export async function startLocalS3(): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'local-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: LOCAL_S3_BUCKET }] });
  const { port } = (await server.run()) as { port: number };
  // The SDK's notice that later versions need Node 22 says nothing about the cases here.
  Object.assign(process.env, LOCAL_S3_CREDENTIALS, { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' });
  const endpoint = `http://127.0.0.1:${port}`;
  let closed = false;
  return {
    endpoint,
    env: {
      STORAGE: 's3',
      S3_BUCKET: LOCAL_S3_BUCKET,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      ...LOCAL_S3_CREDENTIALS,
    },
    // Stops once: a case that stops the bucket on purpose leaves afterAll nothing to do.
    close: async () => {
      if (closed) return;
      closed = true;
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** Every key of the configured bucket, sorted. */
export async function bucketKeys(config: AppConfig): Promise<string[]> {
  const client = s3Client(config.s3!);
  const keys: string[] = [];
  let ContinuationToken: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: config.s3!.bucket, ContinuationToken }));
    keys.push(...(page.Contents ?? []).map((object) => object.Key!));
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
  client.destroy();
  return keys.sort();
}
