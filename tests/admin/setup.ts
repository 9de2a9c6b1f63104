/** Test setup for the panel (happy-dom): jest-dom matchers, a clean DOM, storage and globals. */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig } from '@testing-library/react';

// Screens and the data provider load on demand (their own chunks): on a busy two-core machine the
// first render of a screen in a file took 5 to 9 s. A wait returns as soon as it is met, so a
// generous bound costs a passing test nothing.
configure({ asyncUtilTimeout: 30_000 });

// A query that findBy* / waitFor retries fails many times before it passes, and each failure used
// to print the whole document into its error (about 5 % of this suite's time). Inside a wait the
// error keeps only its message; the wait that times out adds the document once (its onTimeout), and
// a query outside a wait prints it as before.
const printingElementError = getConfig().getElementError;
const insideWait = () => (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics === true;
configure({
  getElementError: (message, container) => {
    if (!insideWait()) return printingElementError(message, container);
    const error = new Error(message ?? '');
    error.name = 'TestingLibraryElementError';
    return error;
  },
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  // Files that run in node (`// @vitest-environment node`: a real HTTP stand-in) have no DOM.
  if (typeof window === 'undefined') return;
  localStorage.clear();
  delete window.__APP_CONFIG__;
});
