export { Header } from './header';
export { Footer } from './footer';
export { LanguageSwitcher, languageHref } from './language-switcher';
export { applyTheme, themeVariables } from './theme';
export { navLinks } from './nav-links';
