/**
 * A chunk of the panel fetched on demand, asked for twice in a row: one dropped download (a flaky
 * connection) is not yet an error. The data provider and lazyView load their chunks through it.
 */
export const loadChunk = <M>(load: () => Promise<M>): Promise<M> => load().catch(() => load());
