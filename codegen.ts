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
        // A Shop's fields beyond the catalog's own (related shops, other domains' `extend type Shop`)
        // are resolved by field resolvers: the catalog's resolvers return the catalog's model.
        mappers: { Tenant: '../tenancy/tenants#Tenant as TenantConfig', Shop: '../catalog/mapper#ShopModel' },
        useIndexSignature: false,
        avoidOptionals: false,
      },
    },
    'web/src/graphql/generated.ts': {
      documents: 'web/src/**/*.graphql',
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
};

export default config;
