/**
 * The draft of a form kept in the browser (localStorage) until it is saved or cancelled, so a
 * reload on any step loses nothing. Each browser tab keeps its own (the key carries the tab's id,
 * tabId.ts): a second tab on the same place never takes the first one's unsaved typing as its own;
 * it may only offer it (otherDrafts). Files cannot be stored: their fields are emptied and the
 * draft remembers that it had some (the screen then says so). `base` keeps the record the editor
 * opened with (edit), for the conflict check after a reload.
 */
import { tabId } from './tabId';

export const DRAFT_PREFIX = 'draft:';

export interface Draft<V = Record<string, unknown>> {
  values: V;
  step: number;
  hadFiles: boolean;
  base?: V;
  savedAt: string;
}

/** A draft of another tab (or of a tab closed since), with where it is stored. */
export interface OtherDraft<V = Record<string, unknown>> extends Draft<V> {
  storageKey: string;
}

export interface DraftOptions<V> {
  step: number;
  /** Fields holding File values (lists of {rawFile}): stored empty. */
  fileFields?: readonly string[];
  base?: V;
}

const storage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

const hasItems = (value: unknown) => Array.isArray(value) && value.length > 0;

/** Where this tab keeps the draft of `key` ('places:create', 'places:12'). */
const ownKey = (key: string) => `${DRAFT_PREFIX}${key}:${tabId()}`;

function parse<V>(raw: string | null | undefined): Draft<V> | null {
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as Draft<V>;
    if (!draft || typeof draft !== 'object' || !draft.values || typeof draft.values !== 'object') return null;
    return { ...draft, step: Number.isInteger(draft.step) ? draft.step : 0, hadFiles: draft.hadFiles === true };
  } catch {
    return null;
  }
}

/** This tab's draft of `key`. */
export function readDraft<V = Record<string, unknown>>(key: string): Draft<V> | null {
  return parse<V>(storage()?.getItem(ownKey(key)));
}

/** The drafts of `key` kept by other tabs (or an older panel, without a tab), newest first. */
export function otherDrafts<V = Record<string, unknown>>(key: string): OtherDraft<V>[] {
  const store = storage();
  if (!store) return [];
  const mine = ownKey(key);
  const found: OtherDraft<V>[] = [];
  for (let i = 0; i < store.length; i += 1) {
    const storageKey = store.key(i);
    if (!storageKey || storageKey === mine) continue;
    const tail = storageKey.slice(DRAFT_PREFIX.length + key.length);
    if (!storageKey.startsWith(DRAFT_PREFIX + key) || (tail !== '' && !/^:[\w-]+$/.test(tail))) continue;
    const draft = parse<V>(store.getItem(storageKey));
    if (draft) found.push({ ...draft, storageKey });
  }
  return found.sort((a, b) => (a.savedAt < b.savedAt ? 1 : -1));
}

/** Stores the values (without files) as this tab's draft; keeps `hadFiles` once a draft had some. */
export function writeDraft<V extends Record<string, unknown>>(
  key: string,
  values: V,
  { step, fileFields = [], base }: DraftOptions<V>,
): void {
  const kept: Record<string, unknown> = { ...values };
  let hadFiles = readDraft(key)?.hadFiles ?? false;
  for (const field of fileFields) {
    if (hasItems(kept[field])) hadFiles = true;
    kept[field] = [];
  }
  const draft: Draft = { values: kept, step, hadFiles, base, savedAt: new Date().toISOString() };
  try {
    storage()?.setItem(ownKey(key), JSON.stringify(draft));
  } catch {
    // storage full or refused: the form still works, only the reload safety is lost
  }
}

/** Drops this tab's draft of `key`. */
export function clearDraft(key: string): void {
  storage()?.removeItem(ownKey(key));
}

/** Drops another tab's draft (the user said so). */
export function dropOtherDraft(draft: OtherDraft<unknown>): void {
  storage()?.removeItem(draft.storageKey);
}

/** The user takes another tab's draft: it becomes this tab's (and leaves the other's key). */
export function adoptDraft(key: string, draft: OtherDraft<unknown>): void {
  const { storageKey, ...kept } = draft;
  try {
    storage()?.setItem(ownKey(key), JSON.stringify(kept));
    storage()?.removeItem(storageKey);
  } catch {
    // storage refused: nothing is taken
  }
}
