/**
 * This browser tab's id: kept in sessionStorage, which a reload keeps and another tab does not
 * share, so each tab's drafts are its own (draft.ts). Without sessionStorage, one per page load.
 */
const KEY = 'wizard:tab';
let fallback: string | null = null;

const newId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export function tabId(): string {
  try {
    let id = sessionStorage.getItem(KEY);
    if (!id) {
      id = newId();
      sessionStorage.setItem(KEY, id);
    }
    return id;
  } catch {
    return (fallback ??= newId());
  }
}
