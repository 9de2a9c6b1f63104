/** The messages between the API's thread and the embedded engine's (pgliteWorker.ts, pgliteThread.ts). */

export interface PgliteWorkerData {
  /** Where the data directory lives (its `pglite` subdirectory); null: in memory. */
  dataDir: string | null;
}

export type PgliteRequest = { id: number; text: string; params?: unknown[]; rowMode?: 'array' | 'object' } | { id: number; close: true };

export type PgliteReply = { id: number; rows: unknown[] } | { id: number; error: SerialisedError };

/** An error's message, name and every plain field (PostgreSQL's code, detail, constraint, table…). */
export type SerialisedError = { message: string; name: string } & Record<string, string | number | boolean | null>;

export function serialiseError(error: unknown): SerialisedError {
  if (!(error instanceof Error)) return { message: String(error), name: 'Error' };
  const fields: SerialisedError = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value as string | number | boolean | null;
  }
  return fields;
}

/** The error again on the API's side: an Error with the same message, name and fields. */
export function deserialiseError(fields: SerialisedError): Error {
  const error = new Error(fields.message);
  Object.assign(error, fields);
  return error;
}
