import type { CodegenConfig } from '@graphql-codegen/cli';

// One schema (schema/*.graphql), two outputs: resolver types for the bff (a resolver that returns the
// wrong shape is a compile error) and typed operations with urql hooks for the web, built from the
// web's one-file-per-operation `.graphql` documents. Nothing under these outputs is edited by hand.
const config: CodegenConfig = {
  overwrite: true,
  schema: 'schema/*.graphql',
  generates: {
    'bff/src/graphql/generated.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: './context#GraphQLContext',
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { JSON: 'unknown' },
        // A Shop's fields beyond the shops domain's own (related shops, other domains' `extend type Shop`)
        // are resolved by field resolvers: the shops domain's resolvers return its model.
        // The settings' lists in a language (`headerNavItems(lang)`, `footerLinks(lang)`) are field resolvers too.
        mappers: { Tenant: '../tenancy/tenants#Tenant as TenantConfig', Shop: '../shops/mapper#ShopModel', Settings: '../settings/mapper#SettingsModel' },
        useIndexSignature: false,
        avoidOptionals: false,
      },
    },
    // The schema's enums and inputs, once; each operation's module imports them from here.
    'web/src/graphql/types.ts': {
      plugins: ['typescript'],
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { JSON: 'unknown' }, onlyOperationTypes: true },
    },
    // One module per operation, next to its `.graphql` file (`<name>.generated.ts`): the build puts
    // each document in the chunk of the screen that uses it, so a first load carries only its own.
    // `web/src/graphql/generated.ts` re-exports them all (scripts/graphql-barrel.mjs): one import path.
    'web/src/': {
      documents: 'web/src/**/*.graphql',
      preset: 'near-operation-file',
      presetConfig: { extension: '.generated.ts', baseTypesPath: 'graphql/types.ts' },
      plugins: ['typescript-operations', 'typescript-urql'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { JSON: 'unknown' },
        withHooks: true,
        urqlImportFrom: 'urql',
        // Pre-parsed documents: no GraphQL parser (graphql-tag, graphql) in the browser bundle.
        documentMode: 'documentNode',
      },
    },
  },
  // After writing: the web's barrel of operations, the UI texts' key types (scripts/text-types.mjs) and
  // the bff's list of domains (its folders' domain.ts).
  hooks: { afterAllFileWrite: ['node scripts/graphql-barrel.mjs', 'node scripts/text-types.mjs', 'node scripts/bff-domains.mjs'] },
};

export default config;
