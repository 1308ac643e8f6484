import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'functions/lib',
      'node_modules',
      'functions/node_modules',
      '.cache',
      'test-results',
      'playwright-report',
      'docs/screenshots',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The Firebase SDK stays behind the data-access layer: only src/lib and the
    // features' api/ folders may import it, so components never see Firestore types.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/**', 'src/features/*/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['firebase', 'firebase/*', '@firebase/*'],
              message: 'Import Firebase only in src/lib or src/features/*/api.',
            },
          ],
        },
      ],
    },
  },
  {
    // useRulesEnv() and friends are vitest lifecycle helpers, not React hooks.
    files: ['tests/rules/**/*.ts', 'tests/functions/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: globals.node } },
);
