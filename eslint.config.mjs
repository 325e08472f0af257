import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';

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
          allow: ['../../tools/*'],
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
      'no-restricted-imports': ['error', { paths: [{ name: 'lucide-react', message: 'Import icons from @jolda/ui/icons.' }], patterns: [{ group: ['lucide-react/*'], message: 'Import icons from @jolda/ui/icons.' }] }],
    },
  },
  {
    // Small classic scripts served as they are to every browser (no bundler): ES5 on purpose.
    files: ['**/public/**/*.js'],
    rules: { 'no-var': 'off' },
  },
];
