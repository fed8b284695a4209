import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import serverRules from './eslint.server.js';

// Who may import whom (docs/architecture.md, Layers). Layers, lowest first: machines (xstate and src/api types
// only), api (the catalogue), client (HTTP), devtools, shared (session, site config, data, route
// manifest, list views), ui, features (one folder per section, never each other), app (the
// shell), and server beside them all, sharing only the catalogue.
const features = readdirSync('src/features');
const sections = readdirSync('src/shared/sections');
const zone = (target, from, except) => ({ target, from, ...(except ? { except } : {}) });
const boundaries = [
  zone('./machines', './src', ['./api']),
  zone('./src/api', [
    './machines',
    './src/client',
    './src/devtools',
    './src/shared',
    './src/ui',
    './src/features',
    './src/app',
    './src/server',
  ]),
  zone('./src/client', ['./src/devtools', './src/shared', './src/ui', './src/features', './src/app', './src/server']),
  zone('./src/devtools', ['./src/shared', './src/features', './src/app', './src/server']),
  zone('./src/shared', ['./src/devtools', './src/ui', './src/features', './src/app', './src/server']),
  zone('./src/ui', ['./src/devtools', './src/features', './src/app', './src/server']),
  zone('./src/features', ['./src/app', './src/server']),
  ...features.map((f) => zone(`./src/features/${f}`, './src/features', [`./${f}`])),
  // a feature reads its own section's views, never another's; another section's pages it links to
  // through that section's routes module (not the whole manifest: a page then loads only the
  // sections it links to)
  ...features.map((f) =>
    zone(`./src/features/${f}`, './src/shared/sections', [`./${f}`, ...sections.map((s) => `./${s}/routes.ts`)]),
  ),
  // the server render's contract is the one thing the shell takes from the server
  zone('./src/app', './src/server', ['./http/render-contract.ts']),
  zone('./src/server', [
    './machines',
    './src/client',
    './src/devtools',
    './src/shared',
    './src/ui',
    './src/features',
    './src/app',
  ]),
];

// One naming rule for modules: PascalCase only for a component module (a .tsx named after the
// component it exports); every other module, style sheet included, is kebab-case.
const PASCAL_COMPONENT = /^[A-Z][A-Za-z0-9]*\.tsx$/;
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+)*\.(ts|tsx|css)$/;
const portal = {
  rules: {
    'file-name': {
      meta: {
        type: 'problem',
        schema: [],
        messages: {
          name: '{{name}}: PascalCase names a component module (.tsx); other modules are kebab-case (e.g. {{kebab}})',
        },
      },
      create(context) {
        const check = (node, name) => {
          if (PASCAL_COMPONENT.test(name) || KEBAB.test(name)) return;
          const kebab = name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
          context.report({ node, messageId: 'name', data: { name, kebab } });
        };
        return {
          Program: (node) => check(node, context.filename.split(/[\\/]/).pop()),
          // our style sheets are named where they are imported
          ImportDeclaration: (node) =>
            node.source.value.startsWith('.') &&
            node.source.value.endsWith('.css') &&
            check(node, node.source.value.split('/').pop()),
        };
      },
    },
  },
};

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'test-results', 'playwright-report', 'lighthouse-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      // Route chunks are dynamic imports of pages from the shell: not a cycle of module init.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
    },
  },
  {
    files: ['src/{app,client,devtools,features,shared,ui}/**/*.{ts,tsx}'],
    plugins: { portal },
    rules: { 'portal/file-name': 'error' },
  },
  {
    // Machines run in Node: no browser, view or HTTP libraries.
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['react', 'react-dom', '@mantine/*', 'wouter', 'ky', 'js-cookie'] },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage', 'location'],
    },
  },
  ...serverRules,
);
