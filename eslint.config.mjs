// ESLint 9 flat config for the project's own code (run by `npm run lint`, part of `npm test`).
// The import rules at the end enforce the layering in docs/ARCHITECTURE.md.
import fs from 'fs';
import path from 'path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
// The floors of src/ (lowest first) and the rooms beside them: the same list src/test/layering.test.ts enforces.
const rooms = JSON.parse(fs.readFileSync(path.join(root, 'src/test/rooms.json'), 'utf8'));
const floorZones = rooms.floors.slice(0, -1).map((room, i) => ({
  target: `./src/${room}`,
  from: rooms.floors.slice(i + 1).map((higher) => `./src/${higher}`),
  message: `src/${room}/ imports only rooms on its floor or below (${rooms.floors.slice(0, i + 1).join(' < ')}): move the shared part down.`,
}));
// The rooms that run on a server (build code, Gatsby Functions, the site's server) import src/node/; test support sees all.
const nodeRooms = Object.entries(rooms.beside)
  .filter(([, allowed]) => allowed.includes('node'))
  .map(([room]) => room);
const besideZones = Object.entries(rooms.beside).map(([room, allowed]) => ({
  target: `./src/${room}`,
  from: [...rooms.floors, ...Object.keys(rooms.beside)].filter((r) => !allowed.includes(r)).map((r) => `./src/${r}`),
  message: `src/${room}/ imports only ${allowed.map((r) => `src/${r}/`).join(', ')}.`,
}));

export default tseslint.config(
  {
    // Content's JavaScript twins are generated; the TypeScript demos and sample templates are linted below.
    ignores: ['public/', '.cache/', 'node_modules/', 'content/**/*.js', 'bench/out/', 'static/', 'test-results/', 'playwright-report/', '.tmp/'],
  },
  {
    files: ['src/**/*.{ts,tsx,js,mjs}', 'e2e/**/*.ts', 'test/**/*.ts', 'scripts/**/*.{ts,tsx,mjs}', 'plugins/**/*.{ts,js}', 'gatsby-*.{ts,tsx}', 'playwright.config.ts'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${root}/tsconfig.json` })],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // `const { omitted, ...rest } = x` is how the code drops a field.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  {
    // Demos and sample templates (content/): what readers copy. Type-checked by tsc; linted for the rules of hooks
    // and accessibility (below), not for the project's own code style.
    files: ['content/**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    extends: [jsxA11y.flatConfigs.recommended],
    rules: {
      // Code blocks scroll sideways, so keyboard users must be able to focus them (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: ['pre'], roles: ['tabpanel'], allowExpressionValues: true }],
      // A dialog's first action takes focus when it opens (MUI's documented pattern); DOM elements never autofocus.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    // Build and benchmark scripts, and the CommonJS stubs, run in Node.
    files: ['scripts/**/*.mjs', '**/*.js'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Layering (docs/ARCHITECTURE.md): domain/ imports nothing of the project; only node/, api/ (server functions), server/
    // (the site's server), test support and gatsby-node.ts import node/; the UI rooms import only their floor or below
    // (src/test/rooms.json).
    files: ['src/**/*.{ts,tsx,js,mjs}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: './src/domain',
              from: '.',
              except: ['./src/domain', './node_modules'],
              message: 'src/domain/ is framework-free and imports nothing else from the project.',
            },
            {
              target: `./src/!(${[...nodeRooms, 'test'].join('|')})/**`,
              from: './src/node',
              message: 'src/node/ is build and server code; UI code may not import it (types included): move the shared shape to src/domain/.',
            },
            ...floorZones.filter((zone) => zone.target !== './src/domain'),
            ...besideZones,
          ],
        },
      ],
      'import-x/no-cycle': 'error',
    },
  },
);
