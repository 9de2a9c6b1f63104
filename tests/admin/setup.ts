/** Test setup for the panel (happy-dom): jest-dom matchers, a clean DOM, storage and globals. */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';

// Screens and the data provider load on demand (their own chunks): on a busy machine the first
// render of a screen can take more than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  delete window.__APP_CONFIG__;
});
