/**
 * A page far from the start (the pager's «last page») is read from the other end: the last page of
 * a million places skips 15 rows backwards instead of 999,985 forwards. The same rows come out in the
 * same order as long as the order breaks its ties by id in both directions.
 */

/** Beyond this many skipped rows a page in the second half is read backwards. */
export const DEEP_OFFSET = 5_000;

/** `read(desc, limit, offset)` reads rows of the order (`desc` its direction); `total()` counts them. */
export async function pageFromNearerEnd<T>(
  desc: boolean,
  limit: number,
  offset: number,
  total: () => Promise<number>,
  read: (desc: boolean, limit: number, offset: number) => Promise<T[]>,
): Promise<T[]> {
  if (offset > DEEP_OFFSET) {
    const n = await total();
    if (offset >= n) return [];
    if (n - offset < offset) {
      const last = Math.min(limit, n - offset);
      return (await read(!desc, last, n - offset - last)).reverse();
    }
  }
  return read(desc, limit, offset);
}
