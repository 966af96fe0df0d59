import type { defaultNS } from './config';

// Translation keys are typed from the English files (STYLE.md): a missing key fails the type check,
// not the page. Each namespace's type (ResourceNamespaceMap) is declared in namespaces.generated.ts,
// which scripts/text-types.mjs writes after codegen from every English locale file there is.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNS;
  }
}
