/** Pager arithmetic (part 1 §9: a window of 5 page numbers), pure so it is tested on its own. */

/** Number of pages for `total` rows at `perPage` per page (at least 1). */
export function pageCount(total: number, perPage: number): number {
  if (!(perPage > 0) || !(total > 0)) return 1;
  return Math.max(1, Math.ceil(total / perPage));
}

/**
 * Up to `size` consecutive page numbers around `page`, centred when possible and shifted at the
 * ends so that the window is always full (1..5, then 2..6 around 4, ..., pages-4..pages).
 */
export function pageWindow(page: number, pages: number, size = 5): number[] {
  const current = Math.min(Math.max(1, page), pages);
  const length = Math.min(size, pages);
  const start = Math.min(Math.max(1, current - Math.floor(size / 2)), pages - length + 1);
  return Array.from({ length }, (_, i) => start + i);
}

/** A typed page number if it is a whole number within 1..pages, else null. */
export function parsePage(text: string, pages: number): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n >= 1 && n <= pages ? n : null;
}
