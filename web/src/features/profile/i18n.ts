import type en from './locales/en.json';

export const PROFILE_NS = 'profile';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    profile: typeof en;
  }
}
