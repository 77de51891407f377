// Data access of libs/server features lives in query modules (docs/adding-a-feature.md, ARCHITECTURE.md
// Conventions): outside `*.queries.ts` and `*.entity.ts`, a feature imports TypeORM for types only and makes no
// database call; services orchestrate (transactions, rules) and pass the manager to named query functions.

// Receivers that are a database handle: `manager.x(...)`, `dataSource.x(...)`, `this.dataSource.x(...)`, repositories.
const HANDLE = '/^(manager|dataSource|em|entityManager|repository|\\w+Repository)$/';
const CALL = '/^(query|find\\w*|save|insert|update|upsert|delete|remove|softDelete|restore|count\\w*|exists\\w*|increment|decrement|sum|average|minimum|maximum|clear)$/';
const message = 'Database calls of a feature live in its <feature>.queries.ts: pass the manager to a named query function.';

/** The ESLint config block enforcing it. */
export function serverDataAccess() {
  return {
    files: ['libs/server/src/features/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/*.queries.ts', '**/*.entity.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'typeorm', allowTypeImports: true, message: 'Only query modules and entities use TypeORM values; import its types with `import type`.' }] },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: 'CallExpression[callee.property.name=/^(createQueryBuilder|getRepository|query)$/]', message },
        { selector: `CallExpression[callee.object.name=${HANDLE}][callee.property.name=${CALL}]`, message },
        { selector: `CallExpression[callee.object.property.name=${HANDLE}][callee.property.name=${CALL}]`, message },
      ],
    },
  };
}
