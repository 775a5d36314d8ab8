import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'dist-*', '.tmp', 'node_modules', 'mocks/public/mockServiceWorker.js'] },
  {
    files: ['**/*.{ts,tsx,js}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // The console's areas stay apart: the solver area never reaches into the console, and
    // src/ never imports the mock backend (main.tsx's start-up switch is the one exception).
    files: ['src/solver/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react-admin',
                'ra-*',
                '**/providers/**',
                '**/resources/**',
                '**/pages/**',
                '**/layout/**',
                '**/challenge-form/**',
                '**/app/console/**',
                '@mui/x-charts*',
              ],
              message: 'The solver area never loads console code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/main.tsx', 'src/solver/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/mocks/**', '../mocks/*'],
              message: 'src/ never imports the mock backend.',
            },
          ],
        },
      ],
    },
  },
);
