// ESLint flat config: typescript-eslint's recommended rules over every workspace's TypeScript.
// Formatting is Prettier's job (`npm run format`), so no stylistic rules here.
import eslint from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '.services/**', 'coverage/**', 'dist/**', 'data/**', '**/*.js', '**/*.mjs'] },
  eslint.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
