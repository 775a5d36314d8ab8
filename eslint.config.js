import js from '@eslint/js';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The rooms of src/: none of them imports another (STYLE.md, convention 6). */
const ROOMS = ['resources', 'pages', 'challenge-form', 'solver', 'challenge-request'];
const roomZones = ROOMS.flatMap((room) =>
  ROOMS.filter((other) => other !== room).map((other) => ({
    target: `./src/${room}`,
    from: `./src/${other}`,
    message: `src/${room} never imports src/${other}: move what both need to ui/, api/ or contract/.`,
  })),
);

/**
 * The layers of src/, bottom first: a folder imports only from its own layer or below (STYLE.md,
 * convention 15). Declaration types sit low (screen/), the list of screens at the top (app/);
 * what a shared layer needs from above comes as a parameter or through context.
 * tests/unit/layers.test.ts also follows lazy and glob imports and fails on any folder cycle.
 */
const LAYERS = [
  ['i18n'],
  ['storage'],
  ['contract'],
  ['screen'],
  ['api'],
  ['providers'],
  ['ui'],
  ['layout'],
  ROOMS,
  ['app'],
  ['contract-tools'],
  ['main.tsx'],
];
const layerZones = LAYERS.slice(0, -1).flatMap((layer, at) =>
  layer.map((folder) => ({
    target: `./src/${folder}`,
    from: LAYERS.slice(at + 1)
      .flat()
      .map((above) => `./src/${above}`),
    message: `src/${folder} sits below what it imports here: it gets what it needs from above as a parameter or through context (STYLE.md, convention 15).`,
  })),
);

/** What src/ may import: the rooms apart, and every layer only from its own level or below. */
const srcZones = [...roomZones, ...layerZones];

export default tseslint.config(
  {
    ignores: ['dist', 'dist-*', '.tmp', 'node_modules', 'mocks/public/mockServiceWorker.js'],
  },
  {
    files: ['**/*.{ts,tsx,js}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // Every imported package is declared in package.json, never reached through another one.
      'import-x/no-extraneous-dependencies': ['error', { includeTypes: true }],
      // A lazy `import()` (a screen's route → its page) runs after every module has loaded: a
      // loop through one cannot see a module half-evaluated.
      'import-x/no-cycle': [
        'error',
        { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...srcZones,
            {
              target: './src',
              from: './mocks',
              except: [],
              message: 'src/ never imports the mock backend (main.tsx is the one start-up switch).',
            },
            {
              target: './src',
              from: './src/resources/*/mock.ts',
              message: "Only the mock backend imports a list's mock.ts (mocks/resourceFolders.ts).",
            },
            {
              target: './src',
              from: './src/pages/*/mock.ts',
              message: "Only the mock backend imports a page's mock.ts (mocks/resourceFolders.ts).",
            },
          ],
        },
      ],
    },
  },
  {
    // A list's or a page's mock (its table, handlers and menu entry) is part of the mock
    // backend: only mocks/resourceFolders.ts imports it, so it never enters the production build.
    files: ['src/resources/*/mock.ts', 'src/pages/*/mock.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: srcZones }] },
  },
  {
    // The one start-up switch that may load the mock backend.
    files: ['src/main.tsx'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    // A list that opens on focus lies under a double click's second click (src/ui/ChoiceAutocomplete.tsx).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/ui/ChoiceAutocomplete.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-admin',
              importNames: ['AutocompleteInput'],
              message:
                'Use ChoiceAutocomplete (src/ui/ChoiceAutocomplete.tsx): its list opens only when asked.',
            },
          ],
        },
      ],
    },
  },
  {
    // The public areas are chunks of their own: nothing of the console, react-admin or the charts.
    files: ['src/solver/**/*.{ts,tsx}', 'src/challenge-request/**/*.{ts,tsx}', 'src/ui/public/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react-admin',
                'ra-*',
                'react-router*',
                '**/providers/**',
                '**/layout/**',
                '**/app/console/**',
                '@mui/x-charts*',
              ],
              message: 'A public page never loads console code.',
            },
            {
              regex: '^(\\.\\./)+(contract|api)$',
              message:
                'Import the file itself: the barrel brings every console schema into a public page.',
            },
          ],
        },
      ],
    },
  },
);
