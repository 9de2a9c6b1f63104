/**
 * Loaded into the server process by fatalExit.test.ts (node --import): on SIGUSR2 it raises the
 * error nothing in the API handles, an exception or a rejected promise as INJECT_FATAL says.
 */
process.on('SIGUSR2', () => {
  setImmediate(() => {
    if (process.env.INJECT_FATAL === 'rejection') void Promise.reject(new Error('fallo provocado: promesa rechazada'));
    else throw new Error('fallo provocado: excepción');
  });
});
