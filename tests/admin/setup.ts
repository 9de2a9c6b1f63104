/** Test setup for the panel (happy-dom): jest-dom matchers, a clean DOM, storage and globals. */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';

// Screens and the data provider load on demand (their own chunks): on a busy two-core machine the
// first render of a screen in a file took 5 to 9 s. A wait returns as soon as it is met, so a
// generous bound costs a passing test nothing.
configure({ asyncUtilTimeout: 30_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  // Files that run in node (`// @vitest-environment node`: a real HTTP stand-in) have no DOM.
  if (typeof window === 'undefined') return;
  localStorage.clear();
  delete window.__APP_CONFIG__;
});
