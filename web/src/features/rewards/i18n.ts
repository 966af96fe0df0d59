import type en from './locales/en.json';

export const REWARDS_NS = 'rewards';

// Keys are typed from the English file (STYLE.md), beside the app's own namespaces.
declare module 'i18next' {
  interface ResourceNamespaceMap {
    rewards: typeof en;
  }
}
