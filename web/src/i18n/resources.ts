import type { InitOptions, Resource } from 'i18next';
import { languages, type Lang } from '@mall/site';
import { baseOptions, i18nLanguageFor } from './config';
import type { FeatureTexts } from './feature-texts';

// Every language's texts bundled at once, for tests: the app's (`locales/<lang>/<namespace>.json`) and
// every feature's (`features/<feature>/locales/<lang>.json`, namespace: the feature's folder), found
// by glob, so a new feature needs only its locale files. The app itself loads one language at a time
// (app/texts.ts), so nothing the app imports imports this. The keys' types: namespaces.generated.ts.

const appFiles = import.meta.glob<object>('./locales/*/*.json', { eager: true, import: 'default' });
const featureFiles = import.meta.glob<object>('../features/*/locales/*.json', { eager: true, import: 'default' });

/** Namespace → URL language → texts, from the files' paths. */
function byNamespace(files: Record<string, object>, place: RegExp): Record<string, Partial<FeatureTexts>> {
  const out: Record<string, Partial<Record<Lang, object>>> = {};
  for (const [path, texts] of Object.entries(files)) {
    const match = place.exec(path);
    if (!match?.groups) throw new Error(`A locale file out of place: ${path}`);
    (out[match.groups.namespace!] ??= {})[match.groups.lang as Lang] = texts;
  }
  return out;
}

/** Every feature's texts, by feature (namespace) and URL language. */
export const featureTexts = byNamespace(featureFiles, /\/features\/(?<namespace>[a-z0-9-]+)\/locales\/(?<lang>[a-z]+)\.json$/);

const appTexts = byNamespace(appFiles, /\/locales\/(?<lang>[a-z]+)\/(?<namespace>[a-z0-9-]+)\.json$/);

/** Every namespace of every language, keyed by i18next language code (cz → cs). */
export const resources: Resource = Object.fromEntries(
  languages.map((lang) => [
    i18nLanguageFor(lang),
    Object.fromEntries(Object.entries({ ...appTexts, ...featureTexts }).flatMap(([namespace, texts]) => (texts[lang] ? [[namespace, texts[lang]]] : []))),
  ]),
);

/**
 * Options for an i18next instance showing a page in `lang`, with every language's texts of every
 * namespace (tests; the app loads one language at a time, see app/texts.ts). No global instance is made.
 */
export function i18nOptions(lang: Lang): InitOptions {
  return { ...baseOptions(lang), resources };
}
