/**
 * The draft of a form kept in the browser (localStorage) until it is saved or cancelled, so a
 * reload on any step loses nothing. Files cannot be stored: their fields are emptied and the
 * draft remembers that it had some (the screen then says so). `base` keeps the record the editor
 * opened with (edit), for the conflict check after a reload.
 */
export const DRAFT_PREFIX = 'draft:';

export interface Draft<V = Record<string, unknown>> {
  values: V;
  step: number;
  hadFiles: boolean;
  base?: V;
  savedAt: string;
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

export function readDraft<V = Record<string, unknown>>(key: string): Draft<V> | null {
  const raw = storage()?.getItem(DRAFT_PREFIX + key);
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as Draft<V>;
    if (!draft || typeof draft !== 'object' || !draft.values || typeof draft.values !== 'object') return null;
    return { ...draft, step: Number.isInteger(draft.step) ? draft.step : 0, hadFiles: draft.hadFiles === true };
  } catch {
    return null;
  }
}

/** Stores the values (without files); keeps `hadFiles` once a draft had some. */
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
    storage()?.setItem(DRAFT_PREFIX + key, JSON.stringify(draft));
  } catch {
    // storage full or refused: the form still works, only the reload safety is lost
  }
}

export function clearDraft(key: string): void {
  storage()?.removeItem(DRAFT_PREFIX + key);
}
