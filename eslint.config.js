import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'dev-dist', 'test-results', 'playwright-report', 'src/boards/**/generated/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Engines are pure: no DOM, no React.
    files: ['src/engines/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react-*', 'konva', '*/boards/*', '*/app/*', '*/store/*'] }],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'indexedDB'],
    },
  },
  {
    // Layers: boards and the store sit below the app and never import from it.
    files: ['src/boards/**/*.{ts,tsx}', 'src/store/**/*.ts', 'src/persistence/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['*/app/*', '../app', '../../app'] }],
    },
  },
);
