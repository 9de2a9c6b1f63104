/**
 * A chunk of the panel fetched on demand, asked for twice in a row: one dropped download (a flaky
 * connection) is not yet an error. If both fail, the error says so in Spanish (the browser's own
 * words are English: "Failed to fetch dynamically imported module: …"). The data provider and
 * lazyView load their chunks through it.
 */
export const CHUNK_FAILED = 'No se pudo descargar parte del panel: compruebe la conexión y vuelva a intentarlo';

export const loadChunk = <M>(load: () => Promise<M>): Promise<M> =>
  load()
    .catch(() => load())
    .catch((cause: unknown) => {
      throw new Error(CHUNK_FAILED, { cause });
    });
