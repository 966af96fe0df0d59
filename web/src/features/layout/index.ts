export { Header } from './header';
export { loadMemberMessages } from './member-messages';
export { Footer } from './footer';
export { LanguageSwitcher, languageHref } from './language-switcher';
export { applyTheme, themeCss, themeVariables } from './theme';
export { navLinks } from './nav-links';
