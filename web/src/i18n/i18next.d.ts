import type { defaultNS } from './config';
import type { resources } from './resources';

// Translation keys are typed from the English file (STYLE.md): a missing key fails the type check,
// not the page. Resources go through ResourceNamespaceMap so other packages can add namespaces
// without a merge conflict.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNS;
  }
  interface ResourceNamespaceMap {
    common: (typeof resources)['en']['common'];
  }
}
