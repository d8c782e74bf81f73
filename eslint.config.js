// Type-aware lint, plus the import direction of BRIEF §3:
//   src/ and server/ → machines/, shared/ and the generated contract types;
//   machines/ → shared/ only; shared/ → nothing of ours;
//   never src/ ↔ server/.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

const framework = ['react', 'react-dom', 'react-dom/*', 'react-router', '@xstate/react', '@tanstack/*', 'primereact', 'primereact/*', 'i18next', 'react-i18next', 'react-hook-form', '@hookform/*'];
const serverOnly = ['fastify', 'fastify/*', '@fastify/*', 'drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*', '@node-rs/*', 'node:*'];

// `**/dir/**` misses an import of the folder itself (`../machines`), so each folder is listed both ways.
const folder = (name) => [`**/${name}`, `**/${name}/**`];
const restrict = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns.flatMap((p) => (p.startsWith('**/') && p.endsWith('/**') ? folder(p.slice(3, -3)) : [p])), message }] }],
});

/**
 * Features stay apart on both sides: a file of `src/features/<a>/` never imports
 * `src/features/<b>/`, nor `server/features/<a>/` → `server/features/<b>/`. What two
 * features share lives in src/shared/, server/ (outside features/) or shared/.
 */
const root = import.meta.dirname;
const featureOf = (file) => {
  const m = /^(src|server)\/features\/([^/]+)(\/|$)/.exec(path.relative(root, file).split(path.sep).join('/'));
  if (!m) return undefined;
  const dir = path.join(root, m[1], 'features', m[2]);
  return existsSync(dir) && statSync(dir).isDirectory() ? `${m[1]}/features/${m[2]}` : undefined;
};
const featureBoundaries = {
  meta: {
    type: 'problem',
    schema: [{ type: 'object', properties: { allow: { type: 'array', items: { type: 'string' } } }, additionalProperties: false }],
    messages: { cross: '{{from}} may not import {{to}}: features stay apart; move what they share to src/shared/, server/ (outside features/) or shared/.' },
  },
  create(context) {
    const from = featureOf(context.filename);
    if (!from) return {};
    const allow = new Set(context.options[0]?.allow ?? []);
    const check = (source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = path.resolve(path.dirname(context.filename), source.value);
      // another area's table is part of the one schema: a reference field's foreign key and join name it
      if (/^server\/features\/[^/]+\/table(\.ts)?$/.test(path.relative(root, target).split(path.sep).join('/'))) return;
      const to = featureOf(target);
      if (to && to !== from && !allow.has(`${from} -> ${to}`)) context.report({ node: source, messageId: 'cross', data: { from, to } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default tseslint.config(
  {
    ignores: ['node_modules', 'dist', 'storybook-static', 'data', '.tmp', 'coverage', 'test-results', 'playwright-report', 'openapi/schema.d.ts', 'server/db/migrations'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['eslint.config.js'] }, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/only-throw-error': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-redundant-type-constituents': 'off',
      // its autofix strips XState's `types: { context: {} as … }` declarations
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['shared/**/*.ts'],
    rules: restrict(
      ['**/src/**', '**/server/**', '**/machines/**', '**/openapi/**', 'xstate', ...framework, ...serverOnly],
      'shared/ is pure data and rules: it imports nothing of ours and no framework.',
    ),
  },
  {
    files: ['machines/**/*.ts'],
    rules: restrict(['**/src/**', '**/server/**', ...framework, ...serverOnly], 'machines/ are pure: no React, server, database or i18n; only xstate, shared/ and the generated contract types.'),
  },
  { files: ['src/**/*.{ts,tsx}'], rules: restrict(['**/server/**', ...serverOnly.filter((p) => p !== 'node:*')], 'The client never imports the server.') },
  // i18next is the one framework both sides use: the server renders its messages with it too
  { files: ['server/**/*.ts'], rules: restrict(['**/src/**', ...framework.filter((p) => p !== 'i18next')], 'The server never imports the client.') },
  {
    files: ['src/features/**/*.{ts,tsx}', 'server/features/**/*.ts'],
    plugins: { local: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: {
      'local/feature-boundaries': [
        'error',
        {
          allow: [
            'server/features/questions -> server/features/questionCategories',
            'server/features/forms -> server/features/questions',
            'server/features/forms -> server/features/questionCategories',
            'server/features/appointments -> server/features/assign',
            'server/features/absenceHistory -> server/features/appointments',
            'server/features/absenceHistory -> server/features/assign',
            'server/features/handover -> server/features/assign',
            'server/features/handover -> server/features/appointments',
            'server/features/handover -> server/features/forms',
            'server/features/tempLicenceOrders -> server/features/forms',
            'server/features/readinessLicence -> server/features/forms',
            // a re-delivery or lock order fills a form, returns its camps and starts the company's clearance
            'server/features/reassignOrders -> server/features/forms',
            'server/features/reassignOrders -> server/features/assign',
            'server/features/reassignOrders -> server/features/clearance',
            // a ticket's replies ring the bell with the portal's own notices (server/features/notifications/texts.ts)
            'server/features/tickets -> server/features/notifications',
            // an issued violation rings the company's bell
            'server/features/regulatoryViolationOrders -> server/features/notifications',
            // a published questionnaire rings its users' bells; the bell's list says whether a required one waits
            'server/features/questionnaires -> server/features/notifications',
            'server/features/notifications -> server/features/questionnaires',
            // a complaint rings the desk's bell when filed and the filer's at each step
            'server/features/complaints -> server/features/notifications',
            // an SLA breach rings the record's company's bell
            'server/features/sla -> server/features/notifications',
            // every signed-in user's dashboard shows the news bar and the latest news
            'src/features/dashboard -> src/features/newsBar',
            'src/features/dashboard -> src/features/news',
            // and what waits for the user with the season's headline figures
            'src/features/dashboard -> src/features/dashboards',
          ],
        },
      ],
    },
  },
  { files: ['openapi/**/*.ts'], rules: restrict(['**/src/**', '**/server/**', '**/machines/**'], 'The contract depends on nothing.') },
);
