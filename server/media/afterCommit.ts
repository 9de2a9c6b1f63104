/** Stored files of removed media go after the commit: a file that cannot be removed is logged, never undoes the write. */
import type { RequestContext } from '../graphql/context';
import { fileStoreOf } from '../storage';

export async function removeFilesAfterCommit(ctx: RequestContext, owner: Record<string, number>, keys: string[], op: string) {
  if (keys.length === 0) return;
  const files = await fileStoreOf(ctx.config).remove(keys);
  if (files.refused.length || files.failed.length) {
    ctx.reply.log.warn({ ...owner, refused: files.refused, failed: files.failed }, `${op}: stored files left in storage`);
  }
}
