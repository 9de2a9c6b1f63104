// ESLint (flat config): typescript-eslint's recommended rules and react-hooks' rules for the panel.
// Formatting is Prettier's job (.prettierrc.json); `npm run lint` runs both, and `npm test` runs it.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-*/', // E2E_DIST builds (tests/e2e/globalSetup.ts)
      'node_modules/',
      'data/',
      'data-bench/',
      'test-results/',
      'tests/e2e/artifacts/',
      'bench/results/',
      'server/db/migrations/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/admin/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.vitest } },
  },
);
