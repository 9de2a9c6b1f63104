/**
 * Place media rules both halves apply (part 1 §4, issue 9): exactly one cover among the photos that
 * are kept — the one marked, else the first kept photo — and which files are acceptable (a PDF
 * starts with "%PDF-"). Photos, videos and tickets by URL: isHttpUrl (./links.ts).
 */

/** A photo as the editor holds it: `selected` = kept (sent), `cover` = the place's cover. */
export interface CoverCandidate {
  selected: boolean;
  cover: boolean;
}

/**
 * The photos with exactly one cover among the selected ones: the first selected photo marked as
 * cover keeps it, else the first selected photo gets it; unselected photos are never the cover.
 * No selected photo: no cover. Returns the same array when nothing changes.
 */
export function withOneCover<T extends CoverCandidate>(photos: readonly T[]): T[] {
  const marked = photos.findIndex((photo) => photo.selected && photo.cover);
  const cover = marked >= 0 ? marked : photos.findIndex((photo) => photo.selected);
  const next = photos.map((photo, index) => (photo.cover === (index === cover) ? photo : { ...photo, cover: index === cover }));
  return next.every((photo, index) => photo === photos[index]) ? (photos as T[]) : next;
}

/** A PDF's first bytes are "%PDF-". */
export const isPdfHead = (head: Uint8Array): boolean => [0x25, 0x50, 0x44, 0x46, 0x2d].every((byte, i) => head[i] === byte);
