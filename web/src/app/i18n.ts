import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Lang } from '@mall/site';
import { baseOptions } from '../i18n/config';
import { addTexts, type LanguageTexts } from './texts';

// One i18next instance per app (no global side effect at import), made with the page language's
// texts (the files the first HTML names, or those it embeds, or loaded: app/texts.ts); another
// language's texts are added when the visitor switches to it.
export function createI18n(lang: Lang, texts: LanguageTexts): I18n {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ ...baseOptions(lang), resources: {}, initAsync: false });
  addTexts(i18n, lang, texts);
  return i18n;
}
