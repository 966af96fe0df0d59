import type en from './locales/en.json';

export const MEMBER_REWARDS_NS = 'member-rewards';

// Keys are typed from the English file (STYLE.md), beside the app's own namespaces.
declare module 'i18next' {
  interface ResourceNamespaceMap {
    'member-rewards': typeof en;
  }
}
