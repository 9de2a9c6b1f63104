/** Test setup for the panel (happy-dom): jest-dom matchers, a clean DOM, storage and globals. */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  delete window.__APP_CONFIG__;
});
