import { renderMemberCopies } from './member-copy-view';
// The copies' look, as the app shows them (the app's one stylesheet is not on this page): a string,
// added below, so that this entry stays one file for the worker's precache.
import memberCopyCss from './member-copy.css?inline';

// The offline page's one script (issue 24; the bff renders the page: bff/src/routes/offline-page.ts).
// The page is whole without it: texts and links are the server's markup. This script only fills the
// member's container (`#offline-member`) with the copies kept on this device, in the page's language.

export type OfflineLang = 'en' | 'cz' | 'sk' | 'de';

const langs: readonly OfflineLang[] = ['en', 'cz', 'sk', 'de'];

/** The page's language, as the bff wrote it (`data-lang` on <html>); English when unknown. */
export function offlinePageLang(root: Pick<HTMLElement, 'dataset'>): OfflineLang {
  const lang = root.dataset.lang;
  return (langs as readonly string[]).includes(lang ?? '') ? (lang as OfflineLang) : 'en';
}

const container = typeof document === 'undefined' ? null : document.getElementById('offline-member');
if (container) {
  const lang = offlinePageLang(document.documentElement);
  container.dataset.lang = lang;
  const style = document.createElement('style');
  style.textContent = memberCopyCss;
  document.head.appendChild(style);
  // The member's copies (parking pass, reward codes) kept on this device, if any (offline/member-copy.ts).
  void renderMemberCopies(container, lang);
}
