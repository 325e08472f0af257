import nx from '@nx/eslint-plugin';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * Inside the site (apps/web/src), layers from the bottom: `shared/` (types and helpers every feature may use: the
 * router context, head, boot data, labels, locale hooks) → `features/<name>/` (one domain each) → `routes/` (thin route
 * files) and `app/` (router, entries, route rules). A feature uses another only through its public entry
 * (`features/<name>/index.ts`); nothing imports upwards; no import cycles.
 */
const webFeatures = fs.readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const featureZones = webFeatures.map((name) => ({
  target: `./apps/web/src/features/${name}`,
  from: './apps/web/src/features',
  except: [`./${name}`, ...webFeatures.filter((other) => other !== name).map((other) => `./${other}/index.ts`)],
  message: `A feature uses another only through its public entry (import from '../<feature>', i.e. its index.ts).`,
}));

const lucide = { name: 'lucide-react', message: 'Import icons from @jolda/ui/icons.' };
const lucideDeep = { group: ['lucide-react/*'], message: 'Import icons from @jolda/ui/icons.' };
const contractFixtures = { name: '@jolda/contracts/testing', message: 'Test fixtures are for tests (*.test.ts[x]) only.' };

/**
 * Module boundaries: tags are scope × type (see docs/architecture.md).
 * - libraries never import apps (no lib tag allows type:app)
 * - libs/ui (type:ui) imports no data library
 * - apps/web-view imports only scope:shared libraries
 * - apps/api imports only libs/contracts
 */
export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: [
      '**/dist',
      '**/node_modules',
      '**/routeTree.gen.ts',
      '**/storybook-static',
      'data/**',
      '.nx/**',
      '**/vite.config.*.timestamp*',
      '**/*.po',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          // Build helpers shared by the apps' Vite configs (not a library: nothing at runtime imports them).
          allow: ['../../tools/*', '../../../tools/*'],
          depConstraints: [
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'] },
            { sourceTag: 'scope:web-view', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:design-system', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
            { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['contracts'] },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
            { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:util'] },
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:ui', 'type:util', 'type:data-access', 'type:feature'] },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx', '**/use-*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Storybook render functions and decorators are components in all but name; stories and tests
    // pass no-op handlers on purpose.
    files: ['**/*.stories.tsx', '**/.storybook/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'react-hooks/rules-of-hooks': 'off',
      '@typescript-eslint/no-empty-function': 'off',
    },
  },
  {
    // Icons come from @jolda/ui/icons (one svg with fixed markup per icon, see libs/ui/src/icons/create-icon.tsx);
    // lucide-react's own components cost a fiber per path and two forwardRefs per icon in every hydration.
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['libs/ui/src/icons/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [lucide, contractFixtures], patterns: [lucideDeep] }],
    },
  },
  {
    // The contract's fixtures (`@jolda/contracts/testing`) are for tests only.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**/*.ts', '**/test/**/*.tsx'],
    ignores: ['libs/ui/src/icons/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [lucide], patterns: [lucideDeep] }],
    },
  },
  {
    files: ['apps/web/src/**/*.ts', 'apps/web/src/**/*.tsx'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          // Zones are relative to the workspace root whatever folder eslint runs in (nx runs it per project).
          basePath: path.dirname(fileURLToPath(import.meta.url)),
          zones: [
            { target: './apps/web/src/shared', from: ['./apps/web/src/features', './apps/web/src/app', './apps/web/src/routes'], message: 'shared/ is below the features: it imports no feature, app or route module.' },
            { target: './apps/web/src/features', from: ['./apps/web/src/app', './apps/web/src/routes'], message: 'Features do not import the app or routes; shared types live in src/shared.' },
            ...featureZones,
          ],
        },
      ],
    },
  },
  {
    // Small classic scripts served as they are to every browser (no bundler): ES5 on purpose.
    files: ['**/public/**/*.js'],
    rules: { 'no-var': 'off' },
  },
];
