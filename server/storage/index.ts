/** The file store a configuration names (STORAGE), one per configuration: its S3 client is reused. */
import type { AppConfig } from '../config';
import { diskStore } from './diskStore';
import type { FileStore } from './fileStore';
import { s3Store } from './s3Store';

const stores = new WeakMap<AppConfig, FileStore>();

export function fileStoreOf(config: AppConfig): FileStore {
  let store = stores.get(config);
  if (!store) {
    store = config.storage === 's3' && config.s3 ? s3Store(config.s3) : diskStore(config.uploadDir);
    stores.set(config, store);
  }
  return store;
}

export type { FileStore, RemoveResult, StoredObject } from './fileStore';
