/**
 * STORAGE=s3: every key is an object of one S3-compatible bucket (AWS S3, MinIO, Ceph, R2…), through
 * the AWS SDK v3 client. Credentials come from the SDK's standard chain (AWS_ACCESS_KEY_ID and
 * AWS_SECRET_ACCESS_KEY, or the machine's role). Checksums are sent only where S3 requires them, as
 * many compatible services do not know the SDK's newer default ones.
 */
import { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../config';
import {
  contentTypeOf,
  isFileOfKey,
  isSafeKey,
  prefixesOfKey,
  StorageUnavailable,
  unsafeKey,
  type FileStore,
  type RemoveResult,
} from './fileStore';

/** A bucket that does not answer fails the request in seconds, not at the request's own timeout. */
const TIMEOUTS = { connectionTimeout: 5_000, requestTimeout: 30_000 };

export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint ?? undefined,
    forcePathStyle: settings.forcePathStyle,
    requestHandler: TIMEOUTS,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** No object under the key (a missing bucket is a broken configuration: StorageUnavailable, logged). */
const missing = (error: unknown) =>
  error instanceof NoSuchKey ||
  (error instanceof S3ServiceException &&
    error.name !== 'NoSuchBucket' &&
    (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404));

export function s3Store(settings: S3Settings, client = s3Client(settings)): FileStore {
  const Bucket = settings.bucket;

  /** The objects that are the key's file or its thumbnails. */
  async function objectsOf(key: string): Promise<string[]> {
    const found: string[] = [];
    for (const Prefix of prefixesOfKey(key)) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key && isFileOfKey(key, object.Key)) found.push(object.Key);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    }
    return found;
  }

  return {
    kind: 's3',
    async put(key, bytes) {
      if (!isSafeKey(key)) throw unsafeKey(key);
      await client
        .send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentTypeOf(key), ContentLength: bytes.length }))
        .catch((error: unknown) => {
          throw new StorageUnavailable(error);
        });
    },
    async read(key) {
      if (!isSafeKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!(object.Body instanceof Readable)) return null;
        return {
          body: object.Body,
          contentType: object.ContentType ?? contentTypeOf(key),
          length: object.ContentLength ?? 0,
          etag: object.ETag ?? null,
          modified: object.LastModified ?? null,
        };
      } catch (error) {
        if (missing(error)) return null;
        throw new StorageUnavailable(error);
      }
    },
    async remove(keys) {
      const result: RemoveResult = { removed: [], refused: [], failed: [] };
      for (const key of new Set(keys)) {
        if (!isSafeKey(key)) {
          result.refused.push(String(key));
          continue;
        }
        try {
          const objects = await objectsOf(key);
          if (objects.length === 0) continue;
          const answer = await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: objects.map((Key) => ({ Key })) } }));
          for (const error of answer.Errors ?? []) {
            if (error.Code !== 'NoSuchKey') result.failed.push({ file: error.Key ?? key, error: error.Code ?? 'error' });
          }
          const failed = new Set((answer.Errors ?? []).map((e) => e.Key));
          result.removed.push(...objects.filter((object) => !failed.has(object)));
        } catch (error) {
          result.failed.push({ file: key, error: error instanceof Error ? error.name : String(error) });
        }
      }
      return result;
    },
  };
}
